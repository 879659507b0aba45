import { scenarios } from '@/content/scenarios';
import { playScenario } from './session';
import { stepKey } from '@/lib/mcp/trace';

/** A fixed day, so that recorded steps never depend on the calendar. */
export const INDEX_DAY = '2026-11-29';

/** Plays every shipped scenario in every revision and lists its step keys, in order. */
export async function buildStepIndex(): Promise<Record<string, Record<string, string[]>>> {
  const index: Record<string, Record<string, string[]>> = {};
  for (const scenario of scenarios) {
    index[scenario.id] = {};
    for (const revision of scenario.revisions) {
      const session = await playScenario(scenario, { revision, today: () => INDEX_DAY });
      index[scenario.id]![revision] = session.trace.entries.map(stepKey);
      await session.dispose();
    }
  }
  return index;
}
