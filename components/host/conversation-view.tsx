'use client';

import { Button } from '@/components/ui/button';
import { useId, useState, type FormEvent } from 'react';
import { hostMessages } from '@/messages/host';
import type { ConversationItem, WireRoute } from '@/lib/mcp/host/conversation';

const t = hostMessages.conversation;

function Route({ via }: { via: WireRoute | undefined }) {
  if (!via) return null;
  return (
    <span className="block">
      {via.kind === 'request' ? t.viaRequest(via) : t.viaInputRequired(via)}
      {via.kind === 'input-required' && via.retry !== undefined
        ? ` ${t.retried({ retry: via.retry })}`
        : null}
    </span>
  );
}

/** A call from the tool editor: said to be one, with what it sent and what came back. */
function EditorCall({
  item,
  editor,
}: {
  item: ConversationItem & { kind: 'decision' };
  editor: NonNullable<(ConversationItem & { kind: 'decision' })['editor']>;
}) {
  const outcome = editor.outcome;
  return (
    <li className="rounded border border-dashed border-border p-2 text-sm">
      <span className="block">
        {t.fromEditor({ ...item, arguments: JSON.stringify(editor.arguments) })}
      </span>
      {outcome ? (
        <span className={`mt-1 block ${outcome.isError ? 'text-kind-error' : ''}`}>
          {(outcome.isError ? t.editorError : t.editorResult)({ step: outcome.seq })}{' '}
          <span className="whitespace-pre-wrap break-words">{outcome.text}</span>
        </span>
      ) : (
        <span className="mt-1 block text-muted">{t.editorPending}</span>
      )}
    </li>
  );
}

function Line({ item }: { item: ConversationItem }) {
  switch (item.kind) {
    case 'question':
      return (
        <li className="ml-auto max-w-[85%] rounded-lg bg-surface-2 p-2">
          <span className="block text-xs font-semibold">{t.you}</span>
          {item.text}
        </li>
      );
    case 'answer':
      return (
        <li className="max-w-[85%] rounded-lg border border-kind-host p-2">
          <span className="block text-xs font-semibold">{t.model}</span>
          <span className="whitespace-pre-wrap break-words">{item.text}</span>
        </li>
      );
    case 'decision':
      if (item.editor) return <EditorCall item={item} editor={item.editor} />;
      return (
        <li className="text-center text-sm text-muted">
          {(item.approved ? t.approved : t.refused)(item)}
        </li>
      );
    case 'attach':
      return (
        <li className="rounded border border-dashed border-border p-2 text-sm">
          <span className="block font-medium">
            {t.attached({ ...item, by: t.attachedBy[item.by] })}
          </span>
          <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-words text-xs">
            {item.text}
          </pre>
        </li>
      );
    case 'prompt':
      return (
        <li className="ml-auto max-w-[85%] rounded-lg bg-surface-2 p-2 text-sm">
          <span className="block text-xs font-semibold">{t.you}</span>
          <code>
            {item.command}
            {Object.entries(item.arguments).map(([k, v]) => ` ${k}="${v}"`)}
          </code>
          <span className="block text-muted">{t.invoked(item)}</span>
          {item.messages.map((m, i) => (
            <span key={i} className="mt-1 block">
              {t.promptMessage({ role: m.role })} {m.text}
            </span>
          ))}
        </li>
      );
    case 'elicitation':
      return (
        <li className="text-center text-sm text-muted">
          {t.elicitationAnswer({
            server: item.server,
            action:
              item.action in t.elicitationActions
                ? t.elicitationActions[item.action as keyof typeof t.elicitationActions]
                : item.action,
          })}
          <Route via={item.via} />
        </li>
      );
    case 'sampling':
      return (
        <li className="text-center text-sm text-muted">
          {item.text === undefined
            ? t.samplingRefused(item)
            : t.samplingAnswer({ server: item.server, text: item.text })}
          <Route via={item.via} />
        </li>
      );
  }
}

/** The conversation the host holds, and the learner's question box. */
export function ConversationView({
  items,
  initialQuestion,
  disabled,
  onAsk,
}: {
  items: ConversationItem[];
  initialQuestion: string;
  disabled: boolean;
  onAsk: (question: string) => Promise<string | undefined>;
}) {
  const [question, setQuestion] = useState(initialQuestion);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim() || busy) return;
    setBusy(true);
    setError(undefined);
    const failure = await onAsk(question.trim());
    setBusy(false);
    setError(failure);
  };

  return (
    <section aria-labelledby={`${inputId}-h`} className="space-y-3">
      <h3 id={`${inputId}-h`} className="text-lg font-semibold">
        {t.heading}
      </h3>
      {items.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <div
          role="log"
          aria-label={t.heading}
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded border border-border bg-surface p-2"
        >
          <ol className="flex flex-col gap-2">
            {items.map((item) => (
              <Line key={item.seq} item={item} />
            ))}
          </ol>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium">{t.questionLabel}</span>
          <input
            id={inputId}
            className="min-w-0 rounded border border-border bg-surface px-2 py-1.5"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
          />
        </label>
        {/* While the answer comes, announced as unavailable but never disabled: a disabled
            button loses the focus, which then falls to the page when the dialogs close. */}
        <Button
          type="submit"
          disabled={disabled}
          aria-disabled={busy || undefined}
          variant="primary"
        >
          {t.ask}
        </Button>
      </form>
      {busy ? <p role="status">{t.asking}</p> : null}
      {error ? (
        <p role="alert" className="text-kind-error">
          {t.failed({ message: error })}
        </p>
      ) : null}
    </section>
  );
}
