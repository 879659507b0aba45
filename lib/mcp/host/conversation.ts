import type { HostEntry, MessageEntry, TraceEntry } from '../trace';
import type { Choice } from './chooser';

/** One line of the conversation the host holds, derived from the trace. */
export type ConversationItem =
  | { kind: 'question'; seq: number; text: string }
  | { kind: 'answer'; seq: number; text: string; tool?: string; server?: string }
  | {
      kind: 'decision';
      seq: number;
      approved: boolean;
      tool: string;
      server: string;
      /** A call the learner made from the tool editor: its arguments and what came back. */
      editor?: { arguments: Record<string, unknown>; outcome?: CallOutcome };
    }
  | {
      kind: 'attach';
      seq: number;
      server: string;
      uri: string;
      by: 'learner' | 'application';
      text: string;
    }
  | {
      kind: 'prompt';
      seq: number;
      server: string;
      command: string;
      arguments: Record<string, string>;
      messages: { role: string; text: string }[];
    }
  | { kind: 'elicitation'; seq: number; server: string; action: string; via?: WireRoute }
  | {
      kind: 'sampling';
      seq: number;
      server: string;
      text: string | undefined;
      via?: WireRoute;
    };

/** What a tools/call brought back: its result's text, or the error, and at which step. */
export interface CallOutcome {
  seq: number;
  text: string;
  isError: boolean;
}

/**
 * How a server's question reached the host: a real server→client request (2025-era), or
 * an `input_required` result of tools/call followed by the retried call (2026-07-28).
 */
export type WireRoute =
  | { kind: 'request'; method: string; seq: number }
  | { kind: 'input-required'; seq: number; retry?: number };

/** The conversation as the learner sees it: questions, attachments, decisions, answers. */
export function conversationOf(entries: readonly TraceEntry[]): ConversationItem[] {
  const items: ConversationItem[] = [];
  entries.forEach((entry, index) => {
    if (entry.type !== 'host') return;
    const item = toItem(entry);
    if (!item) return;
    if (item.kind === 'elicitation' || item.kind === 'sampling') {
      const via = routeOf(entries, index, item.server);
      if (via) item.via = via;
    }
    if (item.kind === 'decision' && item.editor && item.approved) {
      const outcome = callOutcome(entries, index, item.server);
      if (outcome) item.editor.outcome = outcome;
    }
    items.push(item);
  });
  return items;
}

/**
 * The answer to the call approved at `index`: the last tools/call result or error on its link
 * before the host's next decision (a 2026-07-28 `input_required` round trip answers twice).
 */
function callOutcome(
  entries: readonly TraceEntry[],
  index: number,
  server: string,
): CallOutcome | undefined {
  let outcome: CallOutcome | undefined;
  for (const e of entries.slice(index + 1)) {
    if (e.type === 'host' && (e.action === 'approve' || e.action === 'refuse')) break;
    if (e.type !== 'message' || e.link !== server || e.method !== 'tools/call') continue;
    if (e.kind === 'error') {
      const error = (e.message as { error?: { code?: unknown; message?: unknown } }).error;
      outcome = {
        seq: e.seq,
        text: `${String(error?.code)} ${String(error?.message)}`,
        isError: true,
      };
    } else if (e.kind === 'result' && !isInputRequired(e)) {
      const result = (e.message as { result?: { content?: unknown; isError?: unknown } }).result;
      const blocks = Array.isArray(result?.content) ? (result.content as unknown[]) : [];
      const text = blocks
        .map((b) => b as { type?: unknown; text?: unknown })
        .filter((b) => b.type === 'text' && typeof b.text === 'string')
        .map((b) => b.text as string)
        .join('\n');
      outcome = { seq: e.seq, text, isError: result?.isError === true };
    }
  }
  return outcome;
}

function isInputRequired(entry: MessageEntry): boolean {
  const result = (entry.message as { result?: { resultType?: unknown } }).result;
  return entry.kind === 'result' && result?.resultType === 'input_required';
}

/** Looks around a host answer for the wire messages that carried the question. */
export function routeOf(
  entries: readonly TraceEntry[],
  index: number,
  server: string,
): WireRoute | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    const e = entries[i];
    if (e?.type !== 'message' || e.link !== server) continue;
    if (e.kind === 'request' && e.direction === 'server-to-client') {
      return { kind: 'request', method: e.method ?? '?', seq: e.seq };
    }
    if (isInputRequired(e)) {
      const retry = entries
        .slice(index + 1)
        .find(
          (n): n is MessageEntry =>
            n.type === 'message' &&
            n.link === server &&
            n.kind === 'request' &&
            n.method === 'tools/call',
        );
      return { kind: 'input-required', seq: e.seq, ...(retry && { retry: retry.seq }) };
    }
    return undefined;
  }
  return undefined;
}

function toItem(entry: HostEntry): ConversationItem | undefined {
  const seq = entry.seq;
  switch (entry.action) {
    case 'question':
      return { kind: 'question', seq, text: entry.data.question };
    case 'answer': {
      const { text, tool, server } = entry.data;
      return {
        kind: 'answer',
        seq,
        text,
        ...(tool !== undefined && { tool }),
        ...(server !== undefined && { server }),
      };
    }
    case 'approve':
    case 'refuse':
      return {
        kind: 'decision',
        seq,
        approved: entry.action === 'approve',
        tool: entry.data.tool,
        server: entry.data.server,
        ...(entry.data.origin === 'editor' && { editor: { arguments: entry.data.arguments } }),
      };
    case 'attach-resource': {
      const { server, uri, by, contents } = entry.data;
      return { kind: 'attach', seq, server, uri, by, text: contents.map((c) => c.text).join('\n') };
    }
    case 'invoke-prompt': {
      const { server, command, messages } = entry.data;
      return {
        kind: 'prompt',
        seq,
        server,
        command,
        arguments: entry.data.arguments ?? {},
        messages,
      };
    }
    case 'elicitation-answer':
      return {
        kind: 'elicitation',
        seq,
        server: entry.data.server,
        action: entry.data.answer.action,
      };
    case 'sampling-answer': {
      const content = entry.data.answer?.content;
      // The conversation shows a single text block; anything else has no text to show.
      const block = Array.isArray(content) ? undefined : content;
      const text = block?.type === 'text' ? (block.text ?? '') : undefined;
      return { kind: 'sampling', seq, server: entry.data.server, text };
    }
    default:
      return undefined;
  }
}

/** The stand-in model's latest decision in the trace, with its step. */
export function latestChoice(
  entries: readonly TraceEntry[],
): { seq: number; choice: Choice } | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (entry?.type === 'host' && entry.action === 'choose-tool') {
      return { seq: entry.seq, choice: entry.data };
    }
  }
  return undefined;
}

const ROUTED = new Set(['tools/call', 'resources/read', 'prompts/get']);

/** The requests the host's clients sent for it (calls, reads, prompts), each on its own link. */
export function routedRequests(entries: readonly TraceEntry[]): MessageEntry[] {
  return entries.filter(
    (e): e is MessageEntry =>
      e.type === 'message' &&
      e.kind === 'request' &&
      e.direction === 'client-to-server' &&
      ROUTED.has(e.method ?? ''),
  );
}

/** A tool annotation as the host shows it: the declared value, or the spec's default. */
export interface AnnotationView {
  hint: 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';
  value: boolean;
  declared: boolean;
}

/** Defaults of the specification when a hint is absent: the cautious reading. */
export const ANNOTATION_DEFAULTS = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
} as const;

export function annotationViews(annotations: unknown): AnnotationView[] {
  const declared =
    annotations && typeof annotations === 'object' ? (annotations as Record<string, unknown>) : {};
  return (Object.keys(ANNOTATION_DEFAULTS) as AnnotationView['hint'][]).map((hint) => {
    const value = declared[hint];
    return typeof value === 'boolean'
      ? { hint, value, declared: true }
      : { hint, value: ANNOTATION_DEFAULTS[hint], declared: false };
  });
}

/** The variables of a URI template (`{table}`, `{+path}`, `{?q}`), in order, once each. */
export function templateVariables(uriTemplate: string): string[] {
  const names: string[] = [];
  for (const match of uriTemplate.matchAll(/\{([^}]*)\}/g)) {
    for (const raw of (match[1] ?? '').replace(/^[+#./;?&]/, '').split(',')) {
      const name = raw.replace(/[*]|:\d+$/g, '').trim();
      if (name && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** Fills a simple URI template; values are percent-encoded. Undefined when one is missing. */
export function fillUriTemplate(
  uriTemplate: string,
  values: Readonly<Record<string, string>>,
): string | undefined {
  let missing = false;
  const uri = uriTemplate.replace(/\{([^}]*)\}/g, (_whole, inner: string) => {
    const operator = /^[+#./;?&]/.test(inner) ? inner[0] : '';
    const names = inner.slice(operator ? 1 : 0).split(',');
    const parts = names.map((raw) => {
      const name = raw.replace(/[*]|:\d+$/g, '').trim();
      const value = values[name]?.trim();
      if (!value) missing = true;
      const encoded =
        operator === '+' || operator === '#'
          ? encodeURI(value ?? '')
          : encodeURIComponent(value ?? '');
      return operator === '?' || operator === '&' || operator === ';'
        ? `${name}=${encoded}`
        : encoded;
    });
    const separator =
      operator === '?' || operator === '&'
        ? '&'
        : operator === '.'
          ? '.'
          : operator === '/'
            ? '/'
            : ',';
    const prefix = operator === '+' ? '' : operator;
    return prefix + parts.join(separator);
  });
  return missing ? undefined : uri;
}
