import type { HostEntry, MessageEntry, TraceEntry } from '../trace';
import type { Choice } from './chooser';

/** One line of the conversation the host holds, derived from the trace. */
export type ConversationItem =
  | { kind: 'question'; seq: number; text: string }
  | { kind: 'answer'; seq: number; text: string; tool?: string; server?: string }
  | { kind: 'decision'; seq: number; approved: boolean; tool: string; server: string }
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

/**
 * How a server's question reached the host: a real server→client request (2025-era), or
 * an `input_required` result of tools/call followed by the retried call (2026-07-28).
 */
export type WireRoute =
  | { kind: 'request'; method: string; seq: number }
  | { kind: 'input-required'; seq: number; retry?: number };

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

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
    items.push(item);
  });
  return items;
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
  const d = entry.data;
  const seq = entry.seq;
  switch (entry.action) {
    case 'question':
      return { kind: 'question', seq, text: str(d.question) };
    case 'answer':
      return {
        kind: 'answer',
        seq,
        text: str(d.text),
        ...(typeof d.tool === 'string' && { tool: d.tool }),
        ...(typeof d.server === 'string' && { server: d.server }),
      };
    case 'approve':
    case 'refuse':
      return {
        kind: 'decision',
        seq,
        approved: entry.action === 'approve',
        tool: str(d.tool),
        server: str(d.server),
      };
    case 'attach-resource': {
      const contents = Array.isArray(d.contents) ? (d.contents as { text?: unknown }[]) : [];
      return {
        kind: 'attach',
        seq,
        server: str(d.server),
        uri: str(d.uri),
        by: d.by === 'application' ? 'application' : 'learner',
        text: contents.map((c) => str(c.text)).join('\n'),
      };
    }
    case 'invoke-prompt':
      return {
        kind: 'prompt',
        seq,
        server: str(d.server),
        command: str(d.command),
        arguments: (d.arguments ?? {}) as Record<string, string>,
        messages: Array.isArray(d.messages)
          ? (d.messages as { role?: unknown; text?: unknown }[]).map((m) => ({
              role: str(m.role),
              text: str(m.text),
            }))
          : [],
      };
    case 'elicitation-answer': {
      const answer = (d.answer ?? {}) as { action?: unknown };
      return { kind: 'elicitation', seq, server: str(d.server), action: str(answer.action) };
    }
    case 'sampling-answer': {
      const answer = d.answer as { content?: { type?: unknown; text?: unknown } } | null;
      const text = answer?.content?.type === 'text' ? str(answer.content.text) : undefined;
      return { kind: 'sampling', seq, server: str(d.server), text };
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
      return { seq: entry.seq, choice: entry.data as unknown as Choice };
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
