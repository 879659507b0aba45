'use client';

import { Button } from '@/components/ui/button';
import { hostMessages } from '@/messages/host';
import type { ApprovalRequest } from '@/lib/mcp/host/delegate';
import { AnnotationsList } from './annotations-list';
import { ModalDialog } from './modal-dialog';

const t = hostMessages.approval;

/** « Autoriser / Refuser »: the human decides before any tools/call leaves the host. */
export function ApprovalDialog({
  request,
  onDecide,
}: {
  request: ApprovalRequest;
  onDecide: (approved: boolean) => void;
}) {
  return (
    <ModalDialog title={t.title} onEscape={() => onDecide(false)}>
      <p className="mb-3 text-sm">{t.intro}</p>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t.tool}</dt>
        <dd>
          <code>{request.tool}</code>
        </dd>
        <dt className="font-medium">{t.server}</dt>
        <dd>
          <code>{request.server}</code>
        </dd>
      </dl>
      <h3 className="font-medium">{t.arguments}</h3>
      <pre className="mb-3 max-h-48 overflow-auto whitespace-pre-wrap break-words rounded border border-border bg-surface p-2 text-sm">
        {JSON.stringify(request.arguments, null, 2)}
      </pre>
      <h3 className="font-medium">{t.annotations}</h3>
      <AnnotationsList annotations={request.annotations} />
      <p className="mt-2 text-sm">{t.hintsWarning}</p>
      <p className="mt-1 text-sm text-muted">{t.escapeHint}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="quiet" onClick={() => onDecide(false)}>
          {t.refuse}
        </Button>
        <Button variant="primary" onClick={() => onDecide(true)}>
          {t.allow}
        </Button>
      </div>
    </ModalDialog>
  );
}
