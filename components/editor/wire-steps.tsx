'use client';

import { editorMessages } from '@/messages/editor';
import { playgroundMessages } from '@/messages/playground';
import { summariseWire } from '@/lib/editor/wire-summary';
import type { TraceEntry } from '@/lib/mcp/trace';
import { stepLabel } from '@/lib/playground/steps';

const t = playgroundMessages;

/**
 * The messages that crossed the wire since the learner's last action, with the stepper's French
 * labels (« résultat de tools/call », « l’utilisateur autorise »), each a link to its step.
 */
export function WireSteps({
  entries,
  since,
  onSelect,
}: {
  entries: readonly TraceEntry[];
  since: number | undefined;
  onSelect: (step: number) => void;
}) {
  const lines = since === undefined ? [] : summariseWire(entries, since);
  return (
    <section aria-labelledby="editeur-fil" className="space-y-2">
      <h3 id="editeur-fil" className="text-lg font-semibold">
        {editorMessages.wireHeading}
      </h3>
      {lines.length === 0 ? (
        <p className="text-muted">{editorMessages.wireEmpty}</p>
      ) : (
        <ol className="m-0 list-none space-y-1 rounded border border-border bg-surface p-2 text-sm">
          {lines.map((line) => {
            const entry = entries[line.seq - 1];
            return (
              <li key={line.seq}>
                <button
                  type="button"
                  className="text-left underline decoration-dotted underline-offset-4"
                  onClick={() => onSelect(line.seq)}
                >
                  {t.wireStep({
                    step: line.seq,
                    label: entry ? stepLabel(entry) : line.key,
                  })}
                </button>
                {line.detail ? ` — ${line.detail}` : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
