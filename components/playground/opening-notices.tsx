'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages.opening;

/**
 * What the address asked for that could not be opened, said once above the workspace; the
 * learner hides it to get the height back.
 */
export function OpeningNotices({ notices }: { notices: readonly string[] | undefined }) {
  const [hidden, setHidden] = useState(false);
  if (!notices || notices.length === 0 || hidden) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded border border-kind-error p-2 text-kind-error"
    >
      <div className="min-w-0 flex-1 space-y-1">
        {notices.map((notice) => (
          <p key={notice} className="m-0">
            {notice}
          </p>
        ))}
      </div>
      <Button size="small" variant="quiet" onClick={() => setHidden(true)}>
        {t.dismiss}
      </Button>
    </div>
  );
}
