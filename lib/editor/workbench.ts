import { editorMessages } from '@/messages/editor';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { argumentsText as argumentsTextOf, initialArguments } from './args-form';
import { checkArgumentsText } from './arguments';
import { checkBehavioursText } from './behaviour-rules';
import { checkDefinitionsText } from './definition-rules';
import { countErrors } from './diagnostic';
import { clearDraft, saveDraft } from './drafts';
import { behavioursText, definitionsText, toSpecs } from './tool-specs';
import {
  applyVerdict,
  callView,
  type ActionMark,
  type ApplyVerdict,
  type CallView,
  type WorkbenchChecks,
  type WorkbenchContext,
  type WorkbenchDocument,
  type WorkbenchSnapshot,
} from './workbench-state';
import { draftOf, openTexts, readArgumentsObject, type WorkbenchTexts } from './workbench-texts';

const t = editorMessages;

/** Checks run on the text once it has stopped changing this long. */
export const CHECK_DELAY_MS = 200;
/** What the learner typed is saved as a draft a little later still. */
export const SAVE_DELAY_MS = 600;

/**
 * What the workbench needs of the playground; the editor panel's port (EditorPort) provides it.
 * Written here rather than picked from the playground's types: lib/playground reaches lib/editor
 * (through the share links' checks), so lib/editor does not import it back.
 */
export interface WorkbenchPort {
  /** The live session (none while a scenario loads) and how far its trace has grown. */
  getState: () => { session?: { id: number }; entries: readonly unknown[] };
  applyTools: (server: string, tools: ToolSpec[]) => Promise<ActionOutcome>;
  callTool: (server: string, tool: string, args: unknown) => Promise<ActionOutcome>;
  setToolOverrides: (server: string, tools: ToolSpec[] | undefined) => void;
}

interface State {
  document?: WorkbenchDocument;
  checks?: WorkbenchChecks;
  formEdits: number;
  applied?: ApplyVerdict;
  called?: CallView;
  busy: boolean;
  mark?: ActionMark;
  /** What the browser's storage last said (a draft not saved, storage unavailable). */
  storageNotice?: string;
}

/**
 * The tool editor's state machine, free of React and Monaco: which server's document is open
 * and where its texts came from (a link, a draft, the live tools), the learner's edits, the
 * checks run once the text settles, drafts saved a little later, and « Appliquer », « Appeler »
 * and « Réinitialiser » through the playground's port. The view subscribes and draws the
 * snapshot; time only matters through `CHECK_DELAY_MS` and `SAVE_DELAY_MS`.
 */
export class Workbench {
  private state: State = { formEdits: 0, busy: false };
  private context: WorkbenchContext | undefined;
  private chosenServer: string | undefined;
  private chosenTool: string | undefined;
  /** Counts the resets: part of the document key, so a reset opens a new document. */
  private generation = 0;
  private snapshot: WorkbenchSnapshot = {
    ...this.state,
    server: '',
    notices: [],
    tools: [],
    argumentsText: '',
  };
  private readonly listeners = new Set<() => void>();
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly port: WorkbenchPort) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): WorkbenchSnapshot => this.snapshot;

  /** The playground changed: opens the server's document if it is a new one, else follows the live tools. */
  sync(context: WorkbenchContext): void {
    if (this.context && sameContext(this.context, context)) return;
    this.context = context;
    this.refresh();
  }

  chooseServer(name: string): void {
    this.chosenServer = name;
    this.refresh();
  }

  chooseTool(name: string): void {
    this.chosenTool = name;
    this.refresh();
  }

  editDefinitions(definitions: string): void {
    this.edit(() => ({ definitions }), true);
  }

  editBehaviours(behaviours: string): void {
    this.edit(() => ({ behaviours }), true);
  }

  /** The JSON view of the call's arguments changed. */
  editArguments(text: string): void {
    const tool = this.snapshot.tool;
    if (tool) this.edit((texts) => ({ arguments: { ...texts.arguments, [tool]: text } }));
  }

  /** The form changed the arguments: the JSON view starts again from its text. */
  fillArguments(value: Record<string, unknown>): void {
    const tool = this.snapshot.tool;
    if (!tool) return;
    this.state = { ...this.state, formEdits: this.state.formEdits + 1 };
    this.edit((texts) => ({ arguments: { ...texts.arguments, [tool]: argumentsTextOf(value) } }));
  }

  /** Serves the definitions on the live server, checked now on the exact text: nothing broken is applied. */
  async apply(): Promise<void> {
    const document = this.state.document;
    if (!document || this.state.busy) return;
    const definitions = checkDefinitionsText(document.texts.definitions);
    const behaviours = checkBehavioursText(document.texts.behaviours, definitions.definitions);
    const all = [...definitions.diagnostics, ...behaviours.diagnostics];
    const syntax = all.some((d) => d.code === 'syntax');
    const errors = countErrors(all);
    if (syntax || errors > 0 || !definitions.definitions || !behaviours.behaviours) {
      const message = syntax
        ? t.applyRefusedJson
        : t.applyRefusedRules({ count: Math.max(errors, 1) });
      this.update({ applied: { kind: 'refused', message } });
      return;
    }
    if (!this.port.getState().session) {
      this.update({ applied: { kind: 'refused', message: t.noSession } });
      return;
    }
    const specs = toSpecs(definitions.definitions, behaviours.behaviours);
    const outcome = await this.act(() => this.port.applyTools(document.server, specs));
    this.update({ applied: applyVerdict(outcome) });
  }

  /** Calls the chosen tool with the typed arguments; the learner's click is the approval. */
  async call(): Promise<void> {
    const { tool, inputSchema, argumentsText } = this.snapshot;
    const document = this.state.document;
    if (!tool || !document || this.state.busy) return;
    const check = checkArgumentsText(argumentsText, inputSchema);
    if (!check.sendable) {
      this.update({ called: { kind: 'refused', message: t.callRefusedJson } });
      return;
    }
    const outcome = await this.act(() => this.port.callTool(document.server, tool, check.value));
    this.update({ called: callView(outcome) });
  }

  /** Forgets the server's draft and applied tools: the editors start again from the scenario. */
  reset(): void {
    const document = this.state.document;
    if (!document || !this.context) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const storageNotice = clearDraft(document.scenarioId, document.server);
    this.port.setToolOverrides(document.server, undefined);
    // The playground's new state comes with the next `sync`; the document opens now on the
    // scenario's own tools, which is what that state will say.
    this.context = {
      ...this.context,
      toolOverrides: without(this.context.toolOverrides, document.server),
    };
    this.generation += 1;
    this.state = { ...this.state, applied: undefined, storageNotice };
    this.refresh();
  }

  /**
   * Leaves the server's example for an empty list: saved as the learner's draft, so the example
   * does not come back on the next visit (« Réinitialiser » brings it back).
   */
  emptyStarter(): void {
    const document = this.state.document;
    if (!document?.starter) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const storageNotice = saveDraft(document.scenarioId, document.server, {
      definitions: definitionsText([]),
      behaviours: behavioursText([]),
      arguments: {},
    });
    this.generation += 1;
    this.state = { ...this.state, storageNotice };
    this.refresh();
    const emptied = this.state.document;
    if (emptied) this.update({ document: { ...emptied, notices: [t.starterEmptied] } });
  }

  /**
   * Brings back the draft a link's tools had set aside: it becomes the draft again, marked as
   * coming from that link so that the link does not replace it a second time.
   */
  restorePreviousDraft(): void {
    const document = this.state.document;
    if (!document?.previous) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const { source } = document.texts;
    const storageNotice = saveDraft(document.scenarioId, document.server, {
      ...document.previous,
      ...(source !== undefined && { source }),
    });
    // The link's texts are left as they are: the document reopens on the draft.
    this.generation += 1;
    this.state = { ...this.state, document: { ...document, dirty: false }, storageNotice };
    this.refresh();
  }

  /** Saves what waits to be saved and stops the timers (the view unmounts); edits start them again. */
  stop(): void {
    clearTimeout(this.checkTimer);
    this.checkTimer = undefined;
    this.saveNow();
  }

  private async act(run: () => Promise<ActionOutcome>): Promise<ActionOutcome> {
    const now = this.port.getState();
    this.update({ busy: true, mark: { session: now.session?.id, seq: now.entries.length } });
    try {
      return await run();
    } finally {
      this.update({ busy: false });
    }
  }

  private edit(
    patch: (texts: WorkbenchTexts) => Partial<WorkbenchTexts>,
    definitionsOrBehaviours = false,
  ): void {
    const document = this.state.document;
    if (!document) return;
    const texts = { ...document.texts, ...patch(document.texts) };
    const edited = { ...document, texts, dirty: true };
    // Once its definitions or behaviours are edited, the example is the learner's text:
    // « Vider » would throw it away. (Typing a call's arguments leaves it an example.)
    if (definitionsOrBehaviours) delete edited.starter;
    this.update({ document: edited });
    clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => this.settle(), CHECK_DELAY_MS);
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), SAVE_DELAY_MS);
  }

  /** Opens the document the context names when it is a new one, then redraws. */
  private refresh(): void {
    const context = this.context;
    if (!context) return;
    const { servers, scenarioId } = context;
    const chosen = this.chosenServer;
    const first = servers[0]?.name ?? '';
    const server = chosen && servers.some((s) => s.name === chosen) ? chosen : first;
    const key = `${scenarioId}/${server}/${this.generation}`;
    if (!server || this.state.document?.key === key) {
      const before = this.snapshot;
      this.redraw();
      // New live tools (applied ones): the arguments are checked against the new schema.
      if (before.tool !== this.snapshot.tool || before.inputSchema !== this.snapshot.inputSchema) {
        this.settle();
      }
      return;
    }
    // A draft typed just before switching is saved, not lost.
    this.saveNow();
    const starterTools = servers.find((s) => s.name === server)?.starterTools;
    const opened = openTexts({
      scenarioId,
      server,
      liveTools: liveTools(context, server),
      ...(starterTools && { starterTools }),
      ...(server === first &&
        context.toolsParam !== undefined && { toolsParam: context.toolsParam }),
    });
    this.update({
      document: { key, scenarioId, server, generation: this.generation, dirty: false, ...opened },
    });
    this.settle();
  }

  /** Runs the checks on the texts as they are now. */
  private settle(): void {
    clearTimeout(this.checkTimer);
    this.checkTimer = undefined;
    const document = this.state.document;
    if (!document) return;
    const { argumentsText, inputSchema } = this.snapshot;
    const definitions = checkDefinitionsText(document.texts.definitions);
    const behaviours = checkBehavioursText(document.texts.behaviours, definitions.definitions);
    this.update({
      checks: {
        definitionsText: document.texts.definitions,
        behavioursText: document.texts.behaviours,
        argumentsText,
        definitions: definitions.diagnostics,
        behaviours: behaviours.diagnostics,
        arguments: checkArgumentsText(argumentsText, inputSchema).diagnostics,
      },
    });
  }

  private saveNow(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const document = this.state.document;
    if (!document?.dirty) return;
    const storageNotice = saveDraft(document.scenarioId, document.server, draftOf(document.texts));
    this.update({ document: { ...document, dirty: false }, storageNotice });
  }

  private update(patch: Partial<State>): void {
    this.state = { ...this.state, ...patch };
    this.redraw();
  }

  /** Derives the snapshot from the state and the live tools, and tells the view. */
  private redraw(): void {
    const { storageNotice, ...state } = this.state;
    const server = state.document?.server ?? '';
    const live = this.context ? liveTools(this.context, server) : [];
    const tools = live.map((spec) => spec.definition.name);
    const chosen = this.chosenTool;
    const tool = chosen && tools.includes(chosen) ? chosen : tools[0];
    const inputSchema = live.find((spec) => spec.definition.name === tool)?.definition.inputSchema;
    // A call starts from the schema: required properties present, defaults filled in.
    const typed = tool === undefined ? undefined : state.document?.texts.arguments[tool];
    const argumentsText = typed ?? argumentsTextOf(initialArguments(inputSchema));
    this.snapshot = {
      ...state,
      server,
      notices: [...(state.document?.notices ?? []), ...(storageNotice ? [storageNotice] : [])],
      tools,
      ...(tool !== undefined && { tool }),
      inputSchema,
      argumentsText,
      formValue: readArgumentsObject(argumentsText),
    };
    for (const listener of this.listeners) listener();
  }
}

function sameContext(a: WorkbenchContext, b: WorkbenchContext): boolean {
  return (
    a.scenarioId === b.scenarioId &&
    a.servers === b.servers &&
    a.toolOverrides === b.toolOverrides &&
    a.toolsParam === b.toolsParam
  );
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

function liveTools(context: WorkbenchContext, server: string): readonly ToolSpec[] {
  return (
    context.toolOverrides[server] ?? context.servers.find((s) => s.name === server)?.tools ?? []
  );
}
