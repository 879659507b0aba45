import { simulationMessages as say } from '@/messages/simulation';
import type { Action, ActionInput, Scenario, ToolSpec } from '@/lib/mcp/scenario';
import { DEFAULT_REVISION, isRevision, type Revision } from '@/lib/mcp/revisions';
import type { EnsureConnectedOptions, Session } from '@/lib/mcp/session';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import type { HostDelegate } from '@/lib/mcp/host/delegate';
import type { TraceEntry, TraceListener } from '@/lib/mcp/trace';
import { createSession } from '@/lib/simulation/session';
import type { ScenarioCatalogue } from './catalogue';
import { rawWireOf, type RawWire } from './raw-wire';
import { viewOf } from './session-view';
import {
  NOT_CONNECTED,
  PLAYBACK_SPEEDS,
  type LoadOptions,
  type PlaybackSpeed,
  type PlaygroundListener,
  type PlaygroundState,
  type PlaygroundView,
} from './state';

/**
 * The playground's state, free of React: which scenario runs in which revision, the live
 * session (held here only) and its timeline, and the step shown. Panels read snapshots
 * (useSyncExternalStore) and act through it; it never throws to them.
 */
export class PlaygroundStore {
  protected state: PlaygroundState;
  private readonly listeners = new Set<PlaygroundListener>();
  private unsubscribeTrace: (() => void) | undefined;
  /** The live engine: only the controller holds it; panels see `state.session`. */
  private live: Session | undefined;
  private wire: RawWire | undefined;
  private sessions = 0;
  private delegate: Partial<HostDelegate> = {};
  private loadToken = 0;
  private flushScheduled = false;

  constructor(
    readonly catalogue: ScenarioCatalogue,
    initial?: { scenarioId?: string; revision?: Revision },
  ) {
    const scenarioId =
      initial?.scenarioId && catalogue.get(initial.scenarioId)
        ? initial.scenarioId
        : (catalogue.scenarios[0]?.id ?? 'meteo');
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
    return this.catalogue.get(this.state.scenarioId);
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
    const scenario = this.catalogue.get(scenarioId);
    const previous = this.live;
    this.live = undefined;
    this.wire = undefined;
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
        // An edited scenario records other steps than the index's.
        expected:
          Object.keys(toolOverrides).length > 0
            ? undefined
            : this.catalogue.expectedSteps(scenarioId, revision),
      },
    });
    void previous?.dispose();
    if (!scenario) {
      this.setState({
        status: 'error',
        progress: undefined,
        error: say.unknownScenario({ scenario: scenarioId }),
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
    this.live = session;
    this.sessions += 1;
    this.unsubscribeTrace = session.trace.subscribe(() => this.scheduleFlush());
    this.setState({
      session: viewOf(session, this.sessions),
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
      const session = this.live;
      if (session) {
        this.setState({
          entries: [...session.trace.entries],
          session: viewOf(session, this.sessions),
        });
      }
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
  perform(action: Action | ActionInput): Promise<ActionOutcome> {
    return this.follow((session) => session.perform(action));
  }

  /** Runs something on the live session, then shows its first new step. */
  protected async follow(
    run: (session: Session) => Promise<ActionOutcome>,
  ): Promise<ActionOutcome> {
    const session = this.live;
    if (!session) return { ok: false, error: { message: say.noSession, code: NOT_CONNECTED } };
    const before = session.trace.length;
    const outcome = await run(session);
    if (session !== this.live) return outcome;
    const entries = [...session.trace.entries];
    this.setState({
      entries,
      session: viewOf(session, this.sessions),
      step: entries.length > before ? before + 1 : this.state.step,
    });
    return outcome;
  }

  /**
   * Scripts end by disconnecting: connects again the servers given (all by default) before
   * the learner acts. A failure carries the code NOT_CONNECTED.
   */
  async ensureConnected(
    servers?: string | readonly string[],
    options: EnsureConnectedOptions = {},
  ): Promise<ActionOutcome> {
    const outcome = await this.follow((session) => session.ensureConnected(servers, options));
    return outcome.ok ? outcome : { ok: false, error: { ...outcome.error, code: NOT_CONNECTED } };
  }

  /** The terminal's access to the live session's wire (the same object for one session). */
  rawWire(): RawWire | undefined {
    const session = this.live;
    if (!session) return undefined;
    this.wire ??= rawWireOf(session, (run) => this.follow(run));
    return this.wire;
  }

  /**
   * Calls `listener` with every new step of the live session, from now on; a new session
   * needs a new subscription. Returns the way to stop.
   */
  subscribeTrace(listener: TraceListener): () => void {
    return this.live?.trace.subscribe(listener) ?? (() => undefined);
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
    this.live?.setDelegate(this.delegate);
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
    void this.live?.dispose();
    this.live = undefined;
    this.wire = undefined;
    this.setState({
      playing: false,
      session: undefined,
      status: 'ready',
      error: undefined,
      entries,
      step: entries.length > 0 ? 1 : 0,
      imported,
      ...(this.catalogue.get(imported.scenario) && { scenarioId: imported.scenario }),
      revision: imported.revision,
    });
  }

  dispose(): void {
    this.loadToken += 1;
    this.stopTimer();
    this.unsubscribeTrace?.();
    void this.live?.dispose();
    this.live = undefined;
    this.listeners.clear();
  }
}

function clamp(step: number, length: number): number {
  if (!Number.isFinite(step)) return length > 0 ? 1 : 0;
  return Math.max(length > 0 ? 1 : 0, Math.min(Math.trunc(step), length));
}
