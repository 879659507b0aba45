'use client';

import { playgroundMessages } from '@/messages/playground';
import type { TraceEntry } from '@/lib/mcp/trace';
import { COMPARED } from '@/lib/playground/compare';
import type { Comparison } from '@/lib/playground/controller';
import { stepKind, stepLabel } from '@/lib/playground/steps';
import type { Revision } from '@/lib/mcp/revisions';
import { CodeText } from '@/components/ui/code-text';

const t = playgroundMessages;

interface Props {
  /** Played by the controller while this view is open; undefined until it starts. */
  comparison: Comparison | undefined;
  onOpen: (revision: Revision, step: number) => void;
}

/** The same scenario in a 2025 revision and 2026-07-28, two sessions aligned step by step. */
export function CompareView({ comparison, onOpen }: Props) {
  const shown = comparison ?? ({ status: 'running' } as const);
  return (
    <section aria-labelledby="compare-heading" className="space-y-3">
      <h2 id="compare-heading" className="text-xl font-semibold">
        {t.compare.heading}
      </h2>
      <p className="m-0 max-w-3xl text-muted">{t.compare.intro}</p>
      {shown.status === 'running' ? (
        <p role="status">{t.compare.running}</p>
      ) : shown.status === 'unavailable' ? (
        <p role="status">{t.compare.unavailable}</p>
      ) : (
        <div
          className="max-h-[70vh] overflow-auto rounded border border-border bg-surface"
          tabIndex={0}
          role="region"
          aria-labelledby="compare-heading"
        >
          <table aria-labelledby="compare-heading" className="w-full border-collapse text-left">
            <thead className="sticky top-0 bg-surface-2">
              <tr>
                <th scope="col" className="p-2">
                  {shown.legacy}
                </th>
                <th scope="col" className="p-2">
                  {COMPARED.modern}
                </th>
                <th scope="col" className="p-2">
                  {t.compare.step}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row, i) => (
                <tr key={i} className="border-t border-border align-top">
                  <td className="p-2">
                    <Cell entry={row.legacy} revision={shown.legacy} onOpen={onOpen} />
                  </td>
                  <td className="p-2">
                    <Cell entry={row.modern} revision={COMPARED.modern} onOpen={onOpen} />
                  </td>
                  <td className={`p-2 ${row.difference === 'same' ? 'text-muted' : ''}`}>
                    {/* A difference that spans several rows is named once, on its first row. */}
                    {row.difference !== 'same' &&
                    shown.rows[i - 1]?.difference === row.difference ? (
                      <span className="text-muted">{t.compare.sameAsAbove}</span>
                    ) : (
                      <CodeText text={t.compare.differences[row.difference]} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Cell({
  entry,
  revision,
  onOpen,
}: {
  entry: TraceEntry | undefined;
  revision: Revision;
  onOpen: Props['onOpen'];
}) {
  if (!entry) return <span className="text-muted">{t.compare.missing}</span>;
  const kind = stepKind(entry);
  return (
    <button
      type="button"
      className="text-left underline decoration-dotted underline-offset-4"
      aria-label={`${t.compare.open({ step: entry.seq, version: revision })}\u00A0: ${stepLabel(entry)}`}
      onClick={() => onOpen(revision, entry.seq)}
    >
      <span className="font-mono text-sm text-muted">{entry.seq}</span>{' '}
      <span
        aria-hidden="true"
        style={{ color: kind === 'transport' ? 'var(--muted)' : `var(--kind-${kind})` }}
      >
        {t.kindGlyph[kind]}
      </span>{' '}
      <span className="font-mono">{stepLabel(entry)}</span>
    </button>
  );
}
