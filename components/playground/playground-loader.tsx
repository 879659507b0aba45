'use client';

import dynamic from 'next/dynamic';
import { commonMessages } from '@/content/ui/site';

/** The playground and the MCP SDK load only here, after the page itself. */
export const PlaygroundLoader = dynamic(
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
