import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { deepFreeze, frozenJsonCopy } from './trace-copy';
import type {
  ActorId,
  Direction,
  MessageEntry,
  MessageKind,
  Phase,
  TraceEntry,
} from './trace-schema';
import { isUnread, messageEntry, readUnread, type UnreadMessage } from './trace-unread';

// The entry types are inferred from the trace's zod contract (./trace-schema.ts); the step-key
// grammar lives in ./step-key.ts. Both are re-exported here, where views have always found them.
export type {
  ActorId,
  Direction,
  HostData,
  HostEntry,
  HttpEndEntry,
  HttpEntry,
  HttpEventEntry,
  HttpRequestEntry,
  HttpResponseEntry,
  Layer,
  MessageEntry,
  MessageKind,
  Phase,
  TraceEntry,
  TransportEntry,
} from './trace-schema';
export type { HostAction, HttpEndReason, TransportEvent } from './vocabulary';
export { stepKey } from './step-key';
export { deepFreeze, frozenJsonCopy } from './trace-copy';

/** Removes keys from each member of a union, keeping it a union (Omit alone would merge it). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A step as recorded: the trace numbers, times and phases it. */
export type NewEntry = OmitEach<TraceEntry, 'seq' | 't' | 'phase'>;

export type TraceListener = (entry: TraceEntry) => void;

interface LinkState {
  readonly client: ActorId;
  readonly server: ActorId;
  /** Requests sent by the client, then by the server, not answered yet: id → step. */
  readonly fromClient: Map<unknown, number>;
  readonly fromServer: Map<unknown, number>;
}

/**
 * The session's timeline: every message on every transport end and every host step, in order,
 * as immutable deep copies. Views subscribe to it; nothing in it is ever modified.
 *
 * A message is copied when it is sent (as JSON text, or straight into frozen objects when a view
 * listens); its frozen entry is built from that copy the first time anyone reads it.
 */
export class Trace {
  private readonly items: (TraceEntry | UnreadMessage)[] = [];
  /** No entry before this index is unread. */
  private firstUnread = 0;
  private readonly listeners = new Set<TraceListener>();
  /** Per link: its two actors and its requests not answered yet (by JSON-RPC id → step). */
  private readonly links = new Map<string, LinkState>();
  /** Request step → the step that answered it, so finding an answer never scans the trace. */
  private readonly answers = new Map<number, number>();
  private readonly start: number;
  phase: Phase = 'initialisation';

  constructor(private readonly now: () => number = () => performance.now()) {
    this.start = now();
  }

  get entries(): readonly TraceEntry[] {
    const items = this.items;
    for (let i = this.firstUnread; i < items.length; i += 1) {
      const item = items[i];
      if (isUnread(item)) items[i] = readUnread(item);
    }
    this.firstUnread = items.length;
    return items as TraceEntry[];
  }

  get length(): number {
    return this.items.length;
  }

  at(seq: number): TraceEntry | undefined {
    const item = this.items[seq - 1];
    if (!isUnread(item)) return item;
    const entry = readUnread(item);
    this.items[seq - 1] = entry;
    return entry;
  }

  subscribe(listener: TraceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records a new step; the data is deep-copied and frozen. */
  record(entry: NewEntry): TraceEntry {
    const frozen: TraceEntry = deepFreeze({
      ...structuredClone(entry),
      seq: this.items.length + 1,
      t: this.elapsed(),
      phase: this.phase,
    });
    this.items.push(frozen);
    this.notify(frozen);
    return frozen;
  }

  private elapsed(): number {
    return Math.round((this.now() - this.start) * 1000) / 1000;
  }

  private notify(entry: TraceEntry): void {
    for (const listener of this.listeners) {
      try {
        listener(entry);
      } catch {
        // A broken view must not break the session it observes.
      }
    }
  }

  /**
   * Records a message sent on a transport end, linking responses to their requests, and
   * returns its step. This runs for every message of every session: the request a response
   * answers is found through a map, and the copy is the JSON text alone until someone reads it.
   * On a text link, `line` is the framed line; on an HTTP link, `carriedBy` is the HTTP step
   * whose body carried it.
   */
  recordMessage(
    link: string,
    direction: Direction,
    message: JSONRPCMessage,
    line?: string,
    carriedBy?: number,
  ): number {
    const seq = this.items.length + 1;
    const outbound = direction === 'client-to-server';
    const state = this.linkState(link);
    const m = message as { id?: string | number | null; method?: string; error?: unknown };
    const hasId = 'id' in m;
    let kind: MessageKind;
    let method = m.method;
    let answers: number | undefined;
    if (typeof m.method === 'string') {
      kind = hasId ? 'request' : 'notification';
      if (hasId) (outbound ? state.fromClient : state.fromServer).set(pendingKey(m.id), seq);
    } else {
      kind = 'error' in m ? 'error' : 'result';
      // A response travels the other way from its request.
      const pending = outbound ? state.fromServer : state.fromClient;
      const key = pendingKey(m.id);
      answers = pending.get(key);
      if (answers !== undefined) {
        pending.delete(key);
        this.answers.set(answers, seq);
        const request = this.items[answers - 1];
        if (isUnread(request) || request?.type === 'message') method = request.method;
      }
    }
    const id = m.id;
    // One object per step, with the shape of an unread step from the start (`json` filled below):
    // spreading a header into a second object cost a tenth of the recording rate.
    const header: { -readonly [K in keyof UnreadMessage]: UnreadMessage[K] } = {
      link,
      from: outbound ? state.client : state.server,
      to: outbound ? state.server : state.client,
      direction,
      kind,
      method,
      hasId,
      id: typeof id === 'object' && id !== null ? frozenJsonCopy(id) : id,
      answers,
      line,
      carriedBy,
      seq,
      t: this.elapsed(),
      phase: this.phase,
      json: '',
    };
    if (this.listeners.size === 0) {
      // The text is the exact wire copy; a value JSON cannot write fails here, as it always did.
      const json = JSON.stringify(message) as string | undefined;
      if (json === undefined) JSON.parse(String(json));
      // The header itself waits to be read: one small object and one string per step.
      header.json = json as string;
      this.items.push(header);
    } else {
      const entry = messageEntry(header, frozenJsonCopy(message));
      this.items.push(entry);
      this.notify(entry);
    }
    return seq;
  }

  /** The step that answers a request step, if it has been answered. */
  answerTo(requestSeq: number): MessageEntry | undefined {
    const seq = this.answers.get(requestSeq);
    const entry = seq === undefined ? undefined : this.at(seq);
    return entry?.type === 'message' ? entry : undefined;
  }

  private linkState(link: string): LinkState {
    let state = this.links.get(link);
    if (!state) {
      state = {
        client: `client:${link}`,
        server: `server:${link}`,
        fromClient: new Map(),
        fromServer: new Map(),
      };
      this.links.set(link, state);
    }
    return state;
  }
}

/**
 * The key a request is remembered by: ids that JSON writes alike match (1 and '1' do not; a
 * missing id matches null), without serialising the common string and number ids.
 */
function pendingKey(id: unknown): unknown {
  if (typeof id === 'string' || typeof id === 'boolean') return id;
  if (typeof id === 'number') return Number.isFinite(id) ? id : null;
  if (id === undefined || id === null) return null;
  return `\u0000json:${JSON.stringify(id)}`;
}
