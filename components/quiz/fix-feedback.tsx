import type { FixQuestion } from '@/lib/quiz/schema';
import { quizMessages } from '@/messages/quiz';
import { CodeText } from '@/components/ui/code-text';

const t = quizMessages.fix;

/**
 * After a « corriger une définition » question: each defect with what it breaks on the wire or
 * for the model, then a reference fix. Plain markup, no editor: it stays in the light quiz code.
 */
export function FixExplanations({
  question,
  headingLevel,
}: {
  question: Pick<FixQuestion, 'defects' | 'fix' | 'id'>;
  headingLevel: 3 | 4 | 5;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="min-w-0 space-y-3">
      <div className="space-y-2">
        <Heading className="font-semibold">{t.defectsHeading}</Heading>
        <ul className="list-disc space-y-2 pl-6">
          {question.defects.map((defect) => (
            <li key={defect.code} className="break-words">
              <CodeText text={defect.explanation} />
            </li>
          ))}
        </ul>
      </div>
      <div className="min-w-0 space-y-2">
        <Heading className="font-semibold">{t.referenceHeading}</Heading>
        <pre
          tabIndex={0}
          role="region"
          aria-label={t.referenceLabel}
          className="max-h-96 overflow-auto rounded-md border border-border bg-surface-2 p-3 text-[0.8rem] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere]"
        >
          {question.fix}
        </pre>
      </div>
    </div>
  );
}
