import type { PlaygroundController } from './controller';
import type { PlaygroundState } from './state';

export { NOT_CONNECTED } from './state';

/*
 * What each panel of the playground may do: a narrow slice of the controller, typed, so a
 * panel cannot reach what it does not own. Panels draw `state` (a frozen snapshot whose
 * `session` is a plain SessionView) and act through intents, never on the engine.
 */

type Pick2<K extends keyof PlaygroundController> = Pick<PlaygroundController, K>;

/** Reads the latest snapshot (for an action that needs the step at the moment it acts). */
export type ReadPort = Pick2<'getState' | 'scenario'>;

export type HostPort = ReadPort &
  Pick2<
    | 'ask'
    | 'attachResource'
    | 'invokePrompt'
    | 'listPrimitives'
    | 'setDelegate'
    | 'showStep'
    | 'listPage'
    | 'completeArgument'
    | 'followResource'
    | 'linkPage'
    | 'prepareLive'
  >;

export type EditorPort = ReadPort &
  Pick2<'callTool' | 'applyTools' | 'setToolOverrides' | 'showStep' | 'prepareLive'>;

export type TerminalPort = ReadPort &
  Pick2<
    'subscribe' | 'load' | 'switchFraming' | 'showStep' | 'rawWire' | 'sendRaw' | 'subscribeTrace'
  >;

export type ErrorLabPort = Pick2<'openScenario' | 'showStep' | 'getState'>;

/** Shows a trace that was recorded elsewhere (a shared file, the learner's own server). */
export type ImportPort = Pick2<'showImported'>;

/**
 * A challenge judges the snapshot against the catalogue, and sets up its own starting state
 * (on arrival, and again on « Recommencer »).
 */
export type ChallengePort = Pick2<'catalogue' | 'pause' | 'load'>;

/** What a panel receives: its port and the current snapshot. */
export interface PanelProps<Port = unknown> {
  controller: Port;
  state: PlaygroundState;
}

/**
 * The fields that change at each step while the learner walks the trace. A panel is not
 * re-drawn when only these change, so its `state.step` may lag behind the screen, unless it
 * says that it follows the step (`followsStep` in panel-tabs.tsx). A panel that only needs the
 * step at the moment it acts reads `getState()`.
 */
export const STEPPER_FIELDS: ReadonlySet<keyof PlaygroundState> = new Set([
  'step',
  'playing',
  'speed',
  // The loading bar moves ten times a second while a scenario plays: no panel draws it.
  'progress',
]);
