import { describe, expect, it } from 'vitest';
import { getLabExplanation, labExplanations } from '@/content/error-lab/explanations';
import { scenarios } from '@/content/scenarios';
import { labScenarios } from '@/content/scenarios/lab';
import { playScenario } from '@/lib/simulation/session';
import type { MessageEntry, TraceEntry } from '@/lib/mcp/trace';
import { expectationFor, recordedOutcome } from './lab';

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
];

/** What the SDK must record, written out by hand: the lab's promise to learners. */
const EXACT: Record<
  string,
  Record<string, { codes?: number[]; isError?: number; transport?: string[] }>
> = {
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
};

function messages(entries: readonly TraceEntry[]): MessageEntry[] {
  return entries.filter((e): e is MessageEntry => e.type === 'message');
}

function body(entry: MessageEntry | undefined): Record<string, unknown> {
  return { ...(entry?.message ?? {}) };
}

describe('the error lab', () => {
  it('ships the eleven scenarios, in the laboratoire group, each with its explanation', () => {
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
        expect(recorded).toEqual({
          codes: exact?.codes ?? [],
          isErrorResults: exact?.isError ?? 0,
          transport: exact?.transport ?? [],
        });
        const explanation = getLabExplanation(scenario.id);
        expect(explanation && expectationFor(explanation, revision)).toEqual(recorded);
        await session.dispose();
      });
    }
  }

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
