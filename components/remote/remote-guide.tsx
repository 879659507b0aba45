'use client';

import { useSyncExternalStore } from 'react';
import { corsSnippets } from '@/lib/remote/cors';
import { oauthRedirectUrl } from '@/lib/remote/oauth-return';
import type { Revision } from '@/lib/mcp/revisions';
import { remoteMessages } from '@/messages/remote';

const t = remoteMessages.guide;

const noChange = () => () => undefined;

/**
 * How to point the panel at one's own server: the address, the CORS lines for the revision on
 * screen and this page's origin (written from what the client sends), what to look at first.
 */
export function RemoteGuide({ revision }: { revision: Revision }) {
  // The page's own origin, known in the browser only (the static export is built elsewhere).
  const origin = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => 'http://127.0.0.1:3000',
  );
  const snippets = corsSnippets(revision, origin);
  return (
    <details className="rounded border border-border p-3">
      <summary className="cursor-pointer font-medium">{t.summary}</summary>
      <div className="mt-3 space-y-3 text-sm">
        <h3 className="text-base font-semibold">{t.addressHeading}</h3>
        <p>{t.address}</p>
        <h3 className="text-base font-semibold">{t.corsHeading({ revision })}</h3>
        <p>{t.cors({ origin })}</p>
        <p>{t.typescript}</p>
        <pre className="overflow-auto rounded bg-surface-2 p-2 font-mono text-xs">
          <code>{snippets.typescript}</code>
        </pre>
        <p>{t.python}</p>
        <pre className="overflow-auto rounded bg-surface-2 p-2 font-mono text-xs">
          <code>{snippets.python}</code>
        </pre>
        <p className="text-muted">{t.exported}</p>
        <h3 className="text-base font-semibold">{t.oauthHeading}</h3>
        <p>{t.oauth({ origin, redirect: oauthRedirectUrl(origin) })}</p>
        <h3 className="text-base font-semibold">{t.firstHeading}</h3>
        <ul className="list-disc space-y-1 pl-5">
          {t.first.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}
