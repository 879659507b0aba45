import { describe, expect, it } from 'vitest';
import { playScenario } from '@/lib/simulation/session';
import { scenario, TODAY } from '@/tests/fixtures/scenarios';
import type { Revision } from '../revisions';
import {
  cacheHitsOf,
  followedResources,
  latestProgress,
  logLinesOf,
  resourceUpdatesOf,
} from './activity';

async function entriesOf(id: string, revision: Revision) {
  const session = await playScenario(scenario(id), { revision, today: TODAY });
  const entries = session.trace.entries;
  await session.dispose();
  return entries;
}

describe('what the host panel shows of the utilities', () => {
  it('follows the progress of the last call that asked for it, and the log lines', async () => {
    const entries = await entriesOf('export-long', '2026-07-28');
    const call = entries.findIndex((e) => e.type === 'message' && e.method === 'tools/call');
    // Halfway: the second notification has arrived, the answer not yet.
    const halfway = entries.slice(0, call + 3);
    expect(latestProgress(halfway)).toMatchObject({
      tool: 'exporter_ventes',
      progress: 2,
      total: 3,
      message: 'Calcul des totaux par client',
      done: false,
    });
    expect(latestProgress(entries)).toMatchObject({ progress: 3, total: 3, done: true });
    expect(logLinesOf(entries).map((l) => [l.level, l.logger])).toEqual([['warning', 'export']]);
  });

  it('lists the answers served from the cache, with the step that filled it', async () => {
    const entries = await entriesOf('documentation', '2026-07-28');
    const hits = cacheHitsOf(entries);
    expect(hits.map((h) => h.method)).toEqual(['resources/read', 'resources/list']);
    expect(entries[hits[0]!.storedAt - 1]).toMatchObject({
      kind: 'result',
      method: 'resources/read',
    });
    expect(cacheHitsOf(await entriesOf('documentation', '2025-11-25'))).toEqual([]);
  });

  for (const revision of ['2026-07-28', '2025-11-25'] as const) {
    it(`knows which resources are followed, and shows them changed (${revision})`, async () => {
      const entries = await entriesOf('suivi-ressource', revision);
      const updated = resourceUpdatesOf(entries);
      expect(updated.map((u) => u.contents[0]?.text)).toEqual([
        'Incident en cours\u00A0: le service de paiement répond lentement.',
      ]);
      expect([...followedResources(entries.slice(0, updated[0]!.seq))]).toEqual([
        'supervision\u0000etat://production',
      ]);
      expect([...followedResources(entries)]).toEqual([]);
    });
  }
});
