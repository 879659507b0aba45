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

export type TraceListener = (entry: TraceEntry) => void;

/**
 * The session's timeline: every message on every transport end and every host step, in order,
 * as immutable deep copies. Views subscribe to it; nothing in it is ever modified.
 */
export class Trace {
  private readonly items: TraceEntry[] = [];
  private readonly listeners = new Set<TraceListener>();
  private readonly pending = new Map<string, number>();
  private readonly start: number;
  phase: Phase = 'initialisation';

  constructor(private readonly now: () => number = () => performance.now()) {
    this.start = now();
  }

  get entries(): readonly TraceEntry[] {
    return this.items;
  }

  get length(): number {
    return this.items.length;
  }

  at(seq: number): TraceEntry | undefined {
    return this.items[seq - 1];
  }

  subscribe(listener: TraceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records a new step; the data is deep-copied and frozen. */
  record(entry: NewEntry): TraceEntry {
    return this.append(structuredClone(entry));
  }

  /** Appends an entry this trace already owns (no other reference to it exists). */
  private append(entry: NewEntry): TraceEntry {
    const seq = this.items.length + 1;
    const t = Math.round((this.now() - this.start) * 1000) / 1000;
    const copy = deepFreeze({ ...entry, seq, t, phase: this.phase });
    this.items.push(copy);
    for (const listener of this.listeners) {
      try {
        listener(copy);
      } catch {
        // A broken view must not break the session it observes.
      }
    }
    return copy;
  }

  /** Records a message sent on a transport end, linking responses to their requests. */
  recordMessage(
    link: string,
    direction: MessageEntry['direction'],
    message: JSONRPCMessage,
    line?: string,
  ): MessageEntry {
    const clientId: ActorId = `client:${link}`;
    const serverId: ActorId = `server:${link}`;
    const [from, to] =
      direction === 'client-to-server' ? [clientId, serverId] : [serverId, clientId];
    const m = message as { id?: string | number | null; method?: string; error?: unknown };
    const hasId = 'id' in m;
    let kind: MessageKind;
    let method = m.method;
    let answers: number | undefined;
    if (typeof m.method === 'string') {
      kind = hasId ? 'request' : 'notification';
      if (hasId) this.pending.set(pendingKey(link, direction, m.id), this.items.length + 1);
    } else {
      kind = 'error' in m ? 'error' : 'result';
      // A response travels the other way from its request.
      const requestDirection =
        direction === 'client-to-server' ? 'server-to-client' : 'client-to-server';
      const key = pendingKey(link, requestDirection, m.id);
      answers = this.pending.get(key);
      if (answers !== undefined) {
        this.pending.delete(key);
        const request = this.items[answers - 1];
        if (request?.type === 'message') method = request.method;
      }
    }
    return this.append({
      type: 'message',
      layer: 'data',
      link,
      from,
      to,
      direction,
      kind,
      ...(method !== undefined && { method }),
      ...(hasId && { id: m.id }),
      ...(answers !== undefined && { answers }),
      // A JSON round trip is the copy that matches the wire exactly (and is the fastest here).
      message: JSON.parse(JSON.stringify(message)) as JSONRPCMessage,
      ...(line !== undefined && { line }),
    }) as MessageEntry;
  }

  /** The step that answers a request step, if it has been answered. */
  answerTo(requestSeq: number): MessageEntry | undefined {
    for (let i = requestSeq; i < this.items.length; i += 1) {
      const entry = this.items[i];
      if (entry?.type === 'message' && entry.answers === requestSeq) return entry;
    }
    return undefined;
  }
}

function pendingKey(link: string, direction: string, id: unknown): string {
  return `${link}|${direction}|${JSON.stringify(id ?? null)}`;
}
