import {
  Client,
  StreamableHTTPClientTransport,
  applyMiddlewares,
  type CallToolResult,
  type FetchLike,
  type Tool,
} from '@modelcontextprotocol/client';
import { httpRecorder } from '@/lib/mcp/http/recorder';
import { remoteMessages as say } from '@/messages/remote';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import { Trace, type TraceEntry } from '@/lib/mcp/trace';

/** Whether an address names this machine: the only servers the page may reach. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The link name of the learner's server in the trace (actors `client:…` and `server:…`). */
export const REMOTE_LINK = 'mon-serveur';

/**
 * The page's own `fetch`, recorded: every HTTP exchange with the learner's server and the
 * JSON-RPC messages its bodies carry go into the trace, as on the simulation's HTTP link (the
 * same recorder). The browser adds what a page may not set itself (`Origin`…) on the way out.
 */
export function recordedFetch(trace: Trace): FetchLike {
  return applyMiddlewares(httpRecorder(trace, REMOTE_LINK))((input, init) => fetch(input, init));
}

/** The official SDK client, in the browser, connected to a server the learner runs. */
export class RemoteSession {
  readonly trace = new Trace();
  private client: Client | undefined;
  private transport: StreamableHTTPClientTransport | undefined;
  serverName = '';
  tools: Tool[] = [];

  constructor(
    readonly url: string,
    readonly revision: Revision,
  ) {}

  get entries(): readonly TraceEntry[] {
    return this.trace.entries;
  }

  /** Connects (handshake or `server/discover`) and lists the tools. Throws a French message. */
  async connect(origin: string): Promise<void> {
    let endpoint: URL;
    try {
      endpoint = new URL(this.url);
      if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') throw new Error();
    } catch {
      throw new Error(say.badUrl);
    }
    // The site's CSP lets the page reach only the learner's own machine (no remote origin).
    if (!isLoopbackHost(endpoint.hostname)) throw new Error(say.notLocal);
    const client = new Client(
      { name: 'atelier-mcp', version: '1.0.0' },
      isLegacyRevision(this.revision)
        ? {}
        : { versionNegotiation: { mode: { pin: this.revision } } },
    );
    client.onerror = () => {
      // Transport errors reach the caller through the failed request.
    };
    try {
      const transport = new StreamableHTTPClientTransport(endpoint, {
        fetch: recordedFetch(this.trace),
      });
      await client.connect(transport);
      this.transport = transport;
      this.client = client;
      this.serverName = client.getServerVersion()?.name ?? endpoint.host;
      this.tools = client.getServerCapabilities()?.tools ? (await client.listTools()).tools : [];
    } catch (error) {
      await client.close().catch(() => undefined);
      throw new Error(describeRemoteError(error, this.url, origin));
    }
  }

  async callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    if (!this.client) throw new Error(say.other({ message: 'non connecté' }));
    try {
      return await this.client.callTool({ name, arguments: args });
    } catch (error) {
      throw new Error(say.other({ message: (error as Error).message }));
    }
  }

  /** Closes the connection; a 2025 client first ends its session (DELETE), as it should. */
  async close(): Promise<void> {
    if (this.transport?.sessionId) await this.transport.terminateSession().catch(() => undefined);
    await this.client?.close().catch(() => undefined);
    this.client = undefined;
    this.transport = undefined;
  }
}

/**
 * The French reason a connection failed. A browser reports a CORS refusal exactly like an
 * unreachable server (a bare `TypeError` from fetch), so that message names both causes.
 */
export function describeRemoteError(error: unknown, url: string, origin: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // The SDK's HTTP errors carry the status in `data`; older paths only in the message.
  const data = (error as { data?: { status?: unknown } } | undefined)?.data;
  const status =
    typeof data?.status === 'number' && [401, 403, 407].includes(data.status)
      ? String(data.status)
      : /\(HTTP (401|403|407)\)/.exec(message)?.[1];
  if (status === '403') return say.forbidden({ origin });
  if (status) return say.auth({ status });
  if (/negotiat|protocol version|unsupported.*version/i.test(message)) {
    return say.version({ message });
  }
  if (
    error instanceof TypeError ||
    /fetch failed|failed to fetch|networkerror|ECONNREFUSED|load failed/i.test(message)
  ) {
    return say.network({ url, origin });
  }
  return say.other({ message });
}
