import type { JSONRPCMessage, Middleware } from '@modelcontextprotocol/client';
import { createParser } from 'eventsource-parser';
import type { ActorId, Direction, Trace } from '../trace';
import type { HttpEndReason } from '../vocabulary';
import { checkJsonText, type UntrustedSource } from '@/lib/untrusted/json-limits';
import { buildRequest, type FetchLike } from './request';

export interface HttpRecorderOptions {
  /** Who sends the requests: the link's client unless told otherwise (the host's browser…). */
  client?: ActorId;
  /** Who answers a request to this URL: the link's server unless told otherwise. */
  peer?: (url: URL) => ActorId;
  /**
   * The peer is untrusted (a learner's own server): each body or event it sends is checked
   * against this source's JSON limits before anything parses it. One beyond them is recorded
   * without its text and carries no message step; the client's own checks report it.
   */
  untrusted?: UntrustedSource;
}

/** The step numbers of one recorded exchange, and what its stream became. */
interface Exchange {
  readonly seq: number;
  readonly link: string;
  readonly client: ActorId;
  readonly server: ActorId;
  ended: boolean;
}

/**
 * Records every HTTP exchange that passes through it into the trace, as a `fetch` middleware of
 * the SDK (`Middleware`): the request as the server receives it (method, URL, headers, body),
 * then the status and headers of the answer, its body — or each Server-Sent Event as the client
 * reads it — and how a stream that stayed open ended. The JSON-RPC messages the bodies carry
 * become message steps tied to the HTTP step that carried them: this is the only place an HTTP
 * link records messages, so the JSON-RPC layer shows exactly what went over the wire.
 *
 * Any HTTP client transport can be given it (`fetch: applyMiddlewares(recorder)(fetch)`), in
 * front of the page's own handlers or of the network.
 */
export function httpRecorder(
  trace: Trace,
  link: string,
  options: HttpRecorderOptions = {},
): Middleware {
  const client: ActorId = options.client ?? `client:${link}`;
  const defaultPeer: ActorId = `server:${link}`;
  return (next: FetchLike): FetchLike =>
    async (input, init) => {
      // A copy to read, not to send: without the signal, it does not hang on to the client's.
      const request = buildRequest(input, { ...init, signal: null });
      const body = request.body ? await request.text() : undefined;
      const exchange: Exchange = {
        seq: trace.length + 1,
        link,
        client,
        server: options.peer?.(new URL(request.url)) ?? defaultPeer,
        ended: false,
      };
      trace.record({
        type: 'http',
        layer: 'http',
        link,
        from: client,
        to: exchange.server,
        exchange: exchange.seq,
        part: 'request',
        method: request.method,
        url: request.url,
        headers: headersOf(request.headers),
        ...(body !== undefined && { body }),
      });
      if (body !== undefined) recordCarried(trace, exchange, 'client-to-server', body);

      let response: Response;
      try {
        response = await next(input, init);
      } catch (error) {
        end(trace, exchange, init?.signal?.aborted ? 'aborted' : 'error', error);
        throw error;
      }
      const headers = headersOf(response.headers);
      const stream = isEventStream(response.headers.get('content-type')) ? response.body : null;
      if (!stream) {
        const text = response.body ? await response.text() : '';
        const kept = text !== '' && admitted(text, options.untrusted);
        const seq = trace.length + 1;
        trace.record({
          ...answer(exchange),
          part: 'response',
          status: response.status,
          headers,
          ...(kept && { body: text }),
          stream: false,
        });
        if (kept) recordCarried(trace, exchange, 'server-to-client', text, seq);
        return new Response(text === '' ? null : text, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      }
      trace.record({
        ...answer(exchange),
        part: 'response',
        status: response.status,
        headers,
        stream: true,
      });
      return new Response(tapEvents(trace, exchange, stream, init?.signal, options.untrusted), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
}

/** The fields every step of the server's side of an exchange shares. */
function answer(exchange: Exchange) {
  return {
    type: 'http',
    layer: 'http',
    link: exchange.link,
    from: exchange.server,
    to: exchange.client,
    exchange: exchange.seq,
  } as const;
}

function end(trace: Trace, exchange: Exchange, reason: HttpEndReason, error?: unknown): void {
  if (exchange.ended) return;
  exchange.ended = true;
  const detail = reason === 'error' && error !== undefined ? describe(error) : undefined;
  trace.record({ ...answer(exchange), part: 'end', reason, ...(detail && { detail }) });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Headers by lower-case name, in the order the Fetch standard lists them (sorted). */
function headersOf(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers);
}

/** A text from an untrusted peer is parsed and kept only within its source's JSON limits. */
function admitted(text: string, untrusted: UntrustedSource | undefined): boolean {
  return untrusted === undefined || checkJsonText(text, untrusted).ok;
}

function isEventStream(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'text/event-stream';
}

/**
 * Passes a response stream on to the client untouched while reading a copy of it with the
 * parser the SDK client itself uses (`eventsource-parser`): each event is recorded when the
 * client receives its bytes, with the message it carries.
 */
function tapEvents(
  trace: Trace,
  exchange: Exchange,
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | null | undefined,
  untrusted: UntrustedSource | undefined,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let index = 0;
  const event = (fields: {
    event?: string;
    id?: string;
    data?: string;
    retry?: number;
    comment?: string;
  }) => {
    index += 1;
    const seq = trace.length + 1;
    trace.record({ ...answer(exchange), part: 'event', index, ...fields });
    return seq;
  };
  const parser = createParser({
    onEvent: ({ event: type, id, data }) => {
      const kept = admitted(data, untrusted);
      const seq = event({
        ...(type !== undefined && { event: type }),
        ...(id !== undefined && { id }),
        ...(kept && { data }),
      });
      // As the SDK client reads a stream: events named `message` (or unnamed) carry JSON-RPC.
      if (kept && data && (type === undefined || type === 'message')) {
        recordCarried(trace, exchange, 'server-to-client', data, seq);
      }
    },
    onRetry: (retry) => void event({ retry }),
    onComment: (comment) => void event({ comment }),
  });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          parser.feed(decoder.decode());
          end(trace, exchange, 'complete');
          controller.close();
          return;
        }
        parser.feed(decoder.decode(value, { stream: true }));
        controller.enqueue(value);
      } catch (error) {
        end(trace, exchange, signal?.aborted ? 'aborted' : 'error', error);
        controller.error(error);
      }
    },
    cancel(reason) {
      end(trace, exchange, 'aborted');
      return reader.cancel(reason);
    },
  });
}

/**
 * Records the JSON-RPC messages a body carries (one, or each of a batch), tied to the HTTP step
 * that carried them: the exchange's request, or `carrier` on the answer's side. A body that is
 * not JSON-RPC carries none: the HTTP step alone shows it.
 */
function recordCarried(
  trace: Trace,
  exchange: Exchange,
  direction: Direction,
  text: string,
  carrier: number = exchange.seq,
): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
    if (isJsonRpc(item)) trace.recordMessage(exchange.link, direction, item, undefined, carrier);
  }
}

function isJsonRpc(value: unknown): value is JSONRPCMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (value as { jsonrpc?: unknown }).jsonrpc === '2.0'
  );
}
