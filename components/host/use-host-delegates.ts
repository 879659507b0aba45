'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  CreateMessageRequest,
  CreateMessageResult,
  ElicitRequest,
  ElicitRequestURLParams,
  ElicitResult,
} from '@modelcontextprotocol/client';
import type {
  ApprovalRequest,
  ConsentDecision,
  ConsentQuestion,
  UrlAnswer,
} from '@/lib/mcp/host/delegate';
import type { HostPort } from '@/lib/playground/ports';

/** A question the host is waiting for the learner to answer. */
export type PendingQuestion =
  | { kind: 'approve'; request: ApprovalRequest; resolve: (approved: boolean) => void }
  | {
      kind: 'consent';
      request: ConsentQuestion;
      resolve: (decision: ConsentDecision) => void;
    }
  | {
      kind: 'elicit';
      request: ElicitRequest['params'];
      server: string;
      resolve: (result: ElicitResult) => void;
    }
  | {
      kind: 'url';
      request: ElicitRequestURLParams;
      server: string;
      resolve: (answer: UrlAnswer) => void;
    }
  | {
      kind: 'sample';
      request: CreateMessageRequest['params'];
      server: string;
      resolve: (result: CreateMessageResult | null) => void;
    };

/** The cautious answer when nobody can decide any more (the view left, the session changed). */
function settleCautiously(question: PendingQuestion): void {
  if (question.kind === 'approve') question.resolve(false);
  else if (question.kind === 'consent') question.resolve({ allow: false, scopes: [] });
  else if (question.kind === 'elicit') question.resolve({ action: 'cancel' });
  else if (question.kind === 'url') question.resolve({ action: 'cancel', visited: false });
  else question.resolve(null);
}

/**
 * Registers the panel as the host's human: approval, elicitation (form or page) and sampling requests
 * queue up here and are answered one at a time through dialogs.
 */
export function useHostDelegates(
  controller: Pick<HostPort, 'setDelegate'>,
  /** The live session's id: a new session leaves no question of the old one hanging. */
  sessionId: number | undefined,
) {
  const [queue, setQueue] = useState<PendingQuestion[]>([]);
  const queueRef = useRef<PendingQuestion[]>([]);

  const push = useCallback((question: PendingQuestion) => {
    queueRef.current = [...queueRef.current, question];
    setQueue(queueRef.current);
  }, []);

  const answer = useCallback((question: PendingQuestion) => {
    queueRef.current = queueRef.current.filter((q) => q !== question);
    setQueue(queueRef.current);
  }, []);

  useEffect(() => {
    controller.setDelegate({
      consent: (request) => new Promise((resolve) => push({ kind: 'consent', request, resolve })),
      approve: (request) => new Promise((resolve) => push({ kind: 'approve', request, resolve })),
      elicit: (request, server) =>
        new Promise((resolve) => push({ kind: 'elicit', request, server, resolve })),
      openUrl: (request, server) =>
        new Promise((resolve) => push({ kind: 'url', request, server, resolve })),
      sample: (request, server) =>
        new Promise((resolve) => push({ kind: 'sample', request, server, resolve })),
    });
    return () => {
      controller.setDelegate({
        consent: () => Promise.resolve({ allow: false, scopes: [] }),
        approve: () => Promise.resolve(false),
        elicit: () => Promise.resolve({ action: 'cancel' }),
        openUrl: () => Promise.resolve({ action: 'cancel', visited: false }),
        sample: () => Promise.resolve(null),
      });
      for (const question of queueRef.current) settleCautiously(question);
      queueRef.current = [];
    };
  }, [controller, push]);

  // A new session (reload, other scenario) leaves no question of the old one hanging.
  useEffect(() => {
    return () => {
      for (const question of queueRef.current) settleCautiously(question);
      queueRef.current = [];
      setQueue([]);
    };
  }, [sessionId]);

  return { current: queue[0], answered: answer };
}
