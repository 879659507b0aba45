'use client';

import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { playgroundMessages } from '@/messages/playground';
import type { ActorId, TraceEntry } from '@/lib/mcp/trace';
import {
  bringAcrossIntoView,
  bringIntoView,
  diagramRows,
  GUTTER,
  HEADER,
  laneCentres,
  laneWidth,
  PHASE_ROW,
  rowHeight,
  stepSpan,
} from '@/lib/playground/diagram-layout';
import { rowStarts } from '@/lib/playground/row-window';
import { actorName, phaseName } from '@/lib/playground/steps';
import { ARROW_KINDS, Arrowheads, Lane } from '@/components/ui/arrows';
import { StepRow } from './step-row';
import { useRowWindow } from './use-row-window';

const t = playgroundMessages;

/** The playground draws one diagram per page: its arrowheads keep the short ids. */
const ARROWHEADS = 'arrow';

interface Props {
  entries: readonly TraceEntry[];
  lanes: readonly ActorId[];
  step: number;
  partner: number | undefined;
  legacy: boolean;
  /** Absent in the audience window, which only watches: the caption then offers no click. */
  onSelect?: (step: number) => void;
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
  const layout = useMemo(() => diagramRows(entries), [entries]);
  const { rows } = layout;
  const lane = laneWidth(boxWidth, lanes.length);
  const width = GUTTER + lanes.length * lane;
  const x = useMemo(() => laneCentres(lanes, lane), [lanes, lane]);
  const starts = useMemo(() => rowStarts(rows.length, (i) => rowHeight(rows[i])), [rows]);
  const items = useRowWindow(scroller, starts, { overscan: 6, offset: HEADER });
  const total = starts[rows.length]!;

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxWidth(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Rows have known heights: bring the current one into view by arithmetic, without measuring
  // the box (that forced a layout on every step).
  useEffect(() => {
    const span = stepSpan(layout, step);
    if (span && scroller.current) bringIntoView(scroller.current, span.start, span.end, HEADER);
    // And sideways: the arrow between the lanes it joins.
    const row = layout.rowOfStep[step];
    const shown = row === undefined ? undefined : layout.rows[row];
    if (shown?.type === 'step' && scroller.current) {
      const ends = [x(shown.entry.from), x(shown.entry.to)];
      bringAcrossIntoView(scroller.current, Math.min(...ends), Math.max(...ends));
    }
  }, [step, layout, x]);

  return (
    <figure className={fill ? 'm-0 flex min-h-0 flex-1 flex-col' : 'm-0'}>
      <figcaption id="diagram-caption" className="sr-only">
        {onSelect ? `${t.diagramDescription} ${t.diagramClick}` : t.diagramDescription}
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
              // Whole names on two lines at most, never « Client fich… ».
              className="line-clamp-2 px-1 text-center text-sm leading-tight break-words"
              style={{ width: lane }}
              title={actorName(lane)}
              data-lane={lane}
            >
              {actorName(lane)}
            </div>
          ))}
        </div>
        <div style={{ height: total, width, position: 'relative' }}>
          <svg
            width={width}
            height={total}
            viewBox={`0 ${HEADER} ${width} ${total}`}
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
                      {phaseName(row.phase, legacy)}
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
                  arrowheads={ARROWHEADS}
                  onSelect={onSelect}
                />
              );
            })}
          </svg>
        </div>
      </div>
      {boxWidth > 0 && width > boxWidth + 1 ? (
        <p data-overflow-cue="" className="m-0 text-sm text-muted">
          {t.diagramOverflow}
        </p>
      ) : null}
    </figure>
  );
});
