import type { HostData, MessageEntry, TraceEntry } from '../trace';

/*
 * What the host panel shows of the protocol's utilities, derived from the trace alone: the
 * progress of the last call that asked for it, the server's log lines, the answers the client
 * served from its cache, and the followed resources that changed.
 */

type Json = Record<string, unknown>;

function isMessage(entry: TraceEntry): entry is MessageEntry {
  return entry.type === 'message';
}

function paramsOf(entry: MessageEntry): Json {
  return (entry.message as { params?: Json }).params ?? {};
}

/** The progress of one request, as its notifications told it. */
export interface ProgressView {
  server: string;
  /** The step of the request that carried the `progressToken`. */
  request: number;
  tool: string | undefined;
  progress: number;
  total: number | undefined;
  message: string | undefined;
  /** The step of the latest notification. */
  seq: number;
  /** The request has been answered: the bar is full or stopped. */
  done: boolean;
}

/** The progress of the latest request that asked for it, or undefined if none did. */
export function latestProgress(entries: readonly TraceEntry[]): ProgressView | undefined {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (!entry || !isMessage(entry) || entry.kind !== 'request') continue;
    const meta = (paramsOf(entry)._meta ?? {}) as Json;
    const token = meta.progressToken;
    if (token === undefined || entry.direction !== 'client-to-server') continue;
    let view: ProgressView | undefined;
    let done = false;
    for (const later of entries.slice(i + 1)) {
      if (!isMessage(later) || later.link !== entry.link) continue;
      if (later.answers === entry.seq) done = true;
      if (later.method !== 'notifications/progress') continue;
      const params = paramsOf(later);
      if (params.progressToken !== token) continue;
      view = {
        server: entry.link,
        request: entry.seq,
        tool:
          typeof paramsOf(entry).name === 'string' ? (paramsOf(entry).name as string) : undefined,
        progress: typeof params.progress === 'number' ? params.progress : 0,
        total: typeof params.total === 'number' ? params.total : undefined,
        message: typeof params.message === 'string' ? params.message : undefined,
        seq: later.seq,
        done: false,
      };
    }
    return view ? { ...view, done } : undefined;
  }
  return undefined;
}

/** One line of a server's journal (`notifications/message`). */
export interface LogLineView {
  seq: number;
  server: string;
  level: string;
  logger: string | undefined;
  text: string;
}

/** Every log line the servers sent, oldest first. */
export function logLinesOf(entries: readonly TraceEntry[]): LogLineView[] {
  return entries.filter(isMessage).flatMap((entry) => {
    if (entry.method !== 'notifications/message') return [];
    const params = paramsOf(entry);
    const data = params.data;
    return [
      {
        seq: entry.seq,
        server: entry.link,
        level: typeof params.level === 'string' ? params.level : '?',
        logger: typeof params.logger === 'string' ? params.logger : undefined,
        text: typeof data === 'string' ? data : JSON.stringify(data),
      },
    ];
  });
}

export type CacheHitView = HostData<'cache-hit'> & { seq: number };
export type ResourceUpdateView = HostData<'resource-updated'> & { seq: number };

/** The answers the client served from its cache, with the step that filled it. */
export function cacheHitsOf(entries: readonly TraceEntry[]): CacheHitView[] {
  return entries.flatMap((entry) =>
    entry.type === 'host' && entry.action === 'cache-hit'
      ? [{ ...entry.data, seq: entry.seq }]
      : [],
  );
}

/** The followed resources the host read again after a change. */
export function resourceUpdatesOf(entries: readonly TraceEntry[]): ResourceUpdateView[] {
  return entries.flatMap((entry) =>
    entry.type === 'host' && entry.action === 'resource-updated'
      ? [{ ...entry.data, seq: entry.seq }]
      : [],
  );
}

/** The URIs the host follows now (`server\u0000uri`): subscribed, and not undone since. */
export function followedResources(entries: readonly TraceEntry[]): Set<string> {
  const followed = new Set<string>();
  /** 2026-07-28: the URIs each listen stream follows, by the stream's request id. */
  const streams = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.type === 'transport' && entry.event === 'closed') {
      // A closed connection takes its subscriptions with it.
      for (const k of [...followed]) if (k.startsWith(`${entry.link}\u0000`)) followed.delete(k);
      continue;
    }
    if (!isMessage(entry) || entry.direction !== 'client-to-server') continue;
    const params = paramsOf(entry);
    const key = (uri: unknown) => `${entry.link}\u0000${String(uri)}`;
    if (entry.method === 'resources/subscribe') followed.add(key(params.uri));
    if (entry.method === 'resources/unsubscribe') followed.delete(key(params.uri));
    if (entry.method === 'subscriptions/listen') {
      const uris = (params.notifications as { resourceSubscriptions?: unknown } | undefined)
        ?.resourceSubscriptions;
      if (Array.isArray(uris)) {
        const keys = uris.map(key);
        streams.set(`${entry.link}\u0000${String(entry.id)}`, keys);
        for (const k of keys) followed.add(k);
      }
    }
    if (entry.method === 'notifications/cancelled') {
      const stream = `${entry.link}\u0000${String(params.requestId)}`;
      for (const k of streams.get(stream) ?? []) followed.delete(k);
    }
  }
  return followed;
}

/**
 * What each server announced at its latest handshake (`server/discover` or `initialize`), from
 * the trace: still known after the script closed the connection, until the next handshake.
 */
export function announcedCapabilities(entries: readonly TraceEntry[]): Map<string, Json> {
  const announced = new Map<string, Json>();
  for (const entry of entries) {
    if (!isMessage(entry) || entry.kind !== 'result') continue;
    if (entry.method !== 'server/discover' && entry.method !== 'initialize') continue;
    const result = (entry.message as { result?: { capabilities?: Json } }).result;
    if (result?.capabilities) announced.set(entry.link, result.capabilities);
  }
  return announced;
}
