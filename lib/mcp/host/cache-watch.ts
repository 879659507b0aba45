import type { HostData, MessageEntry, Trace, TraceEntry } from '../trace';

/** The cacheable calls the host watches: lists, and reads of one URI. */
export interface CacheableCall {
  server: string;
  method: 'tools/list' | 'resources/list' | 'resources/templates/list' | 'prompts/list';
}
export interface CacheableRead {
  server: string;
  method: 'resources/read';
  uri: string;
}

function isMessage(entry: TraceEntry): entry is MessageEntry {
  return entry.type === 'message';
}

/** The URI a `resources/read` result answers: the one its request asked for. */
function readUri(entries: readonly TraceEntry[], result: MessageEntry): string | undefined {
  const request = result.answers ? entries[result.answers - 1] : undefined;
  if (!request || !isMessage(request)) return undefined;
  const params = (request.message as { params?: { uri?: unknown } }).params;
  return typeof params?.uri === 'string' ? params.uri : undefined;
}

/**
 * Why the SDK client answered from its cache: the result that filled it, with the `ttlMs` and
 * `cacheScope` the server put on it. Undefined when no such result is in the trace.
 */
export function cacheReason(
  entries: readonly TraceEntry[],
  call: CacheableCall | CacheableRead,
): HostData<'cache-hit'> | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (!entry || !isMessage(entry) || entry.link !== call.server) continue;
    if (entry.kind !== 'result' || entry.method !== call.method) continue;
    if (call.method === 'resources/read' && readUri(entries, entry) !== call.uri) continue;
    const result = (entry.message as { result?: { ttlMs?: unknown; cacheScope?: unknown } }).result;
    if (typeof result?.ttlMs !== 'number') return undefined;
    return {
      server: call.server,
      method: call.method,
      ...(call.method === 'resources/read' && { uri: call.uri }),
      storedAt: entry.seq,
      ttlMs: result.ttlMs,
      cacheScope: result.cacheScope === 'public' ? 'public' : 'private',
    };
  }
  return undefined;
}

/**
 * Runs a cacheable SDK call and, when the SDK answered it without a request on the wire,
 * records the cache hit on the host's lane with its reason: nothing else would show it.
 */
export async function watchCache<T>(
  trace: Trace,
  call: CacheableCall | CacheableRead,
  work: () => Promise<T>,
): Promise<T> {
  const before = trace.length;
  const value = await work();
  const entries = trace.entries;
  const asked = entries
    .slice(before)
    .some(
      (e) =>
        isMessage(e) &&
        e.link === call.server &&
        e.kind === 'request' &&
        e.direction === 'client-to-server' &&
        e.method === call.method,
    );
  const reason = asked ? undefined : cacheReason(entries, call);
  if (reason) {
    trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: `client:${call.server}`,
      action: 'cache-hit',
      data: reason,
    });
  }
  return value;
}
