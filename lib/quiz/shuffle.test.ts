import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSeed, randomSeed, seededDerangement, seededShuffle } from './shuffle';

describe('seeded shuffling', () => {
  it('gives the same order for the same seed, so a shared link reproduces a quiz', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(seededShuffle(ids, 'classe-3b')).toEqual(seededShuffle(ids, 'classe-3b'));
  });

  it('gives different orders for different seeds', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `q${i}`);
    expect(seededShuffle(ids, 'un')).not.toEqual(seededShuffle(ids, 'deux'));
  });

  it('keeps every item exactly once and leaves the input untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.string(), (items, seed) => {
        const copy = [...items];
        const out = seededShuffle(items, seed);
        expect(items).toEqual(copy);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('never shows an ordering question already in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.string(), (n, seed) => {
        const items = Array.from({ length: n }, (_, i) => i);
        expect(seededDerangement(items, seed)).not.toEqual(items);
      }),
    );
  });

  it('makes short random seeds that the URL accepts, and refuses odd ones', () => {
    const seed = randomSeed();
    expect(isSeed(seed)).toBe(true);
    expect(seed).toHaveLength(6);
    expect(isSeed('<script>')).toBe(false);
    expect(isSeed('')).toBe(false);
    expect(isSeed('x'.repeat(33))).toBe(false);
  });
});
