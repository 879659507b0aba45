import type { JSONRPCMessage } from '@modelcontextprotocol/client';

/** Who takes part in a session: the host, and one client and one server per connection. */
export type ActorId = 'host' | `client:${string}` | `server:${string}`;

export type MessageKind = 'request' | 'result' | 'error' | 'notification';
/** The lifecycle phase a step belongs to (découverte/initialisation, opérations, arrêt). */
export type Phase = 'initialisation' | 'operation' | 'shutdown';
/** JSON-RPC data layer, or the transport beneath it (framing, connection). */
export type Layer = 'data' | 'transport';

interface EntryBase {
  /** 1-based position in the session's timeline: the step number learners see. */
  readonly seq: number;
  /** Milliseconds since the session started. */
  readonly t: number;
  readonly phase: Phase;
}

/** A JSON-RPC message as it left one end of a transport. */
export interface MessageEntry extends EntryBase {
  readonly type: 'message';
  readonly layer: 'data';
  /** The server whose connection carried it. */
  readonly link: string;
  readonly from: ActorId;
  readonly to: ActorId;
  readonly direction: 'client-to-server' | 'server-to-client';
  readonly kind: MessageKind;
  /** The request's method; for a response, the method of the request it answers. */
  readonly method?: string;
  readonly id?: string | number | null;
  /** For a response: the step of the request it answers. */
  readonly answers?: number;
  /** The exact JSON, deep-frozen. */
  readonly message: JSONRPCMessage;
  /** The line as framed on the wire, when the text framing layer is on. */
  readonly line?: string;
}

/** Something that happened to the bytes rather than to a JSON-RPC message. */
export interface TransportEntry extends EntryBase {
  readonly type: 'transport';
  readonly layer: 'transport';
  readonly link: string;
  readonly from: ActorId;
  readonly to: ActorId;
  readonly event: 'parse-error' | 'raw-line' | 'closed' | 'timeout' | 'no-reply' | 'sdk-error';
  /** The raw text concerned, if any (a stray line, a garbled message). */
  readonly text?: string;
  /** The SDK's own error message, untranslated. */
  readonly detail?: string;
}

/** A decision or computation inside the host, drawn on the host's lane. */
export interface HostEntry extends EntryBase {
  readonly type: 'host';
  readonly layer: 'data';
  readonly from: 'host';
  readonly to: ActorId;
  readonly action: HostAction;
  /** Structured details for the views (scores, chosen tool, arguments, answer…), deep-frozen. */
  readonly data: Readonly<Record<string, unknown>>;
}

export type HostAction =
  | 'question'
  | 'merge-registry'
  | 'choose-tool'
  | 'approve'
  | 'refuse'
  | 'elicitation-answer'
  | 'sampling-answer'
  | 'attach-resource'
  | 'invoke-prompt'
  | 'answer';

export type TraceEntry = MessageEntry | TransportEntry | HostEntry;
export type NewEntry =
  | Omit<MessageEntry, 'seq' | 't' | 'phase'>
  | Omit<TransportEntry, 'seq' | 't' | 'phase'>
  | Omit<HostEntry, 'seq' | 't' | 'phase'>;

/**
 * The key content uses to point at a step: a method for requests and notifications,
 * `result:<method>` / `error:<method>` for answers, `host:<action>`, `transport:<event>`.
 */
export function stepKey(entry: TraceEntry): string {
  switch (entry.type) {
    case 'message':
      if (entry.kind === 'result') return `result:${entry.method ?? '?'}`;
      if (entry.kind === 'error') return `error:${entry.method ?? '?'}`;
      return entry.method ?? '?';
    case 'host':
      return `host:${entry.action}`;
    case 'transport':
      return `transport:${entry.event}`;
  }
}

/** Freezes a value and everything inside it, so that a recorded step can never change. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Past this depth a value is copied by the JSON round trip itself (which also rejects cycles). */
const MAX_FAST_DEPTH = 64;

/**
 * A deep-frozen copy of a value, equal to `deepFreeze(JSON.parse(JSON.stringify(value)))` but
 * built in one pass: no intermediate string, no second walk to freeze. Plain objects, arrays and
 * primitives are copied here with JSON's rules (undefined, functions and symbols dropped from
 * objects and nulled in arrays; non-finite numbers become null; -0 becomes 0); anything else
 * (`toJSON`, class instances, bigints, very deep values) goes through the JSON round trip.
 */
export function frozenJsonCopy<T>(value: T): T {
  return copyValue(value, 0) as T;
}

function copyValue(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value + 0 : null;
    case 'object':
      if (value === null) return null;
      if (depth < MAX_FAST_DEPTH) {
        if (Array.isArray(value)) return copyArray(value, depth);
        const proto = Object.getPrototypeOf(value) as unknown;
        if (
          (proto === Object.prototype || proto === null) &&
          typeof (value as { toJSON?: unknown }).toJSON !== 'function'
        ) {
          return copyObject(value as Record<string, unknown>, depth);
        }
      }
      return deepFreeze(JSON.parse(JSON.stringify(value)) as unknown);
    default:
      // undefined, functions and symbols have no JSON form; bigints make JSON.stringify throw.
      return JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
  }
}

function copyArray(value: readonly unknown[], depth: number): readonly unknown[] {
  const copy: unknown[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    copy.push(isSkipped(item) ? null : copyValue(item, depth + 1));
  }
  return Object.freeze(copy);
}

function copyObject(value: Record<string, unknown>, depth: number): object {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (isSkipped(item)) continue;
    if (key === '__proto__') {
      // JSON.parse makes an own property of it; an assignment would set the prototype.
      Object.defineProperty(copy, key, {
        value: copyValue(item, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      copy[key] = copyValue(item, depth + 1);
    }
  }
  return Object.freeze(copy);
}

/** Values JSON.stringify leaves out of objects (and writes as null in arrays). */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

export type TraceListener = (entry: TraceEntry) => void;

type Direction = MessageEntry['direction'];

interface LinkState {
  readonly client: ActorId;
  readonly server: ActorId;
  /** Requests sent by the client, then by the server, not answered yet: id → step. */
  readonly fromClient: Map<unknown, number>;
  readonly fromServer: Map<unknown, number>;
}

/**
 * A message step nobody has read yet: every field of its entry, and the message as the JSON
 * text it was when sent. Keeping one string instead of a tree of frozen objects is what lets a
 * long session run fast: the garbage collector copies and marks a string in one go, while
 * thousands of small live objects slowed every collection of the SDK's own garbage.
 */
class UnreadMessage implements MessageHeader {
  // Copied out of the header so a step waiting to be read is one small object and one string.
  readonly link: string;
  readonly from: ActorId;
  readonly to: ActorId;
  readonly direction: Direction;
  readonly kind: MessageKind;
  readonly method: string | undefined;
  readonly hasId: boolean;
  readonly id: string | number | null | undefined;
  readonly answers: number | undefined;
  readonly line: string | undefined;
  readonly seq: number;
  readonly t: number;
  readonly phase: Phase;

  constructor(
    header: MessageHeader,
    readonly json: string,
  ) {
    this.link = header.link;
    this.from = header.from;
    this.to = header.to;
    this.direction = header.direction;
    this.kind = header.kind;
    this.method = header.method;
    this.hasId = header.hasId;
    this.id = header.id;
    this.answers = header.answers;
    this.line = header.line;
    this.seq = header.seq;
    this.t = header.t;
    this.phase = header.phase;
  }
}

/** The fields of a message entry other than the message itself, decided when it is recorded. */
interface MessageHeader {
  readonly link: string;
  readonly from: ActorId;
  readonly to: ActorId;
  readonly direction: Direction;
  readonly kind: MessageKind;
  readonly method: string | undefined;
  readonly hasId: boolean;
  readonly id: string | number | null | undefined;
  readonly answers: number | undefined;
  readonly line: string | undefined;
  readonly seq: number;
  readonly t: number;
  readonly phase: Phase;
}

/** The entry, with the same fields in the same order as entries have always had. */
function messageEntry(header: MessageHeader, message: JSONRPCMessage): MessageEntry {
  const entry: Record<string, unknown> = {
    type: 'message',
    layer: 'data',
    link: header.link,
    from: header.from,
    to: header.to,
    direction: header.direction,
    kind: header.kind,
  };
  if (header.method !== undefined) entry.method = header.method;
  if (header.hasId) entry.id = header.id;
  if (header.answers !== undefined) entry.answers = header.answers;
  entry.message = message;
  if (header.line !== undefined) entry.line = header.line;
  entry.seq = header.seq;
  entry.t = header.t;
  entry.phase = header.phase;
  return Object.freeze(entry) as unknown as MessageEntry;
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
      if (item instanceof UnreadMessage) items[i] = read(item);
    }
    this.firstUnread = items.length;
    return items as TraceEntry[];
  }

  get length(): number {
    return this.items.length;
  }

  at(seq: number): TraceEntry | undefined {
    const item = this.items[seq - 1];
    if (!(item instanceof UnreadMessage)) return item;
    const entry = read(item);
    this.items[seq - 1] = entry;
    return entry;
  }

  subscribe(listener: TraceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records a new step; the data is deep-copied and frozen. */
  record(entry: NewEntry): TraceEntry {
    const copy = structuredClone(entry) as Record<string, unknown>;
    copy.seq = this.items.length + 1;
    copy.t = this.elapsed();
    copy.phase = this.phase;
    const frozen = deepFreeze(copy) as unknown as TraceEntry;
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
   */
  recordMessage(
    link: string,
    direction: Direction,
    message: JSONRPCMessage,
    line?: string,
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
        if (request instanceof UnreadMessage) method = request.method;
        else if (request?.type === 'message') method = request.method;
      }
    }
    const id = m.id;
    const header: MessageHeader = {
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
      seq,
      t: this.elapsed(),
      phase: this.phase,
    };
    if (this.listeners.size === 0) {
      // The text is the exact wire copy; a value JSON cannot write fails here, as it always did.
      const json = JSON.stringify(message) as string | undefined;
      if (json === undefined) JSON.parse(json as unknown as string);
      this.items.push(new UnreadMessage(header, json as string));
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

/** Builds the frozen entry of an unread message from its JSON text. */
function read(unread: UnreadMessage): MessageEntry {
  return messageEntry(unread, deepFreeze(JSON.parse(unread.json) as JSONRPCMessage));
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
