import type { AuthInfo, OAuthMetadata, OAuthTokenVerifier } from '@modelcontextprotocol/server';
import { OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import { fillTemplate } from './template';

/*
 * The SDK v2 ships no authorization server, only its metadata types: this is a small one that
 * runs in the page, written to the letter of OAuth 2.1 for what an MCP client meets — RFC 8414
 * metadata, `/authorize` with PKCE S256, `state`, `resource` (RFC 8707) and the `iss` of RFC 9207
 * in the redirect, `/token` for a code (with `code_verifier`) or a refresh token (rotated),
 * Client ID Metadata Documents, and Dynamic Client Registration (RFC 7591) as the fallback.
 * Codes and tokens are visibly fake and live only in this object. Shared like behaviour.ts: the
 * simulation runs it in the page, and an exported protected server runs it in Node.
 */

/** Answers one HTTP request (web-standard, as the SDK's own handlers). */
export type FetchHandler = (request: Request) => Promise<Response>;
/** How the server reaches a client's metadata document (`fetch`, or a recorded one). */
export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * The French texts of the consent page and of every `error_description`, as data (the exported
 * project reads them from its JSON): `{{client}}`, `{{resource}}`, `{{reason}}`, `{{scope}}`.
 */
export interface AuthorizationTexts {
  consentTitle: string;
  consentScopes: string;
  consentResource: string;
  /** `{{host}}`: the redirect URI's host, which the spec says the page MUST show. */
  consentRedirect: string;
  /** Added when the redirect goes to this machine (`localhost`, 127.0.0.1, [::1]). */
  consentLocalhost: string;
  consentAllow: string;
  consentDeny: string;
  consentFake: string;
  denied: string;
  unknownClient: string;
  clientDocument: string;
  clientIdMismatch: string;
  badRedirect: string;
  responseType: string;
  pkceMissing: string;
  badScope: string;
  resourceMissing: string;
  grantType: string;
  codeUnknown: string;
  codeClient: string;
  codeRedirect: string;
  verifierMissing: string;
  verifierWrong: string;
  resourceChanged: string;
  refreshUnknown: string;
  refreshExpired: string;
  registrationBody: string;
  tokenUnknown: string;
  notFound: string;
}

/** Deliberate faults of the server, for the error lab: each one a real misbehaviour. */
export interface AuthorizationServerFaults {
  /** The `iss` put in the redirect: another server's, as in a mix-up attack. */
  redirectIssuer?: string;
  /** Tokens are issued for this audience whatever `resource` the client named. */
  audience?: string;
}

export interface AuthorizationServerOptions {
  /** `https://auth.atelier.test`: the issuer, and the origin every endpoint lives under. */
  issuer: string;
  scopes: readonly string[];
  /** Advertise `client_id_metadata_document_supported` (otherwise clients fall back to DCR). */
  clientIdMetadataDocuments: boolean;
  /** How this server reaches a client's metadata document (recorded like every exchange). */
  fetch: FetchLike;
  /** Access token lifetime, in seconds. */
  accessTokenSeconds?: number;
  faults?: AuthorizationServerFaults;
  /** Current time in ms (tests move it). */
  now?: () => number;
  texts: AuthorizationTexts;
}

interface ClientRecord {
  client_id: string;
  client_name?: string;
  redirect_uris: string[];
}

interface AuthorizationRequest {
  client: ClientRecord;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  scopes: string[];
  resource: string;
}

interface Grant {
  clientId: string;
  scopes: string[];
  resource: string;
}

interface CodeGrant extends Grant {
  redirectUri: string;
  codeChallenge: string;
}

interface AccessToken extends Grant {
  expiresAt: number;
}

interface RefreshToken extends Grant {
  expired: boolean;
}

/** Why `/authorize` cannot even redirect: the client or its redirect URI is not trusted. */
class UntrustedRequest extends Error {}

/** An OAuth error for the redirect or the token endpoint: `error` and its description. */
class Refusal extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    /** Where `/authorize` sends it back: the checked client's redirect URI, with its `state`. */
    readonly back?: { redirectUri: string; state: string | undefined },
  ) {
    super(description);
  }
}

export interface AuthorizationServer {
  readonly issuer: string;
  readonly metadata: OAuthMetadata;
  /** Serves every endpoint of the server (by path under its origin). */
  readonly fetch: FetchHandler;
  /** What a resource server asks about a token (in-page introspection). */
  readonly verifier: OAuthTokenVerifier;
  /** Every access token issued so far ends its life now (the next call gets a 401). */
  expireAccessTokens(): void;
  /** Every refresh token issued so far ends its life now (the refresh gets `invalid_grant`). */
  expireRefreshTokens(): void;
  /** Changes the deliberate faults from now on. */
  setFaults(faults: AuthorizationServerFaults): void;
}

export function createAuthorizationServer(
  options: AuthorizationServerOptions,
): AuthorizationServer {
  const issuer = options.issuer;
  const now = options.now ?? Date.now;
  const lifetime = options.accessTokenSeconds ?? 3600;
  let faults = options.faults ?? {};
  const m = options.texts;
  const say = (text: string, values: Record<string, string>) => fillTemplate(text, values);
  const registered = new Map<string, ClientRecord>();
  const codes = new Map<string, CodeGrant>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, RefreshToken>();
  let counter = 0;
  // Fake and readable: a counter to follow one value through the trace, and a random tail so
  // that none can be guessed from another.
  const fake = (kind: string) => `faux-${kind}-${(counter += 1)}-${randomTail()}`;

  const metadata: OAuthMetadata = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    registration_endpoint: `${issuer}/register`,
    scopes_supported: [...options.scopes],
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    client_id_metadata_document_supported: options.clientIdMetadataDocuments,
    authorization_response_iss_parameter_supported: true,
  };

  /** The client a `client_id` names: a metadata document's URL, or a registered id. */
  const resolveClient = async (clientId: string): Promise<ClientRecord> => {
    const known = registered.get(clientId);
    if (known) return known;
    if (!options.clientIdMetadataDocuments || !isUrl(clientId)) {
      throw new UntrustedRequest(m.unknownClient);
    }
    let document: unknown;
    try {
      const response = await options.fetch(clientId, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      document = await response.json();
    } catch (error) {
      throw new UntrustedRequest(say(m.clientDocument, { reason: String(error) }));
    }
    const record = clientRecord(document);
    if (!record) throw new UntrustedRequest(say(m.clientDocument, { reason: 'redirect_uris' }));
    if (record.client_id !== clientId) throw new UntrustedRequest(m.clientIdMismatch);
    return record;
  };

  /** Checks an authorization request, as `/authorize` receives it (query or consent form). */
  const readRequest = async (params: URLSearchParams): Promise<AuthorizationRequest> => {
    const client = await resolveClient(params.get('client_id') ?? '');
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!client.redirect_uris.includes(redirectUri)) throw new UntrustedRequest(m.badRedirect);
    const state = params.get('state') ?? undefined;
    // From here on, the client is known and its redirect URI is its own: errors go back there.
    const base = { client, redirectUri, state };
    if (params.get('response_type') !== 'code') {
      throw new Refusal('unsupported_response_type', m.responseType, base);
    }
    const codeChallenge = params.get('code_challenge');
    if (!codeChallenge || params.get('code_challenge_method') !== 'S256') {
      throw new Refusal('invalid_request', m.pkceMissing, base);
    }
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    const unknown = scopes.find((scope) => !options.scopes.includes(scope));
    if (unknown) throw new Refusal('invalid_scope', say(m.badScope, { scope: unknown }), base);
    const resource = params.get('resource');
    if (!resource) throw new Refusal('invalid_target', m.resourceMissing, base);
    return { ...base, codeChallenge, scopes, resource };
  };

  const redirect = (
    redirectUri: string,
    state: string | undefined,
    fields: Record<string, string>,
  ): Response => {
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(fields)) target.searchParams.set(key, value);
    if (state !== undefined) target.searchParams.set('state', state);
    // RFC 9207: the issuer in every authorization response, errors included.
    target.searchParams.set('iss', faults.redirectIssuer ?? issuer);
    return new Response(null, { status: 302, headers: { location: target.href } });
  };

  const authorize = async (request: Request): Promise<Response> => {
    const params =
      request.method === 'POST'
        ? new URLSearchParams(await request.text())
        : new URL(request.url).searchParams;
    let checked: AuthorizationRequest;
    try {
      checked = await readRequest(params);
    } catch (error) {
      if (error instanceof Refusal && error.back) {
        const { redirectUri, state } = error.back;
        return redirect(redirectUri, state, {
          error: error.error,
          error_description: error.description,
        });
      }
      return oauthError(400, 'invalid_request', (error as Error).message);
    }
    if (request.method !== 'POST') return consentPage(checked, params);
    // The consent form: the user's choice, and the scopes they kept.
    if (params.get('consent') !== 'allow') {
      return redirect(checked.redirectUri, checked.state, {
        error: 'access_denied',
        error_description: m.denied,
      });
    }
    const kept = (params.get('granted_scope') ?? checked.scopes.join(' '))
      .split(' ')
      .filter((scope) => checked.scopes.includes(scope));
    const code = fake('code');
    codes.set(code, {
      clientId: checked.client.client_id,
      redirectUri: checked.redirectUri,
      codeChallenge: checked.codeChallenge,
      scopes: kept,
      resource: checked.resource,
    });
    return redirect(checked.redirectUri, checked.state, { code });
  };

  const issueTokens = (grant: Grant): Response => {
    const accessToken = fake('jeton-acces');
    const refreshToken = fake('jeton-rafraichissement');
    const audience = faults.audience ?? grant.resource;
    accessTokens.set(accessToken, {
      ...grant,
      resource: audience,
      expiresAt: Math.floor(now() / 1000) + lifetime,
    });
    refreshTokens.set(refreshToken, { ...grant, expired: false });
    return Response.json(
      {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: lifetime,
        refresh_token: refreshToken,
        scope: grant.scopes.join(' '),
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  };

  const token = async (request: Request): Promise<Response> => {
    const params = new URLSearchParams(await request.text());
    const clientId = params.get('client_id') ?? '';
    const resource = params.get('resource');
    try {
      switch (params.get('grant_type')) {
        case 'authorization_code': {
          const code = params.get('code') ?? '';
          const grant = codes.get(code);
          // A code is good for one exchange, whatever happens to it.
          codes.delete(code);
          if (!grant) throw new Refusal('invalid_grant', m.codeUnknown);
          if (grant.clientId !== clientId) throw new Refusal('invalid_grant', m.codeClient);
          if (grant.redirectUri !== params.get('redirect_uri')) {
            throw new Refusal('invalid_grant', m.codeRedirect);
          }
          const verifier = params.get('code_verifier');
          if (!verifier) throw new Refusal('invalid_request', m.verifierMissing);
          if ((await s256(verifier)) !== grant.codeChallenge) {
            throw new Refusal('invalid_grant', m.verifierWrong);
          }
          if (resource !== grant.resource) throw new Refusal('invalid_target', m.resourceChanged);
          return issueTokens(grant);
        }
        case 'refresh_token': {
          const presented = params.get('refresh_token') ?? '';
          const grant = refreshTokens.get(presented);
          if (!grant || grant.clientId !== clientId) {
            throw new Refusal('invalid_grant', m.refreshUnknown);
          }
          if (grant.expired) throw new Refusal('invalid_grant', m.refreshExpired);
          if (resource !== null && resource !== grant.resource) {
            throw new Refusal('invalid_target', m.resourceChanged);
          }
          // 2026-07-28 security considerations: for public clients, authorization servers MUST
          // rotate refresh tokens (OAuth 2.1 §4.3.1).
          refreshTokens.delete(presented);
          const asked = params.get('scope')?.split(' ').filter(Boolean);
          const scopes = asked ? asked.filter((s) => grant.scopes.includes(s)) : grant.scopes;
          return issueTokens({ ...grant, scopes });
        }
        default:
          throw new Refusal('unsupported_grant_type', m.grantType);
      }
    } catch (error) {
      if (error instanceof Refusal) {
        return oauthError(
          error.error === 'invalid_client' ? 401 : 400,
          error.error,
          error.description,
        );
      }
      throw error;
    }
  };

  const register = async (request: Request): Promise<Response> => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = undefined;
    }
    const asked = clientRecord({ ...(isObject(body) ? body : {}), client_id: 'x' });
    if (!asked || !isObject(body)) {
      return oauthError(400, 'invalid_client_metadata', m.registrationBody);
    }
    const clientId = fake('client');
    const record = { ...asked, client_id: clientId };
    registered.set(clientId, record);
    return Response.json(
      { ...body, client_id: clientId, client_id_issued_at: Math.floor(now() / 1000) },
      { status: 201 },
    );
  };

  const consentPage = (request: AuthorizationRequest, params: URLSearchParams): Response => {
    const client = request.client.client_name ?? request.client.client_id;
    const hidden = [...params]
      .map(([key, value]) => `<input type="hidden" name="${html(key)}" value="${html(value)}">`)
      .join('');
    const scopes = request.scopes.map((scope) => `<li>${html(scope)}</li>`).join('');
    // 2025-11-25 and 2026-07-28 (security considerations): the authorization server MUST show
    // the redirect URI's hostname, and SHOULD warn when it is localhost only.
    const redirect = URL.canParse(request.redirectUri) ? new URL(request.redirectUri) : undefined;
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(redirect?.hostname ?? '');
    const page =
      `<!doctype html><html lang="fr"><meta charset="utf-8"><title>${html(say(m.consentTitle, { client }))}</title>` +
      `<h1>${html(say(m.consentTitle, { client }))}</h1><p>${html(m.consentFake)}</p>` +
      `<p>${html(say(m.consentResource, { resource: request.resource }))}</p>` +
      `<p>${html(say(m.consentRedirect, { host: redirect?.host ?? request.redirectUri }))}</p>` +
      (local ? `<p>${html(m.consentLocalhost)}</p>` : '') +
      `<p>${html(m.consentScopes)}</p><ul>${scopes}</ul>` +
      `<form method="post" action="/authorize">${hidden}` +
      `<button name="consent" value="allow">${html(m.consentAllow)}</button>` +
      `<button name="consent" value="deny">${html(m.consentDeny)}</button></form></html>`;
    return new Response(page, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  };

  const fetch: FetchHandler = async (request) => {
    const path = new URL(request.url).pathname;
    const method = request.method.toUpperCase();
    if (method === 'GET' && path === '/.well-known/oauth-authorization-server') {
      return Response.json(metadata);
    }
    if (path === '/authorize' && (method === 'GET' || method === 'POST')) return authorize(request);
    if (path === '/token' && method === 'POST') return token(request);
    if (path === '/register' && method === 'POST') return register(request);
    return oauthError(404, 'not_found', m.notFound);
  };

  const verifier: OAuthTokenVerifier = {
    verifyAccessToken(presented) {
      const found = accessTokens.get(presented);
      if (!found)
        return Promise.reject(new OAuthError(OAuthErrorCode.InvalidToken, m.tokenUnknown));
      const info: AuthInfo = {
        token: presented,
        clientId: found.clientId,
        scopes: found.scopes,
        expiresAt: found.expiresAt,
        resource: new URL(found.resource),
      };
      return Promise.resolve(info);
    },
  };

  return {
    issuer,
    metadata,
    fetch,
    verifier,
    expireAccessTokens() {
      const past = Math.floor(now() / 1000) - 1;
      for (const token of accessTokens.values()) token.expiresAt = past;
    },
    expireRefreshTokens() {
      for (const token of refreshTokens.values()) token.expired = true;
    },
    setFaults(next) {
      faults = next;
    },
  };
}

/** The PKCE S256 transform (RFC 7636 §4.2): BASE64URL(SHA-256(ASCII(verifier))). */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomTail(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function oauthError(status: number, error: string, description: string): Response {
  return Response.json(
    { error, error_description: description },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

function clientRecord(value: unknown): ClientRecord | undefined {
  if (!isObject(value)) return undefined;
  const { client_id: clientId, client_name: name, redirect_uris: uris } = value;
  if (typeof clientId !== 'string') return undefined;
  if (!Array.isArray(uris) || uris.length === 0 || !uris.every((u) => typeof u === 'string')) {
    return undefined;
  }
  return {
    client_id: clientId,
    redirect_uris: uris,
    ...(typeof name === 'string' && { client_name: name }),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
