import {
  UnauthorizedError,
  type Client,
  type JSONRPCMessage,
  type ServerCapabilities,
  type StreamableHTTPClientTransport,
} from '@modelcontextprotocol/client';
import { createAuthNetwork, type AuthNetwork } from './auth/network';
import type { RequestAlteration } from './http/alter';
import { createHttpLink, serverUrl, type HttpLink } from './http/http-link';
import { createLink, type Link, type LinkKind, type LinkServer, type RawHttpRequest } from './link';
import type { SimulatedServer } from './simulated-server';
import type { ActorId, Trace } from './trace';

/** How a connection stands, as a script or the learner left it. */
export type ConnectionState =
  /** Nobody listens: never opened, or closed by a `disconnect`. */
  | 'closed'
  /** The server listens on its end but the client has not connected (a raw-text lab). */
  | 'served'
  | 'connected';

/**
 * One server as the host reaches it: the host's SDK `Client`, the simulated server and the
 * `Link` between them, tapped into the session's trace. It opens, closes and reopens (a closed
 * transport cannot be reused: a fresh link and client replace it), and gives the terminal its
 * raw-wire access.
 */
export class Connection {
  client: Client;
  link: Link;
  private connected = false;
  /** The server listens on its end (it can before the client connects). */
  private serving = false;
  /** What an HTTP link remembers for the next one (the session the client ended). */
  private readonly httpMemory: { endedSessionId?: string } = {};
  /**
   * A protected server over HTTP: the page's authorization server, the host's OAuth provider
   * and browser, kept for the whole session (the tokens outlive a reconnection).
   */
  readonly auth: AuthNetwork | undefined;
  /** The last Bearer token the protected server accepted (what a passthrough would forward). */
  receivedToken: string | undefined;
  /** The client transport that last stopped for an authorization (`finishAuth` goes there). */
  private awaitingAuth: StreamableHTTPClientTransport | undefined;

  constructor(
    readonly name: string,
    readonly server: SimulatedServer,
    private readonly trace: Trace,
    private readonly newClient: () => Client,
    readonly kind: LinkKind,
  ) {
    const protection = server.spec.authorization;
    this.auth =
      kind === 'http' && protection
        ? createAuthNetwork(trace, {
            link: name,
            scopes: protection.scopes,
            registration: protection.registration,
            ...(protection.faults && {
              serverFaults: {
                ...(protection.faults.redirectIssuer && {
                  redirectIssuer: protection.faults.redirectIssuer,
                }),
                ...(protection.faults.audience && { audience: protection.faults.audience }),
              },
              providerFaults: {
                ...(protection.faults.codeVerifier && {
                  codeVerifier: protection.faults.codeVerifier,
                }),
              },
            }),
          })
        : undefined;
    this.link = this.newLink();
    this.client = newClient();
  }

  private newLink(): Link {
    if (this.kind === 'http') {
      return createHttpLink(this.name, this.trace, {
        memory: this.httpMemory,
        ...(this.auth && {
          hosts: this.auth.hosts,
          peer: this.auth.peer,
          authProvider: this.auth.provider,
        }),
      });
    }
    return createLink(this.name, this.trace, { framed: this.kind === 'stdio' });
  }

  /** The server as the link puts it on its far end: behind the OAuth gate when protected. */
  private linkServer(): LinkServer {
    const auth = this.auth;
    const protection = this.server.spec.authorization;
    if (!auth || !protection) return this.server;
    const server = this.server;
    return {
      serve: (transport) => server.serve(transport),
      serveHttp: (options) => {
        const endpoint = server.serveHttp(options);
        return auth.protect(serverUrl(this.name), {
          requiredScopes: protection.required,
          resourceName: protection.resourceName,
          serve: (request, authInfo) => {
            this.receivedToken = authInfo.token;
            return endpoint(request, { authInfo });
          },
        });
      },
    };
  }

  /** The transport that waits for the authorization's answer (undefined when none does). */
  get pendingAuthorization(): StreamableHTTPClientTransport | undefined {
    if (this.awaitingAuth) return this.awaitingAuth;
    // A request of a live connection stopped (step-up, expired refresh): its own transport.
    return this.connected && this.link.kind === 'http'
      ? (this.link as HttpLink).clientEnd
      : undefined;
  }

  get isConnected(): boolean {
    return this.connected;
  }

  get state(): ConnectionState {
    return this.connected ? 'connected' : this.serving ? 'served' : 'closed';
  }

  /** What the server announced at the handshake (undefined before it). */
  get capabilities(): ServerCapabilities | undefined {
    return this.connected ? this.client.getServerCapabilities() : undefined;
  }

  /** The server starts listening on its end. */
  serve(): void {
    if (this.serving) return;
    this.link.serve(this.linkServer());
    this.serving = true;
  }

  /** The client opens the connection (the handshake of the session's revision). Throws the SDK's error. */
  async connect(timeoutMs: number): Promise<void> {
    if (this.connected) return;
    await this.server.prepare();
    this.serve();
    try {
      await this.client.connect(this.link.clientEnd, { timeout: timeoutMs });
    } catch (error) {
      if (error instanceof UnauthorizedError && this.link.kind === 'http') {
        // The SDK stopped for the user's consent: the answer goes to this transport, and the
        // next connect starts on a fresh pair (a started transport cannot start again).
        this.awaitingAuth = (this.link as HttpLink).clientEnd;
        await this.server.close();
        this.serving = false;
        this.link = this.newLink();
        this.client = this.newClient();
      }
      throw error;
    }
    this.awaitingAuth = undefined;
    this.connected = true;
  }

  /** The authorization's answer reached the SDK: no transport waits any more. */
  authorizationDone(): void {
    this.awaitingAuth = undefined;
  }

  /** Closes both ends, then prepares a fresh link and client for a later `connect`. */
  async disconnect(): Promise<void> {
    if (!this.connected && !this.serving) return;
    if (this.connected) await this.link.beforeClose();
    await this.client.close();
    await this.server.close();
    this.connected = false;
    this.serving = false;
    // A closed transport cannot be reopened: a later connect starts on a fresh pair.
    this.link = this.newLink();
    this.client = this.newClient();
    this.trace.record({
      type: 'transport',
      layer: 'transport',
      link: this.name,
      from: `client:${this.name}`,
      to: `server:${this.name}`,
      event: 'closed',
    });
  }

  /**
   * Sends a hand-written HTTP request (HTTP links only; false otherwise), serving first if no
   * one listens yet, and reads its answer.
   */
  async sendHttp(request: RawHttpRequest): Promise<boolean> {
    if (this.link.kind !== 'http') return false;
    this.serve();
    return this.link.sendHttp(request);
  }

  /** The next matching request leaves with these header changes (HTTP links only; false otherwise). */
  alterNextRequest(alteration: RequestAlteration): boolean {
    if (this.link.kind !== 'http') return false;
    (this.link as HttpLink).alterNext(alteration);
    return true;
  }

  /** Writes raw text onto the wire (framed links only; false otherwise). */
  writeRaw(toward: 'server' | 'client', text: string, options?: { newline?: boolean }): boolean {
    return this.link.writeRaw(toward, text, options);
  }

  /**
   * Writes raw text, lets its tail `settle`, then waits up to `waitMs` for the server's reply
   * (or a cancellation); without one, records that none came. False on an unframed link.
   */
  async writeRawAndWait(
    toward: 'server' | 'client',
    text: string,
    waitMs: number,
    settle: () => Promise<void>,
    options?: { newline?: boolean },
  ): Promise<boolean> {
    const before = this.trace.length;
    if (!this.writeRaw(toward, text, options)) return false;
    await settle();
    const deadline = Date.now() + waitMs;
    while (
      Date.now() < deadline &&
      !this.hasReplyAfter(before) &&
      !this.cancelledAfter(before) &&
      !this.rejectedAfter(before, toward)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (!this.hasReplyAfter(before) && toward === 'server') {
      const from: ActorId = `server:${this.name}`;
      this.trace.record({
        type: 'transport',
        layer: 'transport',
        link: this.name,
        from,
        to: `client:${this.name}`,
        event: 'no-reply',
        text,
      });
    }
    return true;
  }

  /**
   * The receiving end's reader already refused the line (not JSON, not JSON-RPC): the SDK never
   * answers such a line, so waiting the whole timeout for it only made the learner wait 10 s.
   */
  rejectedAfter(seq: number, toward: 'server' | 'client'): boolean {
    const receiver = toward === 'server' ? `server:${this.name}` : `client:${this.name}`;
    return this.trace.entries
      .slice(seq)
      .some((e) => e.type === 'transport' && e.event === 'parse-error' && e.to === receiver);
  }

  /** The terminal cancelled its request (Ctrl+C): no answer will come, stop waiting. */
  cancelledAfter(seq: number): boolean {
    return this.trace.entries
      .slice(seq)
      .some(
        (e) =>
          e.type === 'message' &&
          e.link === this.name &&
          e.direction === 'client-to-server' &&
          e.method === 'notifications/cancelled',
      );
  }

  hasReplyAfter(seq: number): boolean {
    return this.trace.entries
      .slice(seq)
      .some(
        (e) => e.type === 'message' && e.link === this.name && e.direction === 'server-to-client',
      );
  }

  /** For the terminal: hold back server answers it claims from the SDK client. */
  divertResponses(predicate: (message: JSONRPCMessage) => boolean): void {
    this.link.divertResponses(predicate);
  }
}
