// How the trace keeps a message step nobody has read yet, and builds its entry when asked.
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { deepFreeze } from './trace-copy';
import type {
  ActorId,
  Direction,
  MessageEntry,
  MessageKind,
  Phase,
  TraceEntry,
} from './trace-schema';

/** The fields of a message entry other than the message itself, decided when it is recorded. */
export interface MessageHeader {
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
  readonly carriedBy: number | undefined;
  readonly seq: number;
  readonly t: number;
  readonly phase: Phase;
}

/**
 * A message step nobody has read yet: its header, and the message as the JSON text it was when
 * sent. Keeping one string instead of a tree of frozen objects is what lets a long session run
 * fast: the garbage collector copies and marks a string in one go, while thousands of small live
 * objects slowed every collection of the SDK's own garbage.
 */
export interface UnreadMessage extends MessageHeader {
  readonly json: string;
}

/** Entries never have a `json` field: only a step waiting to be read does. */
export function isUnread(item: TraceEntry | UnreadMessage | undefined): item is UnreadMessage {
  return item !== undefined && 'json' in item;
}

/** Builds the frozen entry of an unread message from its JSON text. */
export function readUnread(unread: UnreadMessage): MessageEntry {
  return messageEntry(unread, deepFreeze(JSON.parse(unread.json) as JSONRPCMessage));
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The entry, with the same fields in the same order as entries have always had. */
export function messageEntry(header: MessageHeader, message: JSONRPCMessage): MessageEntry {
  // Optional fields are added only when present, in place: no temporary objects per step.
  const entry = {
    type: 'message',
    layer: 'data',
    link: header.link,
    from: header.from,
    to: header.to,
    direction: header.direction,
    kind: header.kind,
  } as Writable<MessageEntry>;
  if (header.method !== undefined) entry.method = header.method;
  if (header.hasId) entry.id = header.id;
  if (header.answers !== undefined) entry.answers = header.answers;
  entry.message = message;
  if (header.line !== undefined) entry.line = header.line;
  if (header.carriedBy !== undefined) entry.carriedBy = header.carriedBy;
  entry.seq = header.seq;
  entry.t = header.t;
  entry.phase = header.phase;
  return Object.freeze(entry);
}
