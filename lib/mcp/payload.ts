import type { TraceEntry } from './trace-schema';

/** A JSON object read from a recorded message: its values are still to be checked. */
export type Payload = Readonly<Record<string, unknown>>;

/** The members of a JSON-RPC message a step may carry as an object. */
type PayloadMember = 'params' | 'result' | 'error';

function memberOf(entry: TraceEntry | undefined, member: PayloadMember): Payload | undefined {
  if (entry?.type !== 'message') return undefined;
  // The SDK types each message precisely; a step may hold any of them, so read the member as
  // unknown and keep it only when it is an object.
  const value = (entry.message as Partial<Record<PayloadMember, unknown>>)[member];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Payload)
    : undefined;
}

/** The `params` of a request or a notification step; undefined for anything else. */
export function paramsOf(entry: TraceEntry | undefined): Payload | undefined {
  return memberOf(entry, 'params');
}

/** The `result` of a response step; undefined for anything else. */
export function resultOf(entry: TraceEntry | undefined): Payload | undefined {
  return memberOf(entry, 'result');
}

/** The `error` of an error response step (`code`, `message`, `data`); undefined otherwise. */
export function errorOf(entry: TraceEntry | undefined): Payload | undefined {
  return memberOf(entry, 'error');
}
