import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStep, stepLinkHref } from '@/content/scenarios/step-links';
import { allScenarios } from '@/content/scenarios';
import { scenarioStepKeys } from '@/scripts/lib/step-index';

const scenarios = allScenarios();

describe('the recorded step index', () => {
  const file = resolve(import.meta.dirname, '..', '..', 'content', 'scenarios', 'step-index.json');
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

  it('lists every shipped scenario, and no other', () => {
    expect(Object.keys(recorded).sort()).toEqual(scenarios.map((s) => s.id).sort());
  });

  // One test per scenario: each replays its revisions (and over HTTP) in a bounded time.
  it.each(scenarios.map((s) => [s.id, s] as const))(
    '%s: matches what the simulation records today (run scripts/record-step-index.ts if not)',
    async (_id, scenario) => {
      expect(recorded[scenario.id]).toEqual(await scenarioStepKeys(scenario));
    },
    180_000,
  );

  it('turns a named step into its number and a playground URL', () => {
    expect(
      resolveStep({ scenario: 'meteo', version: '2025-11-25', at: 'notifications/initialized' }),
    ).toBe(3);
    expect(resolveStep({ scenario: 'meteo', version: '2026-07-28', at: 'server/discover' })).toBe(
      1,
    );
    expect(resolveStep({ scenario: 'meteo', at: 'nope' })).toBeUndefined();
    expect(
      stepLinkHref({ scenario: 'meteo', version: '2025-11-25', at: 'result:initialize' }),
    ).toBe('/bac-a-sable?scenario=meteo&version=2025-11-25#etape-2');
  });
});
