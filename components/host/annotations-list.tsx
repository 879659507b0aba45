import { hostMessages } from '@/messages/host';
import { hintViews } from '@/lib/mcp/host/hint-views';

const t = hostMessages.approval;

/**
 * A tool's annotations as hints: declared values, the spec's defaults marked as such, and
 * « sans objet » for the hints that mean nothing for a tool that says it is read-only.
 */
export function AnnotationsList({ annotations }: { annotations: unknown }) {
  return (
    <ul className="space-y-0.5 text-sm">
      {hintViews(annotations).map((view) => {
        const value = view.value ? t.yes : t.no;
        const origin = view.declared ? t.declared : t.byDefault;
        return (
          <li key={view.hint} className={view.declared ? undefined : 'italic text-muted'}>
            {t.hints[view.hint]}&nbsp;: {view.applies ? value : t.notApplicable}{' '}
            <span className="text-muted">
              ({view.applies ? origin : t.notApplicableDetail({ origin, value })})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
