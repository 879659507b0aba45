/**
 * `fetch` as a browser page runs it against another origin (Fetch standard, CORS protocol):
 * a preflight for any header off the safelist or any method beyond GET/POST, a refusal as a
 * bare `TypeError` (all a page is told), and only the safelisted and exposed response headers
 * readable. Lets a Vitest prove that a server answers what the browser client really sends.
 */
const SAFE_REQUEST = new Set(['accept', 'accept-language', 'content-language']);
const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_RESPONSE = [
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
];

/** The real network, taken before a test stubs the global `fetch` with this one. */
const network = globalThis.fetch;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

export interface CorsLog {
  /** The preflights sent, as `METHOD header,header`. */
  preflights: string[];
  /** Why each refused request was refused. */
  refusals: string[];
}

export function browserCorsFetch(origin: string, log: CorsLog = { preflights: [], refusals: [] }) {
  // A page learns nothing of why (Chromium's only word is « Failed to fetch »): the reason
  // goes to the test's log, as it would go to the console.
  const refuse = (why: string): never => {
    log.refusals.push(why);
    throw new TypeError('Failed to fetch');
  };
  // The page's requests carry no credentials, so `*` grants them too (the SDK's metadata
  // handlers answer `*`).
  const allows = (granted: string | null) => granted === origin || granted === '*';
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const method = request.method.toUpperCase();
    if (init?.mode === 'no-cors') {
      // No preflight, and an opaque answer the page cannot read: only whether one came back.
      const opaque = await network(request.url, { method, signal: init.signal });
      await opaque.body?.cancel();
      return new Response(null, { status: 200 });
    }
    const unsafe = [...request.headers.keys()]
      .map((h) => h.toLowerCase())
      .filter((h) => {
        if (SAFE_REQUEST.has(h)) return false;
        if (h === 'content-type') {
          const type = (request.headers.get(h) ?? '').split(';')[0]!.trim().toLowerCase();
          return !SIMPLE_TYPES.includes(type);
        }
        return true;
      })
      .sort();
    if (unsafe.length > 0 || !['GET', 'HEAD', 'POST'].includes(method)) {
      log.preflights.push(`${method} ${unsafe.join(',')}`);
      const preflight = await network(request.url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          ...(unsafe.length > 0 && { 'access-control-request-headers': unsafe.join(',') }),
        },
      });
      await preflight.arrayBuffer();
      if (!preflight.ok) refuse(`preflight HTTP ${preflight.status}`);
      if (!allows(preflight.headers.get('access-control-allow-origin'))) refuse('origin');
      const methods = list(preflight.headers.get('access-control-allow-methods'));
      if (!['GET', 'HEAD', 'POST'].includes(method) && !methods.includes(method.toLowerCase())) {
        refuse(`method ${method}`);
      }
      const allowed = list(preflight.headers.get('access-control-allow-headers'));
      const missing = unsafe.filter((h) => !allowed.includes(h) && !allowed.includes('*'));
      if (missing.length > 0) refuse(`headers ${missing.join(',')}`);
    }
    const headers = new Headers(request.headers);
    headers.set('origin', origin);
    const response = await network(request.url, {
      method,
      headers,
      body: init?.body,
      signal: init?.signal,
    });
    if (!allows(response.headers.get('access-control-allow-origin'))) {
      await response.body?.cancel();
      refuse('no access-control-allow-origin');
    }
    const exposed = [
      ...SAFE_RESPONSE,
      ...list(response.headers.get('access-control-expose-headers')),
    ];
    const visible = new Headers();
    response.headers.forEach((value, key) => {
      if (exposed.includes(key.toLowerCase())) visible.set(key, value);
    });
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: visible,
    });
  };
}
