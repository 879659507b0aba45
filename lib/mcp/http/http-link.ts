import {
  StreamableHTTPClientTransport,
  applyMiddlewares,
  type Middleware,
  type OAuthClientProvider,
} from '@modelcontextprotocol/client';
import type { Link, LinkServer, RawHttpRequest } from '../link';
import type { ActorId, Trace } from '../trace';
import { requestAlterer, type RequestAlteration } from './alter';
import { inPageFetch } from './in-page-fetch';
import { httpRecorder } from './recorder';
import type { FetchHandler, FetchLike } from './request';
import { sdkHeaders, sdkPostHeaders } from './sdk-headers';

/** How long a line written at once (outside any action) may stream its answer. */
const RAW_WAIT_MS = 1_000;

/** The address the page gives a scenario server: a host of its own under `atelier.test`. */
export function serverUrl(name: string): URL {
  const host = name.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return new URL(`https://${host}.atelier.test/mcp`);
}

export interface HttpLinkOptions {
  /**
   * More hosts the client may reach in the page, by origin (an authorization server, say);
   * the link's own server is always reachable.
   */
  hosts?: (origin: string) => FetchHandler | undefined;
  /**
   * More `fetch` middleware (the SDK's `Middleware`) between the recorder and the hosts: each
   * request is recorded before they see it, as it left the client.
   */
  middleware?: readonly Middleware[];
  /**
   * Kept from one link to the next of the same connection: the 2025 session the client ended
   * last, which a lab request may present again (404).
   */
  memory?: { endedSessionId?: string };
  /** Who answers at a URL the link's server does not serve (an authorization server, say). */
  peer?: (url: URL) => ActorId;
  /** The client authorizes itself with OAuth through this provider (a protected server). */
  authProvider?: OAuthClientProvider;
  /** On `403 insufficient_scope`: authorize again for more scopes (the SDK's default), or fail. */
  onInsufficientScope?: 'reauthorize' | 'throw';
}

/** A Streamable HTTP link: what it adds to `Link`. */
export interface HttpLink extends Link {
  readonly kind: 'http';
  readonly url: URL;
  readonly clientEnd: StreamableHTTPClientTransport;
  /** The recorded `fetch` the client transport uses: every exchange of this link goes through it. */
  readonly fetch: FetchLike;
  /** The 2025 session the client opened last, even after it ended (undefined in 2026-07-28). */
  readonly lastSessionId: string | undefined;
  /** The next matching request leaves the client with these header changes (error lab). */
  alterNext(alteration: RequestAlteration): void;
}

/**
 * Joins the SDK's `StreamableHTTPClientTransport` to a server's HTTP endpoint in the page: the
 * client's `fetch` is the recorder (every exchange and the messages it carries go into the
 * trace) in front of a `fetch` that hands each `Request` to the endpoint. No network.
 */
export function createHttpLink(
  name: string,
  trace: Trace,
  options: HttpLinkOptions = {},
): HttpLink {
  const url = serverUrl(name);
  let endpoint: FetchHandler | undefined;
  const hosts = (origin: string) => (origin === url.origin ? endpoint : options.hosts?.(origin));
  const alterer = requestAlterer();
  // The first middleware is the innermost: the page's hosts ← more ← recorder ← alterations.
  const recorded = applyMiddlewares(
    ...(options.middleware ?? []),
    httpRecorder(trace, name, { ...(options.peer && { peer: options.peer }) }),
  )(inPageFetch(hosts));
  const clientEnd = new StreamableHTTPClientTransport(url, {
    fetch: alterer.middleware(recorded),
    ...(options.authProvider && { authProvider: options.authProvider }),
    ...(options.onInsufficientScope && { onInsufficientScope: options.onInsufficientScope }),
  });
  let lastSessionId: string | undefined;
  const memory = options.memory ?? {};
  const sessionId = () => {
    if (clientEnd.sessionId) lastSessionId = clientEnd.sessionId;
    return clientEnd.sessionId;
  };

  const link: HttpLink = {
    name,
    kind: 'http',
    framed: false,
    url,
    clientEnd,
    fetch: recorded,
    alterNext: (alteration) => alterer.alterNext(alteration),
    get lastSessionId() {
      sessionId();
      return lastSessionId;
    },
    serve(server: LinkServer) {
      endpoint = server.serveHttp({
        allowedOriginHostnames: [url.hostname, 'localhost', '127.0.0.1', '[::1]'],
      });
    },
    // A line the client writes by hand leaves as the body of its own POST, at once (the
    // terminal's cancel); stdout toward the client does not exist over HTTP.
    writeRaw(toward, text) {
      if (toward !== 'server') return false;
      void link.sendHttp({ method: 'POST', body: text, waitMs: RAW_WAIT_MS });
      return true;
    },
    // Answers to a hand-written POST come back in its own response: the SDK client never sees them.
    divertResponses: () => undefined,
    async sendHttp(request: RawHttpRequest) {
      sessionId();
      const headers =
        request.method === 'POST'
          ? await sdkPostHeaders(clientEnd, request.body ?? '')
          : await sdkHeaders(clientEnd, request.method);
      if (request.endedSession && memory.endedSessionId) {
        headers.set('mcp-session-id', memory.endedSessionId);
      }
      for (const [key, value] of Object.entries(request.headers ?? {})) {
        if (value === null) headers.delete(key);
        else headers.set(key, value);
      }
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), request.waitMs);
      try {
        const response = await recorded(url, {
          method: request.method,
          headers,
          ...(request.body !== undefined && { body: request.body }),
          signal: abort.signal,
        });
        // Read to the end, so each event of a streamed answer is recorded (or the wait is over).
        await response.arrayBuffer().catch(() => undefined);
      } catch {
        // Refused or given up on: the recorder has the story.
      } finally {
        clearTimeout(timer);
      }
      return true;
    },
    async beforeClose() {
      // A 2025 client that is done with its session says so: DELETE with its Mcp-Session-Id.
      const id = sessionId();
      if (!id) return;
      await clientEnd.terminateSession().catch(() => undefined);
      memory.endedSessionId = id;
    },
  };
  return link;
}
