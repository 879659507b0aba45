import {
  Client,
  StreamableHTTPClientTransport,
  applyMiddlewares,
  type CallToolResult,
  type CompleteRequest,
  type GetPromptResult,
  type ReadResourceResult,
  type Prompt,
  type Resource,
  type ResourceTemplateType as ResourceTemplate,
  type FetchLike,
  type JSONRPCMessage,
  type Tool,
  type Transport,
} from '@modelcontextprotocol/client';
import { httpRecorder } from '@/lib/mcp/http/recorder';
import { AUTH_ACTOR } from '@/lib/mcp/auth/network';
import { TabOAuthProvider } from '@/lib/mcp/auth/tab-provider';
import type { ActorId } from '@/lib/mcp/trace';
import {
  maskSecret,
  oauthRedirectUrl,
  openableAuthorizationUrl,
  stateMatches,
  type OAuthReturn,
} from './oauth-return';
import { remoteMessages as say } from '@/messages/remote';
import { isLegacyRevision, isRevision, type Revision } from '@/lib/mcp/revisions';
import { Trace, type TraceEntry } from '@/lib/mcp/trace';
import { checkJsonValue } from '@/lib/untrusted/json-limits';
import { createHostClient } from '@/lib/mcp/host/host-client';
import type { HostDelegate } from '@/lib/mcp/host/delegate';
import type { Scenario } from '@/lib/mcp/scenario';
import { ResourceFollower } from '@/lib/mcp/host/follow';
import { engineMessages } from '@/messages/simulation';
import {
  classifyRemoteFailure,
  CSP_LOCAL_HOSTS,
  explainRemoteFailure,
  localAddressProblem,
  REMOTE_TIMEOUT_MS,
  type RemoteContext,
  type RemoteStage,
} from './remote-errors';

export { REMOTE_TIMEOUT_MS };

/** Whether the page may reach this host: this machine, by a name the site's CSP allows. */
export function isLoopbackHost(hostname: string): boolean {
  return (CSP_LOCAL_HOSTS as readonly string[]).includes(hostname);
}

/** The link name of the learner's server in the trace (actors `client:…` and `server:…`). */
export const REMOTE_LINK = 'mon-serveur';

/** What the transport saw, for a French explanation when a request fails. */
interface Watch {
  /** A message came back from the server (so it is reachable and speaks JSON-RPC). */
  received: boolean;
  /** The last error the transport reported (fetch failure, HTTP status, unreadable body). */
  error?: unknown;
  /** A message refused before anything read it (too deep, too big), in French. */
  refused?: string;
}

/**
 * The page's own `fetch`, recorded: every HTTP exchange with the learner's server and the
 * JSON-RPC messages its bodies carry go into the trace, as on the simulation's HTTP link (the
 * same recorder). The browser adds what a page may not set itself (`Origin`…) on the way out.
 * The server is untrusted: a body beyond the limits of one remote message is recorded without
 * its text nor the messages it carries (review R7: a 100,000-deep `tools/list` jammed the panel).
 */
export function recordedFetch(trace: Trace, endpoint?: URL): FetchLike {
  return applyMiddlewares(
    httpRecorder(trace, REMOTE_LINK, {
      untrusted: 'remote',
      ...(endpoint && { peer: (url: URL) => peerOf(url, endpoint) }),
    }),
  )((input, init) => fetch(input, init));
}

/**
 * Who answers at a URL, for the trace's lanes: the MCP endpoint and its protected resource
 * metadata are the learner's server; every other address the client reaches (discovery,
 * registration, token) belongs to the authorization server, even on the same origin.
 */
function peerOf(url: URL, endpoint: URL): ActorId {
  const resource =
    url.origin === endpoint.origin &&
    (url.pathname === endpoint.pathname ||
      url.pathname.startsWith('/.well-known/oauth-protected-resource'));
  return resource ? `server:${REMOTE_LINK}` : AUTH_ACTOR;
}

/**
 * The server asked for an authorization: the SDK discovered its authorization server,
 * registered, and wants the learner sent to `url` (the consent page). Not a failure to explain.
 */
export class AuthorizationRequired extends Error {
  readonly code = 'authorization-required';
  constructor(readonly url: URL) {
    super(say.oauth.needed({ issuer: url.origin }));
  }
}

/** What the panel may show of the credentials: never a whole token. */
export interface AuthorizationSummary {
  token: string;
  scopes: string;
}

/**
 * Watches what the client transport receives (the recorder has already put it in the trace),
 * to explain a failure in French. Each message from the server is bounded first (depth, number
 * of values): such a message is dropped and the connection closed, so the waiting request fails
 * at once instead of overflowing the SDK.
 */
function watched(inner: Transport, watch: Watch): Transport {
  const transport: Transport = {
    start: () => inner.start(),
    close: () => inner.close(),
    send: (message: JSONRPCMessage, options) => inner.send(message, options),
    setProtocolVersion: (version: string) => inner.setProtocolVersion?.(version),
    // The SDK cancels a 2026-07-28 request over HTTP by closing its response stream, and only
    // if the transport says it has one per request: without this flag it would POST
    // `notifications/cancelled`, which that revision neither requires nor expects.
    hasPerRequestStream: inner.hasPerRequestStream,
    get sessionId() {
      return inner.sessionId;
    },
  };
  inner.onmessage = (message, extra) => {
    const verdict = checkJsonValue(message, 'remote', MAX_REMOTE_VALUES);
    if (!verdict.ok) {
      watch.refused = verdict.message;
      void inner.close().catch(() => undefined);
      return;
    }
    watch.received = true;
    transport.onmessage?.(message, extra);
  };
  inner.onerror = (error) => {
    watch.error = error;
    transport.onerror?.(error);
  };
  inner.onclose = () => transport.onclose?.();
  return transport;
}

/** How a call waits: long enough for the learner to answer a dialog the server opened. */
const CALL_TIMEOUT_MS = 120_000;

/** Until the page registers its dialogs, the host answers as a cautious human. */
const CAUTIOUS: HostDelegate = {
  consent: () => Promise.resolve({ allow: false, scopes: [] }),
  approve: () => Promise.resolve(false),
  elicit: () => Promise.resolve({ action: 'cancel' }),
  openUrl: () => Promise.resolve({ action: 'cancel', visited: false }),
  sample: () => Promise.resolve(null),
};

export interface RemoteOptions {
  /** What the host declares and shares (content/remote/host.ts); nothing when absent. */
  host?: Pick<Scenario, 'clientCapabilities' | 'roots'>;
  /** The page's dialogs (the host panel's, through useHostDelegates). */
  delegate?: () => Partial<HostDelegate>;
  /** Tells a CORS refusal from a dead server (a test gives its own; see reachableWithoutCors). */
  probe?: (url: string) => Promise<boolean>;
}

/** The official SDK client, in the browser, connected to a server the learner runs. */
export class RemoteSession {
  readonly trace = new Trace();
  private client: Client | undefined;
  private transport: StreamableHTTPClientTransport | undefined;
  private readonly watch: Watch = { received: false };
  private calling: AbortController | undefined;
  serverName = '';
  /** The version the server and the client agreed on: the one shown. */
  negotiatedVersion: string;
  /** The revision the trace is annotated in. */
  negotiated: Revision;
  tools: Tool[] = [];
  resources: Resource[] = [];
  templates: ResourceTemplate[] = [];
  prompts: Prompt[] = [];

  private origin = '';
  /**
   * The OAuth client of this session: tokens, verifier, registered client and state live in
   * this object only, for this tab (never in storage, never in a link), and outlive a
   * reconnection to the same server.
   */
  private oauth: TabOAuthProvider | undefined;
  /** The consent page the SDK asked to open, not yet answered. */
  private authorizationUrl: URL | undefined;
  /** The transport that stopped for the authorization (`finishAuth` goes there). */
  private awaitingAuth: StreamableHTTPClientTransport | undefined;

  constructor(
    readonly url: string,
    readonly revision: Revision,
    private readonly options: RemoteOptions = {},
  ) {
    this.negotiated = revision;
    this.negotiatedVersion = revision;
  }

  /**
   * The recorded steps, the lanes named by the server's own `serverInfo.name` once known (the
   * recorder starts before the server has said its name).
   */
  get entries(): readonly TraceEntry[] {
    const name = laneName(this.serverName);
    if (!name || name === REMOTE_LINK) return this.trace.entries;
    return this.trace.entries.map((entry) => renamedLink(entry, REMOTE_LINK, name));
  }

  /** A live connection is open: calls go to the server. */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** Connects (handshake or `server/discover`) and lists the tools. Throws a French message. */
  async connect(origin: string): Promise<void> {
    this.origin = origin;
    // The site's CSP lets the page reach only the learner's own machine (no remote origin).
    const problem = localAddressProblem(this.url);
    if (problem) throw new Error(problem);
    const endpoint = new URL(this.url);
    // The scenarios' own host client: the same capabilities, dialogs and stand-in model, and
    // the learner's server is untrusted as a scenario's (linear-time schema patterns). In
    // 2026-07-28, the specification's fallback (Streamable HTTP, « Backward Compatibility »):
    // `server/discover` first, `initialize` if the server turns out to be a 2025 one.
    const client = createHostClient(REMOTE_LINK, {
      revision: this.revision,
      scenario: this.options.host ?? { clientCapabilities: {}, roots: [] },
      negotiation: 'auto',
      messages: engineMessages,
      trace: this.trace,
      follower: new ResourceFollower(this.trace),
      delegate: () => ({ ...CAUTIOUS, ...this.options.delegate?.() }),
      scriptedElicitation: () => undefined,
      scriptedSampling: () => undefined,
      // A real server's page talks to its server itself: the client has nothing to fetch.
      visit: () => Promise.resolve(),
      replace: (kind, items) => {
        if (kind === 'tools') this.tools = items as Tool[];
        else if (kind === 'resources') this.resources = items as Resource[];
        else if (kind === 'prompts') this.prompts = items;
      },
    });
    client.onerror = () => {
      // Transport errors reach the caller through the failed request.
    };
    this.client = client;
    const connecting = new AbortController();
    this.calling = connecting;
    const options = { timeout: REMOTE_TIMEOUT_MS, signal: connecting.signal };
    // A server that answers 401 gets the SDK's whole authorization flow: discovery (RFC 9728,
    // then RFC 8414 or OpenID), registration, PKCE; the consent page is the learner's to open.
    this.oauth ??= new TabOAuthProvider({
      redirectUrl: oauthRedirectUrl(origin),
      clientName: say.oauth.clientName,
      onRedirect: (url) => {
        this.authorizationUrl = url;
      },
    });
    this.authorizationUrl = undefined;
    const transport = new StreamableHTTPClientTransport(endpoint, {
      fetch: recordedFetch(this.trace, endpoint),
      authProvider: this.oauth,
    });
    try {
      this.transport = transport;
      const signal = connecting.signal;
      this.trace.phase = 'initialisation';
      await untilAborted(client.connect(watched(transport, this.watch), options), signal);
      // Past the handshake (or the discovery), every exchange is the operation phase.
      this.trace.phase = 'operation';
      this.serverName = client.getServerVersion()?.name ?? endpoint.host;
      this.negotiatedVersion = client.getNegotiatedProtocolVersion() ?? this.revision;
      // A version older than those the site annotates is annotated as the oldest one.
      this.negotiated = isRevision(this.negotiatedVersion) ? this.negotiatedVersion : '2025-06-18';
      const offers = client.getServerCapabilities() ?? {};
      this.tools = offers.tools
        ? (await untilAborted(client.listTools(undefined, options), signal)).tools
        : [];
      // Everything the inspector lists for a scenario's server: resources, templates, prompts.
      // A server that declares them yet fails to list one still connects: its tools work.
      const listed = async <T>(list: () => Promise<T>, fallback: T): Promise<T> => {
        try {
          return await untilAborted(list(), signal);
        } catch {
          if (signal.aborted) throw new Error('aborted');
          return fallback;
        }
      };
      if (offers.resources) {
        this.resources = await listed(
          async () => (await client.listResources(undefined, options)).resources,
          [],
        );
        this.templates = await listed(
          async () => (await client.listResourceTemplates(undefined, options)).resourceTemplates,
          [],
        );
      }
      if (offers.prompts) {
        this.prompts = await listed(
          async () => (await client.listPrompts(undefined, options)).prompts,
          [],
        );
      }
    } catch (error) {
      this.client = undefined;
      this.transport = undefined;
      await client.close().catch(() => undefined);
      if (connecting.signal.aborted) throw new Error(say.connectCancelled);
      const consent = this.authorizationUrl;
      if (consent && openableAuthorizationUrl(consent)) {
        this.awaitingAuth = transport;
        throw new AuthorizationRequired(consent);
      }
      throw new Error(await this.explain(error, 'connect', origin));
    } finally {
      if (this.calling === connecting) this.calling = undefined;
    }
  }

  async callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    return this.request('call', (client, options) =>
      client.callTool(
        { name, arguments: args },
        // A progress token goes with every call; the server's notifications reach the trace.
        { ...options, onprogress: () => undefined },
      ),
    );
  }

  /** `resources/read`: a listed resource, or a template's URI once its variables are filled. */
  async readResource(uri: string): Promise<ReadResourceResult> {
    return this.request('read', (client, options) => client.readResource({ uri }, options));
  }

  /** `prompts/get` with the learner's arguments (strings, as the protocol has them). */
  async getPrompt(name: string, args: Record<string, string>): Promise<GetPromptResult> {
    return this.request('prompt', (client, options) =>
      client.getPrompt({ name, arguments: args }, options),
    );
  }

  /** Whether the server declared `completions`: only then does the panel ask it for values. */
  get completes(): boolean {
    return Boolean(this.client?.getServerCapabilities()?.completions);
  }

  /**
   * `completion/complete` for one argument being typed (a prompt's or a template's variable).
   * A failure is not an error to show: the field simply offers no suggestion.
   */
  async complete(
    ref: CompleteRequest['params']['ref'],
    argument: { name: string; value: string },
  ): Promise<string[] | undefined> {
    try {
      const result = await this.request('complete', (client, options) =>
        client.complete({ ref, argument }, options),
      );
      return result.completion.values.slice(0, MAX_SUGGESTIONS).map(String);
    } catch {
      return undefined;
    }
  }

  /** One request of the learner's, cancellable, its failure explained in French. */
  private async request<T>(
    stage: Exclude<RemoteStage, 'connect'>,
    send: (client: Client, options: { timeout: number; signal: AbortSignal }) => Promise<T>,
  ): Promise<T> {
    if (!this.client) throw new Error(say.notConnected);
    const calling = new AbortController();
    // Suggestions come and go as the learner types: they never take « Annuler » from a call.
    if (stage !== 'complete') this.calling = calling;
    this.authorizationUrl = undefined;
    try {
      // The learner may be answering the server's question (a dialog) meanwhile.
      return await send(this.client, { timeout: CALL_TIMEOUT_MS, signal: calling.signal });
    } catch (error) {
      if (calling.signal.aborted) {
        throw new Error(
          isLegacyRevision(this.negotiated) ? say.callCancelled : say.callCancelledByClosing,
        );
      }
      // A token without the scope a tool needs (403 insufficient_scope), or one that can no
      // longer be refreshed: the SDK asks for a new authorization on the live transport.
      const consent = this.authorizationUrl;
      if (consent && this.transport && openableAuthorizationUrl(consent)) {
        this.awaitingAuth = this.transport;
        throw new AuthorizationRequired(consent);
      }
      throw new Error(await this.explain(error, stage, this.origin));
    } finally {
      if (this.calling === calling) this.calling = undefined;
    }
  }

  /** The consent page waiting for the learner's answer, if any. */
  get pendingAuthorization(): URL | undefined {
    return this.awaitingAuth ? this.authorizationUrl : undefined;
  }

  /** The access token the client holds, masked, and its scopes. */
  get authorization(): AuthorizationSummary | undefined {
    const tokens = this.oauth?.currentTokens;
    if (!tokens) return undefined;
    return { token: maskSecret(tokens.access_token), scopes: tokens.scope ?? '' };
  }

  /**
   * The authorization server's answer, brought back by the return page: the host checks its
   * `state` (the SDK does not), then hands it to the SDK (`finishAuth`: the `iss` check, then
   * the code exchange with the PKCE verifier), and connects again with the token. Throws a
   * French message; `AuthorizationRequired` again if the server still wants more.
   */
  async completeAuthorization(answer: OAuthReturn): Promise<void> {
    const transport = this.awaitingAuth;
    if (!transport || !this.oauth) throw new Error(say.oauth.noPending);
    const params = new URLSearchParams(answer.params);
    if (!stateMatches(this.oauth.expectedState, params.get('state') ?? undefined)) {
      // Discarded before the SDK sees it; the genuine answer may still come.
      throw new Error(say.oauth.stateMismatch);
    }
    this.awaitingAuth = undefined;
    this.authorizationUrl = undefined;
    try {
      await transport.finishAuth(params);
    } catch (error) {
      const refused = params.get('error');
      if (refused) {
        throw new Error(
          say.oauth.refused({
            error: refused,
            description: params.get('error_description') ?? refused,
          }),
        );
      }
      throw new Error(say.oauth.failed({ message: (error as Error).message }));
    }
    if (!this.client) await this.connect(this.origin);
  }

  /** « Annuler »: the wait in flight (connection or call) is aborted through the SDK. */
  cancel(): void {
    this.calling?.abort();
  }

  /** Closes the connection; a 2025 client first ends its session (DELETE), as it should. */
  async close(): Promise<void> {
    const client = this.client;
    const transport = this.transport;
    this.client = undefined;
    this.transport = undefined;
    this.awaitingAuth = undefined;
    this.trace.phase = 'shutdown';
    if (client && transport?.sessionId) await transport.terminateSession().catch(() => undefined);
    await client?.close().catch(() => undefined);
  }

  private async explain(error: unknown, during: RemoteStage, origin: string) {
    if (this.watch.refused) return this.watch.refused;
    const context: RemoteContext = { ...this.watch, during };
    let failure = classifyRemoteFailure(error, context);
    if (failure.cause === 'unreachable') {
      failure = classifyRemoteFailure(error, {
        ...context,
        reachable: await (this.options.probe ?? reachableWithoutCors)(this.url),
      });
    }
    return explainRemoteFailure(failure, {
      url: this.url,
      origin,
      revision: this.revision,
      during,
    });
  }
}

/**
 * Settles as soon as `signal` aborts, whatever `work` does: the SDK's version probe does not
 * listen to the signal, and « Annuler » must answer at once. A late outcome is ignored.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new Error('aborted'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A server's name as a lane label: its own words, trimmed and bounded (it is untrusted). */
export function laneName(name: string): string {
  const plain = name.replace(/\s+/g, ' ').trim();
  return plain.length > 40 ? `${plain.slice(0, 39)}…` : plain;
}

function renamedLink(entry: TraceEntry, from: string, to: string): TraceEntry {
  const rename = (actor: unknown) =>
    actor === `client:${from}`
      ? `client:${to}`
      : actor === `server:${from}`
        ? `server:${to}`
        : actor;
  const fields = entry as unknown as Record<string, unknown>;
  return {
    ...entry,
    ...('link' in entry && entry.link === from && { link: to }),
    ...('from' in entry && { from: rename(fields.from) }),
    ...('to' in entry && { to: rename(fields.to) }),
  } as TraceEntry;
}

/** A server may offer up to 100 values (the spec's cap); the panel shows a dozen. */
const MAX_SUGGESTIONS = 12;

/** A `tools/list` of 2,000 tools with 50 properties each is fine; depth is what overflows. */
const MAX_REMOTE_VALUES = 2_000_000;

/**
 * Whether anything answers at `url`, CORS aside: a `no-cors` request is not preflighted and its
 * (opaque) answer is never read, so it settles as soon as a server replies. It still obeys the
 * CSP, which `localAddressProblem` has already checked.
 */
export async function reachableWithoutCors(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

/** Kept for the callers that explain one error without a session. */
export function describeRemoteError(
  error: unknown,
  url: string,
  origin: string,
  context: RemoteContext & { revision?: Revision } = {},
): string {
  return explainRemoteFailure(classifyRemoteFailure(error, context), {
    url,
    origin,
    revision: context.revision ?? '2025-11-25',
    during: context.during ?? 'connect',
  });
}
