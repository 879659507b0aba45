import { allScenarios } from '@/content/scenarios';
import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '@/lib/mcp/trace';
import { playScenario } from '@/lib/simulation/session';
import { liveOnlyReason, recordOpening } from './opening-recorder';
import { asRecordedOpening, recordedViewOf } from './recorded-opening';
import { viewOf } from './session-view';

/** A step without its time: the only part of a recording that differs from run to run. */
const timeless = (entries: readonly TraceEntry[]) =>
  JSON.parse(JSON.stringify(entries.map(({ t: _t, ...rest }) => rest))) as unknown;

describe('the openings recorded at build time', () => {
  it('hold, for every shipped scenario and revision, what a live session of it records and shows', async () => {
    let recorded = 0;
    for (const scenario of allScenarios()) {
      for (const revision of scenario.revisions) {
        const file = await recordOpening(scenario, revision);
        const opening = asRecordedOpening(file, scenario.id, revision);
        if (!opening) continue;
        recorded += 1;
        // The page wakes the live session with the recording's « today ».
        const live = await playScenario(scenario, { revision, today: () => opening.day });
        expect(timeless(opening.entries), `${scenario.id} ${revision}`).toEqual(
          timeless(live.trace.entries),
        );
        expect(opening.view).toEqual(JSON.parse(JSON.stringify(recordedViewOf(viewOf(live, 0)))));
        await live.dispose();
      }
    }
    // Most shipped openings show at once (the labs that ask the learner play live).
    expect(recorded).toBeGreaterThan(50);
  }, 240_000);

  it('leave live what the page plays otherwise or what asks the learner', async () => {
    const byId = new Map(allScenarios().map((scenario) => [scenario.id, scenario]));
    const protectedServer = byId.get('serveur-protege')!;
    expect(liveOnlyReason(protectedServer)).toBe('http');
    expect(await recordOpening(protectedServer, '2026-07-28')).toMatchObject({ live: true });
    const polluted = byId.get('erreur-stdout-pollue')!;
    expect(liveOnlyReason(polluted)).toBe('framed');
    // meteo asks nothing during its script: recorded, and read back as such.
    const meteo = await recordOpening(byId.get('meteo')!, '2026-07-28');
    expect(asRecordedOpening(meteo, 'meteo', '2026-07-28')?.entries.length).toBe(14);
    expect(asRecordedOpening(meteo, 'meteo', '2025-11-25')).toBeUndefined();
    expect(asRecordedOpening({ ...meteo, format: 2 }, 'meteo', '2026-07-28')).toBeUndefined();
  });
});
