'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playgroundMessages } from '@/messages/playground';
import type { ActorId, Phase, TraceEntry } from '@/lib/mcp/trace';
import { actorName, stepKind, stepLabel } from '@/lib/playground/steps';
import { ARROW_KINDS, ARROW_STYLE, Arrow, Arrowheads, Lane } from '@/components/ui/arrows';

const t = playgroundMessages;

const ROW = 46;
const PHASE_ROW = 30;
const GUTTER = 52;
const MIN_LANE = 150;
/** Height of the sticky row of lane names, inside the scrolling box. */
const HEADER = 40;
/** The playground draws one diagram per page: its arrowheads keep the short ids. */
const ARROWHEADS = 'arrow';

type Row =
  { type: 'phase'; phase: Phase; key: string } | { type: 'step'; entry: TraceEntry; key: string };

/** Scrolls a box as little as possible so that [start, end) is visible below a sticky header. */
export function bringIntoView(box: HTMLElement, start: number, end: number, header = 0): void {
  const viewTop = box.scrollTop + header;
  const viewBottom = box.scrollTop + box.clientHeight;
  if (start < viewTop) box.scrollTop = start - header - 8;
  else if (end > viewBottom) box.scrollTop = end - box.clientHeight + 8;
}

/** Rows of the diagram: a band title whenever the phase changes, then one row per step. */
function diagramRows(entries: readonly TraceEntry[]): { rows: Row[]; rowOfStep: number[] } {
  const rows: Row[] = [];
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

interface Props {
  entries: readonly TraceEntry[];
  lanes: readonly ActorId[];
  step: number;
  partner: number | undefined;
  legacy: boolean;
  onSelect: (step: number) => void;
  /** Fills its pane (the workspace sizes it) instead of taking a fixed share of the window. */
  fill?: boolean;
}

/**
 * The sequence diagram, drawn by hand in SVG: one lane per actor, one arrow per step. Only the
 * rows in view are drawn, so a 2,000-message trace costs no more than a short one.
 */
export const SequenceDiagram = memo(function SequenceDiagram({
  entries,
  lanes,
  step,
  partner,
  legacy,
  onSelect,
  fill = false,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const { rows, rowOfStep } = useMemo(() => diagramRows(entries), [entries]);
  const laneIndex = useMemo(() => new Map(lanes.map((lane, i) => [lane, i])), [lanes]);
  // Lanes share the width of the box, never narrower than a readable label.
  const LANE = Math.max(MIN_LANE, Math.floor((boxWidth - GUTTER - 2) / Math.max(lanes.length, 1)));
  const width = GUTTER + lanes.length * LANE;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.type === 'phase' ? PHASE_ROW : ROW),
    overscan: 6,
    scrollMargin: HEADER,
    scrollPaddingStart: HEADER + 8,
    scrollPaddingEnd: 8,
  });

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxWidth(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Rows have known heights: bring the current one into view by arithmetic, without asking
  // the virtualizer to measure the box (that forced a layout on every step).
  useEffect(() => {
    const row = rowOfStep[step];
    const box = scroller.current;
    if (row === undefined || step === 0 || !box) return;
    let top = HEADER;
    for (let i = 0; i < row; i += 1) top += rows[i]?.type === 'phase' ? PHASE_ROW : ROW;
    // Keep the phase title above the first step of a phase in view with it.
    const above = rows[row - 1]?.type === 'phase' ? PHASE_ROW : 0;
    bringIntoView(box, top - above, top + ROW, HEADER);
  }, [step, rowOfStep, rows]);

  const x = useCallback(
    (actor: ActorId) => GUTTER + ((laneIndex.get(actor) ?? 0) + 0.5) * LANE,
    [laneIndex, LANE],
  );
  const items = virtualizer.getVirtualItems();
  const phaseName = (phase: Phase) =>
    phase === 'initialisation'
      ? legacy
        ? t.phasesLegacy.initialisation
        : t.phasesModern.initialisation
      : t.phases[phase];

  return (
    <figure className={fill ? 'm-0 flex min-h-0 flex-1 flex-col' : 'm-0'}>
      <figcaption id="diagram-caption" className="sr-only">
        {t.diagramDescription}
      </figcaption>
      <div
        ref={scroller}
        // Strict containment and a layer of its own: redrawing the rows inside never lays out nor
        // repaints the rest of the page.
        className={`relative ${
          fill
            ? 'h-[min(60vh,32rem)] lg:h-auto lg:min-h-40 lg:flex-1'
            : 'h-[min(58vh,520px)] min-h-72'
        } overflow-auto rounded border border-border bg-surface [contain:strict] will-change-transform`}
        role="region"
        aria-label={t.diagram}
        aria-describedby="diagram-caption"
        tabIndex={0}
      >
        <div
          className="sticky top-0 z-10 flex items-center border-b border-border bg-surface-2 text-base font-semibold"
          style={{ width, height: HEADER }}
        >
          <div style={{ width: GUTTER }} aria-hidden="true" />
          {lanes.map((lane) => (
            <div
              key={lane}
              className="truncate px-1 py-2 text-center"
              style={{ width: LANE }}
              data-lane={lane}
            >
              {actorName(lane)}
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
          <svg
            width={width}
            height={virtualizer.getTotalSize()}
            viewBox={`0 ${HEADER} ${width} ${virtualizer.getTotalSize()}`}
            className="absolute left-0 top-0"
            aria-hidden="true"
            style={{ overflow: 'visible' }}
          >
            <defs>
              <Arrowheads prefix={ARROWHEADS} kinds={ARROW_KINDS} />
              <pattern
                id="hatch"
                width="8"
                height="8"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <line x1="0" y1="0" x2="0" y2="8" stroke="var(--border)" strokeWidth="3" />
              </pattern>
            </defs>
            {items.length > 0 ? (
              <g>
                {lanes.map((lane) => (
                  <Lane
                    key={lane}
                    x={x(lane)}
                    y1={items[0]!.start}
                    y2={items[items.length - 1]!.end}
                    host={lane === 'host'}
                  />
                ))}
              </g>
            ) : null}
            {items.map((item) => {
              const row = rows[item.index]!;
              if (row.type === 'phase') {
                return (
                  <g key={row.key} transform={`translate(0 ${item.start})`}>
                    <rect
                      x={0}
                      y={2}
                      width={width}
                      height={PHASE_ROW - 4}
                      fill="var(--surface-2)"
                    />
                    <text
                      x={8}
                      y={PHASE_ROW / 2 + 5}
                      fontSize="14"
                      fontWeight="700"
                      fill="var(--fg)"
                    >
                      {phaseName(row.phase)}
                    </text>
                  </g>
                );
              }
              return (
                <StepRow
                  key={row.key}
                  entry={row.entry}
                  y={item.start}
                  width={width}
                  x={x}
                  current={row.entry.seq === step}
                  linked={row.entry.seq === partner}
                  onSelect={onSelect}
                />
              );
            })}
          </svg>
        </div>
      </div>
    </figure>
  );
});

const StepRow = memo(function StepRow({
  entry,
  y,
  width,
  x,
  current,
  linked,
  onSelect,
}: {
  entry: TraceEntry;
  y: number;
  width: number;
  x: (actor: ActorId) => number;
  current: boolean;
  linked: boolean;
  onSelect: (step: number) => void;
}) {
  const kind = stepKind(entry);
  const { colour, glyph } = ARROW_STYLE[kind];
  const x1 = x(entry.from);
  const x2 = x(entry.to);
  const mid = ROW / 2 + 6;
  const label = `${glyph} ${stepLabel(entry)}`;
  const self = x1 === x2;
  const left = Math.min(x1, x2);
  const right = Math.max(x1, x2);
  return (
    <g
      transform={`translate(0 ${y})`}
      onClick={() => onSelect(entry.seq)}
      style={{ cursor: 'pointer' }}
      data-step={entry.seq}
      data-current={current || undefined}
    >
      <rect
        x={0}
        y={1}
        width={width}
        height={ROW - 2}
        fill={current || linked ? 'var(--accent)' : 'transparent'}
        fillOpacity={current ? 0.16 : linked ? 0.07 : 0}
        stroke={current || linked ? 'var(--accent)' : 'none'}
        strokeWidth={current ? 2 : linked ? 1.5 : 0}
        strokeDasharray={linked ? '6 4' : undefined}
      />
      {kind === 'transport' ? (
        <rect
          x={left - 10}
          y={8}
          width={right - left + 20}
          height={ROW - 16}
          fill="url(#hatch)"
          opacity={0.8}
        />
      ) : null}
      <text x={8} y={mid - 2} fontSize="13" fill="var(--muted)" fontFamily="var(--font-mono)">
        {entry.seq}
      </text>
      {self ? (
        <>
          <circle cx={x1} cy={mid} r={current ? 8 : 6} fill={colour} />
          <text
            x={x1 + 14}
            y={mid - 4}
            fontSize="15"
            fontWeight={current ? 700 : 500}
            fill="var(--fg)"
            paintOrder="stroke"
            stroke="var(--surface)"
            strokeWidth={5}
            strokeLinejoin="round"
          >
            {label}
          </text>
        </>
      ) : (
        <>
          <Arrow
            kind={kind}
            x1={x1 + (x2 > x1 ? 4 : -4)}
            x2={x2 + (x2 > x1 ? -4 : 4)}
            y={mid}
            prefix={ARROWHEADS}
            strokeWidth={current ? 4 : 2.5}
          />
          <text
            x={(x1 + x2) / 2}
            y={mid - 8}
            textAnchor="middle"
            fontSize="15"
            fontWeight={current ? 700 : 500}
            fill="var(--fg)"
            paintOrder="stroke"
            stroke="var(--surface)"
            strokeWidth={5}
            strokeLinejoin="round"
          >
            {label}
          </text>
        </>
      )}
    </g>
  );
});
