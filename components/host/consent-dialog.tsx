'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { hostMessages } from '@/messages/host';
import type { ConsentDecision, ConsentQuestion } from '@/lib/mcp/host/delegate';
import { ModalDialog } from './modal-dialog';

const t = hostMessages.consent;

/** The host the browser returns to: the spec asks the consent page to show it clearly. */
function hostOf(uri: string): string {
  return URL.canParse(uri) ? new URL(uri).host : uri;
}

/**
 * The authorization server's consent page, answered by the learner: « Autoriser » with the
 * scopes kept, or « Refuser ». What they choose is what the recorded trace then follows.
 */
export function ConsentDialog({
  request,
  onDecide,
}: {
  request: ConsentQuestion;
  onDecide: (decision: ConsentDecision) => void;
}) {
  const [kept, setKept] = useState<readonly string[]>(request.suggested);
  const legend = useId();
  const refuse = () => onDecide({ allow: false, scopes: [] });
  return (
    <ModalDialog title={t.title({ server: request.server })} onEscape={refuse}>
      <p className="mb-3 text-sm">{t.intro}</p>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t.client}</dt>
        <dd className="break-all">
          <code>{request.clientId}</code>
        </dd>
        {request.redirectUri ? (
          <>
            <dt className="font-medium">{t.redirect}</dt>
            <dd className="break-all">
              <code>{hostOf(request.redirectUri)}</code>
            </dd>
          </>
        ) : null}
        {request.resource ? (
          <>
            <dt className="font-medium">{t.resource}</dt>
            <dd className="break-all">
              <code>{request.resource}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <fieldset aria-labelledby={legend} className="mb-3">
        <legend id={legend} className="font-medium">
          {t.scopes}
        </legend>
        <p className="text-sm text-muted">{t.scopesHint}</p>
        <ul className="mt-1 space-y-1">
          {request.scopes.map((scope) => (
            <li key={scope}>
              <label className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={kept.includes(scope)}
                  onChange={(event) =>
                    setKept((current) =>
                      event.target.checked
                        ? request.scopes.filter((s) => s === scope || current.includes(s))
                        : current.filter((s) => s !== scope),
                    )
                  }
                />
                <code>{scope}</code>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-sm">{t.refuseHint}</p>
      <p className="mt-1 text-sm text-muted">{t.escapeHint}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="quiet" onClick={refuse}>
          {t.refuse}
        </Button>
        <Button variant="primary" onClick={() => onDecide({ allow: true, scopes: kept })}>
          {t.allow}
        </Button>
      </div>
    </ModalDialog>
  );
}
