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
  it('round-trip the whole state, with its fingerprint', () => {
    const outcome = decodeShareState(encodeShareState(state));
    expect(outcome).toMatchObject({ ok: true, state, integrity: 'verified' });
  });

  it('notice every single-character change that opens another state (review P12)', () => {
    const encoded = encodeShareState(state);
    const genuine = decodeShareState(encoded);
    const original = genuine.ok ? JSON.stringify(genuine.state) : '';
    const alphabet = 'AaBbZz09+-';
    let opened = 0;
    let unnoticed = 0;
    for (let i = 0; i < encoded.length; i += 1) {
      for (const c of alphabet) {
        if (encoded[i] === c) continue;
        const outcome = decodeShareState(encoded.slice(0, i) + c + encoded.slice(i + 1));
        if (!outcome.ok) continue;
        if (JSON.stringify(outcome.state) === original) continue;
        opened += 1;
        if (outcome.integrity === 'verified') unnoticed += 1;
      }
    }
    expect(opened).toBeGreaterThan(0);
    expect(unnoticed).toBe(0);
  });

  it('refuse in French a schema whose $ref loops (review P19)', () => {
    const tool = state.tools!.meteo![0]!;
    const looping = {
      ...state,
      tools: {
        meteo: [
          {
            ...tool,
            definition: {
              ...tool.definition,
              inputSchema: { $ref: '#', properties: { ville: { $ref: '#' } } },
            },
          },
        ],
      },
    };
    const outcome = decodeShareState(encodeShareState(looping));
    expect(outcome).toMatchObject({ ok: false });
    expect(!outcome.ok && outcome.notice).toMatch(/boucle sur lui-même/);
  });

  it('say when a link carries no fingerprint (written by hand)', () => {
    const handmade = compressToEncodedURIComponent(JSON.stringify(state));
    expect(decodeShareState(handmade)).toMatchObject({ ok: true, integrity: 'unsigned' });
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
