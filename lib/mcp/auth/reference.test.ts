import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpEntry } from '../trace-schema';
import { Walk, type WalkOptions } from './walk.test-helpers';

/*
 * Our walk against the traffic the SDK 2.4.0 produced in the review run
 * (tests/unit/fixtures/http-oauth, recorded against another simulated authorization server):
 * the same parameters, headers and metadata fields go over the wire. Values differ (hosts,
 * codes, tokens); the names the spec defines do not.
 */

const FIXTURES = new URL('../../../tests/unit/fixtures/http-oauth/', import.meta.url);

interface Exchange {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
  status: number | undefined;
  answerHeaders: Record<string, string>;
  answerBody: string | undefined;
}

/** Reads a recorded trace: `→ METHOD URL`, its indented headers and body, then `← status`. */
function readReference(file: string): { exchanges: Exchange[]; authorizationUrls: URL[] } {
  const exchanges: Exchange[] = [];
  const authorizationUrls: URL[] = [];
  const open: Exchange[] = [];
  // The lines that follow belong to this exchange's request, or to its answer.
  let current: { exchange: Exchange; side: 'request' | 'answer' } | undefined;
  for (const line of readFileSync(new URL(file, FIXTURES), 'utf8').split('\n')) {
    const request = /^→ (\w+) (\S+)/.exec(line);
    const answer = /^← (\d+)/.exec(line);
    const opened = /ouvre la page d’autorisation : (\S+)/.exec(line);
    const field = /^ {5}([\w-]+): (.*)$/.exec(line);
    if (request) {
      const exchange: Exchange = {
        method: request[1]!,
        url: new URL(request[2]!.replace(/…$/, '')),
        headers: {},
        body: undefined,
        status: undefined,
        answerHeaders: {},
        answerBody: undefined,
      };
      exchanges.push(exchange);
      open.push(exchange);
      current = { exchange, side: 'request' };
    } else if (answer) {
      // Answers come back innermost first (the metadata document before the authorize page).
      const exchange = open.pop()!;
      exchange.status = Number(answer[1]);
      current = { exchange, side: 'answer' };
    } else if (opened) {
      authorizationUrls.push(new URL(opened[1]!));
    } else if (field && current) {
      const { exchange, side } = current;
      const [, name, value] = field as unknown as [string, string, string];
      if (name === 'body') {
        if (side === 'request') exchange.body = value;
        else exchange.answerBody = value;
      } else (side === 'request' ? exchange.headers : exchange.answerHeaders)[name] = value;
    }
  }
  return { exchanges, authorizationUrls };
}

/** The parameter names of a `WWW-Authenticate: Bearer a="…", b="…"` challenge. */
const challengeNames = (header: string | undefined) =>
  [...(header ?? '').matchAll(/([\w-]+)="/g)].map((m) => m[1]).sort();
/** The names of a form body (a recorded one may be cut short: the last name still counts). */
const formNames = (body: string | undefined) =>
  (body ?? '')
    .split('&')
    .map((pair) => pair.split('=')[0]!)
    .filter(Boolean)
    .sort();
const keys = (body: string | undefined) => Object.keys(JSON.parse(body ?? '{}') as object).sort();

const walks: Walk[] = [];
afterEach(async () => {
  for (const walk of walks.splice(0)) await walk.close();
});

/** Plays the walk of the reference: consent, Bearer call, step-up, expiry and refresh. */
async function play(options: WalkOptions): Promise<Walk> {
  const walk = new Walk(options);
  walks.push(walk);
  await walk.connectUnauthorized();
  await walk.finish(await walk.consent(true));
  const client = await walk.connect();
  await client.callTool({ name: 'lire_client', arguments: { nom: 'Dubois' } }).catch(() => null);
  await client
    .callTool({ name: 'supprimer_client', arguments: { nom: 'Dubois' } })
    .catch(() => null);
  await walk.finish(await walk.consent(true));
  const again = await walk.connect();
  walk.net.authorizationServer.expireAccessTokens();
  await again.callTool({ name: 'lire_client', arguments: { nom: 'Martin' } });
  return walk;
}

function ours(walk: Walk): Exchange[] {
  const http = walk.http();
  return http
    .filter((e): e is Extract<HttpEntry, { part: 'request' }> => e.part === 'request')
    .map((request) => {
      const answer = http.find(
        (e): e is Extract<HttpEntry, { part: 'response' }> =>
          e.part === 'response' && e.exchange === request.seq,
      );
      return {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: request.body,
        status: answer?.status,
        answerHeaders: answer?.headers ?? {},
        answerBody: answer?.body,
      };
    });
}

const CASES: [string, WalkOptions][] = [
  ['auth-2026-07-28.txt', { revision: '2026-07-28' }],
  ['auth-2025-11-25.txt', { revision: '2025-11-25' }],
  ['auth-2026-07-28-dcr.txt', { revision: '2026-07-28', registration: 'dynamic' }],
];

describe.each(CASES)('the walk against the recorded SDK traffic (%s)', (file, options) => {
  it('sends and receives the same fields', async () => {
    const reference = readReference(file);
    const walk = await play(options);
    const mine = ours(walk);
    const pick = (list: Exchange[], test: (e: Exchange) => boolean) => list.filter(test);

    // The 401 and 403 challenges.
    for (const status of [401, 403]) {
      const theirs = pick(
        reference.exchanges,
        (e) => e.status === status && e.url.pathname === '/mcp',
      );
      const mineOf = pick(mine, (e) => e.status === status && e.url.pathname === '/mcp');
      expect(theirs.length, `${status} in the reference`).toBeGreaterThan(0);
      expect(challengeNames(mineOf[0]?.answerHeaders['www-authenticate'])).toEqual(
        challengeNames(theirs[0]?.answerHeaders['www-authenticate']),
      );
    }

    // Discovery: same documents, same protocol version header, same resource metadata fields.
    const discovery = (list: Exchange[]) =>
      pick(list, (e) => e.method === 'GET' && e.url.pathname.startsWith('/.well-known/'));
    const theirDiscovery = discovery(reference.exchanges);
    const myDiscovery = discovery(mine);
    expect(new Set(myDiscovery.map((e) => e.url.pathname))).toEqual(
      new Set(theirDiscovery.map((e) => e.url.pathname)),
    );
    for (const e of [...theirDiscovery, ...myDiscovery]) {
      expect(e.headers['mcp-protocol-version']).toBe('2025-11-25');
    }
    const prm = (list: Exchange[]) =>
      list.find((e) => e.url.pathname.startsWith('/.well-known/oauth-protected-resource'));
    expect(keys(prm(myDiscovery)?.answerBody)).toEqual(keys(prm(theirDiscovery)?.answerBody));

    // The authorization request's parameters.
    const names = (url: URL | undefined) => [...(url?.searchParams.keys() ?? [])].sort();
    expect(names(walk.net.redirects[0])).toEqual(names(reference.authorizationUrls[0]));

    // The token requests, by grant type.
    for (const grant of ['authorization_code', 'refresh_token']) {
      const token = (list: Exchange[]) =>
        list.find(
          (e) => e.url.pathname === '/token' && (e.body ?? '').startsWith(`grant_type=${grant}`),
        );
      expect(formNames(token(mine)?.body), grant).toEqual(
        formNames(token(reference.exchanges)?.body),
      );
      expect(keys(token(mine)?.answerBody)).toEqual(keys(token(reference.exchanges)?.answerBody));
    }

    // Registration, when there is one.
    const register = (list: Exchange[]) => list.find((e) => e.url.pathname === '/register');
    expect(keys(register(mine)?.body)).toEqual(keys(register(reference.exchanges)?.body));
  });
});
