import { simulationMessages as say } from '@/messages/simulation';
import { DEFAULT_REVISION, isRevision, type Revision } from '@/lib/mcp/revisions';
import type { EnsureConnectedOptions, Session } from '@/lib/mcp/session';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import { deepFreeze } from '@/lib/mcp/trace-copy';
import type { HostDelegate } from '@/lib/mcp/host/delegate';
import type { TraceEntry, TraceListener } from '@/lib/mcp/trace';
import type { Action, ActionInput, Scenario, ToolSpec } from '@/lib/mcp/scenario';
import type { ScenarioCatalogue } from './catalogue';
import { crossLayerStep, hasHttpLayer, snapToLayer, type LayerView } from './layers';
import { clampStep } from './playback';
import type { OpeningSource, RecordedOpening } from './recorded-opening';
import { rawWireOf, type RawWire } from './raw-wire';
import { viewOf } from './session-view';
import type { StateCell } from './state-cell';
import { NOT_CONNECTED, type LoadOptions, type PlaygroundState } from './state';

/** Steps shown together while recording: soon enough to read as live, rare enough to be cheap. */
const BATCH_MS = 150;
/** Past this many steps each batch redraws a long diagram: fewer, larger batches. */
const LONG_RECORDING = 500;
const LONG_BATCH_MS = 400;

export interface RecordingOptions {
  /** Time between two batches of recorded steps on screen (tests use 0: one per macrotask). */
  batchMs?: number;
  /** Where the shipped scenarios' openings recorded at build time are (none: always live). */
  openings?: OpeningSource;
}

/** A recorded opening on screen, whose live session starts when the learner first acts. */
interface Dormant {
  scenario: Scenario;
  revision: Revision;
  day: string;
  token: number;
  /** The live session being started (once). */
  waking?: Promise<Session | undefined>;
}

/** The engine and the SDK load with the first live session, not with the page. */
const loadEngine = () => import('@/lib/simulation/session');

/**
 * The live session behind the playground, held here only: loading a scenario (the old session
 * closed, the new one playing its script), following what it records into the snapshot, and
 * acting on it. Panels see `state.session`, a frozen view; nothing here throws to them.
 */
export class SessionLifecycle {
  private live: Session | undefined;
  private dormant: Dormant | undefined;

  /** For the controller's intents that read the engine without acting (never for panels). */
  get liveSession(): Session | undefined {
    return this.live;
  }
  private wire: RawWire | undefined;
  private sessions = 0;
  private delegate: Partial<HostDelegate> = {};
  /** Bumped by every load and close: a slower, older load never lands on screen. */
  private loadToken = 0;
  private unsubscribeTrace: (() => void) | undefined;
  private flushScheduled = false;

  constructor(
    private readonly cell: StateCell<PlaygroundState>,
    private readonly catalogue: ScenarioCatalogue,
    private readonly recording: RecordingOptions = {},
  ) {}

  /**
   * Restarts cleanly on a scenario and revision: the old session is closed, a new one plays
   * the script, and the view lands on the requested step.
   */
  async load(scenarioId: string, revision: Revision, options: LoadOptions = {}): Promise<void> {
    const previous = this.cell.get();
    const token = this.close();
    const scenario = this.catalogue.get(scenarioId);
    const toolOverrides =
      options.toolOverrides ?? (scenarioId === previous.scenarioId ? previous.toolOverrides : {});
    const framed = options.framed ?? previous.framed;
    const overHttp = options.overHttp ?? previous.overHttp;
    const layer = options.layer ?? previous.layer;
    const http = scenario !== undefined && playsOverHttp(scenario, overHttp);
    const played = isRevision(revision) ? revision : DEFAULT_REVISION;
    const edited = Object.keys(toolOverrides).length > 0;
    // A shipped opening recorded at build time replaces the old screen directly: no loading
    // state between the two.
    // (Without a source of openings, the loading state is set at once, in this task.)
    const recorded =
      scenario && !edited && !framed && !http && this.recording.openings
        ? await this.recordedOpening(scenario, played)
        : undefined;
    if (token !== this.loadToken) return;
    const settings = {
      framed,
      overHttp,
      layer,
      scenarioId: scenario ? scenarioId : previous.scenarioId,
      revision: played,
      toolOverrides,
      error: undefined,
      imported: undefined,
      dormant: undefined,
    };
    if (scenario && recorded) {
      this.showRecorded(scenario, recorded, token, options.step, settings);
      return;
    }
    this.cell.set({
      ...settings,
      status: 'running',
      entries: [],
      scripted: 0,
      step: 0,
      session: undefined,
      progress: {
        done: 0,
        // An edited scenario records other steps than the index's.
        expected: edited ? undefined : this.catalogue.expectedSteps(scenarioId, revision, http),
      },
    });
    if (!scenario) {
      this.cell.set({
        status: 'error',
        progress: undefined,
        error: say.unknownScenario({ scenario: scenarioId }),
      });
      return;
    }
    const { createSession } = await loadEngine();
    if (token !== this.loadToken) return;
    const session = createSession(scenario, {
      revision: played,
      framed: framed || scenario.framed,
      ...(http && { link: 'http' as const }),
      ...(edited && { tools: toolOverrides }),
      delegate: this.delegate,
    });
    const recording = this.followRecording(session, token, options.step);
    try {
      await session.run();
    } catch (error) {
      // Session.run records failures itself; reaching here is a bug worth showing, not hiding.
      if (token === this.loadToken) {
        this.cell.set({
          status: 'error',
          progress: undefined,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    } finally {
      recording.stop();
    }
    if (token !== this.loadToken) {
      void session.dispose();
      return;
    }
    const entries = [...session.trace.entries];
    this.live = session;
    this.sessions += 1;
    this.unsubscribeTrace = session.trace.subscribe(() => this.scheduleFlush());
    // The layer asked for, or the one the learner chose while the steps came in.
    const shownLayer: LayerView = hasHttpLayer(entries) ? this.cell.get().layer : 'jsonrpc';
    this.cell.set({
      session: viewOf(session, this.sessions),
      status: 'ready',
      progress: undefined,
      entries,
      scripted: entries.length,
      layer: shownLayer,
      // A message asked for with the HTTP layer on screen: the exchange that carried it. A
      // learner who already moved while the steps came in stays where they went.
      step: recording.moved()
        ? clampStep(this.cell.get().step, entries.length)
        : landingStep(entries, options.step, shownLayer),
    });
  }

  /** The opening recorded at build time, when this scenario has one in this revision. */
  private async recordedOpening(
    scenario: Scenario,
    revision: Revision,
  ): Promise<RecordedOpening | undefined> {
    if (!this.recording.openings) return undefined;
    try {
      return await this.recording.openings(scenario.id, revision);
    } catch {
      return undefined;
    }
  }

  /** Shows a recorded opening as the live session would have shown it once played. */
  private showRecorded(
    scenario: Scenario,
    recorded: RecordedOpening,
    token: number,
    askedStep: LoadOptions['step'],
    settings: Partial<PlaygroundState>,
  ): void {
    // Frozen like the engine's own steps and views: panels never hold a mutable copy.
    const entries = deepFreeze(recorded.entries);
    this.dormant = { scenario, revision: recorded.revision, day: recorded.day, token };
    this.sessions += 1;
    const shownLayer: LayerView = hasHttpLayer(entries)
      ? (settings.layer ?? this.cell.get().layer)
      : 'jsonrpc';
    this.cell.set({
      ...settings,
      dormant: 'recorded',
      session: Object.freeze({
        ...deepFreeze(recorded.view),
        id: this.sessions,
        scenario,
        length: entries.length,
      }),
      status: 'ready',
      progress: undefined,
      entries,
      scripted: entries.length,
      layer: shownLayer,
      step: landingStep(entries, askedStep, shownLayer),
    });
  }

  /**
   * The live session behind what is on screen: the one running, or, behind a recorded
   * opening, a new one that plays the same script (with the same « today ») the first time
   * the learner acts. The learner stays on their step.
   */
  wake(): Promise<Session | undefined> {
    if (this.live) return Promise.resolve(this.live);
    const dormant = this.dormant;
    if (!dormant || dormant.token !== this.loadToken) return Promise.resolve(undefined);
    if (!dormant.waking) {
      this.cell.set({ dormant: 'starting' });
      dormant.waking = this.startLive(dormant);
    }
    return dormant.waking;
  }

  private async startLive(dormant: Dormant): Promise<Session | undefined> {
    let session: Session;
    try {
      const { createSession } = await loadEngine();
      if (dormant.token !== this.loadToken) return undefined;
      session = createSession(dormant.scenario, {
        revision: dormant.revision,
        today: () => dormant.day,
        delegate: this.delegate,
      });
      await session.run();
    } catch {
      // The engine could not load (a lost connection to the site): the recording stays on
      // screen, and the next act tries again.
      if (dormant.token === this.loadToken) {
        dormant.waking = undefined;
        this.cell.set({ dormant: 'recorded' });
      }
      return undefined;
    }
    if (dormant.token !== this.loadToken) {
      void session.dispose();
      return undefined;
    }
    this.dormant = undefined;
    this.live = session;
    this.unsubscribeTrace = session.trace.subscribe(() => this.scheduleFlush());
    const entries = [...session.trace.entries];
    const id = this.cell.get().session?.id ?? (this.sessions += 1);
    this.cell.set({
      dormant: undefined,
      session: viewOf(session, id),
      entries,
      scripted: entries.length,
      step: clampStep(this.cell.get().step, entries.length),
    });
    return session;
  }

  /**
   * Shows the steps while the script records them: the first one at once, then the rest in
   * batches (a long script records thousands, and each batch redraws the diagram). The view
   * sits on the step asked for once it exists, on step 1 before; a learner who moves keeps
   * their step.
   */
  private followRecording(
    session: Session,
    token: number,
    askedStep: LoadOptions['step'],
  ): { stop: () => void; moved: () => boolean } {
    const asked = typeof askedStep === 'number' ? askedStep : undefined;
    // A learner who asked for a step (a link, another revision) would see step 1 flash before
    // it: a short scenario records within one batch and lands there directly.
    const firstAtOnce = askedStep === undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    let shownOnce = false;
    let placed: number | undefined;
    let moved = false;
    const flush = () => {
      pending = false;
      timer = undefined;
      const state = this.cell.get();
      if (token !== this.loadToken || state.status !== 'running') return;
      if (placed !== undefined && state.step !== placed) moved = true;
      const entries = [...session.trace.entries];
      // The layer stays the learner's (chosen before or during the recording); until an
      // HTTP exchange exists, steps are placed on the JSON-RPC layer.
      const shownLayer: LayerView = hasHttpLayer(entries) ? state.layer : 'jsonrpc';
      const target = asked !== undefined && asked <= entries.length ? asked : 1;
      const step = moved
        ? clampStep(state.step, entries.length)
        : crossLayerStep(entries, clampStep(target, entries.length), shownLayer);
      placed = step;
      this.cell.set({
        entries,
        step,
        progress: { ...state.progress, done: entries.length },
      });
    };
    const stopListening = session.trace.subscribe(() => {
      if (pending) return;
      pending = true;
      if (!shownOnce && firstAtOnce) {
        // The first step as soon as it exists, before anything else is recorded.
        shownOnce = true;
        queueMicrotask(flush);
        return;
      }
      shownOnce = true;
      const wait =
        this.recording.batchMs ??
        (session.trace.length < LONG_RECORDING ? BATCH_MS : LONG_BATCH_MS);
      timer = setTimeout(flush, wait);
    });
    return {
      stop: () => {
        stopListening();
        clearTimeout(timer);
      },
      moved: () => moved || (placed !== undefined && this.cell.get().step !== placed),
    };
  }

  /**
   * Ends the live session, if any, and any load under way; the snapshot is left as it is.
   * Returns the token of whatever starts next.
   */
  close(): number {
    this.loadToken += 1;
    this.dormant = undefined;
    this.unsubscribeTrace?.();
    this.unsubscribeTrace = undefined;
    void this.live?.dispose();
    this.live = undefined;
    this.wire = undefined;
    return this.loadToken;
  }

  /** Snapshots the live session's new steps once per burst (a call records several at once). */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      const session = this.live;
      if (session) {
        this.cell.set({
          entries: [...session.trace.entries],
          session: viewOf(session, this.sessions),
        });
      }
    });
  }

  /**
   * Performs an interactive action on the live session; the view follows to the first new
   * step. Never throws: the outcome says what happened.
   */
  perform(action: Action | ActionInput): Promise<ActionOutcome> {
    return this.follow((session) => session.perform(action));
  }

  /** Runs something on the live session, then shows its first new step. */
  private async follow(run: (session: Session) => Promise<ActionOutcome>): Promise<ActionOutcome> {
    const session = await this.wake();
    if (!session) return { ok: false, error: { message: say.noSession, code: NOT_CONNECTED } };
    const before = session.trace.length;
    const outcome = await run(session);
    if (session !== this.live) return outcome;
    const entries = [...session.trace.entries];
    this.cell.set({
      entries,
      session: viewOf(session, this.sessions),
      step:
        entries.length > before
          ? snapToLayer(entries, this.cell.get().layer, before + 1)
          : this.cell.get().step,
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
    const next = { ...this.cell.get().toolOverrides };
    if (tools) next[server] = tools;
    else delete next[server];
    this.cell.set({ toolOverrides: next });
  }

  /** Lets the page answer the host's questions (approval dialog, elicitation form). */
  setDelegate(delegate: Partial<HostDelegate>): void {
    this.delegate = { ...this.delegate, ...delegate };
    this.live?.setDelegate(this.delegate);
  }
}

/**
 * Where a new timeline opens: the step asked for (a number, or picked from the timeline), the
 * first one otherwise; on the HTTP layer, the exchange that carried it.
 */
function landingStep(
  entries: readonly TraceEntry[],
  asked: LoadOptions['step'],
  layer: LayerView,
): number {
  const step =
    typeof asked === 'function' ? asked(entries) : (asked ?? (entries.length > 0 ? 1 : 0));
  return crossLayerStep(entries, clampStep(step, entries.length), layer);
}

/** Whether a scenario plays over HTTP when the learner asks for it (or always, an HTTP lab). */
export function playsOverHttp(scenario: Scenario, asked: boolean): boolean {
  return scenario.httpLink === 'only' || (asked && scenario.httpLink === 'yes');
}
