'use client';

import { useEffect, useRef, useState } from 'react';
import type { OrderItem } from '@/lib/quiz/schema';
import { moveItem } from '@/lib/quiz/display';
import { quizMessages } from '@/messages/quiz';
import { plainText, CodeText } from '@/components/ui/code-text';
import { StatusBadge } from '@/components/ui/status-badge';

const t = quizMessages.question;
const f = quizMessages.feedback;

interface OrderAnswerProps {
  /** The question's heading: it names the group, read once (no second, hidden legend). */
  labelledBy: string;
  /** Items in the right order (as authored). */
  items: OrderItem[];
  /** The learner's current order (item ids). */
  order: readonly string[];
  answered: boolean;
  onChange: (order: string[]) => void;
}

/**
 * An ordering question driven by « Monter » / « Descendre » buttons: every move is announced,
 * and the focus follows the moved item so that it can be moved again at once.
 */
export function OrderAnswer({ labelledBy, items, order, answered, onChange }: OrderAnswerProps) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; dir: 'up' | 'down' }>();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  useEffect(() => {
    if (!focusAfterMove) return;
    const key = `${focusAfterMove.id}:${focusAfterMove.dir}`;
    const other = `${focusAfterMove.id}:${focusAfterMove.dir === 'up' ? 'down' : 'up'}`;
    const target = buttons.current.get(key);
    // At the top or bottom the pressed button is inert: keep the focus on the other one.
    (target?.getAttribute('aria-disabled') === 'true'
      ? buttons.current.get(other)
      : target
    )?.focus();
  }, [focusAfterMove, order]);

  const move = (id: string, delta: -1 | 1) => {
    const next = moveItem(order, id, delta);
    if (next.every((x, i) => x === order[i])) return;
    onChange(next);
    const item = byId.get(id);
    setAnnouncement(t.moved(plainText(item?.text ?? id), next.indexOf(id) + 1, next.length));
    setFocusAfterMove({ id, dir: delta < 0 ? 'up' : 'down' });
  };

  return (
    <fieldset className="min-w-0" aria-labelledby={labelledBy}>
      <ol className="space-y-2">
        {order.map((id, i) => {
          const item = byId.get(id);
          if (!item) return null;
          const rightPlace = items[i]?.id === id;
          const expectedPosition = items.findIndex((x) => x.id === id) + 1;
          // Code keeps its backticks: screen readers skip them, and the typography check knows it is code.
          const label = item.text;
          return (
            <li
              key={id}
              className={`flex flex-wrap items-center gap-2 rounded-lg border-2 bg-surface p-3 sm:flex-nowrap ${
                answered
                  ? rightPlace
                    ? 'border-kind-result'
                    : 'border-kind-error'
                  : 'border-border'
              }`}
            >
              <span className="inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-surface-2 font-semibold">
                <span className="sr-only">{t.position(i + 1)}</span>
                <span aria-hidden="true">{i + 1}</span>
              </span>
              <span className="min-w-0 flex-1 basis-48 break-words">
                <CodeText text={item.text} />
                {answered ? (
                  <span className="mt-1 block">
                    <StatusBadge tone={rightPlace ? 'right' : 'wrong'}>
                      {rightPlace ? f.placedRight(i + 1) : f.placedWrong(i + 1, expectedPosition)}
                    </StatusBadge>
                  </span>
                ) : null}
              </span>
              {answered ? null : (
                <span className="flex shrink-0 gap-1">
                  {(['up', 'down'] as const).map((dir) => {
                    const inert = dir === 'up' ? i === 0 : i === order.length - 1;
                    return (
                      <button
                        key={dir}
                        type="button"
                        ref={(el) => {
                          buttons.current.set(`${id}:${dir}`, el);
                        }}
                        aria-label={dir === 'up' ? t.moveUp(label) : t.moveDown(label)}
                        aria-disabled={inert}
                        onClick={() => move(id, dir === 'up' ? -1 : 1)}
                        className={`inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded border border-border bg-surface-2 px-2 text-sm ${
                          inert ? 'opacity-50' : 'hover:border-accent'
                        }`}
                      >
                        <span aria-hidden="true">{dir === 'up' ? '↑' : '↓'}</span>
                        <span aria-hidden="true" className="hidden sm:inline">
                          {dir === 'up' ? t.up : t.down}
                        </span>
                      </button>
                    );
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

/** The expected order, each step with why it sits there (shown in the feedback). */
export function ExpectedOrder({ items }: { items: OrderItem[] }) {
  return (
    <ol className="space-y-2">
      {items.map((item, i) => (
        <li key={item.id} className="flex gap-3">
          <span className="inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full border border-kind-result font-semibold">
            {i + 1}
          </span>
          <span className="min-w-0 flex-1 break-words">
            <span className="font-semibold">
              <CodeText text={item.text} />
            </span>
            <span className="block">
              <CodeText text={item.explanation} />
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
