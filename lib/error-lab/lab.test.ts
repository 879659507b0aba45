import { describe, expect, it } from 'vitest';
import { getLabExplanation, labExplanations } from '@/content/error-lab/explanations';
import { allScenarios } from '@/content/scenarios';
import { labScenarios } from '@/content/scenarios/lab';
import { playScenario } from '@/lib/simulation/session';
import type { MessageEntry, TraceEntry } from '@/lib/mcp/trace';
import { expectationFor, recordedOutcome } from './lab';

const scenarios = allScenarios();

const TODAY = () => '2026-11-29';
const lab = scenarios.filter((s) => s.group === 'laboratoire');

const LAB_IDS = [
  'erreur-outil-inconnu',
  'erreur-methode-inconnue',
  'erreur-arguments-invalides',
  'erreur-metier',
  'erreur-protocole-vs-execution',
  'erreur-version-non-supportee',
  'erreur-capacite-manquante',
  'erreur-message-malforme',
  'erreur-stdout-pollue',
  'erreur-avant-initialisation',
  'erreur-delai-depasse',
  'erreur-http-origine',
  'erreur-http-en-tetes',
  'erreur-http-session',
  'erreur-http-get',
  'erreur-http-accept',
  'erreur-http-corps',
  'erreur-oauth-iss',
  'erreur-oauth-audience',
  'erreur-oauth-verificateur-absent',
  'erreur-oauth-verificateur-faux',
  'erreur-oauth-state',
  'erreur-oauth-refus',
  'erreur-oauth-rafraichissement',
  'erreur-oauth-relais-de-jeton',
];

type Exact = {
  codes?: number[];
  isError?: number;
  transport?: string[];
  statuses?: number[];
  aborted?: number;
  redirects?: string[];
  tokens?: number[];
};

/** What the SDK must record, written out by hand: the lab's promise to learners. */
const EXACT: Record<string, Record<string, Exact>> = {
  'erreur-outil-inconnu': { '*': { codes: [-32602] } },
  'erreur-methode-inconnue': { '*': { codes: [-32601] } },
  'erreur-arguments-invalides': { '*': { isError: 1 } },
  'erreur-metier': { '*': { isError: 1 } },
  'erreur-protocole-vs-execution': { '*': { codes: [-32602], isError: 1 } },
  'erreur-version-non-supportee': { '*': { codes: [-32022] } },
  'erreur-capacite-manquante': {
    '2026-07-28': { codes: [-32021] },
    '2025-11-25': { isError: 1 },
    '2025-06-18': { isError: 1 },
  },
  'erreur-message-malforme': {
    '*': { transport: ['parse-error', 'no-reply', 'parse-error', 'no-reply'] },
  },
  'erreur-stdout-pollue': { '*': { transport: ['parse-error', 'parse-error'] } },
  'erreur-avant-initialisation': { '*': {} },
  'erreur-delai-depasse': { '*': { transport: ['timeout'] } },
  // HTTP only: statuses are the answers of 400 and above, codes the JSON-RPC errors they carry.
  'erreur-http-origine': { '*': { codes: [-32000], statuses: [403] } },
  'erreur-http-en-tetes': { '2026-07-28': { codes: [-32020, -32020], statuses: [400, 400] } },
  'erreur-http-session': { '*': { codes: [-32000, -32000], statuses: [404, 404] } },
  'erreur-http-get': { '2026-07-28': { codes: [-32000, -32000], statuses: [405, 405] } },
  'erreur-http-accept': {
    '2026-07-28': {},
    '2025-11-25': { codes: [-32000], statuses: [406] },
    '2025-06-18': { codes: [-32000], statuses: [406] },
  },
  'erreur-http-corps': { '*': { codes: [-32700, -32000], statuses: [400, 415] } },
  // OAuth: what came back to the redirect URI, and the token endpoint's answers.
  'erreur-oauth-iss': { '*': { statuses: [401], redirects: ['code'] } },
  'erreur-oauth-audience': {
    '*': { statuses: [401, 401, 401], redirects: ['code'], tokens: [200, 200] },
  },
  'erreur-oauth-verificateur-absent': {
    '*': { statuses: [401, 400], redirects: ['code'], tokens: [400] },
  },
  'erreur-oauth-verificateur-faux': {
    '*': { statuses: [401, 400, 400], redirects: ['code'], tokens: [400, 400] },
  },
  'erreur-oauth-state': { '*': { statuses: [401, 401], redirects: ['code'] } },
  'erreur-oauth-refus': { '*': { statuses: [401], redirects: ['access_denied'] } },
  'erreur-oauth-rafraichissement': {
    '*': { statuses: [401, 401, 400], redirects: ['code', 'code'], tokens: [200, 400, 200] },
  },
  'erreur-oauth-relais-de-jeton': {
    '*': { statuses: [401, 401], redirects: ['code'], tokens: [200] },
  },
};

/** The same labs played over Streamable HTTP, where the SDK does otherwise. */
const EXACT_OVER_HTTP: Record<string, Record<string, Exact>> = {
  'erreur-methode-inconnue': {
    '2026-07-28': { codes: [-32601], statuses: [404] },
    '*': { codes: [-32601] },
  },
  'erreur-version-non-supportee': { '*': { codes: [-32022], statuses: [400] } },
  'erreur-capacite-manquante': {
    '2026-07-28': { codes: [-32021], statuses: [400] },
    '*': { isError: 1 },
  },
  'erreur-message-malforme': { '*': { codes: [-32600, -32600], statuses: [400, 400] } },
  'erreur-avant-initialisation': { '*': { codes: [-32000], statuses: [400] } },
  'erreur-delai-depasse': {
    '2026-07-28': { transport: ['timeout'], aborted: 1 },
    '*': { transport: ['timeout'] },
  },
};

function outcomeOf(exact: Exact | undefined) {
  return {
    codes: exact?.codes ?? [],
    isErrorResults: exact?.isError ?? 0,
    transport: exact?.transport ?? [],
    statuses: exact?.statuses ?? [],
    aborted: exact?.aborted ?? 0,
    redirects: exact?.redirects ?? [],
    tokens: exact?.tokens ?? [],
  };
}

function messages(entries: readonly TraceEntry[]): MessageEntry[] {
  return entries.filter((e): e is MessageEntry => e.type === 'message');
}

function body(entry: MessageEntry | undefined): Record<string, unknown> {
  return { ...(entry?.message ?? {}) };
}

describe('the error lab', () => {
  it('ships the twenty-five scenarios, in the laboratoire group, each with its explanation', () => {
    expect(labScenarios.map((s) => s.id)).toEqual(LAB_IDS);
    expect(lab.map((s) => s.id)).toEqual(LAB_IDS);
    expect(labExplanations.map((e) => e.scenario).sort()).toEqual([...LAB_IDS].sort());
  });

  for (const scenario of lab) {
    for (const revision of scenario.revisions) {
      it(`${scenario.id} en ${revision} : le SDK enregistre exactement ce que le laboratoire annonce`, async () => {
        const session = await playScenario(scenario, { revision, today: TODAY });
        const recorded = recordedOutcome(session.trace.entries);
        const exact = EXACT[scenario.id]?.[revision] ?? EXACT[scenario.id]?.['*'];
        expect(exact, 'attente écrite dans ce test').toBeDefined();
        expect(recorded).toEqual(outcomeOf(exact));
        const explanation = getLabExplanation(scenario.id);
        const overHttp = scenario.httpLink === 'only';
        expect(explanation && expectationFor(explanation, revision, overHttp)).toEqual(recorded);
        await session.dispose();
      });
      if (scenario.httpLink !== 'yes') continue;
      it(`${scenario.id} en ${revision} sur HTTP : ce que le laboratoire annonce pour HTTP`, async () => {
        const session = await playScenario(scenario, { revision, link: 'http', today: TODAY });
        const recorded = recordedOutcome(session.trace.entries);
        const overHttp = EXACT_OVER_HTTP[scenario.id];
        const exact = overHttp
          ? (overHttp[revision] ?? overHttp['*'])
          : (EXACT[scenario.id]?.[revision] ?? EXACT[scenario.id]?.['*']);
        expect(recorded).toEqual(outcomeOf(exact));
        const explanation = getLabExplanation(scenario.id)!;
        // An explanation without HTTP texts claims its texts and expectations hold over HTTP.
        expect(Boolean(explanation.http), 'textes HTTP propres').toBe(Boolean(overHttp));
        expect(expectationFor(explanation, revision, true)).toEqual(recorded);
        await session.dispose();
      });
    }
  }

  it('stdout exists on stdio alone: the polluted-stdout lab is never played over HTTP', () => {
    const stdout = lab.find((s) => s.id === 'erreur-stdout-pollue')!;
    expect(stdout.httpLink).toBe('no');
    expect(lab.filter((s) => s.httpLink === 'only').map((s) => s.id)).toEqual(
      LAB_IDS.filter((id) => id.startsWith('erreur-http-') || id.startsWith('erreur-oauth-')),
    );
  });

  it('unsupported version: -32022 carries supported and requested, initialize gets a counter-offer', async () => {
    const scenario = lab.find((s) => s.id === 'erreur-version-non-supportee')!;
    const session = await playScenario(scenario, { revision: '2025-11-25', today: TODAY });
    const [discover, initialize] = messages(session.trace.entries).filter(
      (m) => m.direction === 'server-to-client',
    );
    expect(body(discover).error).toMatchObject({
      code: -32022,
      data: { supported: ['2026-07-28'], requested: '2099-01-01' },
    });
    expect(body(initialize).result).toMatchObject({ protocolVersion: '2025-11-25' });
    await session.dispose();
  });

  it('missing capability in 2026-07-28: -32021 names the required capability', async () => {
    const scenario = lab.find((s) => s.id === 'erreur-capacite-manquante')!;
    const session = await playScenario(scenario, { revision: '2026-07-28', today: TODAY });
    const error = messages(session.trace.entries).find((m) => m.kind === 'error');
    expect(body(error).error).toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { elicitation: {} } },
    });
    await session.dispose();
  });

  it('business error: isError with what to fix, then the anti-pattern’s empty success', async () => {
    const scenario = lab.find((s) => s.id === 'erreur-metier')!;
    const session = await playScenario(scenario, { revision: '2026-07-28', today: TODAY });
    const calls = messages(session.trace.entries).filter(
      (m) => m.kind === 'result' && m.method === 'tools/call',
    );
    const results = calls.map(
      (c) => body(c).result as { isError?: boolean; content: { text: string }[] },
    );
    expect(results[0]?.isError).toBe(true);
    expect(results[0]?.content[0]?.text).toMatch(/La date de départ doit être dans le futur/);
    expect(results[1]?.isError).toBeUndefined();
    expect(results[1]?.content[0]?.text).toBe('');
    expect(results[2]?.content[0]?.text).toMatch(/Place réservée/);
    await session.dispose();
  });

  it('timeout: the client sends a real notifications/cancelled for the call', async () => {
    const scenario = lab.find((s) => s.id === 'erreur-delai-depasse')!;
    for (const revision of scenario.revisions) {
      const session = await playScenario(scenario, { revision, today: TODAY });
      const all = messages(session.trace.entries);
      const call = all.find((m) => m.method === 'tools/call' && m.kind === 'request');
      const cancel = all.find((m) => m.method === 'notifications/cancelled');
      expect(body(cancel).params).toMatchObject({ requestId: call?.id });
      expect(session.trace.answerTo(call!.seq)).toBeUndefined();
      await session.dispose();
    }
  });

  it('polluted stdout: the client’s parser rejects the log line, then tools/list works', async () => {
    const scenario = lab.find((s) => s.id === 'erreur-stdout-pollue')!;
    const session = await playScenario(scenario, { revision: '2026-07-28', today: TODAY });
    const entries = session.trace.entries;
    const failure = entries.find((e) => e.type === 'transport' && e.event === 'parse-error');
    expect(failure).toMatchObject({ from: 'server:voyages', to: 'client:voyages' });
    const list = messages(entries).find((m) => m.kind === 'result' && m.method === 'tools/list');
    expect(list!.seq).toBeGreaterThan(failure!.seq);
    await session.dispose();
  });
});
