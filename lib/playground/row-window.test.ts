import { describe, expect, it } from 'vitest';
import { rowStarts, rowsInView } from './row-window';

// A phase band (30 px) every 10 rows of steps (40 px), as in the sequence diagram.
const height = (i: number) => (i % 10 === 0 ? 30 : 40);

describe('the rows a scrolled box shows', () => {
  it('adds up known heights, the list’s height last', () => {
    expect(rowStarts(3, height)).toEqual([0, 30, 70, 110]);
    expect(rowStarts(0, height)).toEqual([0]);
  });

  it('draws a handful of rows of a 2,000-row list wherever it is scrolled, never all', () => {
    const starts = rowStarts(2000, height);
    expect(rowsInView(starts, 0, 400, 6)).toEqual({ first: 0, last: 16 });
    // 40 000 px down: the row holding that line is the first one in view, 6 more above it.
    const middle = rowsInView(starts, 40_000, 400, 6)!;
    const top = middle.first + 6;
    expect(starts[top]! <= 40_000 && starts[top + 1]! > 40_000).toBe(true);
    const bottom = middle.last - 6;
    expect(starts[bottom]! < 40_400 && starts[bottom + 1]! >= 40_400).toBe(true);
    expect(middle.last - middle.first).toBeLessThan(30);
    expect(rowsInView(starts, starts[2000]! - 400, 400, 6)!.last).toBe(1999);
  });

  it('draws the first rows before the box has a size, and nothing for an empty list', () => {
    expect(rowsInView(rowStarts(50, height), 0, 0, 6)).toEqual({ first: 0, last: 6 });
    expect(rowsInView(rowStarts(0, height), 0, 400, 6)).toBeUndefined();
  });

  it('keeps the last rows when the box looks past the end (a list that got shorter)', () => {
    expect(rowsInView(rowStarts(5, height), 10_000, 400, 2)).toEqual({ first: 2, last: 4 });
  });
});
