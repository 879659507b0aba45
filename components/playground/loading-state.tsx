'use client';

import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages.loading;

interface Props {
  scenario: string;
  progress: { done: number; expected?: number } | undefined;
  /** The scenario starts the warehouse's PostgreSQL (said, since it is the long part). */
  database: boolean;
}

/** While a scenario plays: its name, a progress bar (steps recorded out of expected), why it waits. */
export function LoadingState({ scenario, progress, database }: Props) {
  const done = progress?.done ?? 0;
  const expected = progress?.expected;
  const shown = expected === undefined ? done : Math.min(done, expected);
  // French: 0 and 1 take the singular.
  const one = shown <= 1;
  const text =
    expected === undefined
      ? (one ? t.progressUnknownOne : t.progressUnknown)({ done: shown })
      : (one ? t.progressOne : t.progress)({ done: shown, expected });
  return (
    <div
      role="status"
      data-loading=""
      className="rounded border-l-4 border-accent bg-surface-2 p-3"
    >
      <p className="m-0 font-semibold">{(done > 0 ? t.recording : t.title)({ scenario })}</p>
      <progress
        className="mt-2 block h-3 w-full max-w-md accent-[var(--accent)]"
        aria-label={t.label}
        max={expected ?? undefined}
        value={expected === undefined ? undefined : Math.min(done, expected)}
      />
      <p className="m-0 mt-1 text-sm text-muted">{text}</p>
      {database ? <p className="m-0 mt-1 text-sm">{t.database}</p> : null}
    </div>
  );
}
