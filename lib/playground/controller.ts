import type { PlaygroundAddress } from '@/lib/address/parse';
import type { HostDelegate } from '@/lib/mcp/host/delegate';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import { DEFAULT_REVISION, type Revision } from '@/lib/mcp/revisions';
import type { Action, ActionInput, Scenario, ToolSpec } from '@/lib/mcp/scenario';
import type { LinkRecord } from '@/lib/runtime/link';
import type { EnsureConnectedOptions } from '@/lib/mcp/session';
import type { TraceEntry, TraceListener } from '@/lib/mcp/trace';
import type { ScenarioCatalogue } from './catalogue';
import { equivalentStep } from './equivalent-step';
import type { LayerView } from './layers';
import { openingOf, type Opening } from './opening';
import { playableRevision } from './playable-revision';
import { Playback } from './playback';
import type { RawWire } from './raw-wire';
import { SessionLifecycle, type RecordingOptions } from './session-lifecycle';
import { StateCell } from './state-cell';
import { stepperMove } from './stepper-keys';
import { ViewMode } from './view-mode';
import type {
  ImportedTrace,
  LoadOptions,
  PlaybackSpeed,
  PlaygroundListener,
  PlaygroundState,
  PlaygroundView,
} from './state';

export * from './state';
export type { Opening } from './opening';

/**
 * The playground as the page and its panels drive it, free of React. It composes three small
 * parts over one snapshot: the playback (step, autoplay), the session's lifecycle (load,
 * follow, act) and the view mode (stepper, comparison, imported trace); each intent below says
 * which of them it moves. Each learner intent connects again what the script closed before
 * acting, so no panel repeats that policy (lib/mcp/session.ts, `ensureConnected`).
 */
export class PlaygroundController {
  private readonly cell: StateCell<PlaygroundState>;
  private readonly playback: Playback;
  private readonly session: SessionLifecycle;
  private readonly display: ViewMode;

  constructor(
    readonly catalogue: ScenarioCatalogue,
    options: RecordingOptions = {},
  ) {
    this.cell = new StateCell(initialState(catalogue));
    this.playback = new Playback(this.cell);
    this.session = new SessionLifecycle(this.cell, catalogue, options);
    this.display = new ViewMode(this.cell, catalogue, {
      pause: () => this.playback.pause(),
      closeSession: () => void this.session.close(),
    });
  }

  // ── Reading ─────────────────────────────────────────────────────────────────────────────

  getState = (): PlaygroundState => this.cell.get();

  subscribe = (listener: PlaygroundListener): (() => void) => this.cell.subscribe(listener);

  /** The scenario on screen. */
  get scenario(): Scenario | undefined {
    return this.catalogue.get(this.cell.get().scenarioId);
  }

  // ── Opening and loading (session) ───────────────────────────────────────────────────────

  /**
   * Opens what an address asks for, each part checked once against the catalogue (openingOf):
   * the snapshot keeps the opening and its notices, then the scenario plays, unless this is
   * the audience's window, which waits for the presenter's state.
   */
  open(address: PlaygroundAddress): Opening {
    const opening = openingOf(address, this.catalogue);
    this.cell.set({ opening });
    if (!opening.audience) {
      void this.load(opening.scenarioId, opening.revision, {
        ...(opening.step !== undefined && { step: opening.step }),
        ...(opening.toolOverrides !== undefined && { toolOverrides: opening.toolOverrides }),
        overHttp: opening.overHttp,
        layer: opening.layer,
      });
    }
    return opening;
  }

  /** Plays a scenario from the start in a revision; the autoplay stops. */
  load(scenarioId: string, revision: Revision, options: LoadOptions = {}): Promise<void> {
    this.playback.pause();
    return this.session.load(scenarioId, revision, options);
  }

  /**
   * Leaves the tools a share link brought for the scenario's own, on the same step: the banner
   * that announced them goes with them.
   */
  restoreScenarioTools(): Promise<void> {
    const { opening, scenarioId, revision, step } = this.cell.get();
    if (opening?.linkTools) {
      const rest = { ...opening };
      delete rest.linkTools;
      this.cell.set({ opening: rest });
    }
    return this.load(scenarioId, revision, { step, toolOverrides: {} });
  }

  /** Plays the same scenario again from the start, keeping the learner's definitions. */
  reload(step?: number): Promise<void> {
    const { scenarioId, revision } = this.cell.get();
    return this.load(scenarioId, revision, step === undefined ? {} : { step });
  }

  /** Another scenario, in the revision on screen when it plays in it, else in its first. */
  openScenario(id: string): Promise<void> {
    const revision = playableRevision(this.catalogue.get(id), this.cell.get().revision);
    return this.load(id, revision);
  }

  /** The same scenario in another revision, on the same message when it exists there. */
  switchRevision(revision: Revision): Promise<void> {
    const { scenarioId, entries, step } = this.cell.get();
    return this.load(scenarioId, revision, {
      step: (next) => equivalentStep(entries, step, next),
    });
  }

  /** The same scenario over Streamable HTTP or not, on the same message when it exists there. */
  switchTransport(overHttp: boolean): Promise<void> {
    const { scenarioId, revision, entries, step } = this.cell.get();
    return this.load(scenarioId, revision, {
      overHttp,
      step: (next) => equivalentStep(entries, step, next),
    });
  }

  /**
   * The text framing turned on or off (the terminal needs it): the session plays again, on the
   * same message.
   */
  switchFraming(framed: boolean): Promise<void> {
    const { scenarioId, revision, entries, step } = this.cell.get();
    return this.load(scenarioId, revision, {
      framed,
      step: (next) => equivalentStep(entries, step, next),
    });
  }

  /** A step of the comparison, opened in the stepper of its revision. */
  openInStepper(revision: Revision, step: number): Promise<void> {
    this.display.setView('stepper');
    return this.load(this.cell.get().scenarioId, revision, { step });
  }

  // ── Stepping (playback) ─────────────────────────────────────────────────────────────────

  /** Shows a step (clamped to the timeline). */
  setStep(step: number): void {
    this.playback.setStep(step);
  }

  /** Shows a step of the trace (clamped): a panel pointing at what it talks about. */
  showStep(step: number): void {
    this.playback.setStep(step);
  }

  /** The learner picks a step (an arrow, a row, a button): the autoplay stops there. */
  goToStep(step: number): void {
    this.playback.pause();
    this.playback.setStep(step);
  }

  /** The next (1) or previous (-1) step of the layer on screen. */
  stepBy(delta: 1 | -1): void {
    this.playback.stepBy(delta);
  }

  /** The HTTP exchanges, or the JSON-RPC messages they carry, at the same moment. */
  setLayer(layer: LayerView): void {
    this.playback.setLayer(layer);
  }

  /** A step of the other layer: the message an exchange carried, or the exchange of a message. */
  crossTo(step: number): void {
    this.playback.pause();
    this.playback.setLayer(this.cell.get().entries[step - 1]?.type === 'http' ? 'http' : 'jsonrpc');
    this.playback.setStep(step);
  }

  /** A stepping key (← → Home End Space, C for the layer); false when it does nothing here. */
  pressStepperKey(key: string): boolean {
    const move = stepperMove(key, this.cell.get());
    if (!move) return false;
    if (move.kind === 'toggle-play') {
      this.playback.togglePlay();
      return true;
    }
    // Any other key picks a step: the autoplay stops there.
    this.playback.pause();
    if (move.kind === 'step-by') this.playback.stepBy(move.delta);
    else if (move.kind === 'layer') this.playback.setLayer(move.layer);
    else this.playback.setStep(move.step);
    return true;
  }

  play(): void {
    this.playback.play();
  }

  pause(): void {
    this.playback.pause();
  }

  togglePlay(): void {
    this.playback.togglePlay();
  }

  setSpeed(speed: PlaybackSpeed): void {
    this.playback.setSpeed(speed);
  }

  // ── What the main area shows (view mode) ────────────────────────────────────────────────

  /** The annotated stepper, or the two revisions side by side (the autoplay stops). */
  setView(view: PlaygroundView): void {
    this.display.setView(view);
  }

  /** Shows a trace recorded elsewhere, read-only; loading a scenario leaves this mode. */
  showImported(imported: ImportedTrace, entries: readonly TraceEntry[]): void {
    this.display.showImported(imported, entries);
  }

  // ── The learner's intents on the live session ───────────────────────────────────────────

  /** The learner asks the host a question (the scenario's own when none is given). */
  async ask(question?: string): Promise<ActionOutcome> {
    await this.session.ensureConnected(undefined, { relist: true });
    return this.session.perform({
      do: 'ask',
      ...(question !== undefined && { question }),
      approve: 'ask',
    });
  }

  /** The learner calls a tool from the editor: the click is the human decision. */
  async callTool(server: string, tool: string, args: unknown): Promise<ActionOutcome> {
    const connected = await this.session.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.session.perform({
      do: 'call',
      server,
      tool,
      arguments: args,
      approve: true,
      origin: 'editor',
    });
  }

  /** Serves the learner's tools on the live server, and keeps them for the next loads. */
  async applyTools(server: string, tools: ToolSpec[]): Promise<ActionOutcome> {
    const connected = await this.session.ensureConnected(server);
    if (!connected.ok) return connected;
    const outcome = await this.session.perform({ do: 'set-tools', server, tools });
    if (outcome.ok) this.session.setToolOverrides(server, tools);
    return outcome;
  }

  /**
   * The learner is about to act (they point at or enter a panel that acts): a recorded opening
   * starts its live session now, so that the act does not wait for it.
   */
  prepareLive(): void {
    void this.session.wake();
  }

  /** The learner attaches a resource to the conversation. */
  async attachResource(server: string, uri: string): Promise<ActionOutcome> {
    await this.session.ensureConnected(server, { relist: true });
    return this.session.perform({ do: 'read', server, uri, attach: 'learner' });
  }

  /** The learner types a prompt as a slash command. */
  async invokePrompt(
    server: string,
    name: string,
    args: Record<string, string>,
  ): Promise<ActionOutcome> {
    await this.session.ensureConnected(server, { relist: true });
    return this.session.perform({ do: 'prompt', server, name, arguments: args, invoke: true });
  }

  /**
   * Shows one page of a list, as an inspector does: `first` without a cursor, `next` with the
   * `nextCursor` of the page before (see Host.list).
   */
  async listPage(
    server: string,
    what: 'tools' | 'resources' | 'resourceTemplates' | 'prompts',
    page: 'first' | 'next',
  ): Promise<ActionOutcome> {
    const connected = await this.session.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.session.perform({ do: 'list', server, what, page });
  }

  /** Asks the server for values of the argument being typed (`completion/complete`). */
  async completeArgument(
    server: string,
    ref: Extract<Action, { do: 'complete' }>['ref'],
    argument: { name: string; value: string },
  ): Promise<ActionOutcome> {
    const connected = await this.session.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.session.perform({ do: 'complete', server, ref, argument });
  }

  /** Follows a resource's changes, or stops following it. */
  async followResource(server: string, uri: string, follow: boolean): Promise<ActionOutcome> {
    const connected = await this.session.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.session.perform({ do: follow ? 'subscribe' : 'unsubscribe', server, uri });
  }

  /**
   * The page a server sends the user to (URL-mode elicitation), as that server serves it: the
   * simulated page the host shows in its frame. Undefined for an address it never handed out.
   */
  linkPage(server: string, url: string): LinkRecord['page'] | undefined {
    return this.session.liveSession?.connection(server).server.pageAt(url);
  }

  /** Lists the resources, templates and prompts of every server that offers them. */
  async listPrimitives(): Promise<void> {
    await this.session.ensureConnected(undefined, { relist: true });
    const view = this.cell.get().session;
    for (const server of view?.connected ?? []) {
      const capabilities = this.cell.get().session?.capabilities[server];
      if (capabilities?.resources) {
        await this.session.perform({ do: 'list', server, what: 'resources' });
        await this.session.perform({ do: 'list', server, what: 'resourceTemplates' });
      }
      if (capabilities?.prompts)
        await this.session.perform({ do: 'list', server, what: 'prompts' });
    }
  }

  /** Sends a typed line as the client of `server` (framed links only), and follows it. */
  sendRaw(server: string, text: string, waitMs: number): Promise<ActionOutcome> {
    const wire = this.session.rawWire();
    if (!wire) return this.session.perform({ do: 'raw', server, text, waitMs });
    return wire.sendRaw(server, text, waitMs);
  }

  /**
   * Performs a scripted action on the live session; the view follows to the first new step.
   * Never throws: the outcome says what happened.
   */
  perform(action: Action | ActionInput): Promise<ActionOutcome> {
    return this.session.perform(action);
  }

  /** Connects again the servers given (all by default); a failure carries NOT_CONNECTED. */
  ensureConnected(
    servers?: string | readonly string[],
    options: EnsureConnectedOptions = {},
  ): Promise<ActionOutcome> {
    return this.session.ensureConnected(servers, options);
  }

  /** The terminal's access to the live session's wire (the same object for one session). */
  rawWire(): RawWire | undefined {
    return this.session.rawWire();
  }

  /** Every new step of the live session, from now on (a new session needs a new call). */
  subscribeTrace(listener: TraceListener): () => void {
    return this.session.subscribeTrace(listener);
  }

  /** Keeps the learner's tool definitions for a server (served from the next load on). */
  setToolOverrides(server: string, tools: ToolSpec[] | undefined): void {
    this.session.setToolOverrides(server, tools);
  }

  /** Lets the page answer the host's questions (approval dialog, elicitation form). */
  setDelegate(delegate: Partial<HostDelegate>): void {
    this.session.setDelegate(delegate);
  }

  /** The page is leaving: nothing runs any more (its views unsubscribe themselves). */
  dispose(): void {
    this.playback.pause();
    this.display.dispose();
    this.session.close();
  }
}

/** Before anything is opened: the catalogue's first scenario, in the current revision. */
function initialState(catalogue: ScenarioCatalogue): PlaygroundState {
  return {
    scenarioId: catalogue.ids[0] ?? '',
    revision: DEFAULT_REVISION,
    status: 'idle',
    entries: [],
    scripted: 0,
    step: 0,
    toolOverrides: {},
    framed: false,
    overHttp: false,
    layer: 'jsonrpc',
    playing: false,
    speed: 1,
    view: 'stepper',
  };
}
