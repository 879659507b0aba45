'use client';

import type { Revision } from '@/lib/mcp/revisions';
import type { HttpEntry } from '@/lib/mcp/trace';

/** The detail of an HTTP step: its request line or status, its headers and its body. */
export function HttpDetail({ entry }: { entry: HttpEntry; revision: Revision }) {
  const headers = entry.part === 'request' || entry.part === 'response' ? entry.headers : {};
  const body =
    entry.part === 'request' || entry.part === 'response'
      ? entry.body
      : entry.part === 'event'
        ? entry.data
        : undefined;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-sm">
        {Object.entries(headers).map(([name, value]) => (
          <div key={name} className="contents">
            <dt>{name}</dt>
            <dd className="m-0 break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {body !== undefined ? (
        <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-2 text-sm">
          {body}
        </pre>
      ) : null}
    </div>
  );
}
