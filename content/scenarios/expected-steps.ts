import stepIndex from './step-index.json';

const index = stepIndex as Record<string, Record<string, string[]>>;

/**
 * How many steps a shipped scenario records in a revision (from the recorded step index), to
 * show a loading bar while it plays; undefined for a scenario the index does not know.
 */
export function expectedSteps(scenario: string, revision: string): number | undefined {
  return index[scenario]?.[revision]?.length;
}
