import type { HttpEntry } from '../trace-schema';

/**
 * The reason phrases of RFC 9110 for the statuses a Streamable HTTP exchange can meet: protocol
 * words, written in English on the wire and in every HTTP tool.
 */
const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
};

/** « 202 Accepted », or the bare code when it has no common phrase. */
export function statusLine(status: number): string {
  const reason = REASONS[status];
  return reason ? `${status} ${reason}` : String(status);
}

/** The path (and query) of a recorded URL: `/mcp`. */
export function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** How an HTTP step is drawn: a request, a good or bad answer, an event, or a stream's end. */
export function httpArrowKind(
  entry: HttpEntry,
): 'request' | 'result' | 'error' | 'notification' | 'transport' {
  switch (entry.part) {
    case 'request':
      return 'request';
    case 'response':
      return entry.status >= 400 ? 'error' : 'result';
    case 'event':
      return 'notification';
    case 'end':
      return 'transport';
  }
}
