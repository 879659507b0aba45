import { describe, expect, it } from 'vitest';
import { playableRevision, playsIn } from './playable-revision';

const legacyOnly = { revisions: ['2025-11-25', '2025-06-18'] as const };

describe('the revision a scenario opens in', () => {
  it('is the one wanted when the scenario plays in it, else its own first', () => {
    expect(playableRevision(legacyOnly, '2025-06-18')).toBe('2025-06-18');
    expect(playableRevision(legacyOnly, '2026-07-28')).toBe('2025-11-25');
    expect(playsIn(legacyOnly, '2026-07-28')).toBe(false);
  });

  it('is the one wanted for a scenario it does not know', () => {
    expect(playableRevision(undefined, '2026-07-28')).toBe('2026-07-28');
  });
});
