import { describe, expect, it } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { playScenario } from '@/lib/simulation/session';
import type { MessageEntry } from '@/lib/mcp/trace';
import { summariseStep as summarise } from './index';

const scenarios = allScenarios();

describe('step summaries', () => {
  it('says a 2026-07-28 result asking for input is not the tool’s result', async () => {
    const scenario = scenarios.find((s) => s.id === 'elicitation')!;
    const session = await playScenario(scenario, {
      revision: '2026-07-28',
      today: () => '2026-11-29',
    });
    const results = session.trace.entries.filter(
      (e): e is MessageEntry =>
        e.type === 'message' && e.kind === 'result' && e.method === 'tools/call',
    );
    await session.dispose();
    const asking = results.filter(
      (e) =>
        (e.message as { result?: { resultType?: string } }).result?.resultType === 'input_required',
    );
    expect(asking.length).toBeGreaterThan(0);
    for (const entry of asking) {
      expect(summarise(entry)).toMatch(
        /ne conclut pas encore tools\/call\u00A0: il répond input_required/,
      );
    }
    const final = results.filter((e) => !asking.includes(e));
    expect(final.length).toBeGreaterThan(0);
    for (const entry of final) {
      expect(summarise(entry)).toBe(`Le serveur ${entry.link} renvoie le résultat de l’outil.`);
    }
  }, 60_000);
});
