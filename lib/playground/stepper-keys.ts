import type { PlaygroundState } from './state';

/** What a stepping key does: show a step (playback stops there), or play/pause. */
export type StepperMove = { kind: 'show'; step: number } | { kind: 'toggle-play' };

/**
 * The stepper’s keys, heard by the whole workspace (← → Home End Space, as its help line
 * says). Nothing moves while the compare view is shown or before there is a step.
 */
export function stepperMove(
  key: string,
  state: Pick<PlaygroundState, 'view' | 'entries' | 'step'>,
): StepperMove | undefined {
  if (state.view !== 'stepper' || state.entries.length === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return { kind: 'show', step: state.step + 1 };
    case 'ArrowLeft':
      return { kind: 'show', step: state.step - 1 };
    case 'Home':
      return { kind: 'show', step: 1 };
    case 'End':
      return { kind: 'show', step: state.entries.length };
    case ' ':
      return { kind: 'toggle-play' };
    default:
      return undefined;
  }
}
