import { ProtocolError } from '@modelcontextprotocol/client';
import type { Revision } from '@/lib/mcp/revisions';
import { remoteMessages as say } from '@/messages/remote';
import { corsNeeds } from './cors';

/** How long the client waits for the server: a silent server no longer holds the panel 60 s. */
export const REMOTE_TIMEOUT_MS = 15_000;

/**
 * The hosts the site's CSP lets a page reach (`connect-src`, scripts/lib/security-headers.mjs):
 * any other one, even another loopback address such as 127.0.0.2, is blocked by the browser
 * before a byte leaves, so it is refused here first with the reason.
 */
export const CSP_LOCAL_HOSTS = ['localhost', '127.0.0.1'] as const;

/** Why an address is refused before any request, or undefined when the page may reach it. */
export function localAddressProblem(url: string): string | undefined {
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    return say.badUrl;
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') return say.badUrl;
  const host = endpoint.hostname;
  if ((CSP_LOCAL_HOSTS as readonly string[]).includes(host)) return undefined;
  if (/^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]') return say.notInCsp({ host });
  return say.notLocal;
}

/** What went wrong, from the real cause rather than the SDK's wrapper. */
export type RemoteFailure =
  | { cause: 'unreachable' }
  | { cause: 'cors' }
  | { cause: 'forbidden' }
  | { cause: 'auth'; status: number }
  | { cause: 'http'; status: number; excerpt: string }
  | { cause: 'timeout' }
  | { cause: 'protocol'; code: number; message: string }
  | { cause: 'invalidResult'; message: string }
  | { cause: 'version'; message: string }
  | { cause: 'badReply'; message: string }
  | { cause: 'other'; message: string };

/** What the learner was doing when it failed: it names the subject of the French sentence. */
export type RemoteStage = 'connect' | 'call' | 'read' | 'prompt' | 'complete';

/** What was seen before the failure: it tells a dead server from a server that answered. */
export interface RemoteContext {
  /** A JSON-RPC message came back from the server. */
  received?: boolean;
  /** The last error the transport reported. */
  error?: unknown;
  during?: RemoteStage;
  /**
   * After a bare network failure, whether a CORS-free probe (`mode: 'no-cors'`) reached the
   * server: a browser reports a CORS refusal exactly like a dead server, the probe tells them
   * apart. Undefined when no probe ran.
   */
  reachable?: boolean;
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 5;) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
}

function httpStatus(error: unknown): number | undefined {
  const data = (error as { data?: { status?: unknown } } | undefined)?.data;
  if (typeof data?.status === 'number') return data.status;
  const match = /\bHTTP (\d{3})\b/.exec(error instanceof Error ? error.message : String(error));
  return match ? Number(match[1]) : undefined;
}

/** The body the server sent with an HTTP error, as the SDK kept it. */
function httpBody(error: unknown): string {
  const data = (error as { data?: { text?: unknown } } | undefined)?.data;
  if (typeof data?.text === 'string') return data.text;
  const message = error instanceof Error ? error.message : String(error);
  const match = /\(HTTP \d{3}\):\s*([\s\S]*)$|^Error POSTing to endpoint:\s*([\s\S]*)$/.exec(
    message.slice(0, 20_000),
  );
  return match?.[1] ?? match?.[2] ?? '';
}

const EXCERPT_CHARS = 160;

/**
 * A short plain-text excerpt of an HTTP error body: an HTML page gives its title (or its text
 * without tags), never the whole document. The body is the untrusted server's: bounded first.
 */
export function bodyExcerpt(body: string): string {
  let text = body.slice(0, 8_000);
  if (/<[a-z!/][^>]*>/i.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
    text = title?.trim()
      ? title
      : text.replace(/<(script|style)[^>]*>[^<]*<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  }
  text = text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}

/** Sorts a failure by its cause. Pure: what the transport and the probe saw comes in `context`. */
export function classifyRemoteFailure(error: unknown, context: RemoteContext = {}): RemoteFailure {
  const chain = [...causes(error), ...(context.error === undefined ? [] : causes(context.error))];
  const messages = chain.map((e) => (e instanceof Error ? e.message : String(e))).join(' | ');
  const statusAt = chain.findIndex((e) => httpStatus(e) !== undefined);
  const status = statusAt < 0 ? undefined : httpStatus(chain[statusAt]);
  if (status === 403) return { cause: 'forbidden' };
  if (status === 401 || status === 407) return { cause: 'auth', status };
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'REQUEST_TIMEOUT' || /timed out|Maximum total timeout/i.test(messages)) {
    return { cause: 'timeout' };
  }
  if (status !== undefined && status >= 400) {
    return { cause: 'http', status, excerpt: bodyExcerpt(httpBody(chain[statusAt])) };
  }
  const unreachable =
    chain.some((e) => e instanceof TypeError) ||
    /fetch failed|failed to fetch|networkerror|ECONNREFUSED|load failed/i.test(messages);
  if (unreachable && !context.received) {
    return context.reachable ? { cause: 'cors' } : { cause: 'unreachable' };
  }
  const protocol = chain.find((e): e is ProtocolError => e instanceof ProtocolError);
  if (
    code === -32022 ||
    protocol?.code === -32022 ||
    /did not offer pinned|unsupported protocol version|protocol version .* not supported/i.test(
      messages,
    )
  ) {
    return { cause: 'version', message: messages };
  }
  // The SDK client, not the server, refuses a result that breaks the tool's output schema.
  if (protocol && /Structured content does not match/i.test(protocol.message)) {
    return { cause: 'invalidResult', message: bodyExcerpt(protocol.message) };
  }
  if (protocol) return { cause: 'protocol', code: protocol.code, message: protocol.message };
  if (/unusable reply|JSON|Unexpected|content-type|text\/html|invalid/i.test(messages)) {
    return { cause: 'badReply', message: bodyExcerpt(messages) };
  }
  if (unreachable) return context.reachable ? { cause: 'cors' } : { cause: 'unreachable' };
  return { cause: 'other', message: bodyExcerpt(messages) };
}

/** The French explanation of a failure: what happened and what to do. */
export function explainRemoteFailure(
  failure: RemoteFailure,
  where: { url: string; origin: string; revision: Revision; during: RemoteStage },
): string {
  const what = say.what[where.during];
  const origin = where.origin || where.url;
  switch (failure.cause) {
    case 'unreachable':
      return say.unreachable({ url: where.url });
    case 'cors': {
      const needs = corsNeeds(where.revision);
      return say.cors({
        url: where.url,
        origin,
        revision: where.revision,
        methods: [...needs.methods, 'OPTIONS'].join(', '),
        headers: needs.requestHeaders.join(', '),
        expose:
          needs.exposeHeaders.length > 0
            ? say.corsExpose({ headers: needs.exposeHeaders.join(', ') })
            : '',
      });
    }
    case 'forbidden':
      return say.forbidden({ origin });
    case 'auth':
      return say.auth({ status: failure.status });
    case 'http':
      return say.httpStatus({
        status: failure.status,
        what,
        excerpt: failure.excerpt ? say.excerpt({ text: failure.excerpt }) : '',
      });
    case 'timeout':
      return say.timeout({ seconds: REMOTE_TIMEOUT_MS / 1000, what });
    case 'protocol':
      return say.protocol({ what, code: failure.code, message: failure.message });
    case 'invalidResult':
      return say.invalidResult({ what, message: failure.message });
    case 'version':
      return say.version({ message: failure.message, revision: where.revision });
    case 'badReply':
      return say.badReply({ what, message: failure.message });
    case 'other':
      return say.other({ what, message: failure.message });
  }
}
