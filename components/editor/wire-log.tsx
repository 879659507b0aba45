'use client';

import { editorMessages } from '@/content/ui/editor';
import { summariseWire } from '@/lib/editor/wire-summary';
import type { TraceEntry } from '@/lib/mcp/trace';

const t = editorMessages;

/** The messages that crossed the wire since the learner's last « Appliquer » or « Appeler ». */
export function WireLog({
  entries,
  since,
}: {
  entries: readonly TraceEntry[];
  since: number | undefined;
}) {
  const lines = since === undefined ? [] : summariseWire(entries, since);
  return (
    <section aria-labelledby="editeur-fil" className="space-y-2">
      <h3 id="editeur-fil" className="text-lg font-semibold">
        {t.wireHeading}
      </h3>
      {lines.length === 0 ? (
        <p className="text-muted">{t.wireEmpty}</p>
      ) : (
        <ol
          aria-live="polite"
          className="space-y-1 rounded border border-border bg-surface p-2 font-mono text-sm break-words"
        >
          {lines.map((line) => (
            <li key={line.seq}>
              {line.seq}. {line.key}
              {line.detail ? ` — ${line.detail}` : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
