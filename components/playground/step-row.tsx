'use client';

import { memo } from 'react';
import type { ActorId, TraceEntry } from '@/lib/mcp/trace';
import { STEP_ROW } from '@/lib/playground/diagram-layout';
import { stepKind, stepLabel } from '@/lib/playground/steps';
import { ARROW_STYLE, Arrow } from '@/components/ui/arrows';

interface Props {
  entry: TraceEntry;
  /** Top of the row in the diagram. */
  y: number;
  width: number;
  /** The middle of an actor's lane. */
  x: (actor: ActorId) => number;
  current: boolean;
  /** The other half of the current step's request/response pair. */
  linked: boolean;
  /** The arrowheads' id prefix (one set per diagram on the page). */
  arrowheads: string;
  /** Absent where the diagram only watches (the audience window): no pointer, no click. */
  onSelect?: (step: number) => void;
}

/** One step of the diagram: its number, its arrow (a dot when it stays on one lane), its label. */
export const StepRow = memo(function StepRow({
  entry,
  y,
  width,
  x,
  current,
  linked,
  arrowheads,
  onSelect,
}: Props) {
  const kind = stepKind(entry);
  const { colour, glyph } = ARROW_STYLE[kind];
  const x1 = x(entry.from);
  const x2 = x(entry.to);
  const mid = STEP_ROW / 2 + 6;
  const label = `${glyph} ${stepLabel(entry)}`;
  const left = Math.min(x1, x2);
  const right = Math.max(x1, x2);
  const text = {
    fontSize: '15',
    fontWeight: current ? 700 : 500,
    fill: 'var(--fg)',
    paintOrder: 'stroke',
    stroke: 'var(--surface)',
    strokeWidth: 5,
    strokeLinejoin: 'round',
  } as const;
  return (
    <g
      transform={`translate(0 ${y})`}
      onClick={onSelect && (() => onSelect(entry.seq))}
      style={onSelect && { cursor: 'pointer' }}
      data-step={entry.seq}
      data-current={current || undefined}
    >
      <rect
        x={0}
        y={1}
        width={width}
        height={STEP_ROW - 2}
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
          height={STEP_ROW - 16}
          fill="url(#hatch)"
          opacity={0.8}
        />
      ) : null}
      <text x={8} y={mid - 2} fontSize="13" fill="var(--muted)" fontFamily="var(--font-mono)">
        {entry.seq}
      </text>
      {x1 === x2 ? (
        <>
          <circle cx={x1} cy={mid} r={current ? 8 : 6} fill={colour} />
          <text x={x1 + 14} y={mid - 4} {...text}>
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
            prefix={arrowheads}
            strokeWidth={current ? 4 : 2.5}
          />
          <text x={(x1 + x2) / 2} y={mid - 8} textAnchor="middle" {...text}>
            {label}
          </text>
        </>
      )}
    </g>
  );
});
