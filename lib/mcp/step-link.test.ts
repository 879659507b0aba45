import { describe, expect, it } from 'vitest';
import { StepLinkSchema } from './step-link';

describe('a step link written in content', () => {
  it('lands on a step named by the trace’s step-key grammar', () => {
    for (const at of [
      'tools/call',
      'result:tools/list',
      'error:tools/call',
      'notifications/tools/list_changed',
      'host:choose-tool',
      'transport:closed',
    ]) {
      expect(StepLinkSchema.safeParse({ scenario: 'meteo', at }).success, at).toBe(true);
    }
  });

  it('refuses, in French, a key the grammar does not know', () => {
    for (const at of ['host:deviner', 'transport:fumee', 'resultat:tools/call', 'Tools/Call']) {
      const parsed = StepLinkSchema.safeParse({ scenario: 'meteo', at });
      expect(parsed.error?.issues[0]?.message, at).toBe('clé d’étape inconnue');
    }
  });

  it('takes a known revision and a 1-based occurrence, and nothing else', () => {
    const ok = { scenario: 'entrepot', version: '2025-11-25', at: 'tools/call', occurrence: 2 };
    expect(StepLinkSchema.parse(ok)).toEqual(ok);
    expect(StepLinkSchema.safeParse({ ...ok, version: '2024-01-01' }).success).toBe(false);
    expect(StepLinkSchema.safeParse({ ...ok, occurrence: 0 }).success).toBe(false);
    expect(StepLinkSchema.safeParse({ ...ok, etape: 3 }).success).toBe(false);
  });
});
