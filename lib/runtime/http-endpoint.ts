import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
  originValidationResponse,
  type AuthInfo,
  type McpServer,
  type PerRequestResponseMode,
} from '@modelcontextprotocol/server';

/*
 * One Streamable HTTP endpoint for both protocol eras, made of the SDK's web-standard pieces
 * only: `(Request) => Promise<Response>`. The exported project mounts it on Node's HTTP server;
 * Atelier MCP's HTTP link hands it the `Request`s of the SDK client in the page. Same code, so
 * what the learner steps through is what the exported server answers.
 */

/** Which era a fresh server instance serves: 2026-07-28 per request, or a 2025 session. */
export type EndpointEra = 'modern' | 'legacy';

export interface HttpEndpointOptions {
  /** Hostnames an `Origin` header may name; any other origin gets 403 (DNS rebinding). */
  allowedOriginHostnames: string[];
  /** Names each 2025-era session (the spec asks for a secure random value, e.g. a UUID). */
  sessionIdGenerator: () => string;
  /**
   * How a 2026-07-28 request is answered: JSON unless the tool emits something before its
   * result (`auto`, the SDK's default), always SSE, or always JSON. A 2025 session answers with
   * SSE streams, or with JSON bodies when this is `json`.
   */
  responseMode?: PerRequestResponseMode;
  /** SSE keep-alive comments on open streams, in ms (the SDK's default is 15 000; 0: none). */
  keepAliveMs?: number;
  /** The body of the 404 that answers an unknown or ended session. */
  unknownSession: string;
  /**
   * At most this many 2025 sessions at once: the least recently used one makes room, so a
   * client that opens sessions without closing them cannot make the server grow forever.
   */
  maxSessions?: number;
  /** A 2025 session without a request for this long is ended (checked at most every minute). */
  sessionIdleMs?: number;
  onerror?: (error: Error) => void;
}

export interface HttpEndpoint {
  /**
   * Serves one HTTP request: the whole MCP endpoint (`/mcp`) behind its Origin check. An
   * authorization gate in front tells it who the verified caller is (`authInfo`): handlers and
   * per-tool scope challenges read it.
   */
  readonly fetch: (request: Request, extra?: { authInfo?: AuthInfo }) => Promise<Response>;
  /**
   * Announces a new tool list on the open 2026-07-28 `subscriptions/listen` streams: their
   * per-request instances are gone. (A 2025 session's instance lives on and announces its own
   * changes on the session's GET stream.)
   */
  toolsChanged(): void;
  /** Announces a new resource list on the open 2026-07-28 subscription streams. */
  resourcesChanged(): void;
  /** Announces a new prompt list on the open 2026-07-28 subscription streams. */
  promptsChanged(): void;
  /** Tells the 2026-07-28 subscription streams that asked for `uri` that its content changed. */
  resourceUpdated(uri: string): void;
  /** Ends every exchange in flight and every 2025 session. */
  close(): Promise<void>;
}

/**
 * Serves 2026-07-28 requests from a fresh instance each (`createMcpHandler`, strict), and
 * 2025-era clients through a session each (`WebStandardStreamableHTTPServerTransport` with an
 * `Mcp-Session-Id`), routed by the SDK's own classifier (`isLegacyRequest`).
 */
export function createHttpEndpoint(
  build: (era: EndpointEra) => McpServer,
  options: HttpEndpointOptions,
): HttpEndpoint {
  const modern = createMcpHandler(() => build('modern'), {
    legacy: 'reject',
    ...(options.responseMode && { responseMode: options.responseMode }),
    ...(options.keepAliveMs !== undefined && { keepAliveMs: options.keepAliveMs }),
    ...(options.onerror && { onerror: options.onerror }),
  });
  // Map keeps insertion order: a request moves its session to the end, the first is the least
  // recently used.
  const sessions = new Map<
    string,
    { transport: WebStandardStreamableHTTPServerTransport; seen: number }
  >();
  const end = (sessionId: string) => {
    const session = sessions.get(sessionId);
    sessions.delete(sessionId);
    void session?.transport.close().catch(() => undefined);
  };
  const idleMs = options.sessionIdleMs;
  const sweep =
    idleMs === undefined
      ? undefined
      : setInterval(
          () => {
            const now = Date.now();
            for (const [sessionId, session] of sessions) {
              if (now - session.seen > idleMs) end(sessionId);
            }
          },
          Math.min(idleMs, 60_000),
        );
  // In Node, the sweep alone must not keep the process alive.
  (sweep as { unref?: () => void } | undefined)?.unref?.();

  const legacy = async (request: Request, extra: { authInfo?: AuthInfo }): Promise<Response> => {
    const id = request.headers.get('mcp-session-id');
    if (id) {
      const session = sessions.get(id);
      if (!session) return jsonRpcError(404, options.unknownSession);
      session.seen = Date.now();
      sessions.delete(id);
      sessions.set(id, session);
      return session.transport.handleRequest(request, extra);
    }
    // Without a session there is no stream to open nor to end: the strict handler says 405.
    if (request.method.toUpperCase() !== 'POST') return modern.fetch(request, extra);
    const server = build('legacy');
    const transport: WebStandardStreamableHTTPServerTransport =
      new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: options.sessionIdGenerator,
        enableJsonResponse: options.responseMode === 'json',
        ...(options.keepAliveMs !== undefined && { keepAliveMs: options.keepAliveMs }),
        onsessioninitialized: (sessionId) => {
          const max = options.maxSessions ?? Infinity;
          while (sessions.size >= max) end(sessions.keys().next().value!);
          sessions.set(sessionId, { transport, seen: Date.now() });
        },
        onsessionclosed: (sessionId) => void sessions.delete(sessionId),
      });
    if (options.onerror) transport.onerror = options.onerror;
    await server.connect(transport);
    const response = await transport.handleRequest(request, extra);
    // Not an initialize: the transport refused it and no session was opened.
    if (!transport.sessionId) await transport.close();
    return response;
  };

  return {
    fetch: async (request, extra = {}) => {
      const refused = originValidationResponse(request, options.allowedOriginHostnames);
      if (refused) return refused;
      return (await isLegacyRequest(request))
        ? legacy(request, extra)
        : modern.fetch(request, extra);
    },
    toolsChanged() {
      modern.notify.toolsChanged();
    },
    resourcesChanged() {
      modern.notify.resourcesChanged();
    },
    promptsChanged() {
      modern.notify.promptsChanged();
    },
    resourceUpdated(uri) {
      modern.notify.resourceUpdated(uri);
    },
    async close() {
      if (sweep !== undefined) clearInterval(sweep);
      await modern.close();
      for (const { transport } of [...sessions.values()]) await transport.close();
      sessions.clear();
    },
  };
}

function jsonRpcError(status: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, { status });
}
