import { describe, expect, it, vi } from 'vitest';
import { s256 } from '@/lib/runtime/authorization-server';
import { AUTH_ACTOR, AUTH_ISSUER } from './network';
import { CLIENT_METADATA_URL, REDIRECT_URL } from './tab-provider';
import {
  READ,
  WRITE,
  answerTo,
  expectUnauthorized,
  requestsOf,
  walkRegistry,
  type WalkRequest,
} from './walk.test-helpers';

const MCP = 'https://crm.atelier.test/mcp';
const PRM = 'https://crm.atelier.test/.well-known/oauth-protected-resource/mcp';

type Request = WalkRequest;

const start = walkRegistry();
const requests = requestsOf;

const form = (entry: Request) => new URLSearchParams(entry.body ?? '');
const json = (entry: { body?: string | undefined }) => JSON.parse(entry.body ?? 'null') as unknown;

describe.each(['2026-07-28', '2025-11-25'] as const)('the OAuth walk in %s', (revision) => {
  it('goes 401 → discovery → consent → code → token → Bearer, as the spec draws it', async () => {
    const warn = vi.spyOn(console, 'warn');
    const walk = start({ revision });
    await walk.connectUnauthorized();

    // 1. The first MCP request has no token: 401 with the challenge of RFC 6750 / RFC 9728.
    const [first] = requests(walk, (url) => url.href === MCP);
    expect(first?.headers.authorization).toBeUndefined();
    const challenge = answerTo(walk, first!);
    expect(challenge.status).toBe(401);
    expect(challenge.headers['www-authenticate']).toMatch(/^Bearer /);
    expect(challenge.headers['www-authenticate']).toContain(`resource_metadata="${PRM}"`);
    expect(challenge.headers['www-authenticate']).toContain(`scope="${READ}"`);

    // 2. Protected resource metadata (RFC 9728), then the authorization server's (RFC 8414).
    const [prm] = requests(walk, (url) => url.href === PRM);
    expect(prm?.method).toBe('GET');
    expect(json(answerTo(walk, prm!))).toMatchObject({
      resource: MCP,
      authorization_servers: [AUTH_ISSUER],
      scopes_supported: [READ, WRITE],
    });
    // The SDK's discovery requests carry its LATEST_PROTOCOL_VERSION, even on a 2026 connection.
    expect(prm?.headers['mcp-protocol-version']).toBe('2025-11-25');
    const [asm] = requests(
      walk,
      (url) => url.href === `${AUTH_ISSUER}/.well-known/oauth-authorization-server`,
    );
    expect(asm?.to).toBe(AUTH_ACTOR);
    expect(json(answerTo(walk, asm!))).toMatchObject({
      issuer: AUTH_ISSUER,
      code_challenge_methods_supported: ['S256'],
      client_id_metadata_document_supported: true,
      authorization_response_iss_parameter_supported: true,
    });

    // 3. The SDK asks the host to open the authorization URL: PKCE S256, state, resource.
    const [authorizationUrl] = walk.net.redirects;
    const asked = authorizationUrl!.searchParams;
    expect(asked.get('response_type')).toBe('code');
    expect(asked.get('client_id')).toBe(CLIENT_METADATA_URL);
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(asked.get('state')).toBe(walk.net.provider.expectedState);
    expect(asked.get('resource')).toBe(MCP);
    expect(asked.get('scope')).toBe(READ);
    expect(asked.get('redirect_uri')).toBe(REDIRECT_URL);
    // Nothing was exchanged for a token yet.
    expect(requests(walk, (url) => url.pathname === '/token')).toEqual([]);

    // 4. The host's browser opens it; the authorization server reads the client's document.
    const outcome = await walk.consent(true);
    const [page] = requests(walk, (url) => url.pathname === '/authorize');
    expect(page?.from).toBe('host');
    const [document] = requests(walk, (url) => url.href === CLIENT_METADATA_URL);
    expect(document?.from).toBe(AUTH_ACTOR);
    expect(json(answerTo(walk, document!))).toMatchObject({
      client_id: CLIENT_METADATA_URL,
      redirect_uris: [REDIRECT_URL],
    });
    expect(answerTo(walk, page!).headers['content-type']).toContain('text/html');
    // The page names where the browser returns (the spec's MUST); not localhost: no warning.
    expect(answerTo(walk, page!).body).toContain(
      `retourne vers\u00A0: ${new URL(REDIRECT_URL).host}`,
    );
    expect(answerTo(walk, page!).body).not.toContain('localhost');
    // The redirect: code, the same state, and the issuer (RFC 9207).
    expect(outcome.kind).toBe('code');
    if (outcome.kind !== 'code') return;
    expect(outcome.params.get('state')).toBe(asked.get('state'));
    expect(outcome.params.get('iss')).toBe(AUTH_ISSUER);

    // 5. finishAuth: the code exchanged with the code_verifier whose S256 is the challenge.
    await walk.finish(outcome);
    const [exchange] = requests(walk, (url) => url.pathname === '/token');
    const sent = form(exchange!);
    expect(sent.get('grant_type')).toBe('authorization_code');
    expect(sent.get('code')).toBe(outcome.params.get('code'));
    expect(await s256(sent.get('code_verifier')!)).toBe(asked.get('code_challenge'));
    expect(sent.get('resource')).toBe(MCP);
    expect(sent.get('redirect_uri')).toBe(REDIRECT_URL);
    expect(sent.get('client_id')).toBe(CLIENT_METADATA_URL);
    const tokens = json(answerTo(walk, exchange!)) as { access_token: string; scope: string };
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: READ });
    expect(tokens.access_token).toMatch(/^faux-jeton-acces-/);

    // 6. A new connection: every MCP request carries the Bearer token, and succeeds.
    const client = await walk.connect();
    const result = await client.callTool({ name: 'lire_client', arguments: { nom: 'Dubois' } });
    expect(result.content).toEqual([{ type: 'text', text: 'Fiche Dubois' }]);
    const bearer = requests(walk, (url, e) => url.href === MCP && !!e.headers.authorization);
    expect(bearer.length).toBeGreaterThan(0);
    for (const entry of bearer) {
      expect(entry.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
      expect(answerTo(walk, entry).status).toBeLessThan(300);
    }
    if (revision === '2026-07-28') {
      expect(bearer[0]?.headers['mcp-protocol-version']).toBe('2026-07-28');
    }
    // The provider keeps the discovery state: the SDK had nothing to warn about.
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('discoveryState'));
  });

  it('registers by DCR when the server takes no metadata document (deprecated in 2026-07-28)', async () => {
    const walk = start({ revision, registration: 'dynamic' });
    await walk.connectUnauthorized();
    const [asm] = requests(walk, (url) => url.pathname.endsWith('oauth-authorization-server'));
    expect(json(answerTo(walk, asm!))).toMatchObject({
      client_id_metadata_document_supported: false,
      registration_endpoint: `${AUTH_ISSUER}/register`,
    });
    const [registration] = requests(walk, (url) => url.pathname === '/register');
    expect(registration?.method).toBe('POST');
    // A client served from a non-local host says it is a web application.
    expect(json(registration!)).toMatchObject({
      redirect_uris: [REDIRECT_URL],
      application_type: 'web',
      token_endpoint_auth_method: 'none',
    });
    const registered = json(answerTo(walk, registration!)) as { client_id: string };
    expect(answerTo(walk, registration!).status).toBe(201);
    expect(walk.net.redirects[0]!.searchParams.get('client_id')).toBe(registered.client_id);
    await walk.finish(await walk.consent(true));
    // No metadata document is fetched: the server knows the client from its registration.
    expect(requests(walk, (url) => url.href === CLIENT_METADATA_URL)).toEqual([]);
    const client = await walk.connect();
    const result = await client.callTool({ name: 'lire_client', arguments: { nom: 'Dubois' } });
    expect(result.content).toEqual([{ type: 'text', text: 'Fiche Dubois' }]);
  });

  it('steps up on 403 insufficient_scope, then refreshes an expired token', async () => {
    const walk = start({ revision });
    await walk.connectUnauthorized();
    await walk.finish(await walk.consent(true));
    const client = await walk.connect();

    // The tool needs crm:ecriture: 403, with the whole scope set it needs.
    await expectUnauthorized(
      client.callTool({ name: 'supprimer_client', arguments: { nom: 'Dubois' } }),
    );
    const [denied] = requests(
      walk,
      (url, e) => url.href === MCP && (e.body ?? '').includes('supprimer_client'),
    );
    const forbidden = answerTo(walk, denied!);
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(forbidden.headers['www-authenticate']).toContain(`scope="${READ} ${WRITE}"`);
    // The SDK asks for a new authorization covering both scopes.
    const stepUp = walk.net.redirects.at(-1)!;
    expect(walk.net.redirects).toHaveLength(2);
    expect(stepUp.searchParams.get('scope')).toBe(`${READ} ${WRITE}`);
    await walk.finish(await walk.consent(true));
    const again = await walk.connect();
    const deleted = await again.callTool({
      name: 'supprimer_client',
      arguments: { nom: 'Dubois' },
    });
    expect(deleted.content).toEqual([{ type: 'text', text: 'Client Dubois supprimé' }]);

    // The access token's lifetime ends: 401, the SDK refreshes it and retries the call.
    walk.net.authorizationServer.expireAccessTokens();
    const before = walk.net.provider.currentTokens!;
    const read = await again.callTool({ name: 'lire_client', arguments: { nom: 'Martin' } });
    expect(read.content).toEqual([{ type: 'text', text: 'Fiche Martin' }]);
    const refresh = requests(
      walk,
      (url, e) => url.pathname === '/token' && form(e).get('grant_type') === 'refresh_token',
    );
    expect(refresh).toHaveLength(1);
    expect(form(refresh[0]!).get('refresh_token')).toBe(before.refresh_token);
    expect(form(refresh[0]!).get('resource')).toBe(MCP);
    const after = walk.net.provider.currentTokens!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    const expired = requests(
      walk,
      (url, e) => e.headers.authorization === `Bearer ${before.access_token}`,
    ).at(-1)!;
    expect(answerTo(walk, expired).status).toBe(401);
    expect(answerTo(walk, expired).headers['www-authenticate']).toContain('error="invalid_token"');
  });
});
