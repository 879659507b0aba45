import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserCorsFetch, type CorsLog } from '@/tests/unit/browser-cors-fetch';
import { startExportedServer, type RunningExport } from '@/tests/fixtures/exported-server';
import { answerConsent, openAuthorization } from '@/lib/mcp/auth/browser';
import type { TraceEntry } from '@/lib/mcp/trace';
import { readOAuthReturn, type OAuthReturn } from './oauth-return';
import { AuthorizationRequired, RemoteSession } from './remote-session';

// « Brancher mon serveur » against the exported « Serveur protégé »: the same Node project a
// learner runs, reached through a fetch that obeys CORS as a page does. The learner's other tab
// (the consent page) is the plain network: a navigation, not a request of the page.
const ORIGIN = 'http://localhost:3106';
const network = globalThis.fetch;
let server: RunningExport;
let cors: CorsLog;

beforeAll(async () => {
  server = await startExportedServer({ scenario: 'serveur-protege' });
}, 120_000);
afterAll(() => server?.stop());
afterEach(() => vi.unstubAllGlobals());

/** Storage the page must not touch: any write fails the test. */
function watchedStorage() {
  const writes: string[] = [];
  const storage = {
    getItem: () => null,
    setItem: (key: string) => void writes.push(key),
    removeItem: () => undefined,
    clear: () => undefined,
    key: () => null,
    length: 0,
  };
  return { storage, writes };
}

function browse() {
  cors = { preflights: [], refusals: [] };
  vi.stubGlobal('fetch', browserCorsFetch(ORIGIN, cors));
  const local = watchedStorage();
  const session = watchedStorage();
  vi.stubGlobal('localStorage', local.storage);
  vi.stubGlobal('sessionStorage', session.storage);
  return { local, session };
}

/** The learner answers the consent page in their tab; the redirect's query comes back. */
async function consent(url: URL, allow: boolean, scopes?: string[]): Promise<OAuthReturn> {
  const page = await openAuthorization(network, url);
  expect(page.early).toBeUndefined();
  const response = await answerConsent(network, page, { allow, ...(scopes && { scopes }) });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`${ORIGIN}/bac-a-sable/retour-oauth`);
  const reading = readOAuthReturn(back.search);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.message;
}

async function authorizationAsked(work: Promise<unknown>): Promise<URL> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthorizationRequired);
  return (error as AuthorizationRequired).url;
}

const http = (entries: readonly TraceEntry[]) =>
  entries.flatMap((entry) => (entry.type === 'http' ? [entry] : []));

describe('a protected server of the learner’s own', () => {
  for (const revision of ['2026-07-28', '2025-11-25'] as const) {
    it(`walks the SDK’s authorization flow, then calls with a Bearer token (${revision})`, async () => {
      const { local, session: tab } = browse();
      const session = new RemoteSession(server.url, revision);
      const url = await authorizationAsked(session.connect(ORIGIN));
      expect(url.origin).toBe(`http://127.0.0.1:${server.port}`);
      expect(url.pathname).toBe('/authorize');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('resource')).toBe(server.url);
      expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/bac-a-sable/retour-oauth`);
      expect(session.pendingAuthorization?.href).toBe(url.href);

      await session.completeAuthorization(await consent(url, true));
      expect(session.connected).toBe(true);
      expect(session.tools.map((t) => t.name)).toEqual(['lire_client', 'supprimer_client']);
      const answer = await session.callTool('lire_client', { nom: 'Dubois' });
      expect(answer.content).toEqual([
        { type: 'text', text: 'Fiche Dubois\u00A0: Atelier Dubois, Nantes.' },
      ]);
      expect(session.authorization?.token).toMatch(/^faux-jet••••••$/);
      expect(session.authorization?.scopes).toBe('crm:lecture');

      // Everything the flow sent is in the trace, the authorization server in its own lane.
      const requests = http(session.trace.entries).filter((e) => e.part === 'request');
      const paths = requests.map((e) => `${e.method} ${new URL(e.url).pathname}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'GET /.well-known/oauth-protected-resource/mcp',
          'GET /.well-known/oauth-authorization-server',
          'POST /register',
          'POST /token',
        ]),
      );
      const statuses = http(session.trace.entries).flatMap((e) =>
        e.part === 'response' ? [e.status] : [],
      );
      expect(statuses[0]).toBe(401);
      // DCR from a page served by this machine: the SDK says it is a native application.
      const register = requests.find((e) => new URL(e.url).pathname === '/register')!;
      expect(JSON.parse(String(register.body))).toMatchObject({
        application_type: 'native',
        redirect_uris: [`${ORIGIN}/bac-a-sable/retour-oauth`],
      });
      const token = requests.find((e) => new URL(e.url).pathname === '/token')!;
      expect(token.to).toBe('server:autorisation');
      expect(String(token.body)).toMatch(/code_verifier=/);
      const bearer = requests.filter((e) =>
        /^Bearer faux-jeton-acces-/.test(e.headers.authorization ?? ''),
      );
      expect(bearer.length).toBeGreaterThan(0);
      // Credentials stay in the tab's memory: nothing was written to any storage.
      expect([...local.writes, ...tab.writes]).toEqual([]);
      expect(cors.refusals).toEqual([]);
      await session.close();
    });
  }

  it('discards an answer whose state is not the one sent, then takes the genuine one', async () => {
    browse();
    const session = new RemoteSession(server.url, '2026-07-28');
    const url = await authorizationAsked(session.connect(ORIGIN));
    const genuine = await consent(url, true);
    const forged: OAuthReturn = {
      ...genuine,
      params: { ...genuine.params, state: 'etat-1-forge' },
    };
    await expect(session.completeAuthorization(forged)).rejects.toThrow(
      /state ne correspond pas.*Le SDK ne vérifie pas state/,
    );
    // No code was exchanged: no request reached /token.
    expect(
      http(session.trace.entries).some((e) => e.part === 'request' && e.url.endsWith('/token')),
    ).toBe(false);
    expect(session.pendingAuthorization).toBeDefined();
    await session.completeAuthorization(genuine);
    expect(session.connected).toBe(true);
    await session.close();
  });

  it('says in French that consent was refused, and no token was asked for', async () => {
    browse();
    const session = new RemoteSession(server.url, '2025-11-25');
    const url = await authorizationAsked(session.connect(ORIGIN));
    await expect(session.completeAuthorization(await consent(url, false))).rejects.toThrow(
      /Accès refusé sur la page de consentement \(error=access_denied/,
    );
    expect(session.connected).toBe(false);
    expect(
      http(session.trace.entries).some((e) => e.part === 'request' && e.url.endsWith('/token')),
    ).toBe(false);
  });

  it('asks again for a tool that needs more (403 insufficient_scope), on the live connection', async () => {
    browse();
    const session = new RemoteSession(server.url, '2026-07-28');
    const first = await authorizationAsked(session.connect(ORIGIN));
    await session.completeAuthorization(await consent(first, true));
    const more = await authorizationAsked(session.callTool('supprimer_client', { nom: 'Dubois' }));
    expect(more.searchParams.get('scope')?.split(' ')).toContain('crm:ecriture');
    await session.completeAuthorization(await consent(more, true));
    const answer = await session.callTool('supprimer_client', { nom: 'Dubois' });
    expect(answer.content).toEqual([{ type: 'text', text: 'Client Dubois supprimé.' }]);
    expect(session.authorization?.scopes).toMatch(/crm:ecriture/);
    await session.close();
  });
});
