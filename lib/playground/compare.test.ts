import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { stepKey } from '@/lib/mcp/trace';
import { paramsOf } from '@/lib/mcp/payload';
import { compareRevisions, legacyRevisionFor } from './compare';

describe('comparing revisions', () => {
  it('faces the handshake with discovery, then aligns the same requests', async () => {
    const rows = (await compareRevisions(getScenario('meteo')!))!;
    expect(rows[0]?.legacy && stepKey(rows[0].legacy)).toBe('initialize');
    expect(rows[0]?.modern && stepKey(rows[0].modern)).toBe('server/discover');
    expect(rows[0]?.difference).toBe('handshake');
    expect(rows.some((r) => r.difference === 'listen')).toBe(true);
    const call = rows.find((r) => r.modern && stepKey(r.modern) === 'tools/call');
    expect(call?.legacy && stepKey(call.legacy)).toBe('tools/call');
    expect(call?.difference).toBe('meta');
  });

  it('puts the chosen 2025 revision in front of 2026-07-28, 2025-11-25 when 2026-07-28 is chosen', async () => {
    expect(legacyRevisionFor('2025-06-18')).toBe('2025-06-18');
    expect(legacyRevisionFor('2025-11-25')).toBe('2025-11-25');
    expect(legacyRevisionFor('2026-07-28')).toBe('2025-11-25');
    const rows = (await compareRevisions(getScenario('meteo')!, undefined, '2025-06-18'))!;
    const init = rows[0]?.legacy;
    expect(init?.type === 'message' && paramsOf(init)?.protocolVersion).toBe('2025-06-18');
  });

  it('names input_required against a server-to-client elicitation request', async () => {
    const rows = (await compareRevisions(getScenario('elicitation')!))!;
    const legacyOnly = rows.filter((r) => r.legacy && !r.modern).map((r) => stepKey(r.legacy!));
    expect(legacyOnly).toContain('elicitation/create');
    expect(rows.some((r) => r.difference === 'inputRequired')).toBe(true);
  });
});
