import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { playScenario } from '@/lib/simulation/session';
import { explanations, summaries } from '@/content/annotations';
import { answerIndex, lanesFor, partnerStep, stepLabel, summarise as summariseWith } from './steps';
import type { TraceEntry } from '@/lib/mcp/trace';

const summarise = (entry: TraceEntry) => summariseWith(entry, { summaries, explanations });

describe('steps as the learner reads them', () => {
  it('labels, links and summarises the steps of a session', async () => {
    const session = await playScenario(getScenario('meteo')!, { revision: '2026-07-28' });
    const entries = session.trace.entries;
    const answers = answerIndex(entries);
    const list = entries.find((e) => e.type === 'message' && e.method === 'tools/list')!;
    expect(summarise(list)).toBe('Le client demande au serveur meteo la liste de ses outils.');
    const result = entries[partnerStep(list, answers)! - 1]!;
    expect(stepLabel(result)).toBe('résultat de tools/list');
    expect(partnerStep(result, answers)).toBe(list.seq);
    await session.dispose();
  });

  it('contracts « à » before the recipient, as French wants', async () => {
    const session = await playScenario(getScenario('erreur-methode-inconnue')!, {
      revision: '2025-11-25',
    });
    const unknown = session.trace.entries.find(
      (e) => e.type === 'message' && e.method === 'voyages/annuler' && e.kind === 'request',
    )!;
    expect(summarise(unknown)).toBe(
      'Le client voyages envoie la requête voyages/annuler au serveur voyages.',
    );
    await session.dispose();
  });

  it('draws one client beside each server, after the host', () => {
    expect(lanesFor(['a', 'b', 'c'], [])).toEqual([
      'host',
      'client:a',
      'server:a',
      'client:b',
      'server:b',
      'client:c',
      'server:c',
    ]);
  });

  it('gives a lane to an actor with no link of its own: the OAuth authorization server', async () => {
    const session = await playScenario(getScenario('serveur-protege')!, {
      revision: '2026-07-28',
      link: 'http',
    });
    const entries = session.trace.entries;
    const lanes = lanesFor(['crm'], entries);
    expect(lanes.slice(0, 3)).toEqual(['host', 'client:crm', 'server:crm']);
    expect(lanes).toContain('server:autorisation');
    for (const entry of entries)
      if (entry.type !== 'host')
        expect(lanes).toEqual(expect.arrayContaining([entry.from, entry.to]));
    await session.dispose();
  });
});
