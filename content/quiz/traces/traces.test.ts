import { beforeAll, describe, expect, it } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { allTraces } from '@/content/quiz';
import type { TraceExcerpt } from '@/lib/quiz/schema';
import { recordExcerpts } from '@/lib/quiz/trace-recorder';
import { rawTraces } from './index';
import { traceSpecs } from './specs';

const scenarios = allScenarios();

const SCRIPT = 'npx tsx scripts/record-quiz-traces.ts';

describe('trace excerpts regenerated from the current simulation', () => {
  let recorded: Map<string, TraceExcerpt>;

  beforeAll(async () => {
    recorded = await recordExcerpts(traceSpecs, scenarios);
  });

  it('has one committed excerpt per spec, listed in index.ts', () => {
    const specIds = traceSpecs.map((s) => s.id).sort();
    expect(
      Object.keys(rawTraces).sort(),
      `content/quiz/traces/index.ts doit lister exactement les extraits de specs.ts, puis lancez «\u00A0${SCRIPT}\u00A0»`,
    ).toEqual(specIds);
  });

  it('still matches what the simulation sends, message for message', () => {
    for (const spec of traceSpecs) {
      expect(
        allTraces().get(spec.id),
        `L’extrait «\u00A0${spec.id}\u00A0» ne correspond plus à la simulation (scénario ${spec.scenario}, ${spec.version})\u00A0: lancez «\u00A0${SCRIPT}\u00A0», puis relisez les questions qui le citent.`,
      ).toEqual(recorded.get(spec.id));
    }
  });

  it('comes from the scenario and revision its spec names', () => {
    for (const spec of traceSpecs) {
      const excerpt = recorded.get(spec.id);
      expect(excerpt?.source.scenario, spec.id).toBe(spec.scenario);
      expect(excerpt?.source.version, spec.id).toBe(spec.version);
      expect(excerpt?.source.recording, spec.id).toMatch(/^SDK TypeScript \d+\.\d+\.\d+ /);
    }
  });
});
