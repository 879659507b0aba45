import { getScenario } from '@/content/scenarios';
import type { Scenario } from '@/lib/mcp/scenario';
import { stepKey, type MessageEntry, type TraceEntry } from '@/lib/mcp/trace';

/* Shared by the engine's tests: the shipped scenarios, played on a fixed day. */

export const TODAY = () => '2026-11-29';

export function scenario(id: string): Scenario {
  const found = getScenario(id);
  if (!found) throw new Error(`missing scenario ${id}`);
  return found;
}

export const wire = (entries: readonly TraceEntry[]) =>
  entries.filter((e): e is MessageEntry => e.type === 'message');
export const wireKeys = (entries: readonly TraceEntry[]) => wire(entries).map(stepKey);
