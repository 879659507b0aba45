import type { Revision } from '@/lib/mcp/revisions';
import type { Scenario } from '@/lib/mcp/scenario';

/** True when the scenario plays in this revision (some lab scenarios keep to the 2025 ones). */
export function playsIn(scenario: Pick<Scenario, 'revisions'>, revision: Revision): boolean {
  return scenario.revisions.includes(revision);
}

/**
 * The revision a scenario opens in: the one wanted when the scenario plays in it, else the
 * first of its own. The one rule for typed addresses, share links and scenario switches.
 */
export function playableRevision(
  scenario: Pick<Scenario, 'revisions'> | undefined,
  wanted: Revision,
): Revision {
  if (!scenario || playsIn(scenario, wanted)) return wanted;
  return scenario.revisions[0] ?? wanted;
}
