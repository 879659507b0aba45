import { getScenario, scenarios } from '@/content/scenarios';
import { simulationMessages as say } from '@/content/ui/simulation';
import { fillTemplate } from '@/lib/mcp/template';
import type { Action, ActionInput, Scenario, ToolSpec } from '@/lib/mcp/scenario';
import { DEFAULT_REVISION, isRevision, type Revision } from '@/lib/mcp/revisions';
import { type Session, type ActionOutcome, type HostDelegate } from '@/lib/mcp/session';
import { createSession } from '@/lib/simulation/session';
import type { TraceEntry } from '@/lib/mcp/trace';
import { expectedSteps } from './expected-steps';

export type PlaygroundStatus = 'idle' | 'running' | 'ready' | 'error';

/** Everything the playground's panels show, as one immutable snapshot. */
export interface PlaygroundState {
  scenarioId: string;
  revision: Revision;
  status: PlaygroundStatus;
  /** French message when the scenario could not be played. */
  error?: string;
  /** The live session (undefined while a new one starts). */
  session?: Session;
  /** The session's timeline so far (a new array whenever it grows). */
  entries: readonly TraceEntry[];
  /** While the scenario plays: steps recorded so far, out of how many expected (if known). */
  progress?: { done: number; expected?: number };
  /** The step shown, 1-based; 0 before the first one. */
  step: number;
  /** The learner's tool definitions per server, served instead of the scenario's. */
  toolOverrides: Readonly<Record<string, ToolSpec[]>>;
  /** Messages travel as lines of text, as on stdio (needed to type raw JSON-RPC). */
  framed: boolean;
  /** Set while an imported trace is shown read-only (no session behind it). */
  imported?: { scenario: string; revision: Revision; date: string; sdkVersion: string };
  /** The stepper plays on by itself (only when asked: nothing moves otherwise). */
  playing: boolean;
  /** Steps per second while playing. */
  speed: PlaybackSpeed;
  /** What the main area shows: the annotated stepper, or the two revisions side by side. */
  view: PlaygroundView;
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
}

/**
 * The playground's state, free of React: which scenario runs in which revision, the live
 * session and its timeline, and the step shown. Panels read snapshots (useSyncExternalStore)
 * and act through it; it never throws to them.
 */
export class PlaygroundController {
  private state: PlaygroundState;
  private readonly listeners = new Set<PlaygroundListener>();
  private unsubscribeTrace: (() => void) | undefined;
  private delegate: Partial<HostDelegate> = {};
  private loadToken = 0;
  private flushScheduled = false;

  constructor(initial?: { scenarioId?: string; revision?: Revision }) {
    const scenarioId =
      initial?.scenarioId && getScenario(initial.scenarioId)
        ? initial.scenarioId
        : defaultScenarioId();
    this.state = {
      scenarioId,
      revision: initial?.revision ?? DEFAULT_REVISION,
      status: 'idle',
      entries: [],
      step: 0,
      toolOverrides: {},
      framed: false,
      playing: false,
      speed: 1,
      view: 'stepper',
    };
  }

  getState = (): PlaygroundState => this.state;

  subscribe = (listener: PlaygroundListener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get scenario(): Scenario | undefined {
    return getScenario(this.state.scenarioId);
  }

  private setState(patch: Partial<PlaygroundState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  /**
   * Restarts cleanly on a scenario and revision: the old session is closed, a new one plays
   * the script, and the view lands on the requested step.
   */
  async load(scenarioId: string, revision: Revision, options: LoadOptions = {}): Promise<void> {
    const token = ++this.loadToken;
    this.stopTimer();
    const scenario = getScenario(scenarioId);
    const previous = this.state.session;
    this.unsubscribeTrace?.();
    this.unsubscribeTrace = undefined;
    const toolOverrides =
      options.toolOverrides ??
      (scenarioId === this.state.scenarioId ? this.state.toolOverrides : {});
    const framed = options.framed ?? this.state.framed;
    this.setState({
      framed,
      scenarioId: scenario ? scenarioId : this.state.scenarioId,
      revision: isRevision(revision) ? revision : DEFAULT_REVISION,
      status: 'running',
      entries: [],
      step: 0,
      toolOverrides,
      session: undefined,
      error: undefined,
      imported: undefined,
      playing: false,
      progress: {
        done: 0,
        expected: expectedSteps(scenarioId, revision, Object.keys(toolOverrides).length > 0),
      },
    });
    void previous?.dispose();
    if (!scenario) {
      this.setState({
        status: 'error',
        progress: undefined,
        error: fillTemplate(say.unknownScenario, { scenario: scenarioId }),
      });
      return;
    }
    const session = createSession(scenario, {
      revision: this.state.revision,
      framed: framed || scenario.framed,
      ...(Object.keys(toolOverrides).length > 0 && { tools: toolOverrides }),
      delegate: this.delegate,
    });
    // The loading bar moves at most every 100 ms: a long script records thousands of steps.
    let progressTimer: ReturnType<typeof setTimeout> | undefined;
    const stopProgress = session.trace.subscribe(() => {
      progressTimer ??= setTimeout(() => {
        progressTimer = undefined;
        if (token === this.loadToken && this.state.status === 'running')
          this.setState({ progress: { ...this.state.progress, done: session.trace.length } });
      }, 100);
    });
    try {
      await session.run();
    } catch (error) {
      // Session.run records failures itself; reaching here is a bug worth showing, not hiding.
      if (token === this.loadToken) {
        this.setState({
          status: 'error',
          progress: undefined,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    } finally {
      stopProgress();
      clearTimeout(progressTimer);
    }
    if (token !== this.loadToken) {
      void session.dispose();
      return;
    }
    const entries = [...session.trace.entries];
    this.unsubscribeTrace = session.trace.subscribe(() => this.scheduleFlush());
    this.setState({
      session,
      status: 'ready',
      progress: undefined,
      entries,
      step: clamp(
        typeof options.step === 'function'
          ? options.step(entries)
          : (options.step ?? (entries.length > 0 ? 1 : 0)),
        entries.length,
      ),
    });
  }

  /** Plays the same scenario again from the start, keeping the learner's definitions. */
  reload(step?: number): Promise<void> {
    return this.load(
      this.state.scenarioId,
      this.state.revision,
      step === undefined ? {} : { step },
    );
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      const session = this.state.session;
      if (session) this.setState({ entries: [...session.trace.entries] });
    });
  }

  /** Shows a step (clamped to the timeline). */
  setStep(step: number): void {
    const next = clamp(step, this.state.entries.length);
    if (next !== this.state.step) this.setState({ step: next });
  }

  /** Starts playing from the current step (from the first one when at the end). */
  play(): void {
    const total = this.state.entries.length;
    if (total === 0) return;
    if (this.state.step >= total) this.setState({ step: 1 });
    this.setState({ playing: true });
    this.startTimer();
  }

  pause(): void {
    this.stopTimer();
    if (this.state.playing) this.setState({ playing: false });
  }

  togglePlay(): void {
    if (this.state.playing) this.pause();
    else this.play();
  }

  setSpeed(speed: PlaybackSpeed): void {
    if (!PLAYBACK_SPEEDS.includes(speed)) return;
    this.setState({ speed });
    if (this.state.playing) this.startTimer();
  }

  setView(view: PlaygroundView): void {
    if (view !== this.state.view)
      this.setState({ view, ...(view === 'compare' && { playing: false }) });
    if (view === 'compare') this.stopTimer();
  }

  private timer: ReturnType<typeof setInterval> | undefined;

  private startTimer(): void {
    this.stopTimer();
    this.timer = setInterval(() => {
      const { step, entries } = this.state;
      if (step >= entries.length) {
        this.pause();
        return;
      }
      this.setState({ step: step + 1 });
    }, 1000 / this.state.speed);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Performs an interactive action on the live session; the view follows to the first new
   * step. Never throws: the outcome says what happened.
   */
  async perform(action: Action | ActionInput): Promise<ActionOutcome> {
    const session = this.state.session;
    if (!session) return { ok: false, error: { message: say.noSession } };
    const before = session.trace.length;
    const outcome = await session.perform(action);
    if (session !== this.state.session) return outcome;
    const entries = [...session.trace.entries];
    this.setState({
      entries,
      step: entries.length > before ? before + 1 : this.state.step,
    });
    return outcome;
  }

  /** Keeps the learner's tool definitions for a server (served from the next load on). */
  setToolOverrides(server: string, tools: ToolSpec[] | undefined): void {
    const next = { ...this.state.toolOverrides };
    if (tools) next[server] = tools;
    else delete next[server];
    this.setState({ toolOverrides: next });
  }

  /** Lets the page answer the host's questions (approval dialog, elicitation form). */
  setDelegate(delegate: Partial<HostDelegate>): void {
    this.delegate = { ...this.delegate, ...delegate };
    this.state.session?.setDelegate(this.delegate);
  }

  /**
   * Shows an imported trace read-only: no session runs, the stepper walks the recorded steps.
   * Loading a scenario again leaves this mode.
   */
  showImported(
    imported: { scenario: string; revision: Revision; date: string; sdkVersion: string },
    entries: readonly TraceEntry[],
  ): void {
    this.loadToken += 1;
    this.stopTimer();
    this.unsubscribeTrace?.();
    this.unsubscribeTrace = undefined;
    void this.state.session?.dispose();
    this.setState({
      playing: false,
      session: undefined,
      status: 'ready',
      error: undefined,
      entries,
      step: entries.length > 0 ? 1 : 0,
      imported,
      ...(getScenario(imported.scenario) && { scenarioId: imported.scenario }),
      revision: imported.revision,
    });
  }

  dispose(): void {
    this.loadToken += 1;
    this.stopTimer();
    this.unsubscribeTrace?.();
    void this.state.session?.dispose();
    this.listeners.clear();
  }
}

function clamp(step: number, length: number): number {
  if (!Number.isFinite(step)) return length > 0 ? 1 : 0;
  return Math.max(length > 0 ? 1 : 0, Math.min(Math.trunc(step), length));
}

function defaultScenarioId(): string {
  return scenarios[0]?.id ?? 'meteo';
}
