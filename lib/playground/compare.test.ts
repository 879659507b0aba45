import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { stepKey } from '@/lib/mcp/trace';
import { compareRevisions } from './compare';

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

  it('names input_required against a server-to-client elicitation request', async () => {
    const rows = (await compareRevisions(getScenario('elicitation')!))!;
    const legacyOnly = rows.filter((r) => r.legacy && !r.modern).map((r) => stepKey(r.legacy!));
    expect(legacyOnly).toContain('elicitation/create');
    expect(rows.some((r) => r.difference === 'inputRequired')).toBe(true);
  });
});
