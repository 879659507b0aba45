import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { createSession } from '@/lib/simulation/session';
import { stepKey, type TraceEntry } from '@/lib/mcp/trace';
import type { Revision } from '@/lib/mcp/revisions';
import { equivalentStep } from './equivalent-step';

async function play(revision: Revision): Promise<readonly TraceEntry[]> {
  const session = createSession(getScenario('meteo')!, { revision });
  await session.run();
  const entries = [...session.trace.entries];
  await session.dispose();
  return entries;
}

describe('switching revision keeps the equivalent step', () => {
  it('lands on the same message in the other revision', async () => {
    const modern = await play('2026-07-28');
    const legacy = await play('2025-11-25');
    const call = modern.findIndex((e) => stepKey(e) === 'result:tools/call') + 1;
    const there = equivalentStep(modern, call, legacy);
    expect(stepKey(legacy[there - 1]!)).toBe('result:tools/call');
    // And back again.
    expect(equivalentStep(legacy, there, modern)).toBe(call);
  });

  it('falls back to the same phase when the message does not exist there', async () => {
    const modern = await play('2026-07-28');
    const legacy = await play('2025-11-25');
    const discover = modern.findIndex((e) => stepKey(e) === 'server/discover') + 1;
    const there = equivalentStep(modern, discover, legacy);
    expect(legacy[there - 1]?.phase).toBe(modern[discover - 1]?.phase);
    expect(stepKey(legacy[there - 1]!)).not.toBe('server/discover');
  });

  it('gives 0 for an empty timeline and 1 when nothing was shown', () => {
    expect(equivalentStep([], 0, [])).toBe(0);
  });
});
