import type { FetchLike } from '@modelcontextprotocol/client';

export type { FetchLike };

/** Answers one HTTP request: an MCP endpoint, or any other web-standard handler in the page. */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * The `Request` a fetch call describes, headers included. A browser's `Request` drops the
 * headers only the browser may write (`Origin` above all) and adds them itself on the network;
 * in the page nobody would, so the ones the caller named are put back: a request "from another
 * site" reaches the server with the `Origin` that site's browser would have sent.
 */
export function buildRequest(input: string | URL, init?: RequestInit): Request {
  const request = new Request(input, init);
  if (init?.headers === undefined) return request;
  const asked = new Headers(init.headers);
  for (const [name] of asked) {
    if (!request.headers.has(name)) {
      const headers = new Headers(request.headers);
      for (const [key, value] of asked) if (!headers.has(key)) headers.set(key, value);
      Object.defineProperty(request, 'headers', { value: headers });
      break;
    }
  }
  return request;
}

/** What an aborted fetch rejects with, as the platform's own fetch does. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
