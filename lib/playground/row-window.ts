/** The first and last rows to draw (inclusive). */
export interface RowRange {
  first: number;
  last: number;
}

/**
 * Where each of `count` rows of known heights starts, from the top of the list; the element at
 * `count` is the list's whole height.
 */
export function rowStarts(count: number, height: (index: number) => number): number[] {
  const starts = [0];
  for (let i = 0; i < count; i += 1) starts.push(starts[i]! + height(i));
  return starts;
}

/** The row whose span holds `y` (the first for a `y` above the list, the last below it). */
function rowAt(starts: readonly number[], y: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The rows a box `height` px high, scrolled `top` px down the list, shows, with `overscan` more
 * on each side so that a short scroll never uncovers an empty line. Undefined for no rows.
 */
export function rowsInView(
  starts: readonly number[],
  top: number,
  height: number,
  overscan: number,
): RowRange | undefined {
  const count = starts.length - 1;
  if (count <= 0) return undefined;
  const first = rowAt(starts, Math.max(0, top));
  const last = Math.max(first, rowAt(starts, top + height - 1));
  return { first: Math.max(0, first - overscan), last: Math.min(count - 1, last + overscan) };
}
