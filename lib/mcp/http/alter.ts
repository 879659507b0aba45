import type { Middleware } from '@modelcontextprotocol/client';

/** Header changes the error lab makes to one request after the SDK client has built it. */
export interface RequestAlteration {
  /** The JSON-RPC method of the request to change; the next request of any kind if absent. */
  method?: string;
  /** Headers to set (a string) or to leave out (null). */
  headers: Readonly<Record<string, string | null>>;
}

/**
 * A `fetch` middleware in front of the recorder: the next request that matches leaves with its
 * headers changed, as a proxy, a faulty client or another site's page would send it. The body
 * stays the SDK's; the recorder then shows what the server received, and the client gets the
 * server's real answer.
 */
export function requestAlterer(): {
  middleware: Middleware;
  alterNext(alteration: RequestAlteration): void;
} {
  let pending: RequestAlteration | undefined;
  return {
    alterNext(alteration) {
      pending = alteration;
    },
    middleware: (next) => async (input, init) => {
      const alteration = pending;
      if (!alteration || !matches(alteration, init)) return next(input, init);
      pending = undefined;
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(alteration.headers)) {
        if (value === null) headers.delete(name);
        else headers.set(name, value);
      }
      return next(input, { ...init, headers });
    },
  };
}

function matches(alteration: RequestAlteration, init: RequestInit | undefined): boolean {
  if (alteration.method === undefined) return true;
  if (typeof init?.body !== 'string') return false;
  try {
    return (JSON.parse(init.body) as { method?: unknown }).method === alteration.method;
  } catch {
    return false;
  }
}
