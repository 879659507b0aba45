import type { Revision } from '@/lib/mcp/revisions';

/** What the rule reads of a scenario: the revisions it plays in. */
interface Playable {
  readonly revisions: readonly Revision[];
}

/** True when the scenario plays in this revision (some lab scenarios keep to the 2025 ones). */
export function playsIn(scenario: Playable, revision: Revision): boolean {
  return scenario.revisions.includes(revision);
}

/**
 * The revision a scenario opens in: the one wanted when the scenario plays in it, else the
 * first of its own. The one rule for typed addresses, share links and scenario switches.
 */
export function playableRevision(scenario: Playable | undefined, wanted: Revision): Revision {
  if (!scenario || playsIn(scenario, wanted)) return wanted;
  return scenario.revisions[0] ?? wanted;
}
