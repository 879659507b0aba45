import { lessonsMessages } from '@/content/ui/lessons';
import type { MessageKind } from '@/lib/lessons/schema';
import { KIND_ORDER, KIND_STYLE } from './kinds';

const t = lessonsMessages;

/** The line styles used by a diagram, with their French names. */
export function KindLegend({ kinds }: { kinds: ReadonlySet<MessageKind> }) {
  const shown = KIND_ORDER.filter((k) => kinds.has(k));
  if (shown.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <span className="sr-only">{t.diagram.legend}</span>
      {shown.map((kind) => (
        <span key={kind} className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" width="28" height="8" viewBox="0 0 28 8">
            <line
              x1="1"
              y1="4"
              x2="27"
              y2="4"
              stroke={KIND_STYLE[kind].color}
              strokeWidth="2.5"
              strokeDasharray={KIND_STYLE[kind].dash}
            />
          </svg>
          {t.kinds[kind]}
        </span>
      ))}
    </div>
  );
}
