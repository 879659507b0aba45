import type { AuthInfo } from '@modelcontextprotocol/server';
import {
  InMemoryTransport,
  deserializeMessage,
  serializeMessage,
  type JSONRPCMessage,
  type Transport,
} from '@modelcontextprotocol/client';
import type { Trace } from './trace';

/**
 * A raw line that reached an end of a framed link, and what the SDK's parser made of it:
 * a message, or an error — `skipped` when the line is not JSON at all, which the SDK's stdio
 * reader drops without a word.
 */
export type LineOutcome =
  { ok: true; message: JSONRPCMessage } | { ok: false; error: Error; skipped: boolean };

/**
 * One end of a text-framed link: every message travels as one line of JSON, as on stdio, and
 * is read on arrival exactly as the SDK's `ReadBuffer` reads a stdio stream (the class itself
 * needs Node's `Buffer`, so its loop is reproduced here and tested against it):
 * - lines end at `\n` (a trailing `\r` is dropped); text without a newline waits and glues onto
 *   whatever comes next;
 * - a line that is not JSON (`SyntaxError`) is skipped silently: no `onerror`, no reply;
 * - a line of JSON that is not a JSON-RPC message goes to `onerror`, as the stdio transports do.
 */
class FramedEnd implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  peer?: FramedEnd;
  /** Called for every line received, parsed or not, before delivery. Return false to withhold it. */
  onLine?: (line: string, outcome: LineOutcome) => boolean;
  private buffer = '';
  private closed = false;

  async start(): Promise<void> {}

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error('Not connected'));
    this.peer?.receive(serializeMessage(message));
    return Promise.resolve();
  }

  /** Text arriving from the other end (a framed message, or any raw text). */
  receive(text: string): void {
    if (this.closed) return;
    this.buffer += text;
    let newline = this.buffer.indexOf('\n');
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline).replace(/\r$/, '');
      this.buffer = this.buffer.slice(newline + 1);
      // Delivered in a microtask, like a stream's data event, so a send never re-enters.
      queueMicrotask(() => this.deliver(line));
      newline = this.buffer.indexOf('\n');
    }
  }

  private deliver(line: string): void {
    if (this.closed) return;
    const outcome = readLine(line);
    if (this.onLine && !this.onLine(line, outcome)) return;
    if (outcome.ok) this.onmessage?.(outcome.message);
    else if (!outcome.skipped) this.onerror?.(outcome.error);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
    await this.peer?.close();
  }
}

/** What the SDK's `ReadBuffer.readMessage()` makes of one complete line. */
export function readLine(line: string): LineOutcome {
  try {
    return { ok: true, message: deserializeMessage(line) };
  } catch (error) {
    // `if (error instanceof SyntaxError) continue;` in ReadBuffer: not JSON, not reported.
    const skipped = error instanceof SyntaxError;
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)), skipped };
  }
}

/**
 * How a client reaches its server: objects handed over in memory, lines of text as on stdio, or
 * Streamable HTTP requests answered in the page.
 */
export const LINK_KINDS = ['memory', 'stdio', 'http'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** A server a link can put on its far end: over a transport, or behind an HTTP endpoint. */
export interface LinkServer {
  serve(transport: Transport): void;
  /** The endpoint; an authorization gate in front of it tells it who the caller is. */
  serveHttp(
    options: HttpServeOptions,
  ): (request: Request, extra?: { authInfo?: AuthInfo }) => Promise<Response>;
}

/** What an HTTP link asks of the endpoint it serves a server behind. */
export interface HttpServeOptions {
  /** Hostnames an `Origin` may name (the link's own host and localhost): others get 403. */
  allowedOriginHostnames: string[];
}

/** A hand-written HTTP request (error lab, terminal): the SDK client's headers, then changes. */
export interface RawHttpRequest {
  method: 'POST' | 'GET' | 'DELETE';
  body?: string;
  /** Headers to set over the SDK client's (null removes one). */
  headers?: Readonly<Record<string, string | null>>;
  /** Send the id of the session the client last ended, instead of the current one. */
  endedSession?: boolean;
  /** How long to read a streamed answer before giving up on it, in ms. */
  waitMs: number;
}

/** One client–server connection, tapped into the session's trace. */
export interface Link {
  readonly name: string;
  readonly kind: LinkKind;
  /** Messages travel as lines of text (stdio): raw lines can be typed onto the wire. */
  readonly framed: boolean;
  readonly clientEnd: Transport;
  /** Starts the server listening on its end of the link. */
  serve(server: LinkServer): void;
  /**
   * Writes raw text onto the wire towards one side (framed links only): a learner's typed
   * JSON-RPC, or a stray log line. A newline ends the text unless `newline: false`, which
   * leaves it in the reader's buffer, glued to what comes next (a `print` without newline).
   * Returns false on an unframed link.
   */
  writeRaw(toward: 'server' | 'client', text: string, options?: { newline?: boolean }): boolean;
  /** Holds back responses with these ids from the SDK client (the terminal answers them). */
  divertResponses(predicate: (message: JSONRPCMessage) => boolean): void;
  /**
   * Sends a hand-written HTTP request to the server (HTTP links only) and reads its answer,
   * recorded like any other exchange. False on another link.
   */
  sendHttp(request: RawHttpRequest): Promise<boolean>;
  /** What the client does before it closes (a 2025 HTTP client ends its session: DELETE). */
  beforeClose(): Promise<void>;
}

/** What every link that is not HTTP answers to the HTTP-only operations. */
const notHttp = {
  sendHttp: () => Promise.resolve(false),
  beforeClose: () => Promise.resolve(),
};

/**
 * Creates an in-memory or text-framed connection between a client and a server, recording in
 * the trace a deep copy of every message as it leaves either end (InMemoryTransport passes
 * objects by reference). HTTP links are made by `createHttpLink`.
 */
export function createLink(
  name: string,
  trace: Trace,
  options: { framed: boolean },
): Link & { readonly serverEnd: Transport } {
  if (!options.framed) {
    const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
    tapSend(clientEnd, (m) => trace.recordMessage(name, 'client-to-server', m));
    tapSend(serverEnd, (m) => trace.recordMessage(name, 'server-to-client', m));
    return {
      name,
      kind: 'memory',
      framed: false,
      clientEnd,
      serverEnd,
      serve: (server) => server.serve(serverEnd),
      writeRaw: () => false,
      divertResponses: () => undefined,
      ...notHttp,
    };
  }

  const clientEnd = new FramedEnd();
  const serverEnd = new FramedEnd();
  clientEnd.peer = serverEnd;
  serverEnd.peer = clientEnd;
  tapSend(clientEnd, (m) => trace.recordMessage(name, 'client-to-server', m, serializeMessage(m)));
  tapSend(serverEnd, (m) => trace.recordMessage(name, 'server-to-client', m, serializeMessage(m)));

  const rawLines = new Set<string>();
  let divert: ((message: JSONRPCMessage) => boolean) | undefined;
  const watchRaw = (end: FramedEnd, direction: 'client-to-server' | 'server-to-client') => {
    end.onLine = (line, outcome) => {
      const injected = rawLines.delete(`${direction}\n${line}`);
      const from = direction === 'client-to-server' ? `client:${name}` : `server:${name}`;
      const to = direction === 'client-to-server' ? `server:${name}` : `client:${name}`;
      if (!outcome.ok) {
        trace.record({
          type: 'transport',
          layer: 'transport',
          link: name,
          from: from as `client:${string}`,
          to: to as `server:${string}`,
          event: 'parse-error',
          text: line,
          detail: outcome.error.message,
        });
        return true;
      }
      if (injected) trace.recordMessage(name, direction, outcome.message, line);
      if (direction === 'server-to-client' && divert?.(outcome.message)) return false;
      return true;
    };
  };
  watchRaw(serverEnd, 'client-to-server');
  watchRaw(clientEnd, 'server-to-client');

  return {
    name,
    kind: 'stdio',
    framed: true,
    clientEnd,
    serverEnd,
    serve: (server) => server.serve(serverEnd),
    ...notHttp,
    writeRaw(toward, text, { newline = true } = {}) {
      const direction = toward === 'server' ? 'client-to-server' : 'server-to-client';
      const target = toward === 'server' ? serverEnd : clientEnd;
      const written = newline && !text.endsWith('\n') ? `${text}\n` : text;
      // Only complete lines are known here; a glued tail is recorded as what it becomes.
      for (const line of written.split('\n').slice(0, -1)) {
        rawLines.add(`${direction}\n${line.replace(/\r$/, '')}`);
      }
      target.receive(written);
      return true;
    },
    divertResponses(predicate) {
      divert = predicate;
    },
  };
}

function tapSend(transport: Transport, record: (message: JSONRPCMessage) => void): void {
  const send = transport.send.bind(transport);
  // Not an async function: it hands back the transport's own promise, so tapping costs the
  // SDK no extra promise nor microtask per message.
  transport.send = (message, options) => {
    try {
      record(message);
      return send(message, options);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
