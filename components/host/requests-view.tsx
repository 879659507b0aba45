'use client';

import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { hostMessages } from '@/messages/host';
import type { MessageEntry } from '@/lib/mcp/trace';

const t = hostMessages.requests;

/** Beyond this many requests (a long run), the list starts with the latest ones only. */
const SHOWN_BY_DEFAULT = 50;

/** Which client carried each call: one client per server, routed by the host. */
export function RequestsView({
  requests,
  onShow,
}: {
  requests: MessageEntry[];
  onShow: (seq: number) => void;
}) {
  const [all, setAll] = useState(false);
  const perServer = new Map<string, number>();
  for (const entry of requests) perServer.set(entry.link, (perServer.get(entry.link) ?? 0) + 1);
  const long = requests.length > SHOWN_BY_DEFAULT;
  const shown = long && !all ? requests.slice(-SHOWN_BY_DEFAULT) : requests;

  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{t.intro}</p>
      {requests.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <>
          {perServer.size > 1 || long ? (
            <ul className="text-sm font-medium">
              {[...perServer].map(([server, count]) => (
                <li key={server}>{t.perServer(server, count)}</li>
              ))}
            </ul>
          ) : null}
          {long ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              {all ? null : <p>{t.showingLast(SHOWN_BY_DEFAULT, requests.length)}</p>}
              <Button
                variant="quiet"
                size="compact"
                aria-expanded={all}
                onClick={() => setAll((value) => !value)}
              >
                {all ? t.showFewer : t.showAll(requests.length)}
              </Button>
            </div>
          ) : null}
          <ul aria-label={t.heading} className="space-y-1 text-sm">
            {shown.map((entry) => (
              <li key={entry.seq} className="flex flex-wrap items-center gap-2">
                <span>
                  {t.row({
                    seq: entry.seq,
                    method: entry.method ?? '?',
                    server: entry.link,
                  })}
                </span>
                <Button variant="quiet" size="compact" onClick={() => onShow(entry.seq)}>
                  {t.show({ seq: entry.seq })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
