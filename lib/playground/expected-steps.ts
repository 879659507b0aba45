import stepIndex from '@/content/scenarios/step-index.json';

const index = stepIndex as Record<string, Record<string, string[]>>;

/**
 * How many steps a shipped scenario records in a revision (from the recorded step index), to
 * show a loading bar while it plays. Undefined for a scenario whose definitions were edited
 * by the learner, or one the index does not know.
 */
export function expectedSteps(
  scenario: string,
  revision: string,
  edited: boolean,
): number | undefined {
  if (edited) return undefined;
  return index[scenario]?.[revision]?.length;
}
