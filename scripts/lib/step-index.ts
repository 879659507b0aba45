import { allScenarios } from '@/content/scenarios';
import { httpIndexKey } from '@/lib/step-index-key';
import { stepKey } from '@/lib/mcp/trace';
import { INDEX_DAY } from '@/lib/simulation/index-day';
import { playScenario } from '@/lib/simulation/session';
import type { Scenario } from '@/lib/mcp/scenario';

const scenarios = allScenarios();

/**
 * Plays every shipped scenario in every revision and lists its step keys, in order: on the
 * scenario's own link under the revision (`2026-07-28`), and over Streamable HTTP too under
 * `2026-07-28@http` when the scenario can also be played there.
 */
export async function buildStepIndex(): Promise<Record<string, Record<string, string[]>>> {
  const index: Record<string, Record<string, string[]>> = {};
  for (const scenario of scenarios) index[scenario.id] = await scenarioStepKeys(scenario);
  return index;
}

/** One scenario's entry of the index: its step keys per revision, and per revision over HTTP. */
export async function scenarioStepKeys(scenario: Scenario): Promise<Record<string, string[]>> {
  const steps: Record<string, string[]> = {};
  for (const revision of scenario.revisions) {
    const session = await playScenario(scenario, { revision, today: () => INDEX_DAY });
    steps[revision] = session.trace.entries.map(stepKey);
    await session.dispose();
  }
  if (scenario.httpLink !== 'yes') return steps;
  for (const revision of scenario.revisions) {
    const session = await playScenario(scenario, {
      revision,
      link: 'http',
      today: () => INDEX_DAY,
    });
    steps[httpIndexKey(revision)] = session.trace.entries.map(stepKey);
    await session.dispose();
  }
  return steps;
}
