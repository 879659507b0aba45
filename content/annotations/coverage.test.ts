import { describe, expect, it } from 'vitest';
import { scenarios } from '@/content/scenarios';
import { messageKey } from '@/lib/annotations/match';
import { playScenario } from '@/lib/mcp/session';
import { stepKey } from '@/lib/mcp/trace';
import { annotator, explanations } from '.';

// Every shipped scenario, in every revision it runs in: scenarios added later are covered too.
describe('annotation coverage', () => {
  for (const scenario of scenarios) {
    for (const revision of scenario.revisions) {
      it(`annotates every field of every message: ${scenario.id} ${revision}`, async () => {
        const session = await playScenario(scenario, { revision, today: () => '2026-11-29' });
        const missing = new Set<string>();
        try {
          for (const entry of session.trace.entries) {
            if (entry.type === 'message') {
              const key = messageKey(entry.kind, entry.method);
              for (const path of annotator.missing(key, entry.message)) {
                missing.add(`${key} ${path}`);
              }
            } else if (!explanations[stepKey(entry)]) {
              missing.add(stepKey(entry));
            }
          }
        } finally {
          await session.dispose();
        }
        expect([...missing]).toEqual([]);
      }, 120_000);
    }
  }
});
