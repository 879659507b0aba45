import {
  Client,
  StreamableHTTPClientTransport,
  type CallToolResult,
  type JSONRPCMessage,
  type Tool,
  type Transport,
} from '@modelcontextprotocol/client';
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
 * A client transport that records every message it sends and receives in the trace, as the
 * simulation's links do: what the stepper shows is the real traffic with the learner's server.
 */
function recorded(inner: Transport, trace: Trace): Transport {
  const transport: Transport = {
    start: () => inner.start(),
    close: () => inner.close(),
    send: (message: JSONRPCMessage, options) => {
      trace.recordMessage(REMOTE_LINK, 'client-to-server', message);
      return inner.send(message, options);
    },
    setProtocolVersion: (version: string) => inner.setProtocolVersion?.(version),
    get sessionId() {
      return inner.sessionId;
    },
  };
  inner.onmessage = (message, extra) => {
    trace.recordMessage(REMOTE_LINK, 'server-to-client', message);
    transport.onmessage?.(message, extra);
  };
  inner.onerror = (error) => transport.onerror?.(error);
  inner.onclose = () => transport.onclose?.();
  return transport;
}

/** The official SDK client, in the browser, connected to a server the learner runs. */
export class RemoteSession {
  readonly trace = new Trace();
  private client: Client | undefined;
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
      await client.connect(recorded(new StreamableHTTPClientTransport(endpoint), this.trace));
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

  async close(): Promise<void> {
    await this.client?.close().catch(() => undefined);
    this.client = undefined;
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
