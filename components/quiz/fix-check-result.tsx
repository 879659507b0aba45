'use client';

import type { FixCheck } from '@/lib/quiz/fix-run';
import { checkSummary, type CheckLine } from '@/lib/quiz/fix-summary';
import { quizMessages } from '@/messages/quiz';
import { CodeText } from '@/components/ui/code-text';
import { StatusBadge } from '@/components/ui/status-badge';

const t = quizMessages.fix;

// JSON wraps instead of scrolling sideways: on a phone, a long description stays readable.
export const WRAPPED_JSON =
  'max-h-80 overflow-auto rounded-md border border-border bg-surface-2 p-3 text-[0.8rem] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere]';

function Line({ line }: { line: CheckLine }) {
  return (
    <li className="break-words">
      <StatusBadge tone={line.ok === undefined ? 'neutral' : line.ok ? 'right' : 'wrong'}>
        <CodeText text={line.text} />
      </StatusBadge>
    </li>
  );
}

function WireMessage({ label, message }: { label: string; message: unknown }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-sm font-semibold">{label}</p>
      <pre tabIndex={0} role="region" aria-label={label} className={WRAPPED_JSON}>
        {JSON.stringify(message, null, 2)}
      </pre>
    </div>
  );
}

/** What the last « Vérifier » found: the rules, the call, and the exact messages on the wire. */
export function FixCheckResult({
  check,
  n,
  Heading,
}: {
  check: FixCheck;
  n: number;
  Heading: 'h3' | 'h4';
}) {
  const { rules, call, wire } = checkSummary(check);
  return (
    <section className="min-w-0 space-y-3 rounded-lg border-2 border-border bg-surface p-3">
      <Heading className="font-semibold">
        {t.resultHeading} <span className="font-normal text-muted">({t.checkCount(n)})</span>
      </Heading>
      <ul aria-live="polite" className="space-y-1">
        <Line line={rules} />
        <Line line={call} />
      </ul>
      {wire.request !== undefined ? (
        <WireMessage label={t.requestLabel} message={wire.request} />
      ) : null}
      {wire.answer !== undefined ? (
        <WireMessage label={t.answerLabel} message={wire.answer} />
      ) : null}
    </section>
  );
}
