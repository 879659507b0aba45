import { allScenarios } from '.';

/** The text of compiled.json: every shipped scenario, validated, as the pages read them. */
export function compiledScenariosText(): string {
  return `${JSON.stringify(allScenarios(), null, 1)}\n`;
}
