import { describe, expect, it } from 'vitest';
import type { Phase, TraceEntry } from '@/lib/mcp/trace';
import {
  bringAcrossIntoView,
  bringIntoView,
  diagramRows,
  GUTTER,
  HEADER,
  laneCentres,
  laneWidth,
  MIN_LANE,
  PHASE_ROW,
  STEP_ROW,
  stepSpan,
} from './diagram-layout';

const step = (seq: number, phase: Phase) => ({ seq, phase }) as TraceEntry;
const entries = [
  step(1, 'initialisation'),
  step(2, 'initialisation'),
  step(3, 'operation'),
  step(4, 'operation'),
  step(5, 'shutdown'),
];

describe('the diagram’s layout', () => {
  it('opens each phase with a band, then one row per step', () => {
    const { rows, rowOfStep } = diagramRows(entries);
    expect(rows.map((r) => (r.type === 'phase' ? r.phase : r.entry.seq))).toEqual([
      'initialisation',
      1,
      2,
      'operation',
      3,
      4,
      'shutdown',
      5,
    ]);
    expect(rowOfStep.slice(1)).toEqual([1, 2, 4, 5, 7]);
  });

  it('finds a step’s row by arithmetic, with the band above the first step of a phase', () => {
    const layout = diagramRows(entries);
    expect(stepSpan(layout, 2)).toEqual({
      start: HEADER + PHASE_ROW + STEP_ROW,
      end: HEADER + PHASE_ROW + 2 * STEP_ROW,
    });
    // Step 3 opens « Opérations »: its band comes into view with it.
    const top = HEADER + 2 * PHASE_ROW + 2 * STEP_ROW;
    expect(stepSpan(layout, 3)).toEqual({ start: top - PHASE_ROW, end: top + STEP_ROW });
    expect(stepSpan(layout, 0)).toBeUndefined();
    expect(stepSpan(layout, 42)).toBeUndefined();
  });

  it('shares the width between lanes, never below a readable one', () => {
    expect(laneWidth(GUTTER + 2 + 900, 3)).toBe(300);
    expect(laneWidth(400, 5)).toBe(MIN_LANE);
    expect(laneWidth(0, 0)).toBe(MIN_LANE);
    const x = laneCentres(['host', 'client:a', 'server:a'], 200);
    expect([x('host'), x('client:a'), x('server:a')]).toEqual([
      GUTTER + 100,
      GUTTER + 300,
      GUTTER + 500,
    ]);
  });

  it('scrolls as little as it can to show a row below the sticky header', () => {
    const box = { scrollTop: 500, clientHeight: 300 };
    bringIntoView(box, 600, 646, HEADER);
    expect(box.scrollTop).toBe(500);
    bringIntoView(box, 900, 946, HEADER);
    expect(box.scrollTop).toBe(946 - 300 + 8);
    bringIntoView(box, 100, 146, HEADER);
    expect(box.scrollTop).toBe(100 - HEADER - 8);
  });
});

describe('the current arrow, sideways', () => {
  it('scrolls an arrow drawn past the right edge into view, and leaves a visible one alone', () => {
    const box = { scrollLeft: 0, clientWidth: 700 };
    bringAcrossIntoView(box, 890, 1032);
    expect(box.scrollLeft).toBeGreaterThan(0);
    expect(890 - box.scrollLeft).toBeGreaterThanOrEqual(0);
    expect(1032 - box.scrollLeft).toBeLessThanOrEqual(700);
    const seen = { scrollLeft: 0, clientWidth: 700 };
    bringAcrossIntoView(seen, 100, 400);
    expect(seen.scrollLeft).toBe(0);
    const back = { scrollLeft: 600, clientWidth: 700 };
    bringAcrossIntoView(back, 100, 300);
    expect(back.scrollLeft).toBeLessThanOrEqual(100);
  });
});
