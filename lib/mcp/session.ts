import { ProtocolError, SdkError } from '@modelcontextprotocol/client';
import { inFrench } from '@/lib/content/parse';
import { answerConsent, openAuthorization, readCallback } from './auth/browser';
import { AUTH_ACTOR } from './auth/network';
import { Connection } from './connection';
import type { LinkKind } from './link';
import { Host } from './host/host';
import type { HostDelegate } from './host/delegate';
import type { Choice } from './host/chooser';
import type { EngineMessages } from './messages';
import { errorMessage, failure, ok, type ActionOutcome } from './outcome';
import type { Revision } from './revisions';
import type { Action, ActionInput, Scenario, ToolSpec } from './scenario';
import { ActionSchema } from './scenario';
import { scheduleSdkWarmUp } from './sdk-warm-up';
import { SimulatedServer } from './simulated-server';
import { Trace } from './trace';

export type { ActionOutcome } from './outcome';
export type {
  ApprovalRequest,
  ConsentDecision,
  ConsentQuestion,
  HostDelegate,
} from './host/delegate';
export { ACCEPTED_CONFIRMATION } from './host/delegate';
export { HOST_CLIENT_INFO, SAMPLING_REFUSED_CODE } from './host/host';
export type { Registry, RegistryEntry } from './host/registry';
export type { EngineMessages } from './messages';

// The page loads this module before the playground: the SDK's schemas get built meanwhile.
scheduleSdkWarmUp();

export interface SessionOptions {
  revision: Revision;
  /** The French sentences the engine writes (messages/simulation.ts). */
  messages: EngineMessages;
  /** Overrides the scenario's choice of the text framing layer. */
  framed?: boolean;
  /**
   * The link every client uses to reach its server; by default the scenario's (in memory, or
   * text lines when it needs them). `framed` is the older way to ask for `stdio`.
   */
  link?: LinkKind;
  /** Tools to serve instead of the scenario's, per server (the learner's edited definitions). */
  tools?: Record<string, ToolSpec[]>;
  delegate?: Partial<HostDelegate>;
  /** Today's date (YYYY-MM-DD): injected so that runs are reproducible. */
  today?: () => string;
  now?: () => number;
}

/** What `ensureConnected` does besides connecting. */
export interface EnsureConnectedOptions {
  /** List the tools again after connecting (the host's registry follows the new connection). */
  relist?: boolean;
  /**
   * Leave a link the script opened with `serve` only (a raw-text lab, where the learner types
   * the handshake): only what was closed or never opened connects.
   */
  leaveServed?: boolean;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Waits for the event loop to have run everything already scheduled. */
function macrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A running simulation, as the course draws it: one host, one connection (client, link,
 * server) per scenario server, one trace. The session itself only runs the script: it queues
 * actions, validates them, hands each to the host or a connection, and lets the messages they
 * set off settle. No method throws: failures come back as `ActionOutcome`s and stay on record.
 */
export class Session {
  readonly trace: Trace;
  readonly host: Host;
  /** Every action performed, in order: replaying them rebuilds the same session. */
  readonly performed: Action[] = [];
  private readonly connections = new Map<string, Connection>();
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;

  constructor(
    readonly scenario: Scenario,
    readonly options: SessionOptions,
  ) {
    this.trace = new Trace(options.now);
    const link = linkKindOf(scenario, options);
    const today = options.today ?? todayIso;
    this.host = new Host(scenario, this.trace, (server) => this.connection(server), {
      revision: options.revision,
      delegate: options.delegate,
      today,
      messages: options.messages,
    });
    for (const spec of scenario.servers) {
      const tools = options.tools?.[spec.name];
      const server = new SimulatedServer(tools ? { ...spec, tools } : spec, {
        today,
        messages: options.messages.server,
        unknownSession: options.messages.http.unknownSession,
      });
      const connection = new Connection(
        spec.name,
        server,
        this.trace,
        () => this.host.createClient(spec.name),
        link,
      );
      this.connections.set(spec.name, connection);
    }
  }

  get revision(): Revision {
    return this.options.revision;
  }

  /** How the clients reach their servers in this session. */
  get link(): LinkKind {
    return linkKindOf(this.scenario, this.options);
  }

  get serverNames(): string[] {
    return [...this.connections.keys()];
  }

  /** The host's merged registry of tools, resources, templates and prompts. */
  get registry(): Session['host']['registry'] {
    return this.host.registry;
  }

  /** The stand-in model's last decision, for the host panel. */
  get choice(): Choice | undefined {
    return this.host.choice;
  }

  /** Lets the page answer the host's questions (approval, elicitation) from now on. */
  setDelegate(delegate: Partial<HostDelegate>): void {
    this.host.setDelegate(delegate);
  }

  /** The connection to one server (client, link, simulated server), or throws in French. */
  connection(server: string): Connection {
    const connection = this.connections.get(server);
    if (!connection) {
      throw new Error(this.options.messages.unknownServer({ server }));
    }
    return connection;
  }

  isConnected(server: string): boolean {
    return this.connections.get(server)?.isConnected ?? false;
  }

  /** Plays the scenario's whole script, one action after the other. */
  async run(): Promise<ActionOutcome[]> {
    const outcomes: ActionOutcome[] = [];
    for (const action of this.scenario.script) outcomes.push(await this.perform(action));
    return outcomes;
  }

  /**
   * Performs one action (validated first) after the ones already queued, then waits for the
   * messages it set off (a list change and the client's new `tools/list`, say) to settle.
   */
  perform(input: Action | ActionInput): Promise<ActionOutcome> {
    const next = this.queue.then(() => this.performNow(input));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Scripts end by disconnecting: before the learner acts, the host's client connects again
   * (and lists the tools again when asked) to every server given — all by default. Each step
   * is a recorded action, so a replay rebuilds it. The first failure is returned.
   */
  async ensureConnected(
    servers: string | readonly string[] = this.serverNames,
    options: EnsureConnectedOptions = {},
  ): Promise<ActionOutcome> {
    for (const server of typeof servers === 'string' ? [servers] : servers) {
      const state = this.connections.get(server)?.state;
      if (state === undefined || state === 'connected') continue;
      if (state === 'served' && options.leaveServed) continue;
      const connected = await this.perform({ do: 'connect', server });
      if (!connected.ok) return connected;
      if (options.relist) await this.perform({ do: 'list', server, what: 'tools' });
    }
    return ok();
  }

  private async performNow(input: Action | ActionInput): Promise<ActionOutcome> {
    if (this.disposed) return failure(this.options.messages.sessionOver);
    const parsed = ActionSchema.safeParse(input, inFrench);
    if (!parsed.success) {
      return failure(parsed.error.issues.map((i) => i.message).join(' ; '));
    }
    const action = parsed.data;
    this.performed.push(action);
    this.trace.phase =
      action.do === 'connect'
        ? 'initialisation'
        : action.do === 'disconnect'
          ? 'shutdown'
          : 'operation';
    let outcome: ActionOutcome;
    try {
      outcome = await this.dispatch(action);
    } catch (error) {
      outcome = this.describeError(error, action);
    }
    await this.settle();
    return outcome;
  }

  /** Lets the asynchronous tail of an action (notifications, refreshes) reach the trace. */
  async settle(): Promise<void> {
    let quiet = 0;
    for (let i = 0; i < 200 && quiet < 3; i += 1) {
      const before = this.trace.length;
      await macrotask();
      quiet = this.trace.length === before ? quiet + 1 : 0;
    }
  }

  private async dispatch(action: Action): Promise<ActionOutcome> {
    switch (action.do) {
      case 'connect':
        return this.connect(action.server);
      case 'serve':
        await this.connection(action.server).server.prepare();
        this.connection(action.server).serve();
        return ok();
      case 'list':
        return this.host.list(action.server, action.what, action.page);
      case 'ask':
        return this.host.ask(action.question ?? this.scenario.question, action.approve);
      case 'call':
        return this.host.callTool(action);
      case 'read':
        return this.host.read(action);
      case 'prompt':
        return this.host.getPrompt(action);
      case 'add-tool':
        this.connection(action.server).server.addTool(action.tool);
        return ok();
      case 'set-tools':
        this.connection(action.server).server.setTools(action.tools);
        return ok();
      case 'request':
        return this.host.request(action);
      case 'set-log-level':
        return this.host.utilities.setLogLevel(action);
      case 'complete':
        return this.host.utilities.complete(action);
      case 'subscribe':
      case 'unsubscribe':
        return this.host.utilities.subscribe(action);
      case 'skills':
        return this.host.utilities.listSkills(action);
      case 'update-resource':
        await this.connection(action.server).server.updateResource(action.uri, action.text);
        return ok();
      case 'add-resource':
        this.connection(action.server).server.addResource(action.resource);
        return ok();
      case 'add-prompt':
        this.connection(action.server).server.addPrompt(action.prompt);
        return ok();
      case 'raw': {
        const connection = this.connection(action.server);
        // Over HTTP, a line the client writes is the body of a POST; stdout does not exist.
        if (connection.kind === 'http' && action.toward === 'server') {
          await connection.sendHttp({ method: 'POST', body: action.text, waitMs: action.waitMs });
          return ok();
        }
        const written = await connection.writeRawAndWait(
          action.toward,
          action.text,
          action.waitMs,
          () => this.settle(),
          { newline: action.newline },
        );
        return written ? ok() : failure(this.options.messages.rawNeedsFraming);
      }
      case 'http': {
        const sent = await this.connection(action.server).sendHttp(action);
        return sent ? ok() : failure(this.options.messages.httpNeedsHttpLink);
      }
      case 'alter-request': {
        const { method, headers } = action;
        const altered = this.connection(action.server).alterNextRequest({
          headers,
          ...(method !== undefined && { method }),
        });
        return altered ? ok() : failure(this.options.messages.httpNeedsHttpLink);
      }
      case 'authorize':
        return this.authorize(action);
      case 'relay-token': {
        const connection = this.connection(action.server);
        const auth = connection.auth;
        if (!auth) return failure(this.options.messages.notProtected({ server: action.server }));
        const token = connection.receivedToken;
        if (!token)
          return failure(this.options.messages.noTokenReceived({ server: action.server }));
        const response = await auth.relayToken(token);
        await response.arrayBuffer();
        return response.ok
          ? ok()
          : failure(this.options.messages.relayRefused({ status: response.status }));
      }
      case 'expire-tokens': {
        const auth = this.connection(action.server).auth;
        if (!auth) return failure(this.options.messages.notProtected({ server: action.server }));
        auth.authorizationServer.expireAccessTokens();
        if (action.refresh) auth.authorizationServer.expireRefreshTokens();
        return ok();
      }
      case 'disconnect':
        for (const name of action.server ? [action.server] : this.serverNames) {
          await this.connection(name).disconnect();
          this.host.utilities.forget(name);
        }
        return ok();
    }
  }

  /**
   * The host's browser opens the authorization page the SDK asked for; the human answers the
   * consent (a host step); the host reads the redirect, checks its `state` (the SDK does not)
   * and hands it to the SDK (`finishAuth`: the `iss` check, then the code exchange). Asked of
   * the learner (`ask`), a refusal runs its whole path, then the host connects again and the
   * new authorization request is shown again: at most three times.
   */
  private async authorize(action: Extract<Action, { do: 'authorize' }>): Promise<ActionOutcome> {
    const say = this.options.messages;
    const connection = this.connection(action.server);
    const auth = connection.auth;
    if (!auth) return failure(say.notProtected({ server: action.server }));
    for (let attempt = 1; ; attempt += 1) {
      const latest = auth.takeAuthorizationUrl();
      // An older tab: the page of the request before the last one (its state is stale).
      const url = action.tab === 'previous' ? auth.redirects.at(-2) : latest;
      const transport = connection.pendingAuthorization;
      if (!url || !transport) {
        return failure(say.noAuthorizationPending({ server: action.server }));
      }
      const outcome = await this.answerConsent(action, url, transport);
      const refused = !outcome.ok && this.lastConsentRefused;
      if (action.consent !== 'ask' || !refused || attempt === 3) return outcome;
      await this.settle();
      // The learner said no: the host tries again, and the SDK starts a fresh authorization
      // request (new state, new PKCE pair) that the learner sees anew.
      try {
        await connection.connect(this.scenario.requestTimeoutMs);
        return outcome;
      } catch (error) {
        if (!connection.pendingAuthorization) return this.describeError(error);
      }
      await this.settle();
    }
  }

  /** Whether the last consent page was refused by the human. */
  private lastConsentRefused = false;

  private async answerConsent(
    action: Extract<Action, { do: 'authorize' }>,
    url: URL,
    transport: NonNullable<Connection['pendingAuthorization']>,
  ): Promise<ActionOutcome> {
    const say = this.options.messages;
    const connection = this.connection(action.server);
    const auth = connection.auth!;
    const request = await openAuthorization(auth.browserFetch, url);
    const suggested = (action.scopes ?? request.scopes).filter((scope) =>
      request.scopes.includes(scope),
    );
    const decision =
      action.consent === 'ask'
        ? await this.host.askConsent({
            server: action.server,
            clientId: request.clientId,
            scopes: [...request.scopes],
            suggested,
            resource: request.resource,
            redirectUri: request.redirectUri,
          })
        : { allow: action.consent === 'allow', scopes: suggested };
    const allow = decision.allow;
    const granted = allow ? decision.scopes.filter((scope) => request.scopes.includes(scope)) : [];
    this.lastConsentRefused = !allow;
    this.trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: AUTH_ACTOR,
      action: 'consent',
      data: {
        server: action.server,
        authorizationUrl: url.href,
        clientId: request.clientId,
        scopes: [...request.scopes],
        ...(request.resource !== undefined && { resource: request.resource }),
        allow,
        granted,
      },
    });
    const response =
      request.early ??
      (await answerConsent(auth.browserFetch, request, { allow, scopes: granted }));
    const outcome = readCallback(response, auth.provider.redirectUrl, auth.provider.expectedState);
    switch (outcome.kind) {
      case 'state-mismatch':
        return failure(say.stateMismatch);
      case 'no-redirect':
        return failure(say.noRedirect({ status: outcome.status }));
      case 'code':
      case 'error':
        // An error redirect too: the SDK checks its `iss`, then reports the refusal.
        try {
          await transport.finishAuth(outcome.params);
        } catch (error) {
          return this.describeError(error, action);
        } finally {
          connection.authorizationDone();
        }
        return ok();
    }
  }

  private async connect(only?: string): Promise<ActionOutcome> {
    const errors: string[] = [];
    for (const name of only ? [only] : this.serverNames) {
      const connection = this.connection(name);
      if (connection.isConnected) continue;
      try {
        await connection.connect(this.scenario.requestTimeoutMs);
      } catch (error) {
        errors.push(this.describeError(error).ok ? '' : errorMessage(error));
      }
    }
    return errors.length ? failure(errors.join(' ; ')) : ok();
  }

  private describeError(error: unknown, action?: Action): ActionOutcome {
    if (error instanceof ProtocolError) {
      return failure(error.message, error.code, error.data);
    }
    if (error instanceof SdkError) {
      if (
        action &&
        'server' in action &&
        action.server &&
        /timeout|timed out/i.test(String(error.code))
      ) {
        this.trace.record({
          type: 'transport',
          layer: 'transport',
          link: action.server,
          from: `client:${action.server}`,
          to: 'host',
          event: 'timeout',
          detail: error.message,
        });
      }
      return failure(error.message, error.code);
    }
    return failure(errorMessage(error));
  }

  /** Closes every connection; the session cannot be used afterwards. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    for (const connection of this.connections.values()) {
      await connection.disconnect().catch(() => undefined);
    }
    this.disposed = true;
  }
}

/** The link a session uses: asked for, or the scenario's own (text lines when it needs them). */
export function linkKindOf(
  scenario: Scenario,
  options: Pick<SessionOptions, 'link' | 'framed'>,
): LinkKind {
  if (scenario.httpLink === 'only') return 'http';
  if (options.link && !(options.link === 'http' && scenario.httpLink === 'no')) return options.link;
  return (options.framed ?? scenario.framed) ? 'stdio' : 'memory';
}

/** Builds a session and plays its scenario's script: the trace a learner steps through. */
export async function playScenario(scenario: Scenario, options: SessionOptions): Promise<Session> {
  const session = new Session(scenario, options);
  await session.run();
  return session;
}

/** Rebuilds a session from the actions another one performed. */
export async function replaySession(
  scenario: Scenario,
  options: SessionOptions,
  actions: readonly Action[],
): Promise<Session> {
  const session = new Session(scenario, options);
  for (const action of actions) await session.perform(action);
  return session;
}
