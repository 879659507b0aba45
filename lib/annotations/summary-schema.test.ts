import { describe, expect, it } from 'vitest';
import { SummaryTableSchema } from './schema';

describe('step summary table', () => {
  it('accepts the holes summarise fills', () => {
    const table = { 'request:tools/call': '{{from}} appelle l’outil {{tool}} de {{server}}.' };
    expect(SummaryTableSchema.safeParse(table).success).toBe(true);
  });

  it('refuses a hole nobody fills, which would show as {{…}} on screen', () => {
    const parsed = SummaryTableSchema.safeParse({
      'request:ping': '{{de}} vérifie que {{to}} répond.',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/trou inconnu/);
  });
});
