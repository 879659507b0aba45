import type { Scenario } from '@/lib/mcp/scenario';
import compiled from './compiled.json';
import type { ScenarioEntry } from './index';

/*
 * The shipped scenarios as the pages read them: validated by their schema when compiled.json
 * was written (scripts/record-compiled-content.ts, and a test that fails when it is stale), so
 * that the playground opens one without loading zod. Scripts and tests that check the content
 * itself read ./index.ts, which validates the sources.
 */

const scenarios = compiled as unknown as readonly Scenario[];
const byId = new Map(scenarios.map((scenario) => [scenario.id, scenario]));

export function getScenario(id: string): Scenario | undefined {
  return byId.get(id);
}

export const scenarioEntries: readonly ScenarioEntry[] = scenarios.map(
  ({ id, title, summary, group }) => ({ id, title, summary, group }),
);

export const scenarioIds: readonly string[] = scenarios.map((scenario) => scenario.id);
