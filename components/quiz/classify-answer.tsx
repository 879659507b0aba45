'use client';

import type { Category, ClassifyItem } from '@/lib/quiz/schema';
import { quizMessages } from '@/messages/quiz';
import { plainText, CodeText } from '@/components/ui/code-text';
import { KeyHint, StatusBadge } from '@/components/ui/status-badge';

const f = quizMessages.feedback;

interface ClassifyAnswerProps {
  idBase: string;
  categories: Category[];
  /** Items in display order. */
  items: ClassifyItem[];
  placement: Readonly<Record<string, string>>;
  answered: boolean;
  onPlace: (itemId: string, categoryId: string) => void;
}

export function classifyInputId(idBase: string, itemId: string, categoryId: string): string {
  return `${idBase}-${itemId}-${categoryId}`;
}

/** One group of radio buttons per item: « dans quelle catégorie ? » */
export function ClassifyAnswer({
  idBase,
  categories,
  items,
  placement,
  answered,
  onPlace,
}: ClassifyAnswerProps) {
  const labelOf = (id: string | undefined) =>
    plainText(categories.find((c) => c.id === id)?.label ?? '');
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const placed = placement[item.id];
        const right = placed === item.category;
        return (
          <li
            key={item.id}
            data-classify-item={item.id}
            className={`rounded-lg border-2 bg-surface p-3 ${
              answered ? (right ? 'border-kind-result' : 'border-kind-error') : 'border-border'
            }`}
          >
            <fieldset className="min-w-0">
              <legend className="mb-2 break-words font-medium">
                <CodeText text={item.text} />
              </legend>
              <div className="flex flex-wrap gap-2">
                {categories.map((category, ci) => {
                  const id = classifyInputId(idBase, item.id, category.id);
                  const checked = placed === category.id;
                  return (
                    <label
                      key={category.id}
                      htmlFor={id}
                      className={`inline-flex items-center gap-2 rounded-md border px-2.5 py-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus)] ${
                        checked ? 'border-accent bg-surface-2 font-semibold' : 'border-border'
                      } ${answered ? '' : 'cursor-pointer hover:border-accent'}`}
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`${idBase}-${item.id}`}
                        value={category.id}
                        checked={checked}
                        disabled={answered}
                        onChange={() => onPlace(item.id, category.id)}
                        className="h-4 w-4 accent-[var(--accent)] focus-visible:outline-none"
                      />
                      <KeyHint n={ci + 1} />
                      <CodeText text={category.label} />
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {answered ? (
              <div className="mt-2 space-y-1">
                <StatusBadge tone={right ? 'right' : 'wrong'}>
                  {right
                    ? f.classifiedRight(labelOf(item.category))
                    : f.classifiedWrong(labelOf(placed), labelOf(item.category))}
                </StatusBadge>
                <p className="break-words">
                  <CodeText text={item.explanation} />
                </p>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
