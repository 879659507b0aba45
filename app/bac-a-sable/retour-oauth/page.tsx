import type { Metadata } from 'next';
import { OAuthReturnView } from '@/components/remote/oauth-return-view';
import { remoteMessages } from '@/messages/remote';

const t = remoteMessages.returnPage;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** Where a protected server's authorization server sends the learner back (a static page). */
export default function OAuthReturnPage() {
  return <OAuthReturnView />;
}
