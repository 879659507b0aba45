import type { Client, JSONRPCMessage, ServerCapabilities } from '@modelcontextprotocol/client';
import { createLink, type Link } from './link';
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

  constructor(
    readonly name: string,
    readonly server: SimulatedServer,
    private readonly trace: Trace,
    private readonly newClient: () => Client,
    framed: boolean,
  ) {
    this.link = createLink(name, trace, { framed });
    this.client = newClient();
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
    this.server.serve(this.link.serverEnd);
    this.serving = true;
  }

  /** The client opens the connection (the handshake of the session's revision). Throws the SDK's error. */
  async connect(timeoutMs: number): Promise<void> {
    if (this.connected) return;
    await this.server.prepare();
    this.serve();
    await this.client.connect(this.link.clientEnd, { timeout: timeoutMs });
    this.connected = true;
  }

  /** Closes both ends, then prepares a fresh link and client for a later `connect`. */
  async disconnect(): Promise<void> {
    if (!this.connected && !this.serving) return;
    await this.client.close();
    await this.server.close();
    this.connected = false;
    this.serving = false;
    // A closed transport cannot be reopened: a later connect starts on a fresh pair.
    this.link = createLink(this.name, this.trace, { framed: this.link.framed });
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
