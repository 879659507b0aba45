import { scenarios } from '@/content/scenarios';
import { stepKey } from '@/lib/mcp/trace';
import { INDEX_DAY } from '@/lib/simulation/index-day';
import { playScenario } from '@/lib/simulation/session';

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
