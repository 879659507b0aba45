import type { Revision } from '@/lib/mcp/revisions';
import type { ToolSpec } from '@/lib/mcp/scenario';
import type { TraceEntry } from '@/lib/mcp/trace';
import type { LayerView } from './layers';
import type { CompareRow } from './compare';
import type { Opening } from './opening';
import type { SessionView } from './session-view';

export { NOT_CONNECTED } from '@/lib/mcp/outcome';

export type PlaygroundStatus = 'idle' | 'running' | 'ready' | 'error';

/** Everything the playground's panels show, as one immutable snapshot. */
export interface PlaygroundState {
  scenarioId: string;
  revision: Revision;
  status: PlaygroundStatus;
  /** French message when the scenario could not be played. */
  error?: string;
  /** What panels may know of the live session (undefined while a new one starts). */
  session?: SessionView;
  /** The session's timeline so far (a new array whenever it grows). */
  entries: readonly TraceEntry[];
  /**
   * How many of `entries` the scenario's own script played; what the learner does comes after
   * (a challenge counts only that).
   */
  scripted: number;
  /** While the scenario plays: steps recorded so far, out of how many expected (if known). */
  progress?: { done: number; expected?: number };
  /** The step shown, 1-based; 0 before the first one. */
  step: number;
  /** The learner's tool definitions per server, served instead of the scenario's. */
  toolOverrides: Readonly<Record<string, ToolSpec[]>>;
  /** Messages travel as lines of text, as on stdio (needed to type raw JSON-RPC). */
  framed: boolean;
  /**
   * The learner asked for Streamable HTTP (`transport=http`): played over HTTP when the
   * scenario can be (`session.link` says what was played).
   */
  overHttp: boolean;
  /** The layer the diagram and the inspector show (`couche=http`). */
  layer: LayerView;
  /**
   * Set while the steps on screen are the opening recorded at build time: the live session
   * behind them starts with the learner's first act (or a sign of one), and is `starting`
   * while the SDK loads and the script plays again.
   */
  dormant?: 'recorded' | 'starting';
  /** Set while an imported trace is shown read-only (no session behind it). */
  imported?: ImportedTrace;
  /** The stepper plays on by itself (only when asked: nothing moves otherwise). */
  playing: boolean;
  /** Steps per second while playing. */
  speed: PlaybackSpeed;
  /** What the main area shows: the annotated stepper, or the two revisions side by side. */
  view: PlaygroundView;
  /** The two revisions side by side, once the compare view has been opened. */
  comparison?: Comparison;
  /** What the address opened on arrival, with the notices of what it replaced. */
  opening?: Opening;
}

/** The same scenario played in a 2025 revision and in 2026-07-28, aligned step by step. */
export type Comparison =
  | { status: 'running' }
  /** `legacy`: the 2025 revision of the left column (the chosen one when it is a 2025 one). */
  | { status: 'ready'; rows: readonly CompareRow[]; legacy: Revision }
  /** The scenario does not play in both revisions (or could not be played). */
  | { status: 'unavailable' };

/** Where an imported trace comes from, as its banner says it. */
export interface ImportedTrace {
  scenario: string;
  revision: Revision;
  date: string;
  sdkVersion: string;
  /**
   * Recorded from the learner's own server (not a file): `connected` says whether calls still
   * run, or whether the connection is closed or never opened.
   */
  live?: { server: string; connected: boolean };
}

export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export type PlaygroundView = 'stepper' | 'compare';

export type PlaygroundListener = (state: PlaygroundState) => void;

export interface LoadOptions {
  /**
   * The step to show once the script has played (clamped); the first step by default. A
   * function picks it from the new timeline (the equivalent step after a revision switch).
   */
  step?: number | ((entries: readonly TraceEntry[]) => number);
  toolOverrides?: Record<string, ToolSpec[]>;
  /** Turns the text framing layer on or off; kept from the previous load otherwise. */
  framed?: boolean;
  /** Plays over Streamable HTTP (or not); kept from the previous load otherwise. */
  overHttp?: boolean;
  /** The layer to show; kept from the previous load otherwise (JSON-RPC without HTTP). */
  layer?: LayerView;
}
