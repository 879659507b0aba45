import { scenarios } from '@/content/scenarios';
import { httpIndexKey } from '@/lib/step-index-key';
import { stepKey } from '@/lib/mcp/trace';
import { INDEX_DAY } from '@/lib/simulation/index-day';
import { playScenario } from '@/lib/simulation/session';

/**
 * Plays every shipped scenario in every revision and lists its step keys, in order: on the
 * scenario's own link under the revision (`2026-07-28`), and over Streamable HTTP too under
 * `2026-07-28@http` when the scenario can also be played there.
 */
export async function buildStepIndex(): Promise<Record<string, Record<string, string[]>>> {
  const index: Record<string, Record<string, string[]>> = {};
  for (const scenario of scenarios) {
    const steps: Record<string, string[]> = {};
    index[scenario.id] = steps;
    for (const revision of scenario.revisions) {
      const session = await playScenario(scenario, { revision, today: () => INDEX_DAY });
      steps[revision] = session.trace.entries.map(stepKey);
      await session.dispose();
    }
    if (scenario.httpLink !== 'yes') continue;
    for (const revision of scenario.revisions) {
      const session = await playScenario(scenario, {
        revision,
        link: 'http',
        today: () => INDEX_DAY,
      });
      steps[httpIndexKey(revision)] = session.trace.entries.map(stepKey);
      await session.dispose();
    }
  }
  return index;
}
