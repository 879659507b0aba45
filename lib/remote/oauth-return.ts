/*
 * The way back from a protected server's consent page: the authorization server redirects the
 * learner's tab to a static page of this site, which hands the answer to the playground's tab
 * over a BroadcastChannel (the consent tab was opened with `noopener`: it has no `opener`).
 * Everything here is untrusted input from a URL or another tab: bounded, plain strings, no eval.
 */

/** The static page the authorization server sends the learner back to. */
export const OAUTH_RETURN_PATH = '/bac-a-sable/retour-oauth';

/** The channel both tabs of this site open; only this origin's pages can post on it. */
export const OAUTH_CHANNEL = 'atelier-mcp-oauth';

/** The redirect URI the playground registers, on the site's own origin. */
export function oauthRedirectUrl(origin: string): string {
  return `${origin}${OAUTH_RETURN_PATH}`;
}

/** The parameters an authorization response may carry (RFC 6749 §4.1.2, RFC 9207 `iss`). */
const KEPT = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'] as const;
type Kept = (typeof KEPT)[number];

/** Far beyond any real code, state or issuer; a longer value is not an answer of ours. */
export const MAX_PARAM_LENGTH = 2048;
const MAX_QUERY_LENGTH = 8192;

/** What the return page posts to the playground: the authorization response, as received. */
export interface OAuthReturn {
  type: 'atelier-mcp-oauth-return';
  params: Partial<Record<Kept, string>>;
}

export type OAuthReturnReading =
  { ok: true; message: OAuthReturn } | { ok: false; problem: 'empty' | 'too-long' | 'incomplete' };

/**
 * Reads the query string the authorization server redirected to: only the response's own
 * parameters, each once and bounded; a `state`, and a `code` or an `error`, are required.
 */
export function readOAuthReturn(search: string): OAuthReturnReading {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return { ok: false, problem: 'empty' };
  if (query.length > MAX_QUERY_LENGTH) return { ok: false, problem: 'too-long' };
  const found = new URLSearchParams(query);
  const params: OAuthReturn['params'] = {};
  for (const key of KEPT) {
    const values = found.getAll(key);
    // A repeated parameter is ambiguous (RFC 6749 §3.1: MUST NOT be included more than once).
    if (values.length > 1) return { ok: false, problem: 'incomplete' };
    const value = values[0];
    if (value === undefined) continue;
    if (value.length > MAX_PARAM_LENGTH) return { ok: false, problem: 'too-long' };
    params[key] = value;
  }
  if (!params.state || (!params.code && !params.error)) return { ok: false, problem: 'incomplete' };
  return { ok: true, message: { type: 'atelier-mcp-oauth-return', params } };
}

/** Checks a message from the channel: the return page's shape, plain bounded strings only. */
export function parseOAuthReturn(data: unknown): OAuthReturn | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, params } = data as Record<string, unknown>;
  if (type !== 'atelier-mcp-oauth-return') return undefined;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!(KEPT as readonly string[]).includes(key) || typeof value !== 'string') return undefined;
    query.set(key, value);
  }
  const reading = readOAuthReturn(query.toString());
  return reading.ok ? reading.message : undefined;
}

/**
 * The host's own `state` check: the SDK 2.4.0 does not compare the callback's `state` with the
 * one it sent, and the specification asks the client to discard a response whose `state` is
 * missing or different (it may be forged, or from an older request).
 */
export function stateMatches(expected: string | undefined, received: string | undefined): boolean {
  return expected !== undefined && received !== undefined && expected === received;
}

/** Only a web page may be opened for consent: never `javascript:`, `data:` or a file. */
export function openableAuthorizationUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** A credential shown on screen: its first characters, the rest hidden. */
export function maskSecret(value: string): string {
  const shown = value.slice(0, Math.min(8, Math.floor(value.length / 3)));
  return `${shown}••••••`;
}
