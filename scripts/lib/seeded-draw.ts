/*
 * What the random-draw reviews share (scripts/sample-*.ts): the options, a small seeded generator
 * and the draw itself, so that a seed printed in docs/reviews/ replays the same sample on the same
 * tree.
 */

/** An integer option `--name N` of the command line, or the fallback. */
export function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? undefined : Number(process.argv[at + 1]);
  return value !== undefined && Number.isInteger(value) ? value : fallback;
}

/** mulberry32: small, seeded, good enough to draw a sample. */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws `count` elements without replacement, in draw order. */
export function drawWithoutReplacement<T>(pool: readonly T[], count: number, seed: number): T[] {
  const left = [...pool];
  const random = generator(seed);
  const drawn: T[] = [];
  while (drawn.length < count && left.length > 0) {
    const [item] = left.splice(Math.floor(random() * left.length), 1);
    if (item !== undefined) drawn.push(item);
  }
  return drawn;
}
