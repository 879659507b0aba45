'use client';

import type { Choice } from '@/lib/quiz/schema';
import { quizMessages } from '@/messages/quiz';
import { CodeText } from '@/components/ui/code-text';
import { KeyHint, StatusBadge } from '@/components/ui/status-badge';

const t = quizMessages.feedback;

interface ChoiceAnswerProps {
  /** Base for element ids (radio and checkbox ids are derived from it). */
  idBase: string;
  /** The question, read when the keyboard enters the group. */
  /** The question's heading: it names the group, read once (no second, hidden legend). */
  labelledBy: string;
  multiple: boolean;
  choices: Choice[];
  /** The choices the learner picked. */
  picked: readonly string[];
  /** Set once answered: the right choices. */
  expected?: readonly string[];
  onPick: (id: string) => void;
}

export function choiceInputId(idBase: string, choiceId: string): string {
  return `${idBase}-choix-${choiceId}`;
}

/** The choices of a single- or multiple-answer question; once answered, each explains itself. */
export function ChoiceAnswer({
  idBase,
  labelledBy,
  multiple,
  choices,
  picked,
  expected,
  onPick,
}: ChoiceAnswerProps) {
  const answered = expected !== undefined;
  return (
    <fieldset className="min-w-0" aria-labelledby={labelledBy}>
      <ul className="space-y-2">
        {choices.map((choice, i) => {
          const id = choiceInputId(idBase, choice.id);
          const isPicked = picked.includes(choice.id);
          const isExpected = expected?.includes(choice.id) ?? false;
          const border = !answered
            ? isPicked
              ? 'border-accent'
              : 'border-border'
            : isExpected
              ? 'border-kind-result'
              : isPicked
                ? 'border-kind-error'
                : 'border-border';
          return (
            <li
              key={choice.id}
              className={`rounded-lg border-2 bg-surface ${border} ${answered && !isPicked && isExpected ? 'border-dashed' : ''}`}
            >
              <label
                htmlFor={id}
                className={`flex items-start gap-3 p-3 ${answered ? '' : 'cursor-pointer hover:bg-surface-2'} rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus)]`}
              >
                <input
                  id={id}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={idBase}
                  value={choice.id}
                  checked={isPicked}
                  disabled={answered}
                  onChange={() => onPick(choice.id)}
                  className="mt-1 h-4 w-4 shrink-0 accent-[var(--accent)] focus-visible:outline-none"
                />
                <KeyHint n={i + 1} />
                <span className="min-w-0 flex-1 break-words">
                  <CodeText text={choice.text} />
                </span>
              </label>
              {answered ? (
                <div className="space-y-1 border-t border-border px-3 pt-2 pb-3">
                  {isPicked || isExpected ? (
                    <StatusBadge tone={isExpected ? 'right' : 'wrong'}>
                      {isPicked
                        ? isExpected
                          ? t.chosenRight
                          : t.chosenWrong
                        : multiple
                          ? t.expectedMissed
                          : t.expected}
                    </StatusBadge>
                  ) : (
                    <StatusBadge tone="neutral">{t.notExpected}</StatusBadge>
                  )}
                  <p className="min-w-0 break-words">
                    <CodeText text={choice.explanation} />
                  </p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
