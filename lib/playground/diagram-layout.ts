import type { ActorId, Phase, TraceEntry } from '@/lib/mcp/trace';

/*
 * The geometry of the playground's sequence diagram, in pixels: rows of known heights (a band
 * per phase, a row per step), lanes sharing the width. Known heights let the page bring a
 * step into view by arithmetic, without asking the browser to measure anything.
 */

/** Height of a step's row. */
export const STEP_ROW = 46;
/** Height of a phase band. */
export const PHASE_ROW = 30;
/** Width of the step numbers' column. */
export const GUTTER = 52;
/** A lane is never narrower than a readable actor name. */
export const MIN_LANE = 150;
/** Height of the sticky row of lane names, inside the scrolling box. */
export const HEADER = 48;

export type DiagramRow =
  { type: 'phase'; phase: Phase; key: string } | { type: 'step'; entry: TraceEntry; key: string };

export interface DiagramRows {
  rows: DiagramRow[];
  /** The row of each step, by its number. */
  rowOfStep: number[];
}

/** Rows of the diagram: a band title whenever the phase changes, then one row per step. */
export function diagramRows(entries: readonly TraceEntry[]): DiagramRows {
  const rows: DiagramRow[] = [];
  const rowOfStep: number[] = [0];
  let phase: Phase | undefined;
  for (const entry of entries) {
    if (entry.phase !== phase) {
      phase = entry.phase;
      rows.push({ type: 'phase', phase, key: `p${entry.seq}` });
    }
    rowOfStep[entry.seq] = rows.length;
    rows.push({ type: 'step', entry, key: `s${entry.seq}` });
  }
  return { rows, rowOfStep };
}

export function rowHeight(row: DiagramRow | undefined): number {
  return row?.type === 'phase' ? PHASE_ROW : STEP_ROW;
}

/**
 * Where a step's row lies in the scrolling box, from the top of the header; the phase band
 * just above the first step of a phase comes with it. Undefined for no step.
 */
export function stepSpan(
  { rows, rowOfStep }: DiagramRows,
  step: number,
): { start: number; end: number } | undefined {
  const row = rowOfStep[step];
  if (row === undefined || step === 0) return undefined;
  let top = HEADER;
  for (let i = 0; i < row; i += 1) top += rowHeight(rows[i]);
  const above = rows[row - 1]?.type === 'phase' ? PHASE_ROW : 0;
  return { start: top - above, end: top + STEP_ROW };
}

/** Lanes share the width of the box, never narrower than a readable label. */
export function laneWidth(boxWidth: number, lanes: number): number {
  return Math.max(MIN_LANE, Math.floor((boxWidth - GUTTER - 2) / Math.max(lanes, 1)));
}

/** The horizontal middle of each actor's lane. */
export function laneCentres(lanes: readonly ActorId[], width: number): (actor: ActorId) => number {
  const index = new Map(lanes.map((lane, i) => [lane, i]));
  return (actor) => GUTTER + ((index.get(actor) ?? 0) + 0.5) * width;
}

/** A box that scrolls: an element, as far as scrolling goes. */
export interface ScrollBox {
  scrollTop: number;
  readonly clientHeight: number;
}

/** Scrolls a box as little as possible so that [start, end) is visible below a sticky header. */
export function bringIntoView(box: ScrollBox, start: number, end: number, header = 0): void {
  const viewTop = box.scrollTop + header;
  const viewBottom = box.scrollTop + box.clientHeight;
  if (start < viewTop) box.scrollTop = start - header - 8;
  else if (end > viewBottom) box.scrollTop = end - box.clientHeight + 8;
}

/** What horizontal scrolling needs of the diagram's box (a DOM element fits). */
export interface AcrossScrollBox {
  scrollLeft: number;
  clientWidth: number;
}

/**
 * Scrolls the box sideways so that the span [left, right] (an arrow, in pixels) is in view
 * beside the sticky step-number gutter, centred when it was out of view: with three servers the
 * arrow of the current step may be drawn past the box's right edge.
 */
export function bringAcrossIntoView(
  box: AcrossScrollBox,
  left: number,
  right: number,
  gutter = 0,
): void {
  const viewLeft = box.scrollLeft + gutter;
  const viewRight = box.scrollLeft + box.clientWidth;
  if (left >= viewLeft && right <= viewRight) return;
  const centre = (left + right) / 2 - gutter - (box.clientWidth - gutter) / 2;
  box.scrollLeft = Math.max(0, Math.min(left - gutter - 8, centre));
}
