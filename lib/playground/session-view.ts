import type { ServerCapabilities } from '@modelcontextprotocol/client';
import type { Choice } from '@/lib/mcp/host/chooser';
import type { Registry } from '@/lib/mcp/host/registry';
import type { LinkKind } from '@/lib/mcp/link';
import type { Revision } from '@/lib/mcp/revisions';
import type { Scenario } from '@/lib/mcp/scenario';
import type { Session } from '@/lib/mcp/session';

/** The registry as the panels see it: read-only lists. */
export type FrozenRegistry = { readonly [K in keyof Registry]: readonly Registry[K][number][] };

/**
 * What the panels may know of the live session: a plain, frozen copy taken whenever it
 * changes. Panels act through the controller's commands, never on the engine itself.
 */
export interface SessionView {
  /** The same for every view of one session: a new number means a new session. */
  readonly id: number;
  readonly scenario: Scenario;
  readonly revision: Revision;
  /** Messages travel as lines of text (raw JSON-RPC can be typed). */
  readonly framed: boolean;
  /** How the clients reach their servers: in memory, lines of text, or Streamable HTTP. */
  readonly link: LinkKind;
  readonly serverNames: readonly string[];
  /** The servers whose client is connected now. */
  readonly connected: readonly string[];
  /** What each connected server announced at the handshake. */
  readonly capabilities: Readonly<Record<string, ServerCapabilities | undefined>>;
  /** The host's merged registry. */
  readonly registry: FrozenRegistry;
  /** The stand-in model's last decision. */
  readonly choice: Choice | undefined;
  /** How many steps the trace holds. */
  readonly length: number;
}

export function viewOf(session: Session, id: number): SessionView {
  const { registry } = session;
  const connected = session.serverNames.filter((name) => session.isConnected(name));
  return Object.freeze({
    id,
    scenario: session.scenario,
    revision: session.revision,
    framed: session.serverNames.some((name) => session.connection(name).link.framed),
    link: session.link,
    serverNames: Object.freeze([...session.serverNames]),
    connected: Object.freeze(connected),
    capabilities: Object.freeze(
      Object.fromEntries(connected.map((name) => [name, session.connection(name).capabilities])),
    ),
    registry: Object.freeze({
      tools: Object.freeze([...registry.tools]),
      resources: Object.freeze([...registry.resources]),
      resourceTemplates: Object.freeze([...registry.resourceTemplates]),
      prompts: Object.freeze([...registry.prompts]),
    }),
    choice: session.choice,
    length: session.trace.length,
  });
}
