'use client';

import dynamic from 'next/dynamic';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { commonMessages } from '@/messages/site';

/** Lets the browser paint and answer input between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The playground and the MCP SDK load only here, after the page itself. Their modules are
 * evaluated in stages, each in its own task (the SDK and zod; the shipped content; the views):
 * evaluated at once they held the main thread for one long task on arrival.
 */
const PlaygroundDynamic = dynamic(
  async () => {
    await import('@/lib/mcp/session');
    await yieldToBrowser();
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
