import { afterEach, describe, expect, it } from 'vitest';
import { parseContent } from '@/lib/content/parse';
import { ScenarioSchema } from '@/lib/simulation/scenario-schema';
import { playScenario } from '@/lib/simulation/session';
import type { ConsentQuestion } from '@/lib/mcp/session';
import { serveurProtege } from '@/content/scenarios/serveur-protege';
import type { Session } from '../session';
import type { HttpEntry } from '../trace-schema';
import { AUTH_ACTOR } from './network';

const scenario = parseContent(ScenarioSchema, serveurProtege, 'content/scenarios/serveur-protege');
const TODAY = () => '2026-12-01';

type Request = Extract<HttpEntry, { part: 'request' }>;
type Answer = Extract<HttpEntry, { part: 'response' }>;

const sessions: Session[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.dispose();
});

/** `METHOD path → status` of each exchange, in the order the answers came. */
function exchanges(session: Session): string[] {
  const http = session.trace.entries.filter((e): e is HttpEntry => e.type === 'http');
  const requests = new Map(
    http.filter((e): e is Request => e.part === 'request').map((e) => [e.seq, e]),
  );
  return http
    .filter((e): e is Answer => e.part === 'response')
    .map((answer) => {
      const request = requests.get(answer.exchange)!;
      const url = new URL(request.url);
      return `${request.method} ${url.host}${url.pathname} → ${answer.status}`;
    });
}

describe.each(['2026-07-28', '2025-11-25'] as const)(
  'the scenario « serveur protégé » in %s',
  (revision) => {
    it('asks the learner: a refusal runs its path, the host asks again, a grant goes on', async () => {
      const asked: ConsentQuestion[] = [];
      const answers = [
        { allow: false, scopes: [] },
        { allow: true, scopes: ['crm:lecture'] },
      ];
      const session = await playScenario(scenario, {
        revision,
        today: TODAY,
        link: 'http',
        delegate: {
          consent: (question) => {
            asked.push(question);
            return Promise.resolve(answers.shift() ?? { allow: true, scopes: question.suggested });
          },
        },
      });
      sessions.push(session);
      // Asked twice for the first authorization (refused, then granted); the step-up is scripted.
      expect(asked.map((q) => q.suggested)).toEqual([['crm:lecture'], ['crm:lecture']]);
      expect(asked[0]).toMatchObject({
        server: 'crm',
        scopes: ['crm:lecture'],
        resource: 'https://crm.atelier.test/mcp',
      });
      const consents = session.trace.entries.flatMap((e) =>
        e.type === 'host' && e.action === 'consent' ? [e.data] : [],
      );
      expect(consents.map((c) => [c.allow, c.granted])).toEqual([
        [false, []],
        [true, ['crm:lecture']],
        [true, ['crm:lecture', 'crm:ecriture']],
      ]);
      const seen = exchanges(session);
      const refusal = seen.indexOf('POST auth.atelier.test/authorize → 302');
      const firstToken = seen.indexOf('POST auth.atelier.test/token → 200');
      // The refusal came back without a code: no token until the second consent.
      expect(refusal).toBeGreaterThan(0);
      expect(firstToken).toBeGreaterThan(refusal);
      expect(seen.slice(refusal + 1, firstToken)).toContain('POST crm.atelier.test/mcp → 401');
      const http = session.trace.entries.filter((e): e is HttpEntry => e.type === 'http');
      const locations = http.flatMap((e) =>
        e.part === 'response' && e.headers.location ? [e.headers.location] : [],
      );
      expect(locations[0]).toContain('error=access_denied');
      expect(locations[1]).toContain('code=');
      // Then the Bearer call with the granted token, and the tool's answer.
      expect(
        http.some((e) => e.part === 'request' && e.headers.authorization?.startsWith('Bearer ')),
      ).toBe(true);
      const answersText = JSON.stringify(
        session.trace.entries.filter((e) => e.type === 'message' && e.kind === 'result'),
      );
      expect(answersText).toContain('Fiche Dubois');
    });

    it('plays over HTTP: 401, consent, Bearer calls, step-up and refresh', async () => {
      const session = await playScenario(scenario, { revision, today: TODAY, link: 'http' });
      sessions.push(session);
      const outcomes = session.performed.length;
      expect(outcomes).toBe(scenario.script.length);
      const seen = exchanges(session);
      // The first connect stops at the 401, the discovery follows.
      expect(seen[0]).toBe('POST crm.atelier.test/mcp → 401');
      expect(seen[1]).toBe('GET crm.atelier.test/.well-known/oauth-protected-resource/mcp → 200');
      expect(seen[2]).toBe('GET auth.atelier.test/.well-known/oauth-authorization-server → 200');
      // Two consents (the first authorization and the step-up), each a host step.
      const consents = session.trace.entries.filter(
        (e) => e.type === 'host' && e.action === 'consent',
      );
      expect(consents).toHaveLength(2);
      expect(consents.map((e) => e.to)).toEqual([AUTH_ACTOR, AUTH_ACTOR]);
      expect(
        consents.map((e) => (e.type === 'host' && e.action === 'consent' ? e.data.granted : [])),
      ).toEqual([['crm:lecture'], ['crm:lecture', 'crm:ecriture']]);
      expect(seen.filter((line) => line.startsWith('POST auth.atelier.test/token'))).toEqual([
        'POST auth.atelier.test/token → 200',
        'POST auth.atelier.test/token → 200',
        'POST auth.atelier.test/token → 200',
      ]);
      // The step-up's 403, and the expired token's 401.
      expect(seen).toContain('POST crm.atelier.test/mcp → 403');
      expect(seen.filter((line) => line === 'POST crm.atelier.test/mcp → 401')).toHaveLength(2);
      // The calls went through in the end: the host's answers.
      const answers = session.trace.entries
        .filter((e) => e.type === 'message' && e.kind === 'result' && e.method === 'tools/call')
        .map((e) => JSON.stringify(e.type === 'message' ? e.message : null));
      expect(answers.some((a) => a.includes('Fiche Dubois'))).toBe(true);
      expect(answers.some((a) => a.includes('Client Dubois supprimé'))).toBe(true);
      expect(answers.some((a) => a.includes('Fiche Martin'))).toBe(true);
    });
  },
);
