'use client';

import { memo, useEffect, useMemo, useRef } from 'react';
import { ARROW_STYLE } from '@/components/ui/arrows';
import { playgroundMessages } from '@/messages/playground';
import type { TraceEntry } from '@/lib/mcp/trace';
import { actorName, stepKind, stepLabel } from '@/lib/playground/steps';
import { bringIntoView } from '@/lib/playground/diagram-layout';
import { rowStarts } from '@/lib/playground/row-window';
import { useRowWindow } from './use-row-window';

const t = playgroundMessages;
const ROW = 40;

interface Props {
  entries: readonly TraceEntry[];
  step: number;
  partner: number | undefined;
  onSelect: (step: number) => void;
}

/** The packet list: one line per step, virtualised (only the lines in view exist). */
export const MessageList = memo(function MessageList({ entries, step, partner, onSelect }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const starts = useMemo(() => rowStarts(entries.length, () => ROW), [entries.length]);
  const items = useRowWindow(scroller, starts, { overscan: 8 });

  useEffect(() => {
    if (step > 0 && scroller.current) bringIntoView(scroller.current, (step - 1) * ROW, step * ROW);
  }, [step]);

  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="mb-2 text-lg font-semibold">
        {t.timeline}
      </h2>
      <div
        ref={scroller}
        // Strict containment and a layer of its own: lines coming and going never lay out nor
        // repaint the rest of the page.
        className="h-64 overflow-auto rounded border border-border bg-surface [contain:strict] will-change-transform"
        role="region"
        aria-labelledby="timeline-heading"
        tabIndex={0}
      >
        <ol
          className="relative m-0 list-none p-0"
          style={{ height: starts[entries.length] }}
          aria-label={t.timeline}
        >
          {items.map((item) => {
            const entry = entries[item.index]!;
            return (
              <Line
                key={entry.seq}
                entry={entry}
                top={item.start}
                current={entry.seq === step}
                linked={entry.seq === partner}
                onSelect={onSelect}
              />
            );
          })}
        </ol>
      </div>
    </section>
  );
});

/** One line; memoised, so that a step redraws only the lines whose highlight changes. */
const Line = memo(function Line({
  entry,
  top,
  current,
  linked,
  onSelect,
}: {
  entry: TraceEntry;
  top: number;
  current: boolean;
  linked: boolean;
  onSelect: (step: number) => void;
}) {
  const kind = stepKind(entry);
  return (
    <li className="absolute left-0 right-0" style={{ top, height: ROW }}>
      <button
        type="button"
        onClick={() => onSelect(entry.seq)}
        aria-current={current ? 'step' : undefined}
        className={`flex h-full w-full items-center gap-3 whitespace-nowrap border-l-4 px-2 text-left ${
          current ? 'bg-surface-2 font-bold' : linked ? 'bg-surface-2/50' : 'hover:bg-surface-2'
        }`}
        style={{
          borderLeftColor: ARROW_STYLE[kind].colour,
        }}
      >
        <span className="w-12 shrink-0 text-right font-mono text-sm text-muted">{entry.seq}</span>
        <span aria-hidden="true" style={{ color: ARROW_STYLE[kind].colour }}>
          {ARROW_STYLE[kind].glyph}
        </span>
        <span className="font-mono text-[0.95rem]">{stepLabel(entry)}</span>
        <span className="text-sm text-muted">
          {ARROW_STYLE[kind].label} · {actorName(entry.from)} → {actorName(entry.to)}
        </span>
      </button>
    </li>
  );
});
