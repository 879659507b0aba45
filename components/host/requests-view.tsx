import { hostMessages } from '@/content/ui/host';
import type { MessageEntry } from '@/lib/mcp/trace';
import { fillTemplate } from '@/lib/mcp/template';

const t = hostMessages.requests;

/** Which client carried each call: one client per server, routed by the host. */
export function RequestsView({
  requests,
  onShow,
}: {
  requests: MessageEntry[];
  onShow: (seq: number) => void;
}) {
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{t.intro}</p>
      {requests.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <ul aria-label={t.heading} className="space-y-1 text-sm">
          {requests.map((entry) => (
            <li key={entry.seq} className="flex flex-wrap items-center gap-2">
              <span>
                {fillTemplate(t.row, {
                  seq: entry.seq,
                  method: entry.method ?? '?',
                  server: entry.link,
                })}
              </span>
              <button
                type="button"
                className="rounded border border-border px-2 py-0.5 text-xs"
                onClick={() => onShow(entry.seq)}
              >
                {fillTemplate(t.show, { seq: entry.seq })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
