'use client';

import { Button } from '@/components/ui/button';
import { useId, useState } from 'react';
import type { CreateMessageRequest, CreateMessageResult } from '@modelcontextprotocol/client';
import { hostMessages } from '@/messages/host';
import { standInSample } from '@/lib/mcp/host/sampler';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import { ModalDialog } from './modal-dialog';

const t = hostMessages.sampling;

function textOf(content: unknown): string {
  const blocks: unknown[] = Array.isArray(content) ? content : [content];
  return blocks
    .map((b) => {
      const text = b && typeof b === 'object' ? (b as { text?: unknown }).text : undefined;
      return typeof text === 'string' ? text : '';
    })
    .join(' ');
}

/** A server borrows the host's model: the human reads the request and the answer first. */
export function SamplingDialog({
  request,
  server,
  revision,
  onAnswer,
}: {
  request: CreateMessageRequest['params'];
  server: string;
  revision: Revision;
  onAnswer: (result: CreateMessageResult | null) => void;
}) {
  const answerId = useId();
  const [proposal] = useState(() => standInSample(request, t.standInAnswer));
  const [text, setText] = useState(() => textOf(proposal.content));
  return (
    <ModalDialog title={t.title({ server })} onEscape={() => onAnswer(null)}>
      <p className="mb-2 text-sm">{t.intro}</p>
      {isLegacyRevision(revision) ? null : (
        <p className="mb-2 rounded border border-border bg-surface p-2 text-sm">{t.deprecated}</p>
      )}
      {request.systemPrompt ? (
        <p className="text-sm">
          <span className="font-medium">{t.systemPrompt}&nbsp;:</span> {request.systemPrompt}
        </p>
      ) : null}
      <p className="text-sm text-muted">{t.maxTokens({ maxTokens: request.maxTokens })}</p>
      <h3 className="mt-2 font-medium">{t.messages}</h3>
      <ul className="mb-3 space-y-1 text-sm">
        {request.messages.map((m, i) => (
          <li key={i} className="rounded border border-border bg-surface p-2">
            <code>{m.role}</code>&nbsp;: {textOf(m.content)}
          </li>
        ))}
      </ul>
      <label htmlFor={answerId} className="font-medium">
        {t.answerLabel}
      </label>
      <textarea
        id={answerId}
        className="mt-1 w-full rounded border border-border bg-surface p-2"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="mt-1 text-sm text-muted">{t.escapeHint}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="quiet" onClick={() => onAnswer(null)}>
          {t.refuse}
        </Button>
        <Button
          variant="primary"
          onClick={() => onAnswer({ ...proposal, content: { type: 'text', text } })}
        >
          {t.send}
        </Button>
      </div>
    </ModalDialog>
  );
}
