import { IssuerMismatchError, OAuthError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { AUTH_ISSUER } from './network';
import { REDIRECT_URL } from './tab-provider';
import {
  AGENDA_API,
  READ,
  Walk,
  answerTo,
  expectUnauthorized,
  requestsOf,
  walkRegistry,
} from './walk.test-helpers';

/*
 * The failures a team must recognise, each one real: the SDK's client, the SDK's protected
 * server and the page's authorization server, with one thing wrong. Each ends where the SDK
 * and the spec say it does, read on the trace.
 */

const MCP = 'https://crm.atelier.test/mcp';
const FOREIGN_ISSUER = 'https://autre-auth.atelier.test';

// The SDK says on the console when it falls back or drops credentials: expected here.
const start = walkRegistry({ quiet: true });
const requests = requestsOf;
const tokenRequests = (walk: Walk) => requests(walk, (url) => url.pathname === '/token');
const json = (entry: { body?: string | undefined }) => JSON.parse(entry.body ?? 'null') as unknown;

async function rejection(pending: Promise<unknown>): Promise<unknown> {
  try {
    await pending;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe.each(['2026-07-28', '2025-11-25'] as const)('the OAuth error lab in %s', (revision) => {
  it('wrong iss: the SDK throws before any token request (RFC 9207, mix-up)', async () => {
    const walk = start({ revision, serverFaults: { redirectIssuer: FOREIGN_ISSUER } });
    await walk.connectUnauthorized();
    const outcome = await walk.consent(true);
    expect(outcome.kind).toBe('code');
    if (outcome.kind !== 'code') return;
    expect(outcome.params.get('iss')).toBe(FOREIGN_ISSUER);
    const error = await rejection(walk.finish(outcome));
    expect(error).toBeInstanceOf(IssuerMismatchError);
    expect(tokenRequests(walk)).toEqual([]);
    expect(walk.net.provider.currentTokens).toBeUndefined();
  });

  it('a token for another audience: the server refuses it with 401 invalid_token', async () => {
    const walk = start({
      revision,
      serverFaults: { audience: 'https://autre-serveur.atelier.test/mcp' },
    });
    await walk.connectUnauthorized();
    await walk.finish(await walk.consent(true));
    const token = walk.net.provider.currentTokens!.access_token;
    // The client presents it; the server checks its audience (expectedResource) and says no.
    // The SDK refreshes once (a new token, for the same wrong audience), then gives up.
    const error = await rejection(walk.connect());
    expect(String(error)).toContain('401 after re-authentication');
    expect(tokenRequests(walk).map((e) => new URLSearchParams(e.body).get('grant_type'))).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    const presented = requests(walk, (_, e) => e.headers.authorization === `Bearer ${token}`);
    expect(presented.length).toBeGreaterThan(0);
    const refused = answerTo(walk, presented[0]!);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('error="invalid_token"');
    // No MCP request with a token ever got through.
    for (const entry of requests(walk, (url, e) => url.href === MCP && !!e.headers.authorization)) {
      expect(answerTo(walk, entry).status).toBe(401);
    }
  });

  it.each(['missing', 'wrong'] as const)(
    'a %s code_verifier: the authorization server refuses the code',
    async (fault) => {
      const walk = start({ revision, providerFaults: { codeVerifier: fault } });
      await walk.connectUnauthorized();
      const error = await rejection(walk.finish(await walk.consent(true)));
      expect(error).toBeInstanceOf(OAuthError);
      // On invalid_grant the SDK drops its tokens and tries the same code once more: a code is
      // good for one exchange, so the second try is refused too.
      const exchanges = tokenRequests(walk);
      expect(exchanges).toHaveLength(fault === 'wrong' ? 2 : 1);
      for (const entry of exchanges) expect(answerTo(walk, entry).status).toBe(400);
      const [exchange] = exchanges;
      const sent = new URLSearchParams(exchange!.body);
      if (fault === 'missing') expect(sent.get('code_verifier')).toBe('');
      else expect(sent.get('code_verifier')).toMatch(/pas-le-bon$/);
      const refused = answerTo(walk, exchange!);
      expect(refused.status).toBe(400);
      expect(json(refused)).toMatchObject({
        error: fault === 'missing' ? 'invalid_request' : 'invalid_grant',
      });
      expect(walk.net.provider.currentTokens).toBeUndefined();
    },
  );

  it('a state that does not match: the host discards the answer, the SDK never sees it', async () => {
    const walk = start({ revision });
    await walk.connectUnauthorized();
    const staleUrl = walk.net.redirects[0]!;
    // Another authorization starts before the first answer comes back (an old tab).
    await walk.connectUnauthorized();
    expect(walk.net.provider.expectedState).not.toBe(staleUrl.searchParams.get('state'));
    walk.net.redirects.push(staleUrl);
    const outcome = await walk.consent(true);
    expect(outcome).toMatchObject({
      kind: 'state-mismatch',
      expected: walk.net.provider.expectedState,
      received: staleUrl.searchParams.get('state'),
    });
    expect(tokenRequests(walk)).toEqual([]);
  });

  it('consent refused: access_denied comes back with state and iss, no token', async () => {
    const walk = start({ revision });
    await walk.connectUnauthorized();
    const outcome = await walk.consent(false);
    expect(outcome).toMatchObject({ kind: 'error', error: 'access_denied' });
    if (outcome.kind !== 'error') return;
    expect(outcome.params.get('iss')).toBe(AUTH_ISSUER);
    expect(outcome.params.get('state')).toBe(walk.net.provider.expectedState);
    // Handed to the SDK, the refusal becomes an OAuthError (after its iss check).
    const error = await rejection(walk.transport!.finishAuth(outcome.params));
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).code).toBe('access_denied');
    expect(tokenRequests(walk)).toEqual([]);
    const [redirect] = requests(
      walk,
      (url, e) => url.pathname === '/authorize' && e.method === 'POST',
    );
    expect(answerTo(walk, redirect!).headers.location).toContain(
      `${REDIRECT_URL}?error=access_denied`,
    );
  });

  it('an expired refresh token: invalid_grant, and the SDK asks for a new consent', async () => {
    const walk = start({ revision });
    await walk.connectUnauthorized();
    await walk.finish(await walk.consent(true));
    const client = await walk.connect();
    walk.net.authorizationServer.expireAccessTokens();
    walk.net.authorizationServer.expireRefreshTokens();
    await expectUnauthorized(
      client.callTool({ name: 'lire_client', arguments: { nom: 'Martin' } }),
    );
    const [refresh] = tokenRequests(walk).filter(
      (e) => new URLSearchParams(e.body).get('grant_type') === 'refresh_token',
    );
    expect(json(answerTo(walk, refresh!))).toMatchObject({ error: 'invalid_grant' });
    // The tokens are dropped and a new authorization request is opened.
    expect(walk.net.redirects).toHaveLength(2);
    expect(walk.net.redirects[1]!.searchParams.get('scope')).toBe(READ);
  });

  it('token passthrough: the other API refuses a token that was not issued for it', async () => {
    const walk = start({ revision });
    await walk.connectUnauthorized();
    await walk.finish(await walk.consent(true));
    const client = await walk.connect();
    const result = await client.callTool({ name: 'relayer_agenda', arguments: {} });
    expect(result.isError).toBe(true);
    const token = walk.net.provider.currentTokens!.access_token;
    const [relayed] = requests(walk, (url) => url.origin === AGENDA_API.origin);
    expect(relayed?.from).toBe('server:crm');
    expect(relayed?.headers.authorization).toBe(`Bearer ${token}`);
    const refused = answerTo(walk, relayed!);
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('error="invalid_token"');
  });
});

describe('where the SDK 2.4.0 differs from the spec (shown to the learner, so tested)', () => {
  it('does not check state itself: a callback with another state goes on to /token', async () => {
    const walk = start({ revision: '2026-07-28' });
    await walk.connectUnauthorized();
    const outcome = await walk.consent(true);
    if (outcome.kind !== 'code') throw new Error(outcome.kind);
    const forged = new URLSearchParams(outcome.params);
    forged.set('state', 'un-autre-etat');
    // Straight to the SDK, without the host's check: it exchanges the code all the same.
    await walk.finish({ kind: 'code', params: forged });
    expect(tokenRequests(walk)).toHaveLength(1);
    expect(walk.net.provider.currentTokens).toBeDefined();
  });

  it('puts an error code in the 401 that answers a request without any token', async () => {
    // RFC 6750 §3.1: without authentication information, the challenge SHOULD NOT carry one.
    const walk = start({ revision: '2026-07-28' });
    await walk.connectUnauthorized();
    const [first] = requests(walk, (url) => url.href === MCP);
    expect(first?.headers.authorization).toBeUndefined();
    expect(answerTo(walk, first!).headers['www-authenticate']).toContain('error="invalid_token"');
  });
});
