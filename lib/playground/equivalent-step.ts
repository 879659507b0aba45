import { stepKey, type TraceEntry } from '@/lib/mcp/trace';

/** What identifies a step across revisions: its connection and its key (method, result…). */
function identity(entry: TraceEntry): string {
  return `${entry.type === 'host' ? '' : entry.link}|${stepKey(entry)}`;
}

/**
 * The step of `to` that matches step `step` of `from`: the same message (same connection, same
 * key, same occurrence: the second `tools/call` stays the second) when the other revision has
 * it; otherwise the first step of the same phase (the 2025 handshake for 2026's discovery);
 * otherwise the same relative position. 0 when `to` is empty.
 */
export function equivalentStep(
  from: readonly TraceEntry[],
  step: number,
  to: readonly TraceEntry[],
): number {
  if (to.length === 0) return 0;
  const entry = from[step - 1];
  if (!entry) return 1;
  const id = identity(entry);
  let occurrence = 0;
  for (let i = 0; i < step - 1; i += 1) if (identity(from[i]!) === id) occurrence += 1;
  for (const candidate of to) {
    if (identity(candidate) !== id) continue;
    if (occurrence === 0) return candidate.seq;
    occurrence -= 1;
  }
  const samePhase = to.find((candidate) => candidate.phase === entry.phase);
  if (samePhase) return samePhase.seq;
  return Math.min(to.length, Math.max(1, Math.round((step / from.length) * to.length)));
}
