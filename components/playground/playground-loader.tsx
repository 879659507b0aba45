'use client';

import dynamic from 'next/dynamic';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { commonMessages } from '@/messages/site';

/** Lets the browser paint and answer input between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The playground loads only here, after the page itself; the MCP SDK later still, with the
 * first live session (a shipped scenario opens on its recorded trace). Its modules are
 * evaluated in stages, each in its own task (the shipped content; the annotations; the views):
 * evaluated at once they held the main thread for one long task on arrival.
 */
const PlaygroundDynamic = dynamic(
  async () => {
    await import('@/content/scenarios/catalogue');
    await yieldToBrowser();
    await import('@/content/annotations');
    await yieldToBrowser();
    return (await import('./playground')).Playground;
  },
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
