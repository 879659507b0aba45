import type { PlaygroundState } from '@/lib/playground/state';
import { shareUrl, type ShareState } from './share-state';

/** What of the playground a share link carries. */
export type SharedPart = Pick<
  PlaygroundState,
  'scenarioId' | 'revision' | 'step' | 'toolOverrides'
>;

/** The state a share link restores: the scenario, its revision, the step, the learner's tools. */
export function shareStateOf(state: SharedPart): ShareState {
  return {
    v: 1,
    scenario: state.scenarioId,
    version: state.revision,
    step: state.step,
    ...(Object.keys(state.toolOverrides).length > 0 && { tools: { ...state.toolOverrides } }),
  };
}

/**
 * The link that reopens the playground as it is, on `origin`; empty when the state cannot be
 * written as a link (tools the share schema refuses): nothing is offered rather than a broken link.
 */
export function shareLinkOf(origin: string, state: SharedPart): string {
  try {
    return shareUrl(origin, shareStateOf(state));
  } catch {
    return '';
  }
}
