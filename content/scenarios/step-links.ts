import stepIndex from './step-index.json';
import { DEFAULT_REVISION } from '@/lib/mcp/revisions';
import { playgroundHref, type StepLink } from '@/lib/links';
import { httpIndexKey } from '@/lib/step-index-key';

/**
 * The step keys of every shipped scenario in every revision, recorded from the real simulation
 * by `npx tsx scripts/record-step-index.ts` (a test fails when it is out of date).
 */
type StepIndex = Record<string, Record<string, string[]>>;
const index = stepIndex as StepIndex;

/** The 1-based step a content link points at, or undefined if it names no recorded step. */
export function resolveStep(link: StepLink): number | undefined {
  if (!link.at) return undefined;
  const revision = link.version ?? DEFAULT_REVISION;
  const steps = index[link.scenario];
  // An HTTP-only scenario records its own run under the revision itself.
  const keys = link.transport
    ? (steps?.[httpIndexKey(revision)] ?? steps?.[revision])
    : steps?.[revision];
  if (!keys) return undefined;
  let seen = 0;
  for (const [i, key] of keys.entries()) {
    if (key === link.at) {
      seen += 1;
      if (seen === (link.occurrence ?? 1)) return i + 1;
    }
  }
  return undefined;
}

/** The playground URL of a content link, landing on its step when the step is known. */
export function stepLinkHref(link: StepLink): string {
  return playgroundHref({
    scenario: link.scenario,
    version: link.version ?? DEFAULT_REVISION,
    ...(link.transport && { transport: link.transport }),
    ...(link.layer && { layer: link.layer }),
    step: resolveStep(link),
  });
}
