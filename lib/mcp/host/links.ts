import {
  ProtocolErrorCode,
  type ElicitRequest,
  type ElicitRequestURLParams,
  type ElicitResult,
} from '@modelcontextprotocol/client';
import type { Trace } from '../trace';
import type { HostDelegate, UrlAnswer } from './delegate';

/** An elicitation that sends the user to a page (URL mode) rather than asking in a form. */
export function isUrlElicitation(
  params: ElicitRequest['params'],
): params is ElicitRequestURLParams {
  return (params as { mode?: string }).mode === 'url';
}

/** The URL elicitations a 2025-11-25 server listed in its `-32042` error. */
export function urlElicitationsOf(error: unknown): ElicitRequestURLParams[] | undefined {
  const e = error as { code?: unknown; data?: { elicitations?: unknown } };
  if (e.code !== ProtocolErrorCode.UrlElicitationRequired) return undefined;
  const list = e.data?.elicitations;
  return Array.isArray(list) ? (list as ElicitRequestURLParams[]) : undefined;
}

/** How a script answers: `accept` means the user agreed, opened the page and completed it. */
function scriptedAnswer(scripted: 'accept' | 'decline' | 'cancel'): UrlAnswer {
  return { action: scripted, visited: scripted === 'accept' };
}

/**
 * The host's side of a URL elicitation: the user sees the full URL and its domain and decides
 * (the learner, or the script); if they open the page and complete it, the page's server learns
 * it out of band (`visit`). The client's answer only says whether the user agreed: `accept`
 * carries no content in URL mode.
 */
export async function answerUrlElicitation(options: {
  request: ElicitRequestURLParams;
  server: string;
  scripted: 'accept' | 'decline' | 'cancel' | undefined;
  delegate: HostDelegate;
  visit: (url: string) => Promise<unknown>;
  trace: Trace;
}): Promise<ElicitResult> {
  const { request, server, trace } = options;
  const answer = options.scripted
    ? scriptedAnswer(options.scripted)
    : await options.delegate.openUrl(request, server);
  if (answer.action === 'accept' && answer.visited) await options.visit(request.url);
  const result: ElicitResult = { action: answer.action };
  trace.record({
    type: 'host',
    layer: 'data',
    from: 'host',
    to: `client:${server}`,
    action: 'elicitation-answer',
    data: { server, request: { ...request }, answer: result, visited: answer.visited },
  });
  return result;
}
