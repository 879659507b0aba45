import { httpIndexKey } from '@/lib/step-index-key';
import stepIndex from './step-index.json';

const index = stepIndex as Record<string, Record<string, string[]>>;

/**
 * How many steps a shipped scenario records in a revision (from the recorded step index), on
 * its own link or over HTTP, to show a loading bar while it plays; undefined for a scenario the
 * index does not know.
 */
export function expectedSteps(
  scenario: string,
  revision: string,
  overHttp = false,
): number | undefined {
  const steps = index[scenario];
  return (overHttp ? (steps?.[httpIndexKey(revision)] ?? steps?.[revision]) : steps?.[revision])
    ?.length;
}
