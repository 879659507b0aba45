import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/client';
import { terminalMessages as t } from '@/messages/terminal';
import { isLegacyRevision, MODERN_REVISION, REVISIONS, type Revision } from '@/lib/mcp/revisions';
import { LOG_LEVELS } from '@/lib/mcp/vocabulary';

/** The revisions whose handshake is `initialize` (2026-07-28 opens with `server/discover`). */
const LEGACY_REVISIONS: readonly Revision[] = REVISIONS.filter(isLegacyRevision);

/** The terminal's own identity on the wire (distinct from the host's SDK client). */
export const TERMINAL_CLIENT_INFO = { name: 'terminal-atelier', version: '1.0.0' } as const;

/** The French shorthand commands, in the order the help lists them. */
export const COMMANDS = [
  'aide',
  'decouvrir',
  'initialiser',
  'outils',
  'appeler',
  'ressources',
  'lire',
  'prompts',
  'prompt',
  'completer',
  'journal',
  'abonner',
  'desabonner',
  'etape',
  'effacer',
] as const;
export type CommandName = (typeof COMMANDS)[number];

/** Accented and English spellings learners are likely to type. */
const ALIASES: Record<string, CommandName> = {
  découvrir: 'decouvrir',
  help: 'aide',
  '?': 'aide',
  clear: 'effacer',
  étape: 'etape',
  compléter: 'completer',
  désabonner: 'desabonner',
};

export type JsonObject = Record<string, unknown>;

/** What a typed line asks the terminal to do. */
export type Command =
  | { kind: 'help' }
  | { kind: 'clear' }
  | { kind: 'step'; step: number }
  | { kind: 'empty' }
  /** A line to write to the server as typed (raw JSON-RPC, or anything else). */
  | { kind: 'raw'; text: string }
  /** A message built from a shorthand; `then` is sent once the request has been answered. */
  | { kind: 'send'; message: JsonObject; then?: JsonObject }
  /** `GET` or `DELETE` alone: a bodiless HTTP request to the endpoint (Streamable HTTP only). */
  | { kind: 'http'; method: 'GET' | 'DELETE' }
  | { kind: 'usage'; message: string };

/**
 * The three `_meta` keys every 2026-07-28 request carries. The host's clients never need this:
 * the SDK's client writes the envelope itself on each request (its 2026-07-28 codec,
 * `outboundEnvelope`), because the host pins the revision (lib/mcp/host/host.ts). The terminal
 * writes raw lines without an SDK client, so it builds the same envelope here, under the SDK's
 * own names for the keys.
 */
export function modernMeta(revision: Revision): JsonObject {
  return {
    [PROTOCOL_VERSION_META_KEY]: isLegacyRevision(revision) ? MODERN_REVISION : revision,
    [CLIENT_INFO_META_KEY]: { ...TERMINAL_CLIENT_INFO },
    [CLIENT_CAPABILITIES_META_KEY]: {},
  };
}

/**
 * Builds the exact JSON-RPC request for a method in the session's revision: in 2026-07-28 the
 * params carry the `_meta` envelope, in the 2025-era ones they do not.
 */
export function buildRequest(
  revision: Revision,
  id: string | number,
  method: string,
  params: JsonObject = {},
): JsonObject {
  const withMeta =
    isLegacyRevision(revision) && method !== 'server/discover'
      ? params
      : { ...params, _meta: modernMeta(revision) };
  return {
    jsonrpc: '2.0',
    id,
    method,
    ...(Object.keys(withMeta).length > 0 && { params: withMeta }),
  };
}

/** The `notifications/cancelled` line a client sends to abandon a request. */
export function buildCancel(requestId: string | number, reason: string): JsonObject {
  return {
    jsonrpc: '2.0',
    method: 'notifications/cancelled',
    params: { requestId, reason },
  };
}

function normalise(word: string): CommandName | undefined {
  const lower = word.toLowerCase();
  if ((COMMANDS as readonly string[]).includes(lower)) return lower as CommandName;
  return ALIASES[lower];
}

/** Parses `{…}` arguments of a shorthand; an empty text means no arguments. */
function parseArguments(
  text: string,
): { ok: true; value: JsonObject } | { ok: false; error: string } {
  if (!text.trim()) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { ok: true, value: value as JsonObject };
    }
    return { ok: false, error: t.badArgumentsJson({ message: typeof value }) };
  } catch (error) {
    return {
      ok: false,
      error: t.badArgumentsJson({
        message: error instanceof Error ? error.message : String(error),
      }),
    };
  }
}

/**
 * Reads one typed line. A line that is not a known command is sent as typed: the server's
 * own parser decides what it is, so garbage gets the SDK's real reaction.
 */
export function parseCommand(line: string, revision: Revision, nextId: () => string): Command {
  const trimmed = line.trim();
  if (!trimmed) return { kind: 'empty' };
  if (trimmed === 'GET' || trimmed === 'DELETE') return { kind: 'http', method: trimmed };
  const match = /^(\S+)\s*([\s\S]*)$/.exec(trimmed);
  const word = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  const name = normalise(word);
  if (!name) return { kind: 'raw', text: line };
  switch (name) {
    case 'aide':
      return { kind: 'help' };
    case 'effacer':
      return { kind: 'clear' };
    case 'etape': {
      const step = Number(rest);
      return Number.isInteger(step) && step > 0
        ? { kind: 'step', step }
        : { kind: 'usage', message: t.usageStep };
    }
    case 'decouvrir':
      return { kind: 'send', message: buildRequest(revision, nextId(), 'server/discover') };
    case 'initialiser': {
      // `initialiser 2025-06-18` asks for that version; anything else is said, never sent as
      // another one (a made-up version is the raw JSON's job).
      const asked = rest.trim();
      if (asked && !LEGACY_REVISIONS.includes(asked as Revision)) {
        return {
          kind: 'usage',
          message: t.usageInitialize({ asked, supported: LEGACY_REVISIONS.join(', ') }),
        };
      }
      return {
        kind: 'send',
        message: buildRequest(revision, nextId(), 'initialize', {
          protocolVersion: asked || (isLegacyRevision(revision) ? revision : '2025-11-25'),
          capabilities: {},
          clientInfo: { ...TERMINAL_CLIENT_INFO },
        }),
        then: { jsonrpc: '2.0', method: 'notifications/initialized' },
      };
    }
    // A list takes an optional cursor: the `nextCursor` of the page before, as it came.
    case 'outils':
    case 'ressources':
    case 'prompts': {
      const method = {
        outils: 'tools/list',
        ressources: 'resources/list',
        prompts: 'prompts/list',
      }[name];
      const cursor = rest.trim();
      return {
        kind: 'send',
        message: buildRequest(revision, nextId(), method, cursor ? { cursor } : {}),
      };
    }
    case 'completer': {
      const parts = rest.trim().split(/\s+/);
      const [target, argument, value = ''] = parts;
      if (!target || !argument) return { kind: 'usage', message: t.usageComplete };
      const ref = target.startsWith('prompt:')
        ? { type: 'ref/prompt', name: target.slice('prompt:'.length) }
        : { type: 'ref/resource', uri: target };
      return {
        kind: 'send',
        message: buildRequest(revision, nextId(), 'completion/complete', {
          ref,
          argument: { name: argument, value },
        }),
      };
    }
    // Sent as typed in every revision: in 2026-07-28 the server answers -32601.
    case 'journal': {
      const level = rest.trim();
      if (!(LOG_LEVELS as readonly string[]).includes(level)) {
        return { kind: 'usage', message: t.usageLogLevel };
      }
      return {
        kind: 'send',
        message: buildRequest(revision, nextId(), 'logging/setLevel', { level }),
      };
    }
    case 'abonner': {
      const uri = rest.trim();
      if (!uri) return { kind: 'usage', message: t.usageSubscribe };
      // 2026-07-28 replaced resources/subscribe by a listen stream naming the URI.
      return {
        kind: 'send',
        message: isLegacyRevision(revision)
          ? buildRequest(revision, nextId(), 'resources/subscribe', { uri })
          : buildRequest(revision, nextId(), 'subscriptions/listen', {
              notifications: { resourceSubscriptions: [uri] },
            }),
      };
    }
    case 'desabonner': {
      const uri = rest.trim();
      if (!uri) return { kind: 'usage', message: t.usageSubscribe };
      if (!isLegacyRevision(revision)) return { kind: 'usage', message: t.unsubscribeModern };
      return {
        kind: 'send',
        message: buildRequest(revision, nextId(), 'resources/unsubscribe', { uri }),
      };
    }
    case 'lire':
      return rest
        ? {
            kind: 'send',
            message: buildRequest(revision, nextId(), 'resources/read', { uri: rest }),
          }
        : { kind: 'usage', message: t.usageRead };
    case 'appeler':
    case 'prompt': {
      const parts = /^(\S+)\s*([\s\S]*)$/.exec(rest);
      if (!parts?.[1]) {
        return { kind: 'usage', message: name === 'appeler' ? t.usageCall : t.usagePrompt };
      }
      const args = parseArguments(parts[2] ?? '');
      if (!args.ok) return { kind: 'usage', message: args.error };
      return {
        kind: 'send',
        message: buildRequest(
          revision,
          nextId(),
          name === 'appeler' ? 'tools/call' : 'prompts/get',
          { name: parts[1], arguments: args.value },
        ),
      };
    }
  }
}

/** What Tab completes with, for the server the terminal speaks to. */
export interface CompletionNames {
  tools: readonly string[];
  prompts: readonly string[];
  uris: readonly string[];
  templates?: readonly string[];
}

/**
 * Tab completion: the command word first, then a tool name after `appeler`, a prompt name
 * after `prompt`, a URI after `lire`, `abonner` and `desabonner`, a URI template (or
 * `prompt:<nom>`) after `completer`, a level after `journal`. Returns where the completed
 * word starts, the candidates, and the longest common prefix to insert.
 */
export function complete(
  text: string,
  cursor: number,
  names: CompletionNames,
): { start: number; candidates: string[]; insert: string } {
  const before = text.slice(0, cursor);
  const words = before.split(/\s+/);
  const current = words.at(-1) ?? '';
  const start = cursor - current.length;
  let pool: readonly string[] = [];
  if (words.length === 1) pool = COMMANDS;
  else if (words.length === 2) {
    const command = normalise(words[0] ?? '');
    const pools: Partial<Record<CommandName, readonly string[]>> = {
      appeler: names.tools,
      prompt: names.prompts,
      lire: names.uris,
      abonner: names.uris,
      desabonner: names.uris,
      completer: [...(names.templates ?? []), ...names.prompts.map((p) => `prompt:${p}`)],
      journal: LOG_LEVELS,
    };
    pool = (command && pools[command]) ?? [];
  }
  const candidates = pool.filter((c) => c.startsWith(current));
  let insert = candidates[0] ?? current;
  for (const candidate of candidates) {
    let i = 0;
    while (i < insert.length && insert[i] === candidate[i]) i += 1;
    insert = insert.slice(0, i);
  }
  if (candidates.length === 1) insert += ' ';
  return { start, candidates, insert: candidates.length ? insert : current };
}
