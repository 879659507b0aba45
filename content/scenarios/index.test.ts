import { describe, expect, it } from 'vitest';
import { allScenarios, getScenario, scenarioEntries, scenarioIds } from './index';

describe('the scenario catalogue', () => {
  it('validates every shipped scenario when asked for them all', () => {
    const all = allScenarios();
    expect(all.map((s) => s.id)).toEqual(scenarioIds);
    expect(new Set(scenarioIds).size).toBe(scenarioIds.length);
  });

  it('lists each scenario as its validated form names it', () => {
    expect(scenarioEntries).toEqual(
      allScenarios().map(({ id, title, summary, group }) => ({ id, title, summary, group })),
    );
  });

  it('validates one scenario once and knows no other', () => {
    const meteo = getScenario('meteo');
    expect(meteo?.servers.length).toBeGreaterThan(0);
    expect(getScenario('meteo')).toBe(meteo);
    expect(getScenario('inconnu')).toBeUndefined();
  });
});
