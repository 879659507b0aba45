import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import type { Revision } from '@/lib/mcp/revisions';
import type { Session } from '@/lib/mcp/session';
import type { TraceEntry } from '@/lib/mcp/trace';

/**
 * The terminal's access to one live session: the wire of each server, and nothing of the
 * engine behind it. The same object stands for the same session (a new one, a new session).
 */
export interface RawWire {
  readonly revision: Revision;
  readonly serverNames: readonly string[];
  /** The trace so far. */
  entries(): readonly TraceEntry[];
  /** Raw JSON-RPC can be typed to this server: lines of text, or POSTs over Streamable HTTP. */
  framed(server: string): boolean;
  /** What Tab offers for a server: its tools, prompts, resource URIs and URI templates. */
  names(server: string): TerminalNames;
  /** Writes a line at once, outside the action queue (a cancel while a raw action waits). */
  writeNow(server: string, text: string): void;
  /** Holds back the server's answers the terminal claims from the SDK client. */
  divertResponses(server: string, predicate: (message: JSONRPCMessage) => boolean): void;
  /** Connects the server's client again if the script closed it (a lab that only serves is left). */
  ensureConnected(server: string): Promise<ActionOutcome>;
  /** Sends a typed line as the client and waits up to `waitMs` for what it sets off. */
  sendRaw(server: string, text: string, waitMs: number): Promise<ActionOutcome>;
  /** The server is reached over Streamable HTTP (a bodiless GET or DELETE can be sent). */
  overHttp(server: string): boolean;
  /** Sends a bodiless HTTP request (with the SDK client's headers) and reads its answer. */
  sendHttp(server: string, method: 'GET' | 'DELETE'): Promise<ActionOutcome>;
}

/** The names the terminal completes with Tab, for one server. */
export interface TerminalNames {
  tools: string[];
  prompts: string[];
  uris: string[];
  templates: string[];
}

/** Runs something on the session so that the page follows it (the playground controller). */
export type Follow = (run: () => Promise<ActionOutcome>) => Promise<ActionOutcome>;

/** The raw wire of a session; `follow` lets the page move to the steps it sets off. */
export function rawWireOf(session: Session, follow: Follow = (run) => run()): RawWire {
  return {
    revision: session.revision,
    serverNames: session.serverNames,
    entries: () => session.trace.entries,
    framed: (server) => {
      const { link } = session.connection(server);
      return link.framed || link.kind === 'http';
    },
    names(server) {
      const simulated = session.connection(server).server;
      return {
        tools: simulated.tools.map((tool) => tool.definition.name),
        prompts: simulated.spec.prompts.map((p) => p.name),
        uris: simulated.spec.resources.map((r) => r.uri),
        templates: simulated.spec.resourceTemplates.map((t) => t.uriTemplate),
      };
    },
    writeNow: (server, text) => void session.connection(server).writeRaw('server', text),
    divertResponses: (server, predicate) => session.connection(server).divertResponses(predicate),
    // After a scenario's disconnect the link is fresh: the host's client connects again, in
    // the session's revision, so the terminal speaks on a live connection.
    ensureConnected: (server) =>
      follow(() => session.ensureConnected(server, { leaveServed: true })),
    sendRaw: (server, text, waitMs) =>
      follow(() => session.perform({ do: 'raw', server, text, waitMs })),
    overHttp: (server) => session.connection(server).link.kind === 'http',
    sendHttp: (server, method) => follow(() => session.perform({ do: 'http', server, method })),
  };
}
