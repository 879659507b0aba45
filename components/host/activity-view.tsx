'use client';

import { Button } from '@/components/ui/button';
import { useMemo } from 'react';
import {
  cacheHitsOf,
  latestProgress,
  logLinesOf,
  resourceUpdatesOf,
} from '@/lib/mcp/host/activity';
import type { TraceEntry } from '@/lib/mcp/trace';
import { hostMessages } from '@/messages/host';

const t = hostMessages.activity;

/** Only the last lines: a long session's journal would push everything else out of sight. */
const SHOWN_LINES = 20;

function StepButton({ seq, onShow }: { seq: number; onShow: (seq: number) => void }) {
  return (
    <Button variant="quiet" size="compact" onClick={() => onShow(seq)}>
      {t.show({ seq })}
    </Button>
  );
}

/**
 * What happens around a call, as a host shows it: a progress bar fed by the server's
 * `notifications/progress`, its journal (`notifications/message`), the answers the client
 * served from its cache without asking, and the followed resources that changed.
 */
export function ActivityView({
  entries,
  onShow,
}: {
  entries: readonly TraceEntry[];
  onShow: (seq: number) => void;
}) {
  const progress = useMemo(() => latestProgress(entries), [entries]);
  const lines = useMemo(() => logLinesOf(entries).slice(-SHOWN_LINES), [entries]);
  const hits = useMemo(() => cacheHitsOf(entries), [entries]);
  const updates = useMemo(() => resourceUpdatesOf(entries), [entries]);

  return (
    <section aria-labelledby="activite-titre" className="space-y-3">
      <div>
        <h3 id="activite-titre" className="text-lg font-semibold">
          {t.heading}
        </h3>
        <p className="text-sm">{t.intro}</p>
      </div>

      {progress ? (
        <div className="space-y-1">
          <label htmlFor="progression-outil" className="block text-sm font-medium">
            {t.progressLabel({ tool: progress.tool ?? '?', server: progress.server })}
          </label>
          {/* Without a total, the bar only says that work goes on (indeterminate). */}
          <progress
            id="progression-outil"
            className="h-3 w-full"
            {...(progress.total !== undefined && { value: progress.progress, max: progress.total })}
          />
          <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
            <span>
              {progress.total !== undefined
                ? t.progressOf({ progress: progress.progress, total: progress.total })
                : t.progressCount({ progress: progress.progress })}
              {progress.message ? ` — ${progress.message}` : ''}
            </span>
            {progress.done ? <span className="text-muted">{t.progressDone}</span> : null}
            <StepButton seq={progress.seq} onShow={onShow} />
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted">{t.progressNone}</p>
      )}

      <div className="space-y-1">
        <h4 className="font-medium">{t.journalHeading}</h4>
        {lines.length === 0 ? (
          <p className="text-sm text-muted">{t.journalNone}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {lines.map((line) => (
              <li key={line.seq} className="flex flex-wrap items-baseline gap-2">
                <code className="font-semibold">
                  {t.journalLine({ level: line.level, server: line.server })}
                </code>
                <span className="break-words">{line.text}</span>
                <StepButton seq={line.seq} onShow={onShow} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {hits.length > 0 ? (
        <div className="space-y-1">
          <h4 className="font-medium">{t.cacheHeading}</h4>
          <ul className="space-y-1 text-sm">
            {hits.map((hit) => (
              <li key={hit.seq} className="flex flex-wrap items-baseline gap-2">
                <span>
                  {t.cacheHit({
                    method: hit.method,
                    target: hit.uri ? ` ${hit.uri}` : '',
                    stored: hit.storedAt,
                    ttl: hit.ttlMs.toLocaleString('fr-FR'),
                    scope: hit.cacheScope,
                  })}
                </span>
                <StepButton seq={hit.storedAt} onShow={onShow} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {updates.length > 0 ? (
        <div className="space-y-1">
          <h4 className="font-medium">{t.updatesHeading}</h4>
          <ul className="space-y-2 text-sm">
            {updates.map((update) => (
              <li key={update.seq} className="rounded border border-dashed border-border p-2">
                <span className="block font-medium">
                  {t.updated({ uri: update.uri, server: update.server })}
                </span>
                <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-words text-xs">
                  {update.contents.map((c) => c.text).join('\n')}
                </pre>
                <StepButton seq={update.seq} onShow={onShow} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
