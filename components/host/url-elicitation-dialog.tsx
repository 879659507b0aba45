'use client';

import { Button, buttonClasses } from '@/components/ui/button';
import { useState } from 'react';
import type { ElicitRequestURLParams } from '@modelcontextprotocol/client';
import type { UrlAnswer } from '@/lib/mcp/host/delegate';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import type { LinkRecord } from '@/lib/runtime/link';
import { hostMessages } from '@/messages/host';
import { ModalDialog } from './modal-dialog';

const t = hostMessages.urlElicitation;

/** The address cut around its host name, so the domain stands out (against spoofed subdomains). */
function splitUrl(url: string): { before: string; host: string; after: string } {
  try {
    const host = new URL(url).host;
    const at = url.indexOf(host);
    return { before: url.slice(0, at), host, after: url.slice(at + host.length) };
  } catch {
    return { before: url, host: '', after: '' };
  }
}

/**
 * A server sends the user to its own page (URL-mode elicitation). The host shows the full
 * address with its domain, and opens nothing without consent; once opened, the page (simulated
 * here, in a frame apart) is where the user acts. The client only learns whether they agreed.
 */
export function UrlElicitationDialog({
  request,
  server,
  revision,
  page,
  external = false,
  onAnswer,
}: {
  request: ElicitRequestURLParams;
  server: string;
  revision: Revision;
  /** The page the server serves at this address, if it handed it out. */
  page: LinkRecord['page'] | undefined;
  /**
   * The server is a real one (« Brancher mon serveur »): its page opens in a new tab of the
   * browser, where the learner acts; the dialog only waits to hear they are done.
   */
  external?: boolean;
  onAnswer: (answer: UrlAnswer) => void;
}) {
  const [opened, setOpened] = useState(false);
  const { before, host, after } = splitUrl(request.url);
  return (
    <ModalDialog
      title={t.title({ server })}
      onEscape={() => onAnswer({ action: 'cancel', visited: false })}
    >
      <p className="text-sm">{t.intro}</p>
      <p className="mt-2">{request.message}</p>
      <dl className="mt-2 space-y-1 text-sm">
        <div>
          <dt className="font-medium">{t.address}</dt>
          <dd className="break-all font-mono">
            {before}
            <strong className="rounded bg-surface-2 px-0.5">{host}</strong>
            {after}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t.domain}</dt>
          <dd className="font-mono">{host}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted">
        {isLegacyRevision(revision) ? t.wire2025 : t.wire2026}
      </p>

      {opened && external ? (
        <ExternalPage url={request.url} onAnswer={onAnswer} />
      ) : opened ? (
        <section
          aria-label={t.frameLabel({ domain: host })}
          className="mt-3 overflow-hidden rounded-lg border-2 border-border"
        >
          <div className="flex items-center gap-2 border-b border-border bg-surface-2 px-2 py-1">
            <span className="break-all font-mono text-xs">{request.url}</span>
          </div>
          <div className="space-y-2 bg-surface p-3">
            {page ? (
              <>
                <h3 className="text-lg font-semibold">{page.title}</h3>
                <p>{page.text}</p>
                <Button
                  variant="primary"
                  onClick={() => onAnswer({ action: 'accept', visited: true })}
                >
                  {page.action}
                </Button>
              </>
            ) : (
              <p role="alert">{t.unknownPage}</p>
            )}
            <p className="text-xs text-muted">{t.frameNote}</p>
          </div>
          <div className="border-t border-border p-2">
            <Button variant="quiet" onClick={() => onAnswer({ action: 'accept', visited: false })}>
              {t.leave}
            </Button>
          </div>
        </section>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => setOpened(true)}>
            {t.open}
          </Button>
          <Button onClick={() => onAnswer({ action: 'decline', visited: false })}>
            {t.decline}
          </Button>
          <Button variant="quiet" onClick={() => onAnswer({ action: 'cancel', visited: false })}>
            {t.cancel}
          </Button>
        </div>
      )}
      <p className="mt-2 text-xs text-muted">{t.escapeHint}</p>
    </ModalDialog>
  );
}

/** Only a web page is opened: any other scheme a server sends (javascript:, file:…) is not. */
function isWebPage(url: string): boolean {
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A real server's page, in a new tab: the learner acts there, then says whether they finished. */
function ExternalPage({ url, onAnswer }: { url: string; onAnswer: (answer: UrlAnswer) => void }) {
  if (!isWebPage(url)) {
    return (
      <div className="mt-3 space-y-2">
        <p role="alert">{t.notWebPage}</p>
        <Button onClick={() => onAnswer({ action: 'decline', visited: false })}>{t.decline}</Button>
      </div>
    );
  }
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm">{t.externalNote}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'outline' })}
        >
          {t.openTab}
        </a>
        <Button variant="primary" onClick={() => onAnswer({ action: 'accept', visited: true })}>
          {t.done}
        </Button>
        <Button variant="quiet" onClick={() => onAnswer({ action: 'accept', visited: false })}>
          {t.leave}
        </Button>
      </div>
    </div>
  );
}
