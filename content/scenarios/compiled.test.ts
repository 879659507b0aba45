import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allScenarios } from '.';
import { compiledScenariosText } from './compile';
import { getScenario, scenarioIds } from './shipped';

describe('the compiled scenarios the pages read', () => {
  it('are the validated scenarios of content/scenarios, up to date', () => {
    const written = readFileSync(resolve(import.meta.dirname, 'compiled.json'), 'utf8');
    // Stale: run « npx tsx scripts/record-compiled-content.ts ».
    expect(written).toBe(compiledScenariosText());
  });

  it('give every shipped scenario, in catalogue order, as validated', () => {
    expect(scenarioIds).toEqual(allScenarios().map((scenario) => scenario.id));
    expect(getScenario('meteo')).toEqual(allScenarios().find((s) => s.id === 'meteo'));
    expect(getScenario('inconnu')).toBeUndefined();
  });
});
