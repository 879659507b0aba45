'use client';

import { playgroundMessages } from '@/messages/playground';
import type { Revision } from '@/lib/mcp/revisions';
import { stepKey, type TransportEntry } from '@/lib/mcp/trace';
import { Explanation } from './explanation';
import { TextBlock } from './text-block';

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
        <TextBlock title={t.transportText} text={entry.text} breakAnywhere />
      ) : null}
      {entry.detail !== undefined ? (
        <TextBlock title={t.transportDetail} text={entry.detail} />
      ) : null}
    </div>
  );
}
