import type { ReactNode } from 'react';
import { lessonsMessages } from '@/messages/lessons';
import { parseInline, toPlainText, type Inline } from '@/lib/lessons/inline';
import type { LessonArrowKind, SequenceDiagram as SequenceData } from '@/lib/lessons/schema';
import { RichText } from '../rich-text';
import { ARROW_STYLE, Arrow, Arrowheads, Lane } from '@/components/ui/arrows';
import { KindLegend } from './legend';

const t = lessonsMessages;

const HEADER_HEIGHT = 40;
const ROW = 46;
const NOTE_EXTRA = 16;
const PHASE_ROW = 32;
const PAD = 12;
/** Rough glyph widths, enough to size columns and boxes around the labels. */
const SANS_CHAR = 7.1;
const MONO_CHAR = 7.9;

function textWidth(nodes: readonly Inline[]): number {
  return nodes.reduce((sum, node) => {
    if (node.type === 'code') return sum + node.text.length * MONO_CHAR;
    if (node.type === 'text') return sum + node.text.length * SANS_CHAR;
    return sum + textWidth(node.children);
  }, 0);
}

/** SVG text with inline code in the monospace font. */
function SvgLabel({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, i) =>
        node.type === 'code' ? (
          // data-code: the typography check of the built pages skips code, as in <code>.
          <tspan key={i} fontFamily="var(--font-mono)" data-code="true">
            {node.text}
          </tspan>
        ) : (
          <tspan key={i}>{node.type === 'text' ? node.text : toPlainText([node])}</tspan>
        ),
      )}
    </>
  );
}

type Row =
  | { type: 'phase'; y: number; label: Inline[] }
  | {
      type: 'message';
      y: number;
      from: number;
      to: number;
      kind: LessonArrowKind;
      label: Inline[];
      note?: Inline[];
    };

/** Places each step of the diagram one below the other (pure: called during render). */
function layoutRows(
  diagram: SequenceData,
  index: ReadonlyMap<string, number>,
  labels: readonly Inline[][],
): { rows: Row[]; height: number } {
  let y = HEADER_HEIGHT + 24;
  const rows: Row[] = diagram.steps.map((step, i) => {
    if ('phase' in step) {
      const row: Row = { type: 'phase', y, label: parseInline(step.phase) };
      y += PHASE_ROW;
      return row;
    }
    const note = step.note ? parseInline(step.note) : undefined;
    const row: Row = {
      type: 'message',
      y,
      from: index.get(step.from) ?? 0,
      to: index.get(step.to) ?? 0,
      kind: step.kind,
      label: labels[i] ?? [],
      note,
    };
    y += ROW + (note ? NOTE_EXTRA : 0);
    return row;
  });
  return { rows, height: y + 4 };
}

/**
 * A sequence diagram drawn in SVG: participants as lifelines, messages as arrows whose colour
 * and pattern say their kind. The SVG is decorative for screen readers, which get the same
 * steps as an ordered list.
 */
export function SequenceDiagram({ diagram, id }: { diagram: SequenceData; id: string }) {
  const index = new Map(diagram.participants.map((p, i) => [p.id, i]));
  const labels = diagram.steps.map((s) => ('phase' in s ? [] : parseInline(s.label)));
  const widest = Math.max(
    ...diagram.participants.map((p) => p.label.length * SANS_CHAR + 24),
    ...diagram.steps.map((s, i) =>
      'phase' in s || s.from === s.to ? 0 : textWidth(labels[i] ?? []) + 28,
    ),
  );
  const col = Math.min(260, Math.max(150, Math.ceil(widest)));
  const width = col * diagram.participants.length;
  const x = (i: number) => col * i + col / 2;

  const { rows, height } = layoutRows(diagram, index, labels);
  const kinds = new Set(rows.flatMap((r) => (r.type === 'message' ? [r.kind] : [])));
  const arrowheads = `${id}-fleche`;

  const drawn: ReactNode[] = rows.map((row, i) => {
    if (row.type === 'phase') {
      return (
        <g key={i}>
          <line x1={4} x2={width - 4} y1={row.y + 2} y2={row.y + 2} stroke="var(--border)" />
          <text x={8} y={row.y + 19} fontSize={12.5} fontWeight={600} fill="var(--muted)">
            <SvgLabel nodes={row.label} />
          </text>
        </g>
      );
    }
    const style = ARROW_STYLE[row.kind];
    if (row.from === row.to) {
      const w = Math.min(width - 8, textWidth(row.label) + 24);
      const left = Math.max(4, Math.min(width - w - 4, x(row.from) - w / 2));
      return (
        <g key={i}>
          <rect
            x={left}
            y={row.y + 6}
            width={w}
            height={28}
            rx={6}
            fill="var(--surface)"
            stroke={style.colour}
            strokeWidth={1.5}
            strokeDasharray={style.dash}
          />
          <text x={left + w / 2} y={row.y + 25} fontSize={13} textAnchor="middle" fill="var(--fg)">
            <SvgLabel nodes={row.label} />
          </text>
        </g>
      );
    }
    const x1 = x(row.from);
    const x2 = x(row.to);
    const dir = x2 > x1 ? 1 : -1;
    const mid = (x1 + x2) / 2;
    const labelWidth = textWidth(row.label);
    const labelX = Math.max(labelWidth / 2 + 4, Math.min(width - labelWidth / 2 - 4, mid));
    return (
      <g key={i}>
        <text x={labelX} y={row.y + 12} fontSize={13} textAnchor="middle" fill="var(--fg)">
          <SvgLabel nodes={row.label} />
        </text>
        <Arrow
          kind={row.kind}
          x1={x1 + dir * 3}
          x2={x2 - dir * 6}
          y={row.y + 22}
          prefix={arrowheads}
        />
        {row.note ? (
          <text x={labelX} y={row.y + 40} fontSize={11.5} textAnchor="middle" fill="var(--muted)">
            <SvgLabel nodes={row.note} />
          </text>
        ) : null}
      </g>
    );
  });

  const minWidth = Math.min(width, 520);
  return (
    <div>
      <div
        className="overflow-x-auto rounded-md border border-border bg-surface"
        tabIndex={0}
        role="group"
        aria-label={t.diagram.scrollHint}
      >
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} ${height}`}
          style={{ width: '100%', maxWidth: width, minWidth, display: 'block', margin: '0 auto' }}
          fontFamily="var(--font-sans)"
        >
          <defs>
            <Arrowheads prefix={arrowheads} kinds={kinds} />
          </defs>
          {diagram.participants.map((p, i) => (
            <g key={p.id}>
              <Lane x={x(i)} y1={HEADER_HEIGHT + PAD} y2={height - 2} />
              <rect
                x={x(i) - col / 2 + 8}
                y={PAD}
                width={col - 16}
                height={HEADER_HEIGHT - 6}
                rx={6}
                fill="var(--surface-2)"
                stroke="var(--border)"
              />
              <text
                x={x(i)}
                y={PAD + HEADER_HEIGHT / 2 + 2}
                fontSize={13.5}
                fontWeight={600}
                textAnchor="middle"
                fill="var(--fg)"
              >
                {p.label}
              </text>
            </g>
          ))}
          {drawn}
        </svg>
      </div>
      <KindLegend kinds={kinds} />
      <ol className="sr-only" aria-label={t.diagram.textVersion}>
        {diagram.steps.map((step, i) => {
          if ('phase' in step) {
            return (
              <li key={i}>
                <RichText text={step.phase} />
              </li>
            );
          }
          const from = diagram.participants[index.get(step.from) ?? 0]?.label;
          const to = diagram.participants[index.get(step.to) ?? 0]?.label;
          return (
            <li key={i}>
              {step.from === step.to ? from : `${from} ${t.diagram.arrow} ${to}`}
              {'\u00A0: '}
              <RichText text={step.label} /> ({t.kinds[step.kind]})
              {step.note ? (
                <>
                  {'\u202F; '}
                  <RichText text={step.note} />
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
