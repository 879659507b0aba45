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

/**
 * What a preflight answer fails to grant of a revision's needs, for one method: the origin, the
 * method, each request header, each exposed header (names as the answer should list them). Empty
 * when the browser would let the client through.
 */
export function missingCorsGrants(
  answer: (name: string) => string | null | undefined,
  origin: string,
  revision: Revision,
  method: string,
): string[] {
  const list = (name: string) =>
    (answer(name) ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
  const needs = corsNeeds(revision);
  const allowedOrigin = answer('access-control-allow-origin');
  const missing: string[] = [];
  if (allowedOrigin !== origin && allowedOrigin !== '*') missing.push(`origin ${origin}`);
  // GET and POST are safelisted: a browser lets them through whatever the list says.
  const methods = list('access-control-allow-methods');
  const safe = ['GET', 'HEAD', 'POST'].includes(method.toUpperCase());
  if (!safe && !methods.includes(method.toLowerCase()) && !methods.includes('*'))
    missing.push(`method ${method}`);
  const headers = list('access-control-allow-headers');
  for (const header of needs.requestHeaders) {
    if (!headers.includes(header) && !headers.includes('*')) missing.push(`header ${header}`);
  }
  const exposed = list('access-control-expose-headers');
  for (const header of needs.exposeHeaders) {
    if (!exposed.includes(header) && !exposed.includes('*')) missing.push(`expose ${header}`);
  }
  return missing;
}

/**
 * The lines a learner adds to their own server so that this page may call it in a revision:
 * Express with the `cors` package (TypeScript), Starlette's CORSMiddleware (Python, where the
 * official SDK's HTTP app is a Starlette app). Written from `corsNeeds`, never by hand.
 */
export function corsSnippets(
  revision: Revision,
  origin: string,
): { typescript: string; python: string } {
  const needs = corsNeeds(revision);
  const methods = [...needs.methods, 'OPTIONS'];
  const js = (items: readonly string[]) => `[${items.map((i) => `'${i}'`).join(', ')}]`;
  const py = (items: readonly string[]) => `[${items.map((i) => `"${i}"`).join(', ')}]`;
  const typescript = [
    "import cors from 'cors';",
    '',
    'app.use(',
    '  cors({',
    `    origin: '${origin}',`,
    `    methods: ${js(methods)},`,
    `    allowedHeaders: ${js(needs.requestHeaders)},`,
    ...(needs.exposeHeaders.length > 0 ? [`    exposedHeaders: ${js(needs.exposeHeaders)},`] : []),
    '  }),',
    ');',
  ].join('\n');
  const python = [
    'from starlette.middleware.cors import CORSMiddleware',
    '',
    'app.add_middleware(',
    '    CORSMiddleware,',
    `    allow_origins=["${origin}"],`,
    `    allow_methods=${py(methods)},`,
    `    allow_headers=${py(needs.requestHeaders)},`,
    ...(needs.exposeHeaders.length > 0 ? [`    expose_headers=${py(needs.exposeHeaders)},`] : []),
    ')',
  ].join('\n');
  return { typescript, python };
}
