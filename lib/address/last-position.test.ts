import { describe, expect, it } from 'vitest';
import { parseLastPosition, withLastPosition } from './last-position';
import { parseAddress } from './parse';

const stored = { scenario: 'commandes', version: '2025-11-25', step: 7 } as const;
const address = (search: string, hash = '') => parseAddress({ search, hash });

describe('the playground’s remembered place', () => {
  it('reads back a valid place and ignores anything else, silently', () => {
    expect(parseLastPosition(JSON.stringify(stored))).toEqual(stored);
    for (const bad of [
      null,
      '',
      '{pas du json',
      '"texte"',
      JSON.stringify({ ...stored, version: '1999-01-01' }),
      JSON.stringify({ ...stored, step: 0 }),
      JSON.stringify({ ...stored, step: 2.5 }),
      JSON.stringify({ ...stored, scenario: '../../etc' }),
      JSON.stringify({ ...stored, extra: true }),
      JSON.stringify({ ...stored, scenario: 'a'.repeat(500) }),
    ]) {
      expect(parseLastPosition(bad), String(bad)).toBeUndefined();
    }
  });

  it('reopens it on a bare address only: a link, a share link or a challenge wins', () => {
    expect(withLastPosition(address(''), stored)).toMatchObject({
      scenario: 'commandes',
      version: '2025-11-25',
      step: 7,
    });
    expect(withLastPosition(address('?presentation=1'), stored).scenario).toBe('commandes');
    expect(withLastPosition(address('?scenario=meteo'), stored).scenario).toBe('meteo');
    expect(withLastPosition(address('', '#etape-3'), stored).scenario).toBeUndefined();
    expect(withLastPosition(address('?partage=abc'), stored).scenario).toBeUndefined();
    expect(withLastPosition(address('?defi=x'), stored).scenario).toBeUndefined();
    expect(withLastPosition(address('?public=1'), stored).scenario).toBeUndefined();
    expect(withLastPosition(address(''), undefined).scenario).toBeUndefined();
  });
});
