import type { ToolSpec } from '@/lib/mcp/scenario';
import type { ScenarioCatalogue } from '@/lib/playground/catalogue';
import type { PlaygroundState } from '@/lib/playground/controller';
import type { ChallengePort } from '@/lib/playground/ports';
import { evaluate, type CheckContext } from './check';
import type { Challenge } from './schema';

/** Tools a scenario serves per server, with the given overrides laid on top. */
function servedTools(
  catalogue: ScenarioCatalogue,
  scenarioId: string,
  overrides: Readonly<Record<string, readonly ToolSpec[]>> = {},
): Record<string, readonly ToolSpec[]> {
  const tools: Record<string, readonly ToolSpec[]> = {};
  for (const server of catalogue.get(scenarioId)?.servers ?? []) {
    tools[server.name] = overrides[server.name] ?? server.tools;
  }
  return tools;
}

/** The parts of the playground's snapshot a check reads (the step shown plays no part). */
export type JudgedState = Pick<
  PlaygroundState,
  | 'entries'
  | 'scripted'
  | 'scenarioId'
  | 'revision'
  | 'overHttp'
  | 'toolOverrides'
  | 'status'
  | 'imported'
>;

/**
 * Where the checks start counting: after the script when the session plays the challenge's own
 * starting scenario (its messages were there before the learner acted, and a reload of the
 * same scenario, to open the terminal, replays them); from the first step when the learner
 * switched scenario, revision or transport, since that new session is the learner's doing.
 */
export function countedFrom(challenge: Challenge, state: JudgedState): number {
  const { start } = challenge;
  const starting =
    state.scenarioId === start.scenario &&
    state.revision === start.revision &&
    state.overHttp === (start.transport === 'http');
  return starting ? state.scripted : 0;
}

/** What the challenge's check reads from the playground's current snapshot. */
export function checkContext(
  challenge: Challenge,
  state: JudgedState,
  catalogue: ScenarioCatalogue,
): CheckContext {
  return {
    entries: state.entries,
    from: countedFrom(challenge, state),
    scenarioId: state.scenarioId,
    revision: state.revision,
    tools: servedTools(catalogue, state.scenarioId, state.toolOverrides),
    startTools: servedTools(catalogue, challenge.start.scenario, challenge.start.tools),
  };
}

export interface CriterionResult {
  label: string;
  passed: boolean;
}

/**
 * Each criterion with its verdict; an imported trace (no live session) never passes, and
 * nothing is ticked before the learner has acted (not even a « never modified » or a « no
 * confirmation accepted », true of the untouched starting state).
 */
export function judge(
  challenge: Challenge,
  state: JudgedState,
  catalogue: ScenarioCatalogue,
): CriterionResult[] {
  const context = checkContext(challenge, state, catalogue);
  const acted = state.entries.length > (context.from ?? 0);
  const live = state.status === 'ready' && !state.imported && acted;
  return challenge.criteria.map(({ label, check }) => ({
    label,
    passed: live && evaluate(check, context),
  }));
}

export function passes(
  challenge: Challenge,
  state: JudgedState,
  catalogue: ScenarioCatalogue,
): boolean {
  return judge(challenge, state, catalogue).every((criterion) => criterion.passed);
}

/** Puts the playground in the challenge's starting state (also its « Recommencer »). */
export function startChallenge(
  controller: Pick<ChallengePort, 'load'>,
  challenge: Challenge,
): Promise<void> {
  return controller.load(challenge.start.scenario, challenge.start.revision, {
    toolOverrides: { ...challenge.start.tools },
    framed: false,
    overHttp: challenge.start.transport === 'http',
  });
}
