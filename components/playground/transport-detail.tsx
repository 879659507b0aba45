'use client';

import { playgroundMessages } from '@/messages/playground';
import type { Revision } from '@/lib/mcp/revisions';
import { stepKey, type TransportEntry } from '@/lib/mcp/trace';
import { Explanation } from './explanation';

const t = playgroundMessages;

/** A transport event: what happened to the bytes, the text concerned and the SDK's words. */
export function TransportDetail({
  entry,
  revision,
}: {
  entry: TransportEntry;
  revision: Revision;
}) {
  return (
    <div className="space-y-3">
      <Explanation stepKey={stepKey(entry)} revision={revision} />
      {entry.text !== undefined ? (
        <div>
          <h3 className="font-semibold">{t.transportText}</h3>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-2">
            {entry.text}
          </pre>
        </div>
      ) : null}
      {entry.detail !== undefined ? (
        <div>
          <h3 className="font-semibold">{t.transportDetail}</h3>
          <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-surface-2 p-2">
            {entry.detail}
          </pre>
        </div>
      ) : null}
    </div>
  );
}
