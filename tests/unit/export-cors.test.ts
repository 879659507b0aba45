import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVISIONS } from '@/lib/mcp/revisions';
import { corsNeeds, missingCorsGrants } from '@/lib/remote/cors';
import { RemoteSession } from '@/lib/remote/remote-session';
import { startExportedServer, type RunningExport } from '../fixtures/exported-server';
import { browserCorsFetch, type CorsLog } from './browser-cors-fetch';

// Review 2026-12-01 round 2 (exports N1): the playground's client, run with the browser's CORS
// rules, against the exported project started for real with the project's own tsx.

// The site's page, on another port of this machine: a cross-origin caller.
const ORIGIN = 'http://127.0.0.1:3212';
let server: RunningExport;
let url: string;

beforeAll(async () => {
  server = await startExportedServer({ scenario: 'meteo' });
  url = server.url;
}, 60_000);

afterAll(() => server?.stop());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the exported server and the browser client, under CORS', () => {
  for (const revision of REVISIONS) {
    it(`connects, lists, calls and closes in ${revision}, with no more than the advice names`, async () => {
      const log: CorsLog = { preflights: [], refusals: [] };
      vi.stubGlobal('fetch', browserCorsFetch(ORIGIN, log));
      const session = new RemoteSession(url, revision);
      await session.connect(ORIGIN);
      expect(session.serverName).toBe('meteo');
      expect(session.tools.map((t) => t.name)).toEqual(['get_weather']);
      const result = await session.callTool('get_weather', { ville: 'Lyon' });
      expect(result.content).toEqual([
        { type: 'text', text: 'À Lyon, il fait 18\u00A0°C sous un ciel dégagé.' },
      ]);
      await session.close();
      vi.unstubAllGlobals();
      // What the client really sent is all in the advice shown for this revision.
      const needs = corsNeeds(revision);
      expect(log.preflights.length).toBeGreaterThan(0);
      for (const preflight of log.preflights) {
        const [method, headers = ''] = preflight.split(' ');
        expect(needs.methods).toContain(method);
        for (const header of headers.split(',').filter(Boolean)) {
          expect(needs.requestHeaders).toContain(header);
        }
      }
      if (revision !== '2026-07-28')
        expect(log.preflights.some((p) => p.startsWith('DELETE'))).toBe(true);
    }, 30_000);
  }

  it('grants in one preflight everything the advice names, for every revision', async () => {
    for (const revision of REVISIONS) {
      const needs = corsNeeds(revision);
      for (const method of needs.methods) {
        const preflight = await fetch(url, {
          method: 'OPTIONS',
          headers: {
            origin: ORIGIN,
            'access-control-request-method': method,
            'access-control-request-headers': needs.requestHeaders.join(','),
          },
        });
        const answer = (name: string) => preflight.headers.get(name);
        expect(missingCorsGrants(answer, ORIGIN, revision, method)).toEqual([]);
      }
    }
  });
});
