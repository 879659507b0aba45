import { hostMessages } from '@/content/ui/host';
import { annotationViews } from '@/lib/mcp/host/conversation';

const t = hostMessages.approval;

/** A tool's annotations as hints: declared values, and the spec's defaults marked as such. */
export function AnnotationsList({ annotations }: { annotations: unknown }) {
  return (
    <ul className="space-y-0.5 text-sm">
      {annotationViews(annotations).map((view) => (
        <li key={view.hint} className={view.declared ? undefined : 'italic text-muted'}>
          {t.hints[view.hint]}&nbsp;: {view.value ? t.yes : t.no}{' '}
          <span className="text-muted">({view.declared ? t.declared : t.byDefault})</span>
        </li>
      ))}
    </ul>
  );
}
