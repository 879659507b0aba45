/**
 * Seeded shuffling: the same seed always gives the same order, so a link carrying
 * `?graine=…` reproduces a quiz exactly (instructors share one order with a class).
 */

/** What a seed in a URL may look like: short, lowercase letters, digits and dashes. */
export const SEED_PATTERN = /^[a-z0-9-]{1,32}$/;

export function isSeed(value: unknown): value is string {
  return typeof value === 'string' && SEED_PATTERN.test(value);
}

/** A fresh random seed of six base-36 characters. */
export function randomSeed(): string {
  const bytes = new Uint32Array(2);
  globalThis.crypto.getRandomValues(bytes);
  return ((bytes[0] ?? 0) * 2 ** 21 + ((bytes[1] ?? 0) % 2 ** 21))
    .toString(36)
    .slice(-6)
    .padStart(6, '0');
}

/** FNV-1a: turns a text seed into 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, good-enough PRNG for shuffling (not for security). */
function generator(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher–Yates), determined by the seed alone. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const random = generator(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/**
 * A seeded order that is never the original one (when there are two items or more): used for
 * « remettre dans l’ordre » questions, which would be solved before any move otherwise.
 */
export function seededDerangement<T>(items: readonly T[], seed: string): T[] {
  const out = seededShuffle(items, seed);
  if (items.length > 1 && out.every((item, i) => item === items[i])) {
    out.push(out.shift() as T);
  }
  return out;
}
