import { hasHttpLayer, layerBounds, type LayerView } from './layers';
import type { PlaygroundState } from './state';

/**
 * What a stepping key does: show a step, the next or previous one of the layer on screen, the
 * other layer (playback stops there), or play/pause.
 */
export type StepperMove =
  | { kind: 'show'; step: number }
  | { kind: 'step-by'; delta: 1 | -1 }
  | { kind: 'layer'; layer: LayerView }
  | { kind: 'toggle-play' };

/**
 * The stepper’s keys, heard by the whole workspace (← → Home End Space, as its help line
 * says, and C for the other layer when the trace went over HTTP). Nothing moves while the compare view is shown or before there is a step.
 */
export function stepperMove(
  key: string,
  state: Pick<PlaygroundState, 'view' | 'entries' | 'step' | 'layer'>,
): StepperMove | undefined {
  if (state.view !== 'stepper' || state.entries.length === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return { kind: 'step-by', delta: 1 };
    case 'ArrowLeft':
      return { kind: 'step-by', delta: -1 };
    case 'Home':
      return { kind: 'show', step: layerBounds(state.entries, state.layer).first };
    case 'End':
      return { kind: 'show', step: layerBounds(state.entries, state.layer).last };
    case 'c':
    case 'C':
      if (!hasHttpLayer(state.entries)) return undefined;
      return { kind: 'layer', layer: state.layer === 'http' ? 'jsonrpc' : 'http' };
    case ' ':
      return { kind: 'toggle-play' };
    default:
      return undefined;
  }
}
