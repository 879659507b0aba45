'use client';

import { editorMessages } from '@/messages/editor';
import type { CallView } from '@/lib/editor/workbench-state';

const t = editorMessages;

interface ResultShape {
  isError?: boolean;
  content?: { type?: string; text?: string }[];
  structuredContent?: unknown;
}

/** What the last « Appeler » gave: the tool's answer (isError or not) or a protocol error. */
export function CallOutcome({ view }: { view: CallView | undefined }) {
  if (!view) return null;
  if (view.kind !== 'result') {
    return (
      <p role="status" className="text-kind-error">
        {view.kind === 'refused' ? view.message : t.callProtocolError({ message: view.message })}
      </p>
    );
  }
  const result = (view.result ?? {}) as ResultShape;
  const texts = (result.content ?? [])
    .filter((c) => c.type === 'text' && typeof c.text === 'string')
    .map((c) => c.text);
  return (
    <div role="status" className="space-y-1">
      <p className={`font-semibold ${result.isError ? 'text-kind-error' : 'text-kind-result'}`}>
        {result.isError ? t.callIsError : t.callResult}
      </p>
      {texts.map((text, i) => (
        <p key={i} className="break-words whitespace-pre-wrap">
          {text}
        </p>
      ))}
      {result.structuredContent !== undefined ? (
        <pre className="overflow-auto rounded border border-border bg-surface p-2 text-sm">
          {JSON.stringify(result.structuredContent, null, 2)}
        </pre>
      ) : null}
    </div>
  );
}
