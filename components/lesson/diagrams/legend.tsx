import { ArrowSwatch } from '@/components/ui/arrows';
import { ARROW_KINDS } from '@/lib/mcp/vocabulary';
import { lessonsMessages } from '@/messages/lessons';
import type { LessonArrowKind } from '@/lib/lessons/schema';

const t = lessonsMessages;

/**
 * The line styles used by a diagram, with their French names: the playground's legend, limited
 * to the kinds drawn (the lessons name host steps their own way).
 */
export function KindLegend({ kinds }: { kinds: ReadonlySet<LessonArrowKind> }) {
  const shown = ARROW_KINDS.filter((k): k is LessonArrowKind => kinds.has(k as LessonArrowKind));
  if (shown.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <span className="sr-only">{t.diagram.legend}</span>
      {shown.map((kind) => (
        <span key={kind} className="inline-flex items-center gap-1.5">
          <ArrowSwatch kind={kind} />
          {t.kinds[kind]}
        </span>
      ))}
    </div>
  );
}
