import { afterEach, describe, expect, it } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { getLabExplanation } from '@/content/error-lab/explanations';
import { AUTH_ISSUER, DOWNSTREAM_API } from '@/lib/mcp/auth/network';
import { REDIRECT_URL } from '@/lib/mcp/auth/tab-provider';
import { Session, type ActionOutcome } from '@/lib/mcp/session';
import type { Action } from '@/lib/mcp/scenario';
import type { HttpEntry } from '@/lib/mcp/trace-schema';
import { engineMessages } from '@/messages/simulation';
import { notableSteps } from './lab';

const scenarios = allScenarios();

/*
 * The error lab's OAuth cases played as the playground plays them (SDK client, SDK protected
 * server, the page's authorization server): each ends where the SDK and the spec say, read on
 * the trace, in both revisions.
 */

type Request = Extract<HttpEntry, { part: 'request' }>;
type Answer = Extract<HttpEntry, { part: 'response' }>;

const sessions: Session[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.dispose();
});

interface Played {
  session: Session;
  outcomes: { action: Action; outcome: ActionOutcome }[];
  requests: Request[];
  answerTo: (request: Request) => Answer | undefined;
  /** Requests to a path of the authorization server or of the MCP server. */
  to: (path: string) => Request[];
}

async function play(id: string, revision: '2026-07-28' | '2025-11-25'): Promise<Played> {
  const scenario = scenarios.find((s) => s.id === id)!;
  const session = new Session(scenario, {
    revision,
    messages: engineMessages,
    link: 'http',
    today: () => '2026-11-29',
  });
  sessions.push(session);
  const outcomes = [];
  for (const action of scenario.script) {
    outcomes.push({ action, outcome: await session.perform(action) });
  }
  const http = session.trace.entries.filter((e): e is HttpEntry => e.type === 'http');
  const requests = http.filter((e): e is Request => e.part === 'request');
  const answers = http.filter((e): e is Answer => e.part === 'response');
  return {
    session,
    outcomes,
    requests,
    answerTo: (request) => answers.find((a) => a.exchange === request.seq),
    to: (path) => requests.filter((r) => new URL(r.url).pathname === path),
  };
}

/** The redirects back to the client, read from their `Location`. */
function callbacks(played: Played): URLSearchParams[] {
  return played.session.trace.entries.flatMap((e) =>
    e.type === 'http' && e.part === 'response' && e.headers.location?.startsWith(REDIRECT_URL)
      ? [new URL(e.headers.location).searchParams]
      : [],
  );
}

/** The last failure of an action of this kind, as the runner said it. */
function failureOf(played: Played, what: Action['do']): { message: string } | undefined {
  const failed = played.outcomes
    .map((o) => (o.action.do === what && !o.outcome.ok ? o.outcome.error : undefined))
    .filter((e) => e !== undefined);
  return failed.at(-1);
}

describe.each(['2026-07-28', '2025-11-25'] as const)('the OAuth error lab in %s', (revision) => {
  it('every OAuth case has its explanation, and is played in both revisions over HTTP only', () => {
    const oauth = scenarios.filter((s) => s.id.startsWith('erreur-oauth-'));
    expect(oauth).toHaveLength(8);
    for (const scenario of oauth) {
      expect(scenario.httpLink).toBe('only');
      expect(scenario.revisions).toEqual(['2026-07-28', '2025-11-25']);
      expect(getLabExplanation(scenario.id)?.sdk).toBeTruthy();
    }
  });

  it('wrong iss: the redirect names another issuer, the SDK stops before /token', async () => {
    const played = await play('erreur-oauth-iss', revision);
    const [back] = callbacks(played);
    expect(back?.get('iss')).toBe('https://autre-auth.atelier.test');
    expect(back?.get('code')).toMatch(/^faux-code-/);
    expect(played.to('/token')).toEqual([]);
    expect(failureOf(played, 'authorize')?.message).toMatch(/Issuer mismatch.*RFC 9207/);
    // The lab's key step is that redirect, with the foreign iss.
    expect(notableSteps(played.session.trace.entries)).toContainEqual(
      expect.objectContaining({ kind: 'oauth-redirect', iss: 'https://autre-auth.atelier.test' }),
    );
  });

  it('another audience: the token is issued, presented, and refused with invalid_token', async () => {
    const played = await play('erreur-oauth-audience', revision);
    const bearer = played.to('/mcp').filter((r) => r.headers.authorization?.startsWith('Bearer '));
    expect(bearer.length).toBeGreaterThan(0);
    for (const request of bearer) {
      const answer = played.answerTo(request)!;
      expect(answer.status).toBe(401);
      expect(answer.headers['www-authenticate']).toContain('error="invalid_token"');
    }
    // The resource the client named is the CRM; the audience check is what says no.
    const [exchange] = played.to('/token');
    expect(new URLSearchParams(exchange!.body).get('resource')).toBe(
      'https://crm.atelier.test/mcp',
    );
    expect(played.to('/token').map((r) => new URLSearchParams(r.body).get('grant_type'))).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    expect(failureOf(played, 'connect')?.message).toContain('401 after re-authentication');
  });

  it.each([
    ['erreur-oauth-verificateur-absent', 'invalid_request', 1],
    ['erreur-oauth-verificateur-faux', 'invalid_grant', 2],
  ] as const)('%s: /token refuses the code (%s), no token', async (id, error, attempts) => {
    const played = await play(id, revision);
    const exchanges = played.to('/token');
    expect(exchanges).toHaveLength(attempts);
    const verifier = new URLSearchParams(exchanges[0]!.body).get('code_verifier');
    if (id === 'erreur-oauth-verificateur-absent') expect(verifier).toBe('');
    else expect(verifier).toMatch(/pas-le-bon$/);
    for (const request of exchanges) {
      const answer = played.answerTo(request)!;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body!)).toMatchObject({ error });
    }
    // No MCP request ever carried a token.
    expect(played.to('/mcp').filter((r) => r.headers.authorization)).toEqual([]);
  });

  it('a stale state: the host discards the redirect before the SDK sees it', async () => {
    const played = await play('erreur-oauth-state', revision);
    const opened = played.to('/authorize').filter((r) => r.method === 'GET');
    const [back] = callbacks(played);
    const handedOut = played.session.connection('crm').auth!.provider.expectedState;
    expect(back?.get('state')).toBe(new URL(opened[0]!.url).searchParams.get('state'));
    expect(back?.get('state')).not.toBe(handedOut);
    expect(played.to('/token')).toEqual([]);
    expect(failureOf(played, 'authorize')?.message).toBe(engineMessages.stateMismatch);
  });

  it('consent refused: access_denied with state and iss, then no token', async () => {
    const played = await play('erreur-oauth-refus', revision);
    const [back] = callbacks(played);
    expect(back?.get('error')).toBe('access_denied');
    expect(back?.get('iss')).toBe(AUTH_ISSUER);
    expect(back?.has('code')).toBe(false);
    expect(back?.get('state')).toBe(played.session.connection('crm').auth!.provider.expectedState);
    const consent = played.session.trace.entries.find(
      (e) => e.type === 'host' && e.action === 'consent',
    );
    expect(consent).toMatchObject({ data: { allow: false, granted: [] } });
    expect(played.to('/token')).toEqual([]);
    expect(failureOf(played, 'authorize')).toBeDefined();
  });

  it('token passthrough: the server forwards the token, the other API refuses it', async () => {
    const played = await play('erreur-oauth-relais-de-jeton', revision);
    const token = played.session.connection('crm').auth!.provider.currentTokens!.access_token;
    const relayed = played.requests.filter((r) => r.url === DOWNSTREAM_API);
    expect(relayed).toHaveLength(1);
    expect(relayed[0]).toMatchObject({ from: 'server:crm', to: 'server:agenda' });
    expect(relayed[0]!.headers.authorization).toBe(`Bearer ${token}`);
    const refused = played.answerTo(relayed[0]!)!;
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('error="invalid_token"');
    // The same token was good for the CRM: the call before it went through.
    const calls = played.outcomes.filter((o) => o.action.do === 'call').map((o) => o.outcome.ok);
    expect(calls).toEqual([true]);
    expect(failureOf(played, 'relay-token')?.message).toBe(
      engineMessages.relayRefused({ status: 401 }),
    );
  });

  it('an expired refresh token: invalid_grant, a new consent, then the call goes through', async () => {
    const played = await play('erreur-oauth-rafraichissement', revision);
    const refresh = played
      .to('/token')
      .find((r) => new URLSearchParams(r.body).get('grant_type') === 'refresh_token')!;
    expect(JSON.parse(played.answerTo(refresh)!.body!)).toMatchObject({
      error: 'invalid_grant',
    });
    // A second authorization request opens after the refusal, and is answered.
    const opened = played.to('/authorize').filter((r) => r.method === 'GET');
    expect(opened).toHaveLength(2);
    expect(opened[1]!.seq).toBeGreaterThan(refresh.seq);
    const calls = played.outcomes.filter((o) => o.action.do === 'call').map((o) => o.outcome.ok);
    expect(calls).toEqual([true, false, true]);
  });
});
