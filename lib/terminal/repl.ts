import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { terminalMessages as t } from '@/messages/terminal';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import type { TraceEntry } from '@/lib/mcp/trace';
import type { RawWire } from '@/lib/playground/raw-wire';
import { checkJsonText } from '@/lib/untrusted/json-limits';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import { buildCancel, buildRequest, complete, parseCommand, type JsonObject } from './commands';
import { statusLine } from '@/lib/mcp/http/status';
import { explainExchange, type OutLine } from './explain';
import { oneLine } from './wire';

/** What happened to one submitted line; the view prints `lines`. */
export interface ReplResult {
  kind:
    | 'empty'
    | 'help'
    | 'clear'
    | 'step'
    | 'usage'
    | 'reply'
    | 'explained'
    | 'no-reply'
    | 'timeout'
    | 'cancelled'
    | 'unavailable';
  lines: OutLine[];
}

/** Where the REPL sends its lines: the live session's wire (the playground's, when there is one). */
export interface ReplTarget {
  wire(): RawWire | undefined;
  setStep?(step: number): void;
  /** The server the learner types to. */
  server(): string | undefined;
}

export interface ReplOptions {
  /** How long a request may wait for its answer before the terminal gives up. */
  requestTimeoutMs?: number;
  /** How long a line that expects no answer (garbage, notifications) is watched. */
  quietWaitMs?: number;
}

type Id = string | number;

function idKey(id: unknown): string {
  return JSON.stringify(id ?? null);
}

/** Reads the line locally only to know whether an answer is expected and under which id. */
function expectation(text: string): { request: boolean; id?: Id } {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const m = value as { method?: unknown; id?: unknown; jsonrpc?: unknown };
      const validId = typeof m.id === 'string' || typeof m.id === 'number';
      if (typeof m.method === 'string' && validId && m.jsonrpc === '2.0') {
        return { request: true, id: m.id as Id };
      }
    }
  } catch {
    // Not JSON: the server's parser will say so.
  }
  return { request: false };
}

/**
 * The help, with a raw line the server on screen accepts: in 2026-07-28 a bare `tools/list`
 * is refused (-32602), so the example carries the `_meta` envelope the shorthand adds.
 */
export function helpLines(revision: Revision): OutLine[] {
  const line = JSON.stringify(buildRequest(revision, 1, 'tools/list'));
  const note = isLegacyRevision(revision) ? t.helpLegacy : t.helpMeta;
  return [...t.help, t.helpExample({ revision, line }), note].map((text) => ({
    tone: 'info',
    text,
  }));
}

/**
 * The terminal's read–eval–print loop, free of xterm: it turns a typed line into a raw line on
 * the framed link (through `perform({ do: 'raw' })`), keeps the server's answers to its own ids
 * away from the SDK client, and explains in French what came back. It never throws.
 */
export class Repl {
  private counter = 0;
  private readonly outstanding = new Set<string>();
  private inFlight: { server: string; id: Id } | undefined;
  private divertedWire: RawWire | undefined;
  private readonly served = new WeakMap<RawWire, Set<string>>();
  readonly requestTimeoutMs: number;
  readonly quietWaitMs: number;

  constructor(
    private readonly target: ReplTarget,
    options: ReplOptions = {},
  ) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
    this.quietWaitMs = options.quietWaitMs ?? 300;
  }

  get busy(): boolean {
    return this.inFlight !== undefined;
  }

  private nextId = (): string => {
    this.counter += 1;
    return `terminal-${this.counter}`;
  };

  /** Names offered by Tab: commands, then the target server's tools, prompts and URIs. */
  complete(text: string, cursor: number): ReturnType<typeof complete> {
    const wire = this.target.wire();
    const server = this.target.server();
    const names = server ? wire?.names(server) : undefined;
    return complete(text, cursor, names ?? { tools: [], prompts: [], uris: [] });
  }

  /** Runs one typed line and says what happened. */
  async submit(line: string): Promise<ReplResult> {
    try {
      return await this.submitUnsafe(line);
    } catch (error) {
      // A bug here must not freeze the terminal: say it, keep going.
      this.inFlight = undefined;
      return {
        kind: 'explained',
        lines: [
          {
            tone: 'error',
            text: t.failed({
              message: error instanceof Error ? error.message : String(error),
            }),
          },
        ],
      };
    }
  }

  private async submitUnsafe(line: string): Promise<ReplResult> {
    if (this.inFlight) return { kind: 'usage', lines: [{ tone: 'warn', text: t.busy }] };
    // Bounded before anything parses, records or renders it (the SDK, the trace, the inspector).
    const limits = checkJsonText(line, 'repl');
    if (!limits.ok) return { kind: 'usage', lines: [{ tone: 'warn', text: limits.message }] };
    const wire = this.target.wire();
    const revision = wire?.revision ?? '2026-07-28';
    const command = parseCommand(line, revision, this.nextId);
    switch (command.kind) {
      case 'empty':
        return { kind: 'empty', lines: [] };
      case 'help':
        return { kind: 'help', lines: helpLines(revision) };
      case 'clear':
        return { kind: 'clear', lines: [] };
      case 'usage':
        return { kind: 'usage', lines: [{ tone: 'warn', text: command.message }] };
      case 'step': {
        const total = wire?.entries().length ?? 0;
        if (command.step > total) {
          return {
            kind: 'usage',
            lines: [{ tone: 'warn', text: t.noSuchStep({ step: command.step, total }) }],
          };
        }
        this.target.setStep?.(command.step);
        return {
          kind: 'step',
          lines: [{ tone: 'dim', text: t.stepShown({ step: command.step }) }],
        };
      }
      case 'send': {
        const notes: OutLine[] =
          wire && revision === '2026-07-28' ? [{ tone: 'dim', text: t.metaNote }] : [];
        const result = await this.send(JSON.stringify(command.message));
        if (command.then && result.kind === 'reply') {
          const follow = await this.send(JSON.stringify(command.then));
          result.lines.push(...follow.lines);
        }
        return { kind: result.kind, lines: [...notes, ...result.lines] };
      }
      case 'raw':
        return this.send(command.text);
      case 'http':
        return this.sendHttp(command.method);
    }
  }

  /** `GET` or `DELETE`: a bodiless request to the endpoint, and the status it got. */
  private async sendHttp(method: 'GET' | 'DELETE'): Promise<ReplResult> {
    const wire = this.target.wire();
    const server = this.target.server();
    if (!wire || !server) {
      return { kind: 'unavailable', lines: [{ tone: 'warn', text: t.noSession }] };
    }
    if (!wire.overHttp(server)) {
      return { kind: 'unavailable', lines: [{ tone: 'warn', text: t.httpOnly({ method }) }] };
    }
    // Like a typed line, the request leaves from a connected client: it presents its session.
    await this.prepare(wire, server);
    const before = wire.entries().length;
    const outcome = await wire.sendHttp(server, method);
    if (!outcome.ok) {
      return {
        kind: 'explained',
        lines: [{ tone: 'error', text: t.failed({ message: outcome.error.message }) }],
      };
    }
    const lines: OutLine[] = [];
    for (const entry of wire.entries().slice(before)) {
      if (entry.type === 'http' && entry.part === 'response') {
        lines.push({
          tone: entry.status >= 400 ? 'error' : 'ok',
          text: t.httpStatus({ step: entry.seq, status: statusLine(entry.status) }),
        });
        if (entry.body) lines.push({ tone: 'dim', text: oneLine(entry.body) });
      }
    }
    return { kind: 'reply', lines };
  }

  /** Writes one line onto the wire toward the server and waits for what it sets off. */
  private async send(text: string): Promise<ReplResult> {
    const wire = this.target.wire();
    const server = this.target.server();
    if (!wire || !server) {
      return { kind: 'unavailable', lines: [{ tone: 'warn', text: t.noSession }] };
    }
    if (!wire.framed(server)) {
      return { kind: 'unavailable', lines: [{ tone: 'warn', text: t.notFramed }] };
    }
    await this.prepare(wire, server);
    // Several lines at once would be several messages: the terminal sends one at a time.
    const single = text.replace(/\r?\n|\r/g, ' ');
    const expected = expectation(single);
    if (expected.request && expected.id !== undefined) {
      this.outstanding.add(idKey(expected.id));
      this.inFlight = { server, id: expected.id };
    }
    const before = wire.entries().length;
    const timeoutMs = expected.request ? this.requestTimeoutMs : this.quietWaitMs;
    let outcome: ActionOutcome;
    try {
      outcome = await wire.sendRaw(server, single, Math.max(1, timeoutMs));
    } finally {
      // Answers to a cancelled or timed-out id stay diverted: a late one must not reach the SDK.
      this.inFlight = undefined;
    }
    if (!outcome.ok) {
      return {
        kind: 'explained',
        lines: [{ tone: 'error', text: t.failed({ message: outcome.error.message }) }],
      };
    }
    const after = wire.entries().slice(before);
    const explained = explainExchange(single, after, expected);
    if (explained.kind === 'no-reply' && expected.request && !this.cancelledIn(after)) {
      // The request went unanswered for the whole wait: give up on it as a client would.
      this.writeCancel(wire, server, expected.id as Id, 'timeout');
      return {
        kind: 'timeout',
        lines: [
          ...explained.lines,
          {
            tone: 'warn',
            text: t.timeout({ id: String(expected.id), ms: timeoutMs }),
          },
        ],
      };
    }
    return explained;
  }

  private cancelledIn(entries: readonly TraceEntry[]): boolean {
    return entries.some((e) => e.type === 'message' && e.method === 'notifications/cancelled');
  }

  /**
   * Ctrl+C: abandons the request in flight with a real `notifications/cancelled` line. Written
   * straight onto the link, because the pending raw action holds the session's queue.
   */
  interrupt(): OutLine[] {
    const pending = this.inFlight;
    if (!pending) return [];
    const wire = this.target.wire();
    this.inFlight = undefined;
    if (wire) this.writeCancel(wire, pending.server, pending.id, 'Ctrl+C');
    return [{ tone: 'warn', text: t.cancelled({ id: String(pending.id) }) }];
  }

  private writeCancel(wire: RawWire, server: string, id: Id, reason: string): void {
    const cancel: JsonObject = buildCancel(id, reason);
    wire.writeNow(server, JSON.stringify(cancel));
  }

  /** Makes sure the server listens and that answers to the terminal's ids stay with it. */
  private async prepare(wire: RawWire, server: string): Promise<void> {
    if (this.divertedWire !== wire) {
      this.divertedWire = wire;
      this.outstanding.clear();
    }
    for (const name of wire.serverNames) {
      wire.divertResponses(name, (message: JSONRPCMessage) => this.claim(message));
    }
    const prepared = this.served.get(wire) ?? new Set<string>();
    this.served.set(wire, prepared);
    if (prepared.has(server)) return;
    prepared.add(server);
    await wire.ensureConnected(server);
  }

  private claim(message: JSONRPCMessage): boolean {
    const m = message as { method?: unknown; id?: unknown };
    if (typeof m.method === 'string' || !('id' in m)) return false;
    return this.outstanding.delete(idKey(m.id));
  }
}
