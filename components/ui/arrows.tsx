import { ARROW_KINDS, type ArrowKind } from '@/lib/mcp/vocabulary';
import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages;

// The list is the trace's vocabulary (lib/mcp/vocabulary.ts); the diagrams take it from here,
// with the styles that draw it.
export { ARROW_KINDS, type ArrowKind };

export interface ArrowStyle {
  /** A variable of app/globals.css, so light and dark themes follow. */
  colour: string;
  /** The line pattern, so that colour is never the only cue (undefined: solid). */
  dash?: string;
  /** Filled triangle, open chevron, or none (transport events have no direction). */
  head: 'filled' | 'open' | 'none';
  /** The glyph written before a label, a third cue after colour and pattern. */
  glyph: string;
  /** The kind's French name. */
  label: string;
  // Class names written out in full so that Tailwind finds them in the source.
  border: string;
  borderTop: string;
}

/**
 * How each kind of message is drawn, in the lessons and in the playground alike: the learner
 * meets one visual grammar. Results are long dashes, errors short ones (the two answers differ
 * by pattern too), notifications dash-dot and open-headed (nothing answers them).
 */
export const ARROW_STYLE: Record<ArrowKind, ArrowStyle> = {
  request: {
    colour: 'var(--kind-request)',
    head: 'filled',
    glyph: t.kindGlyph.request,
    label: t.kinds.request,
    border: 'border-kind-request',
    borderTop: 'border-t-kind-request',
  },
  result: {
    colour: 'var(--kind-result)',
    dash: '9 5',
    head: 'open',
    glyph: t.kindGlyph.result,
    label: t.kinds.result,
    border: 'border-kind-result',
    borderTop: 'border-t-kind-result',
  },
  error: {
    colour: 'var(--kind-error)',
    dash: '3 4',
    head: 'filled',
    glyph: t.kindGlyph.error,
    label: t.kinds.error,
    border: 'border-kind-error',
    borderTop: 'border-t-kind-error',
  },
  notification: {
    colour: 'var(--kind-notification)',
    dash: '14 4 3 4',
    head: 'open',
    glyph: t.kindGlyph.notification,
    label: t.kinds.notification,
    border: 'border-kind-notification',
    borderTop: 'border-t-kind-notification',
  },
  host: {
    colour: 'var(--kind-host)',
    head: 'filled',
    glyph: t.kindGlyph.host,
    label: t.kinds.host,
    border: 'border-kind-host',
    borderTop: 'border-t-kind-host',
  },
  transport: {
    colour: 'var(--muted)',
    dash: '2 6',
    head: 'none',
    glyph: t.kindGlyph.transport,
    label: t.kinds.transport,
    border: 'border-muted',
    borderTop: 'border-t-muted',
  },
};

/** The id of a kind's arrowhead marker; `prefix` keeps two diagrams of one page apart. */
function arrowheadId(prefix: string, kind: ArrowKind): string {
  return `${prefix}-${kind}`;
}

/** The arrowhead markers of the given kinds, to put in an SVG's `<defs>`. */
export function Arrowheads({ prefix, kinds }: { prefix: string; kinds: Iterable<ArrowKind> }) {
  return (
    <>
      {[...kinds].map((kind) => {
        const style = ARROW_STYLE[kind];
        if (style.head === 'none') return null;
        return (
          <marker
            key={kind}
            id={arrowheadId(prefix, kind)}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            {style.head === 'open' ? (
              <path d="M1,1 L9,5 L1,9" fill="none" stroke={style.colour} strokeWidth="1.6" />
            ) : (
              <path d="M0,0 L10,5 L0,10 z" fill={style.colour} />
            )}
          </marker>
        );
      })}
    </>
  );
}

/** One horizontal arrow from x1 to x2, drawn in its kind's colour, pattern and head. */
export function Arrow({
  kind,
  x1,
  x2,
  y,
  prefix,
  strokeWidth = 2.5,
}: {
  kind: ArrowKind;
  x1: number;
  x2: number;
  y: number;
  /** The prefix given to `Arrowheads` in the same SVG. */
  prefix: string;
  strokeWidth?: number;
}) {
  const style = ARROW_STYLE[kind];
  return (
    <line
      x1={x1}
      x2={x2}
      y1={y}
      y2={y}
      stroke={style.colour}
      strokeWidth={strokeWidth}
      strokeDasharray={style.dash}
      markerEnd={style.head === 'none' ? undefined : `url(#${arrowheadId(prefix, kind)})`}
    />
  );
}

/** An actor's lifeline, from y1 to y2; the host's is thicker, as it runs the show. */
export function Lane({
  x,
  y1,
  y2,
  host = false,
}: {
  x: number;
  y1: number;
  y2: number;
  host?: boolean;
}) {
  return <line x1={x} x2={x} y1={y1} y2={y2} stroke="var(--border)" strokeWidth={host ? 3 : 2} />;
}

/** A legend's sample of a kind: its line, then its glyph, in its colour. */
export function ArrowSwatch({ kind }: { kind: ArrowKind }) {
  const style = ARROW_STYLE[kind];
  return (
    <>
      <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
        <line
          x1="1"
          x2="27"
          y1="5"
          y2="5"
          stroke={style.colour}
          strokeWidth="2.5"
          strokeDasharray={style.dash}
        />
      </svg>
      <span aria-hidden="true" style={{ color: style.colour }}>
        {style.glyph}
      </span>
    </>
  );
}
