'use client';

import dynamic from 'next/dynamic';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { commonMessages } from '@/messages/site';

/** The playground and the MCP SDK load only here, after the page itself. */
const PlaygroundDynamic = dynamic(
  () => import('./playground').then((module) => module.Playground),
  {
    ssr: false,
    loading: () => (
      <p role="status" className="text-muted">
        {commonMessages.loading}
      </p>
    ),
  },
);

/** The playground behind a boundary: a failure shows a French notice, the page header stays. */
export function PlaygroundLoader() {
  return (
    <ErrorBoundary scope="page">
      <PlaygroundDynamic />
    </ErrorBoundary>
  );
}
