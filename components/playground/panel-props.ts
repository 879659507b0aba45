import type { PlaygroundController, PlaygroundState } from '@/lib/playground/controller';

/**
 * What every panel of the playground receives: the controller to act through and the current
 * snapshot to draw. Panels live in their own folders (host, editor, terminal, error-lab) and are
 * placed by components/playground/playground.tsx.
 */
export interface PanelProps {
  controller: PlaygroundController;
  state: PlaygroundState;
}

/**
 * The fields that change at each step while the learner walks the trace. A panel is not
 * re-drawn when only these change, so its `state.step` may lag behind the screen, unless it
 * says that it follows the step (`followsStep` in panel-tabs.tsx). A panel that only needs the
 * step at the moment it acts reads `controller.getState()`.
 */
export const STEPPER_FIELDS: ReadonlySet<keyof PlaygroundState> = new Set([
  'step',
  'playing',
  'speed',
  // The loading bar moves ten times a second while a scenario plays: no panel draws it.
  'progress',
]);
