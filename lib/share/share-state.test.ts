import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import {
  decodeShareState,
  encodeShareState,
  MAX_SHARE_LENGTH,
  type ShareState,
} from './share-state';

const meteoTools = getScenario('meteo')!.servers[0]!.tools;
const state: ShareState = {
  v: 1,
  scenario: 'meteo',
  version: '2025-11-25',
  step: 7,
  tools: {
    meteo: [
      { ...meteoTools[0]!, definition: { ...meteoTools[0]!.definition, name: 'meteo_actuelle' } },
    ],
  },
  panels: ['editeur'],
};

describe('share links', () => {
  it('round-trip the whole state', () => {
    expect(decodeShareState(encodeShareState(state))).toEqual({ ok: true, state });
  });

  it('refuse a damaged link with a French notice', () => {
    const outcome = decodeShareState(encodeShareState(state).slice(0, 40));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.notice).toMatch(/abîmé|lisible/);
  });

  it('name the tampered field', () => {
    const tampered = compressToEncodedURIComponent(
      JSON.stringify({ ...state, version: '1999-01-01' }),
    );
    const outcome = decodeShareState(tampered);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.notice).toContain('version');
    const extra = compressToEncodedURIComponent(JSON.stringify({ ...state, script: 'alert(1)' }));
    expect(decodeShareState(extra).ok).toBe(false);
  });

  it('refuse a link that is too long', () => {
    const outcome = decodeShareState('A'.repeat(MAX_SHARE_LENGTH + 1));
    expect(outcome).toMatchObject({ ok: false });
    if (!outcome.ok) expect(outcome.notice).toContain('trop long');
  });

  it('never throw, whatever the link says', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const outcome = decodeShareState(text);
        expect(typeof outcome.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const outcome = decodeShareState(compressToEncodedURIComponent(JSON.stringify(value)));
        expect(outcome.ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
