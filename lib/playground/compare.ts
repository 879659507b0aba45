import type { Scenario, ToolSpec } from '@/lib/mcp/scenario';
import { stepKey, type TraceEntry } from '@/lib/mcp/trace';
import { paramsOf, resultOf } from '@/lib/mcp/payload';
import type { Revision } from '@/lib/mcp/revisions';
import { playsIn } from './playable-revision';

/** The revisions compared side by side: the 2025 handshake and the current one. */
export const COMPARED = { legacy: '2025-11-25', modern: '2026-07-28' } as const;

/** Why two aligned steps differ (or do not), named for the learner. */
export type Difference =
  | 'handshake'
  | 'listen'
  | 'meta'
  | 'resultMeta'
  | 'notification'
  | 'inputRequired'
  | 'onlyLegacy'
  | 'onlyModern'
  | 'same';

export interface CompareRow {
  legacy?: TraceEntry;
  modern?: TraceEntry;
  difference: Difference;
}

function isListen(entry: TraceEntry | undefined): boolean {
  const key = entry ? stepKey(entry) : '';
  return key.includes('subscriptions/');
}

function isInputRequired(entry: TraceEntry): boolean {
  if (entry.type === 'host') return entry.action === 'elicitation-answer';
  if (entry.type !== 'message') return false;
  if (entry.method === 'elicitation/create') return true;
  if (resultOf(entry)?.resultType === 'input_required') return true;
  return paramsOf(entry)?.inputResponses !== undefined;
}

function hasMeta(entry: TraceEntry | undefined): boolean {
  return !!paramsOf(entry)?._meta;
}

function matchedDifference(legacy: TraceEntry, modern: TraceEntry): Difference {
  if (modern.type !== 'message' || legacy.type !== 'message') return 'same';
  if (modern.kind === 'notification' && modern.method?.endsWith('/list_changed'))
    return 'notification';
  if (isInputRequired(modern) || isInputRequired(legacy)) return 'inputRequired';
  if (modern.kind === 'request' && hasMeta(modern) && !hasMeta(legacy)) return 'meta';
  if (modern.kind === 'result' && resultOf(modern)?.resultType !== undefined) return 'resultMeta';
  return 'same';
}

/** The longest common subsequence of two key lists, as pairs of indexes. */
function lcs(a: readonly string[], b: readonly string[]): [number, number][] {
  // Identical prefixes and suffixes (a long trace repeats the same calls) cost nothing.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const n = endA - start;
  const m = endB - start;
  const table = new Int32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i * (m + 1) + j] =
        a[start + i] === b[start + j]
          ? table[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(table[(i + 1) * (m + 1) + j]!, table[i * (m + 1) + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < start; i += 1) pairs.push([i, i]);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[start + i] === b[start + j]) {
      pairs.push([start + i, start + j]);
      i += 1;
      j += 1;
    } else if (table[(i + 1) * (m + 1) + j]! >= table[i * (m + 1) + j + 1]!) i += 1;
    else j += 1;
  }
  for (let k = 0; k < a.length - endA; k += 1) pairs.push([endA + k, endB + k]);
  return pairs;
}

/**
 * Aligns the same scenario played in the 2025 handshake and in 2026-07-28: the openings face
 * each other (handshake against discovery), then operations are matched by step key, and what
 * exists on one side only gets a row of its own.
 */
export function alignRevisions(
  legacy: readonly TraceEntry[],
  modern: readonly TraceEntry[],
): CompareRow[] {
  const rows: CompareRow[] = [];
  const openL = legacy.filter((e) => e.phase === 'initialisation');
  const openM = modern.filter((e) => e.phase === 'initialisation');
  for (let i = 0; i < Math.max(openL.length, openM.length); i += 1) {
    const l = openL[i];
    const m = openM[i];
    rows.push({
      ...(l && { legacy: l }),
      ...(m && { modern: m }),
      difference: isListen(m) || isListen(l) ? 'listen' : 'handshake',
    });
  }
  const restL = legacy.filter((e) => e.phase !== 'initialisation');
  const restM = modern.filter((e) => e.phase !== 'initialisation');
  const pairs = lcs(restL.map(stepKey), restM.map(stepKey));
  let i = 0;
  let j = 0;
  const flush = (untilL: number, untilM: number) => {
    for (; i < untilL; i += 1) {
      const l = restL[i]!;
      rows.push({ legacy: l, difference: isInputRequired(l) ? 'inputRequired' : 'onlyLegacy' });
    }
    for (; j < untilM; j += 1) {
      const m = restM[j]!;
      const difference = isInputRequired(m)
        ? 'inputRequired'
        : isListen(m)
          ? 'listen'
          : 'onlyModern';
      rows.push({ modern: m, difference });
    }
  };
  for (const [pl, pm] of pairs) {
    flush(pl, pm);
    const l = restL[pl]!;
    const m = restM[pm]!;
    rows.push({ legacy: l, modern: m, difference: matchedDifference(l, m) });
    i = pl + 1;
    j = pm + 1;
  }
  flush(restL.length, restM.length);
  return rows;
}

/**
 * The 2025 revision put in front of 2026-07-28: the one the learner chose when it is a 2025
 * one (2025-06-18 has the same handshake, but its column must say so), else 2025-11-25.
 */
export function legacyRevisionFor(chosen: Revision): Revision {
  return chosen === COMPARED.modern ? COMPARED.legacy : chosen;
}

/** Plays a scenario in both compared revisions (two independent sessions) and aligns them. */
export async function compareRevisions(
  scenario: Scenario,
  tools?: Record<string, ToolSpec[]>,
  legacyRevision: Revision = COMPARED.legacy,
): Promise<CompareRow[] | undefined> {
  if (!playsIn(scenario, legacyRevision) || !playsIn(scenario, COMPARED.modern)) return undefined;
  // The engine (and the SDK) loads with the first comparison, not with the playground.
  const { playScenario } = await import('@/lib/simulation/session');
  const [legacy, modern] = await Promise.all([
    playScenario(scenario, { revision: legacyRevision, ...(tools && { tools }) }),
    playScenario(scenario, { revision: COMPARED.modern, ...(tools && { tools }) }),
  ]);
  const rows = alignRevisions(legacy.trace.entries, modern.trace.entries);
  await Promise.all([legacy.dispose(), modern.dispose()]);
  return rows;
}
