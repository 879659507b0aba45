'use client';

import { Button } from '@/components/ui/button';
import { useState } from 'react';
import type { ActionOutcome } from '@/lib/mcp/outcome';
import { hostMessages } from '@/messages/host';

const t = hostMessages.resources.pages;

interface Page {
  uris: string[];
  nextCursor: string | undefined;
}

function pageOf(outcome: ActionOutcome): Page | string {
  if (!outcome.ok) return outcome.error.message;
  const value = outcome.value as { items?: { uri?: unknown }[]; nextCursor?: string } | undefined;
  return {
    uris: (value?.items ?? []).map((item) => String(item.uri)),
    nextCursor: value?.nextCursor,
  };
}

/**
 * « Première page » and « Page suivante », as an inspector walks a list: each click sends one
 * `resources/list`, the next one with the `nextCursor` the page before gave.
 */
export function ResourcePages({
  servers,
  disabled,
  onPage,
}: {
  servers: readonly string[];
  disabled: boolean;
  onPage: (server: string, page: 'first' | 'next') => Promise<ActionOutcome>;
}) {
  const [pages, setPages] = useState<Record<string, Page | string>>({});
  if (servers.length === 0) return null;
  const show = async (server: string, which: 'first' | 'next') => {
    const page = pageOf(await onPage(server, which));
    setPages((all) => ({ ...all, [server]: page }));
  };
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h4 className="font-medium">{t.heading}</h4>
      <p className="text-sm">{t.intro}</p>
      {servers.map((server) => {
        const page = pages[server];
        const next = typeof page === 'object' && page.nextCursor !== undefined;
        return (
          <div key={server} className="space-y-1 rounded border border-border p-2 text-sm">
            <div className="flex flex-wrap gap-2">
              <Button
                variant="quiet"
                size="compact"
                disabled={disabled}
                onClick={() => void show(server, 'first')}
              >
                {t.first({ server })}
              </Button>
              <Button
                variant="quiet"
                size="compact"
                disabled={disabled || !next}
                onClick={() => void show(server, 'next')}
              >
                {t.next({ server })}
              </Button>
            </div>
            <div aria-live="polite">
              {typeof page === 'string' ? (
                <p role="alert">{t.failed({ message: page })}</p>
              ) : page ? (
                <>
                  <p>{t.page({ count: page.uris.length })}</p>
                  <ul className="ml-4 list-disc">
                    {page.uris.map((uri) => (
                      <li key={uri}>
                        <code className="break-all">{uri}</code>
                      </li>
                    ))}
                  </ul>
                  <p className="break-all text-muted">
                    {page.nextCursor !== undefined ? t.cursor({ cursor: page.nextCursor }) : t.last}
                  </p>
                </>
              ) : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
