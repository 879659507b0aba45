import { isSkippedLine } from '@/lib/annotations/stdio-line';
import type { Revision } from '@/lib/mcp/revisions';
import type { ToolSpec } from '@/lib/mcp/scenario';
import type {
  HostAction,
  HttpEntry,
  MessageEntry,
  MessageKind,
  TraceEntry,
  TransportEntry,
} from '@/lib/mcp/trace';

/**
 * A challenge's success check is data: a small predicate language over the real trace of the
 * session and the playground's state, evaluated here by pure functions (never `eval`). The zod
 * schemas that validate it live in ./schema.ts; these types are what the evaluator reads.
 */

export type JsonPrimitive = string | number | boolean | null;

/** A test on one field of an entry, reached by a dotted path (`params.name`, `error.code`). */
export interface FieldTest {
  path: string;
  equals?: JsonPrimitive;
  startsWith?: string;
  /** True: the field must exist; false: it must be absent. */
  present?: boolean;
  /** The field, absent or not, must be none of these values (`isError` not `true`…). */
  notIn?: JsonPrimitive[];
}

/** Matches one entry of the trace. */
export type EntryMatch =
  | {
      kind: 'message';
      method?: string;
      direction?: MessageEntry['direction'];
      type?: MessageKind;
      link?: string;
      /** For an error response: its JSON-RPC code. */
      errorCode?: number;
      /** Tests on the JSON message itself. */
      where?: FieldTest[];
      /** For a response: the request it answers must match this. */
      answers?: EntryMatch;
    }
  | {
      kind: 'host';
      action: HostAction;
      where?: FieldTest[];
      /**
       * In an `order`: this must be the very next host step after the previous one (an
       * approval that answers that choice, not one given later to another call).
       */
      directly?: boolean;
    }
  | {
      kind: 'transport';
      event: TransportEntry['event'];
      link?: string;
      /**
       * For a parse error: true when the line is not JSON at all (the SDK's reader skips it in
       * silence), false when it is JSON but not JSON-RPC (reported to `onerror`).
       */
      notJson?: boolean;
    }
  /** A step of the HTTP layer: a request (its method, a header) or an answer (its status). */
  | {
      kind: 'http';
      part?: HttpEntry['part'];
      /** A request's HTTP method (`GET`). */
      method?: string;
      /**
       * The path of the URL asked for (`/token`); an answer matches through its request, so
       * « the /token request got 200 » is one match.
       */
      path?: string;
      status?: number;
      /**
       * A request's or an answer's header, by its lower-case name. `contains` reads one
       * parameter out of a longer value (`error="insufficient_scope"` in `WWW-Authenticate`).
       */
      header?: { name: string; equals?: string; contains?: string; present?: boolean };
      /** The JSON-RPC method of the message its body carried (`tools/call`). */
      carries?: string;
    };

/** A check over the whole trace and the playground's state. */
export type Check =
  | { kind: 'exists'; match: EntryMatch }
  | { kind: 'count'; match: EntryMatch; min?: number; max?: number }
  /** The entries appear in this order (other entries may come between them). */
  | { kind: 'order'; steps: EntryMatch[] }
  | { kind: 'all'; of: Check[] }
  | { kind: 'any'; of: Check[] }
  | { kind: 'not'; check: Check }
  | { kind: 'revision'; is: Revision }
  | { kind: 'scenario'; is: string }
  /**
   * The tool served now differs from the starting one in these top-level fields, and only them;
   * every other tool of every server is as it was at the start.
   */
  | { kind: 'edited'; server: string; tool: string; only: string[] }
  /** No server's tools differ from the starting ones. */
  | { kind: 'untouched' };

/** What a check reads: the timeline, and what the playground serves now and served at the start. */
export interface CheckContext {
  entries: readonly TraceEntry[];
  /**
   * Index of the first entry a check counts (0 by default): the ones before it were there when
   * the challenge started. They stay readable, for a response to find the request it answers.
   */
  from?: number;
  scenarioId: string;
  revision: Revision;
  /** Tools served now, per server. */
  tools: Readonly<Record<string, readonly ToolSpec[]>>;
  /** Tools served when the challenge started, per server. */
  startTools: Readonly<Record<string, readonly ToolSpec[]>>;
}

/**
 * Strings compare loosely, as a learner types them: typographic spaces or none before « ? ! : ; »,
 * either apostrophe, any case.
 */
function normalize(value: unknown): unknown {
  return typeof value === 'string'
    ? value
        .replace(/[\u00A0\u202F]/g, ' ')
        .replace(/\s+([?!:;])/g, '$1')
        .replace(/\u2019/g, "'")
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase()
    : value;
}

/** Reads a dotted path inside a JSON value; undefined when a step is missing. */
export function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function fieldPasses(value: unknown, test: FieldTest): boolean {
  const found = readPath(value, test.path);
  if (test.present !== undefined && (found !== undefined) !== test.present) return false;
  if (test.equals !== undefined && normalize(found) !== normalize(test.equals)) return false;
  if (
    test.startsWith !== undefined &&
    !(typeof found === 'string' && found.startsWith(test.startsWith))
  ) {
    return false;
  }
  if (test.notIn?.some((value) => normalize(value) === normalize(found))) return false;
  return true;
}

/** True when one entry matches. */
export function entryMatches(
  entry: TraceEntry,
  match: EntryMatch,
  entries: readonly TraceEntry[],
): boolean {
  switch (match.kind) {
    case 'message': {
      if (entry.type !== 'message') return false;
      if (match.method !== undefined && entry.method !== match.method) return false;
      if (match.direction !== undefined && entry.direction !== match.direction) return false;
      if (match.type !== undefined && entry.kind !== match.type) return false;
      if (match.link !== undefined && entry.link !== match.link) return false;
      if (
        match.errorCode !== undefined &&
        (entry.kind !== 'error' || readPath(entry.message, 'error.code') !== match.errorCode)
      ) {
        return false;
      }
      if (match.where && !match.where.every((test) => fieldPasses(entry.message, test))) {
        return false;
      }
      if (match.answers) {
        const request = entry.answers === undefined ? undefined : entries[entry.answers - 1];
        if (!request || !entryMatches(request, match.answers, entries)) return false;
      }
      return true;
    }
    case 'host':
      return (
        entry.type === 'host' &&
        entry.action === match.action &&
        (match.where ?? []).every((test) => fieldPasses(entry.data, test))
      );
    case 'transport':
      return (
        entry.type === 'transport' &&
        entry.event === match.event &&
        (match.link === undefined || entry.link === match.link) &&
        (match.notJson === undefined || isSkippedLine(entry.text ?? '') === match.notJson)
      );
    case 'http':
      return entry.type === 'http' && httpMatches(entry, match, entries);
  }
}

function httpMatches(
  entry: HttpEntry,
  match: Extract<EntryMatch, { kind: 'http' }>,
  entries: readonly TraceEntry[],
): boolean {
  if (match.part !== undefined && entry.part !== match.part) return false;
  if (match.method !== undefined && (entry.part !== 'request' || entry.method !== match.method))
    return false;
  if (match.status !== undefined && (entry.part !== 'response' || entry.status !== match.status))
    return false;
  if (match.header) {
    const headers = entry.part === 'request' || entry.part === 'response' ? entry.headers : {};
    const value = headers[match.header.name.toLowerCase()];
    if (match.header.present !== undefined && (value !== undefined) !== match.header.present)
      return false;
    if (match.header.equals !== undefined && value !== match.header.equals) return false;
    if (match.header.contains !== undefined && !value?.includes(match.header.contains))
      return false;
  }
  if (match.path !== undefined && requestPath(entry, entries) !== match.path) return false;
  if (match.carries !== undefined) {
    const carried = entries.some(
      (e) => e.type === 'message' && e.carriedBy === entry.seq && e.method === match.carries,
    );
    if (!carried) return false;
  }
  return true;
}

/** The path of the URL an HTTP step belongs to: its own, or its request's. */
function requestPath(entry: HttpEntry, entries: readonly TraceEntry[]): string | undefined {
  const request = entry.part === 'request' ? entry : entries[entry.exchange - 1];
  if (request?.type !== 'http' || request.part !== 'request') return undefined;
  try {
    return new URL(request.url).pathname;
  } catch {
    return undefined;
  }
}

/** The entries a check counts: those since the challenge started. */
function counted(context: CheckContext): readonly TraceEntry[] {
  return context.from ? context.entries.slice(context.from) : context.entries;
}

function countMatches(context: CheckContext, match: EntryMatch): number {
  let count = 0;
  for (const entry of counted(context)) if (entryMatches(entry, match, context.entries)) count += 1;
  return count;
}

function inOrder(context: CheckContext, steps: readonly EntryMatch[]): boolean {
  const { entries } = context;
  // Whether steps[step..] can be matched from entries[from..]; memoised, so O(steps × entries²).
  const memo = new Map<number, boolean>();
  const matchFrom = (step: number, from: number): boolean => {
    const match = steps[step];
    if (!match) return true;
    const key = step * (entries.length + 1) + from;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const directly = step > 0 && match.kind === 'host' && match.directly === true;
    let found = false;
    for (let i = from; i < entries.length && !found; i += 1) {
      const entry = entries[i]!;
      if (entryMatches(entry, match, entries)) found = matchFrom(step + 1, i + 1);
      // A step that must come directly: the first host step after the previous one decides.
      if (directly && entry.type === 'host') break;
    }
    memo.set(key, found);
    return found;
  };
  return matchFrom(0, Math.min(context.from ?? 0, entries.length));
}

/** Deep equality of JSON values (object key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function findTool(tools: readonly ToolSpec[] | undefined, name: string): ToolSpec | undefined {
  return tools?.find((spec) => spec.definition.name === name);
}

/** Every tool but one is served as it was at the start (none added, none removed). */
function othersUntouched(context: CheckContext, server: string, tool: string): boolean {
  const others = (tools: readonly ToolSpec[] | undefined, name: string) =>
    (tools ?? []).filter((spec) => name !== server || spec.definition.name !== tool);
  const servers = new Set([...Object.keys(context.tools), ...Object.keys(context.startTools)]);
  return [...servers].every((name) =>
    sameJson(others(context.tools[name], name), others(context.startTools[name], name)),
  );
}

function editedOnly(context: CheckContext, server: string, tool: string, only: string[]): boolean {
  const now = findTool(context.tools[server], tool)?.definition;
  const start = findTool(context.startTools[server], tool)?.definition;
  if (!now || !start || !othersUntouched(context, server, tool)) return false;
  const keys = new Set([...Object.keys(now), ...Object.keys(start)]);
  let changed = false;
  for (const key of keys) {
    const same = sameJson(
      (now as Record<string, unknown>)[key],
      (start as Record<string, unknown>)[key],
    );
    if (same) continue;
    if (!only.includes(key)) return false;
    changed = true;
  }
  return changed;
}

function untouched(context: CheckContext): boolean {
  const servers = new Set([...Object.keys(context.tools), ...Object.keys(context.startTools)]);
  return [...servers].every((server) =>
    sameJson(context.tools[server] ?? [], context.startTools[server] ?? []),
  );
}

/** Evaluates a check: pure, never throws on a well-typed check. */
export function evaluate(check: Check, context: CheckContext): boolean {
  switch (check.kind) {
    case 'exists':
      return counted(context).some((entry) => entryMatches(entry, check.match, context.entries));
    case 'count': {
      const count = countMatches(context, check.match);
      return count >= (check.min ?? 1) && (check.max === undefined || count <= check.max);
    }
    case 'order':
      return inOrder(context, check.steps);
    case 'all':
      return check.of.every((inner) => evaluate(inner, context));
    case 'any':
      return check.of.some((inner) => evaluate(inner, context));
    case 'not':
      return !evaluate(check.check, context);
    case 'revision':
      return context.revision === check.is;
    case 'scenario':
      return context.scenarioId === check.is;
    case 'edited':
      return editedOnly(context, check.server, check.tool, check.only);
    case 'untouched':
      return untouched(context);
  }
}
