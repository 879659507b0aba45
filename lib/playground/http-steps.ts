import { playgroundMessages } from '@/messages/playground';
import { pathOf, statusLine } from '@/lib/mcp/http/status';
import type { HttpEntry, MessageEntry } from '@/lib/mcp/trace';

const t = playgroundMessages;

/** What a JSON-RPC body is, as a label says it: its method, or that it answers. */
type Carried =
  { kind: 'call'; method: string } | { kind: 'result' } | { kind: 'error'; code: number | string };

/** Bodies are parsed once per step: steps are frozen and drawn again and again. */
const carriedOf = new WeakMap<HttpEntry, Carried | null>();

function carried(entry: HttpEntry): Carried | undefined {
  const known = carriedOf.get(entry);
  if (known !== undefined) return known ?? undefined;
  const text =
    entry.part === 'request' || entry.part === 'response'
      ? entry.body
      : entry.part === 'event'
        ? entry.data
        : undefined;
  let found: Carried | null = null;
  try {
    const body = JSON.parse(text ?? '') as {
      method?: unknown;
      result?: unknown;
      error?: { code?: unknown };
    };
    if (typeof body.method === 'string') found = { kind: 'call', method: body.method };
    else if ('result' in body) found = { kind: 'result' };
    else if (body.error) {
      const code = body.error.code;
      found = { kind: 'error', code: typeof code === 'number' ? code : '?' };
    }
  } catch {
    found = null;
  }
  carriedOf.set(entry, found);
  return found ?? undefined;
}

function what(message: Carried): string {
  switch (message.kind) {
    case 'call':
      return message.method;
    case 'result':
      return t.labels.http.result;
    case 'error':
      return t.labels.http.error({ code: message.code });
  }
}

/**
 * The label of an HTTP step, as the specification's diagrams write it: `POST /mcp · tools/call`,
 * `200 OK · SSE`, `SSE · notifications/progress`, `flux coupé par le client`.
 */
export function httpStepLabel(entry: HttpEntry): string {
  switch (entry.part) {
    case 'request': {
      const message = carried(entry);
      const line = `${entry.method} ${pathOf(entry.url)}`;
      return message ? `${line} · ${what(message)}` : line;
    }
    case 'response':
      return entry.stream ? `${statusLine(entry.status)} · SSE` : statusLine(entry.status);
    case 'event': {
      if (entry.comment !== undefined) return t.labels.http.comment;
      if (entry.retry !== undefined && entry.data === undefined) return t.labels.http.retry;
      const message = carried(entry);
      return t.labels.http.sse({ what: message ? what(message) : (entry.event ?? 'message') });
    }
    case 'end':
      return t.labels.http.end[entry.reason];
  }
}

/** « la requête tools/call », « le résultat de tools/list »: a carried message, in a sentence. */
function messagePhrase(message: MessageEntry): string {
  const m = t.http.summary.message;
  const method = message.method ?? '?';
  return m[message.kind]({ method });
}

/**
 * One French sentence saying what an HTTP step does, with the messages it carried (found in
 * the trace, so that a result names the request it answers).
 */
export function httpSummary(
  entry: HttpEntry,
  from: string,
  messages: readonly MessageEntry[],
): string {
  const s = t.http.summary;
  const first = messages[0];
  switch (entry.part) {
    case 'request': {
      const request = `${entry.method} ${pathOf(entry.url)}`;
      return first
        ? s.requestCarrying({ from, what: request, message: messagePhrase(first) })
        : s.request({ from, what: request });
    }
    case 'response':
      if (entry.stream) return s.responseStream({ from, status: statusLine(entry.status) });
      return first
        ? s.responseJson({ from, status: statusLine(entry.status), message: messagePhrase(first) })
        : s.response({ from, status: statusLine(entry.status) });
    case 'event':
      return first
        ? s.event({ from, index: entry.index, message: messagePhrase(first) })
        : s.eventOther({ from, index: entry.index });
    case 'end':
      return s.end[entry.reason];
  }
}
