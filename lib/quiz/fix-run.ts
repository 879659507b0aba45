// Loaded with a dynamic import(), only when a fix question is checked: it brings the MCP SDK
// (client and server), which the quiz pages must not load up front.
import { defaultBehaviour } from '@/lib/editor/tool-specs';
import { DEFAULT_REVISION, type Revision } from '@/lib/mcp/revisions';
import type { Scenario } from '@/lib/mcp/scenario';
import { type Session } from '@/lib/mcp/session';
import { createSession } from '@/lib/simulation/session';
import type { MessageEntry } from '@/lib/mcp/trace';
import { checkFixRules, type FixRulesCheck } from './fix-check';
import type { FixQuestion } from './schema';

/** The exact messages of the call on the wire: the client's request and the server's answer. */
export interface FixWire {
  request?: unknown;
  answer?: unknown;
}

export type FixCallOutcome =
  /** The rules stopped the text before any call. */
  | { status: 'not-run' }
  /** The server could not be started or reached with these definitions. */
  | { status: 'failed'; message: string }
  /** A JSON-RPC error (an unknown tool, say). */
  | ({ status: 'protocol-error'; message: string; code?: number | string } & FixWire)
  /** An answer with `isError: true` (the SDK's input validation, a business error). */
  | ({ status: 'is-error'; result: unknown } & FixWire)
  | ({ status: 'result'; result: unknown } & FixWire);

export interface FixCheck {
  rules: FixRulesCheck;
  call: FixCallOutcome;
  /** The rules pass and the call came back without error. */
  solved: boolean;
}

export type FixRunQuestion = Pick<FixQuestion, 'defects' | 'call'>;

export interface FixRunOptions {
  /** The empty server the learner's tools are served on (« Mon serveur », from the catalogue). */
  server: Scenario;
  revision?: Revision;
  /** Today's date for the simulated tools (tests inject it). */
  today?: () => string;
}

function wireOf(entries: readonly MessageEntry[]): FixWire {
  const request = entries.find((e) => e.kind === 'request');
  const answer = entries.find((e) => e.kind === 'result' || e.kind === 'error');
  return {
    ...(request && { request: request.message }),
    ...(answer && { answer: answer.message }),
  };
}

/**
 * Checks a learner's fix: the editor's rules first (nothing is run while they block), then a
 * real session — the SDK's client and `McpServer`, the learner's tools served on « Mon serveur »
 * — connects, lists the tools and makes the question's call, approved. Never throws.
 */
export async function checkFix(
  question: FixRunQuestion,
  text: string,
  options: FixRunOptions,
): Promise<FixCheck> {
  const rules = checkFixRules(question, text);
  if (rules.verdict !== 'ok' || !rules.definitions) {
    return { rules, call: { status: 'not-run' }, solved: false };
  }
  const base = options.server;
  const server = base.servers[0]?.name ?? 'mon-serveur';
  const tools = rules.definitions.map((definition) => ({
    definition,
    behaviour: defaultBehaviour(definition),
  }));
  let session: Session | undefined;
  try {
    session = createSession(base, {
      revision: options.revision ?? DEFAULT_REVISION,
      tools: { [server]: tools },
      ...(options.today && { today: options.today }),
    });
    const connected = await session.ensureConnected(server, { relist: true });
    if (!connected.ok) {
      return { rules, call: { status: 'failed', message: connected.error.message }, solved: false };
    }
    const before = session.trace.length;
    const outcome = await session.perform({
      do: 'call',
      server,
      tool: question.call.tool,
      arguments: question.call.arguments,
      approve: true,
    });
    const wire = wireOf(
      session.trace.entries
        .slice(before)
        .filter((e): e is MessageEntry => e.type === 'message' && e.method === 'tools/call'),
    );
    if (!outcome.ok) {
      return {
        rules,
        call: {
          status: 'protocol-error',
          message: outcome.error.message,
          ...(outcome.error.code !== undefined && { code: outcome.error.code }),
          ...wire,
        },
        solved: false,
      };
    }
    const isError = (outcome.value as { isError?: unknown } | undefined)?.isError === true;
    return {
      rules,
      call: { status: isError ? 'is-error' : 'result', result: outcome.value, ...wire },
      solved: !isError,
    };
  } catch (error) {
    return {
      rules,
      call: { status: 'failed', message: error instanceof Error ? error.message : String(error) },
      solved: false,
    };
  } finally {
    await session?.dispose().catch(() => undefined);
  }
}
