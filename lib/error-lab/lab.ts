import type { LabExpectation, LabExplanation } from '@/lib/error-lab/schema';
import type { Revision } from '@/lib/mcp/revisions';
import type { TraceEntry } from '@/lib/mcp/trace';

/** One step of a lab run worth pointing at: an error, an `isError` result, a transport event. */
export interface NotableStep {
  seq: number;
  kind: 'error' | 'is-error' | 'transport' | 'cancelled' | 'result';
  code?: number;
  event?: string;
  method?: string;
}

const SHOWN_RESULTS = new Set(['tools/list', 'tools/call', 'initialize']);

/** Picks the steps that show what went wrong, in order. */
export function notableSteps(entries: readonly TraceEntry[]): NotableStep[] {
  const steps: NotableStep[] = [];
  for (const entry of entries) {
    if (entry.type === 'transport' && entry.event !== 'closed') {
      steps.push({ seq: entry.seq, kind: 'transport', event: entry.event });
    } else if (entry.type === 'message') {
      const message = entry.message as {
        error?: { code?: unknown };
        result?: { isError?: unknown };
      };
      if (entry.kind === 'error' && typeof message.error?.code === 'number') {
        steps.push({ seq: entry.seq, kind: 'error', code: message.error.code });
      } else if (entry.kind === 'result' && message.result?.isError === true) {
        steps.push({ seq: entry.seq, kind: 'is-error' });
      } else if (entry.method === 'notifications/cancelled') {
        steps.push({ seq: entry.seq, kind: 'cancelled' });
      } else if (entry.kind === 'result' && entry.method && SHOWN_RESULTS.has(entry.method)) {
        // What works is part of the lesson too: the fixed server, the corrected call.
        steps.push({ seq: entry.seq, kind: 'result', method: entry.method });
      }
    }
  }
  return steps;
}

/** Sums up a run the way the lab's explanations state their expectations. */
export function recordedOutcome(entries: readonly TraceEntry[]): LabExpectation {
  const steps = notableSteps(entries);
  return {
    codes: steps.flatMap((s) => (s.kind === 'error' && s.code !== undefined ? [s.code] : [])),
    isErrorResults: steps.filter((s) => s.kind === 'is-error').length,
    transport: steps.flatMap((s) =>
      s.kind === 'transport' && s.event ? [s.event as LabExpectation['transport'][number]] : [],
    ),
  };
}

/** The expectation an explanation states for a revision (its own, or the one for every revision). */
export function expectationFor(
  explanation: LabExplanation,
  revision: Revision,
): LabExpectation | undefined {
  return explanation.expected[revision] ?? explanation.expected['*'];
}
