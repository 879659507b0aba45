import type { LabExpectation, LabExplanation } from '@/lib/error-lab/schema';
import type { Revision } from '@/lib/mcp/revisions';
import { REDIRECT_URL } from '@/lib/mcp/auth/tab-provider';
import type { TraceEntry } from '@/lib/mcp/trace';

/** One step of a lab run worth pointing at: an error, an `isError` result, a transport event. */
export interface NotableStep {
  seq: number;
  kind:
    | 'error'
    | 'is-error'
    | 'transport'
    | 'cancelled'
    | 'result'
    | 'http-status'
    | 'http-abort'
    | 'oauth-redirect'
    | 'oauth-token';
  code?: number;
  event?: string;
  method?: string;
  /** An HTTP answer that refuses (400 and above), or the token endpoint's answer. */
  status?: number;
  /** OAuth redirect: `code`, or the error it brought back (`access_denied`…). */
  outcome?: string;
  /** OAuth redirect: the `iss` and `state` it carried (RFC 9207; CSRF). */
  iss?: string;
  state?: string;
}

/** Where an HTTP request went, by its step: the OAuth steps are told apart by their address. */
function requestUrls(entries: readonly TraceEntry[]): Map<number, URL> {
  const urls = new Map<number, URL>();
  for (const entry of entries) {
    if (entry.type === 'http' && entry.part === 'request') urls.set(entry.seq, new URL(entry.url));
  }
  return urls;
}

const TOKEN_PATH = '/token';

const SHOWN_RESULTS = new Set(['tools/list', 'tools/call', 'initialize']);

/** Picks the steps that show what went wrong, in order. */
export function notableSteps(entries: readonly TraceEntry[]): NotableStep[] {
  const steps: NotableStep[] = [];
  const urls = requestUrls(entries);
  for (const entry of entries) {
    if (entry.type === 'transport' && entry.event !== 'closed') {
      steps.push({ seq: entry.seq, kind: 'transport', event: entry.event });
    } else if (entry.type === 'http') {
      const location = entry.part === 'response' ? entry.headers.location : undefined;
      const back = location?.startsWith(`${REDIRECT_URL}?`) ? new URL(location) : undefined;
      if (back) {
        // The authorization server sends the browser back to the client: where OAuth turns.
        const params = back.searchParams;
        steps.push({
          seq: entry.seq,
          kind: 'oauth-redirect',
          outcome: params.get('error') ?? (params.has('code') ? 'code' : '?'),
          ...(params.has('iss') && { iss: params.get('iss')! }),
          ...(params.has('state') && { state: params.get('state')! }),
        });
      } else if (
        entry.part === 'response' &&
        entry.status < 400 &&
        urls.get(entry.exchange)?.pathname === TOKEN_PATH
      ) {
        steps.push({ seq: entry.seq, kind: 'oauth-token', status: entry.status });
      } else if (entry.part === 'response' && entry.status >= 400) {
        steps.push({ seq: entry.seq, kind: 'http-status', status: entry.status });
      } else if (
        entry.part === 'end' &&
        entry.reason === 'aborted' &&
        entry.phase === 'operation'
      ) {
        // A 2026-07-28 cancellation: the client closes the stream of the request it gives up.
        steps.push({ seq: entry.seq, kind: 'http-abort' });
      }
    } else if (entry.type === 'message') {
      const message = entry.message as {
        error?: { code?: unknown };
        result?: { isError?: unknown };
      };
      if (entry.kind === 'error' && typeof message.error?.code === 'number') {
        steps.push({ seq: entry.seq, kind: 'error', code: message.error.code });
      } else if (entry.kind === 'result' && message.result?.isError === true) {
        steps.push({ seq: entry.seq, kind: 'is-error' });
      } else if (entry.method === 'notifications/cancelled') {
        steps.push({ seq: entry.seq, kind: 'cancelled' });
      } else if (entry.kind === 'result' && entry.method && SHOWN_RESULTS.has(entry.method)) {
        // What works is part of the lesson too: the fixed server, the corrected call.
        steps.push({ seq: entry.seq, kind: 'result', method: entry.method });
      }
    }
  }
  return steps;
}

/** Sums up a run the way the lab's explanations state their expectations. */
export function recordedOutcome(entries: readonly TraceEntry[]): LabExpectation {
  const steps = notableSteps(entries);
  return {
    codes: steps.flatMap((s) => (s.kind === 'error' && s.code !== undefined ? [s.code] : [])),
    isErrorResults: steps.filter((s) => s.kind === 'is-error').length,
    transport: steps.flatMap((s) =>
      s.kind === 'transport' && s.event ? [s.event as LabExpectation['transport'][number]] : [],
    ),
    statuses: steps.flatMap((s) =>
      s.kind === 'http-status' && s.status !== undefined ? [s.status] : [],
    ),
    aborted: steps.filter((s) => s.kind === 'http-abort').length,
    redirects: steps.flatMap((s) => (s.kind === 'oauth-redirect' && s.outcome ? [s.outcome] : [])),
    tokens: tokenStatuses(entries),
  };
}

/** The status of every answer of the token endpoint, granted or refused, in order. */
function tokenStatuses(entries: readonly TraceEntry[]): number[] {
  const urls = requestUrls(entries);
  return entries.flatMap((entry) =>
    entry.type === 'http' &&
    entry.part === 'response' &&
    urls.get(entry.exchange)?.pathname === TOKEN_PATH
      ? [entry.status]
      : [],
  );
}

/**
 * The expectation an explanation states for a revision (its own, or the one for every revision),
 * over HTTP when it says what changes there.
 */
export function expectationFor(
  explanation: LabExplanation,
  revision: Revision,
  overHttp = false,
): LabExpectation | undefined {
  const expected = (overHttp && explanation.http?.expected) || explanation.expected;
  return expected[revision] ?? expected['*'];
}

/** The texts the lab shows for the link on screen: HTTP's own where they differ. */
export function labTexts(
  explanation: LabExplanation,
  overHttp: boolean,
): { spec: string; sdk: string; differs: boolean } {
  const http = overHttp ? explanation.http : undefined;
  return {
    spec: http?.spec ?? explanation.spec,
    sdk: http?.sdk ?? explanation.sdk,
    differs: http ? http.differs : explanation.differs,
  };
}
