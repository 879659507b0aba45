import { editorMessages } from '@/messages/editor';
import { NOT_CONNECTED, type ActionOutcome } from '@/lib/mcp/outcome';
import type { ToolDefinition, ToolSpec } from '@/lib/mcp/scenario';
import type { Diagnostic } from './diagnostic';
import type { Draft } from './drafts';
import type { WorkbenchTexts } from './workbench-texts';

/*
 * What the tool workbench (workbench.ts) is given and what it shows: its context, its document,
 * its snapshot, and the verdicts it draws from the playground's answers.
 */

const t = editorMessages;

/** The playground as the workbench sees it; `sync` is given a new one whenever it changes. */
export interface WorkbenchContext {
  scenarioId: string;
  /** The scenario's servers with their own tools, in order. */
  servers: readonly {
    name: string;
    tools: readonly ToolSpec[];
    /** The example the editor opens on while the server serves no tool. */
    starterTools?: readonly ToolSpec[] | undefined;
  }[];
  /** The learner's applied tools per server, served instead of the scenario's. */
  toolOverrides: Readonly<Record<string, readonly ToolSpec[]>>;
  /** The `outils` part of the address the playground opened (first server only). */
  toolsParam?: string;
}

/** One server's editors: a new key (scenario, server, reset) is a new document. */
export interface WorkbenchDocument {
  key: string;
  scenarioId: string;
  server: string;
  /** Bumped by each reset: the editors start again on fresh models. */
  generation: number;
  texts: WorkbenchTexts;
  notices: readonly string[];
  /** The learner typed something: only then is it a draft worth saving. */
  dirty: boolean;
  /** The learner's draft the link's tools replaced: « Reprendre mon brouillon précédent ». */
  previous?: Draft;
  /** The texts are the server's example, not served yet: « Vider » is offered. */
  starter?: true;
}

/** The diagnostics, and the texts they were computed on (they trail the editors while typing). */
export interface WorkbenchChecks {
  definitionsText: string;
  behavioursText: string;
  argumentsText: string;
  definitions: readonly Diagnostic[];
  behaviours: readonly Diagnostic[];
  arguments: readonly Diagnostic[];
}

/** What « Appliquer » last said. */
export interface ApplyVerdict {
  kind: 'ok' | 'refused';
  message: string;
}

/** What the last « Appeler » gave: refused here, a protocol error, or the tool's result. */
export type CallView =
  | { kind: 'refused'; message: string }
  | { kind: 'protocol-error'; message: string }
  | { kind: 'result'; result: unknown };

/** Where the learner's last action started in the timeline, in the session it was made in. */
export interface ActionMark {
  session: number | undefined;
  seq: number;
}

/** Everything the workbench view draws, as one immutable snapshot. */
export interface WorkbenchSnapshot {
  /** The server whose tools are edited ('' while the scenario has none). */
  server: string;
  /** Undefined until the first `sync` finds a server. */
  document?: WorkbenchDocument;
  /** The document's notices, then the last storage notice. */
  notices: readonly string[];
  checks?: WorkbenchChecks;
  /** The live tools' names; `tool` is the one the call panel calls. */
  tools: readonly string[];
  tool?: string;
  inputSchema?: ToolDefinition['inputSchema'];
  argumentsText: string;
  /** The arguments object the JSON holds, for the form; undefined while it is not one. */
  formValue?: Record<string, unknown>;
  /** Bumped when the form rewrote the arguments: the JSON view restarts from them. */
  formEdits: number;
  applied?: ApplyVerdict;
  called?: CallView;
  busy: boolean;
  mark?: ActionMark;
}

/** Where the wire view starts: the last action's first step, if it was made in this session. */
export function wireSince(
  mark: ActionMark | undefined,
  session: number | undefined,
): number | undefined {
  return mark && mark.session === session ? mark.seq : undefined;
}

/** « Appliquer »'s verdict on the playground's answer. */
export function applyVerdict(outcome: ActionOutcome): ApplyVerdict {
  if (outcome.ok) return { kind: 'ok', message: t.applied };
  if (outcome.error.code === NOT_CONNECTED) return { kind: 'refused', message: t.noSession };
  return { kind: 'refused', message: t.applyFailed({ message: outcome.error.message }) };
}

/** « Appeler »'s view of the playground's answer. */
export function callView(outcome: ActionOutcome): CallView {
  if (outcome.ok) return { kind: 'result', result: outcome.value };
  if (outcome.error.code === NOT_CONNECTED) return { kind: 'refused', message: t.noSession };
  return { kind: 'protocol-error', message: outcome.error.message };
}
