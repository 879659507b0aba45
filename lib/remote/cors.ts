import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';

/**
 * What a server must grant this page through CORS for the SDK's browser client to speak a
 * revision with it: the request headers the client sets (each one not on the browser's
 * safelist triggers a preflight), the methods it uses, and the response headers it must read.
 * The one list behind the French advice on screen and the exported server's test.
 */
export interface CorsNeeds {
  methods: readonly string[];
  requestHeaders: readonly string[];
  exposeHeaders: readonly string[];
}

export function corsNeeds(revision: Revision): CorsNeeds {
  if (!isLegacyRevision(revision)) {
    // 2026-07-28 is stateless: every message is a POST that names its method (and its tool,
    // resource or prompt) in headers, and no session id comes back.
    return {
      methods: ['POST'],
      requestHeaders: ['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name'],
      exposeHeaders: [],
    };
  }
  // 2025: a session id to read and send back, the GET stream resumed with Last-Event-ID, and
  // the DELETE that ends the session.
  return {
    methods: ['POST', 'GET', 'DELETE'],
    requestHeaders: [
      'content-type',
      'accept',
      'mcp-protocol-version',
      'mcp-session-id',
      'last-event-id',
    ],
    exposeHeaders: ['mcp-session-id'],
  };
}
