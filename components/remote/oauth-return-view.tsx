'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { OAUTH_CHANNEL, readOAuthReturn } from '@/lib/remote/oauth-return';
import { remoteMessages } from '@/messages/remote';

const t = remoteMessages.returnPage;

type Outcome = 'reading' | 'sent' | 'refused' | 'empty' | 'too-long' | 'incomplete';

let delivered: Outcome | undefined;

/**
 * Reads the address once per page load, hands the answer over, and drops it from the address
 * bar and the history (the code is single-use and short-lived, but has no business there).
 * Remembered, so that React may ask again without posting twice.
 */
function deliverOnce(): Outcome {
  if (delivered) return delivered;
  const reading = readOAuthReturn(window.location.search);
  window.history.replaceState(null, '', window.location.pathname);
  if (!reading.ok) {
    delivered = reading.problem;
    return delivered;
  }
  const channel = new BroadcastChannel(OAUTH_CHANNEL);
  channel.postMessage(reading.message);
  channel.close();
  delivered = reading.message.params.error ? 'refused' : 'sent';
  return delivered;
}

const noChange = () => () => undefined;

/**
 * The redirect URI of « Brancher mon serveur »: hands the authorization response to the
 * playground's tab (it checks `state`, the SDK checks `iss` and exchanges the code). Nothing is
 * kept in this tab. The prerendered page says « reading » until the browser has the address.
 */
export function OAuthReturnView() {
  const outcome = useSyncExternalStore(noChange, deliverOnce, () => 'reading' as const);
  const text =
    outcome === 'reading'
      ? t.reading
      : outcome === 'sent'
        ? t.sent
        : outcome === 'refused'
          ? t.refused
          : t.invalid[outcome];
  return (
    <>
      <PageHeader title={t.heading} />
      <p
        role={outcome === 'sent' || outcome === 'refused' ? 'status' : undefined}
        className="max-w-3xl"
      >
        {text}
      </p>
      <p className="mt-4">
        <Link href="/bac-a-sable">{t.back}</Link>
      </p>
    </>
  );
}
