// The step-key grammar: how content names a step of the trace. No zod here: lesson pages read
// these keys in the browser. Its words (kinds, host actions, transport events) are in
// ./vocabulary.ts, which the trace's zod contract builds on too.
import type { TraceEntry } from './trace-schema';
import {
  HOST_ACTIONS,
  HTTP_METHODS,
  TRANSPORT_EVENTS,
  type HostAction,
  type MessageKind,
  type TransportEvent,
} from './vocabulary';

/**
 * The key content uses to point at a step: a method for requests and notifications,
 * `result:<method>` / `error:<method>` for answers, `host:<action>`, `transport:<event>`, and
 * on an HTTP link `http:POST` (a request), `http:202` (a response), `http:sse` (an event of a
 * stream) and `http:end` (a stream's end).
 */
export function stepKey(entry: TraceEntry): string {
  switch (entry.type) {
    case 'message':
      if (entry.kind === 'result') return `result:${entry.method ?? '?'}`;
      if (entry.kind === 'error') return `error:${entry.method ?? '?'}`;
      return entry.method ?? '?';
    case 'host':
      return `host:${entry.action}`;
    case 'transport':
      return `transport:${entry.event}`;
    case 'http':
      switch (entry.part) {
        case 'request':
          return `http:${entry.method}`;
        case 'response':
          return `http:${entry.status}`;
        case 'event':
          return 'http:sse';
        case 'end':
          return 'http:end';
      }
  }
}

/** The key annotation rules select a message by: `request:tools/call`, `result:tools/list`, … */
export function messageKey(kind: MessageKind, method: string | undefined): string {
  return `${kind}:${method ?? '?'}`;
}

export type ParsedStepKey =
  | { kind: 'message'; method: string }
  | { kind: 'result' | 'error'; method: string }
  | { kind: 'host'; action: HostAction }
  | { kind: 'transport'; event: TransportEvent }
  | { kind: 'http'; part: 'request'; method: string }
  | { kind: 'http'; part: 'response'; status: number }
  | { kind: 'http'; part: 'event' | 'end' };

/** A method as content may name it: lower case first, then words, slashes and dashes. */
const METHOD = /^[a-z][\w/-]*$/;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Reads a key as `stepKey` writes it, or returns undefined when it cannot be one: an unknown
 * host action or transport event, or a method that is not method-shaped. Whether the method
 * exists in a revision is `methodEra`'s question.
 */
export function parseStepKey(key: string): ParsedStepKey | undefined {
  const colon = key.indexOf(':');
  const prefix = colon < 0 ? '' : key.slice(0, colon);
  const rest = key.slice(colon + 1);
  switch (prefix) {
    case 'host':
      return isOneOf(HOST_ACTIONS, rest) ? { kind: 'host', action: rest } : undefined;
    case 'transport':
      return isOneOf(TRANSPORT_EVENTS, rest) ? { kind: 'transport', event: rest } : undefined;
    case 'http':
      return parseHttpKey(rest);
    case 'result':
    case 'error':
      // `?`: an answer to no request the client sent (over HTTP, a refusal with `id: null`).
      return METHOD.test(rest) || rest === '?' ? { kind: prefix, method: rest } : undefined;
    case '':
      return METHOD.test(key) ? { kind: 'message', method: key } : undefined;
    default:
      return undefined;
  }
}

function parseHttpKey(rest: string): ParsedStepKey | undefined {
  if (rest === 'sse') return { kind: 'http', part: 'event' };
  if (rest === 'end') return { kind: 'http', part: 'end' };
  if (isOneOf(HTTP_METHODS, rest)) return { kind: 'http', part: 'request', method: rest };
  if (/^[1-5]\d\d$/.test(rest)) return { kind: 'http', part: 'response', status: Number(rest) };
  return undefined;
}

/**
 * The methods the course's scenarios record and content links land on, with the protocol era
 * each exists in: `modern` is 2026-07-28 (server/discover), `legacy` the `initialize` era.
 */
const METHOD_ERAS = {
  'server/discover': 'modern',
  initialize: 'legacy',
  'notifications/initialized': 'legacy',
  'tools/list': 'both',
  'tools/call': 'both',
  'resources/read': 'both',
  'resources/templates/list': 'both',
  'prompts/get': 'both',
  'notifications/tools/list_changed': 'both',
  'subscriptions/listen': 'modern',
  'elicitation/create': 'legacy',
  'resources/list': 'both',
  'prompts/list': 'both',
  'completion/complete': 'both',
  'notifications/progress': 'both',
  'notifications/message': 'both',
  'logging/setLevel': 'legacy',
  'resources/subscribe': 'legacy',
  'resources/unsubscribe': 'legacy',
  'notifications/resources/updated': 'both',
  'notifications/resources/list_changed': 'both',
  'notifications/prompts/list_changed': 'both',
  // 2025-11-25 only: 2025-06-18 has no URL mode, 2026-07-28 removed the notification.
  'notifications/elicitation/complete': 'legacy',
  'notifications/cancelled': 'both',
  // A method of the Skills extension, negotiated under `capabilities.extensions`.
  'skills/list': 'both',
} as const;
export type StepMethod = keyof typeof METHOD_ERAS;
export type Era = (typeof METHOD_ERAS)[StepMethod];
export const STEP_METHODS = Object.keys(METHOD_ERAS) as StepMethod[];

export function isStepMethod(method: string): method is StepMethod {
  return isOneOf(STEP_METHODS, method);
}

/** The era a known method exists in, or undefined for a method the course does not name. */
export function methodEra(method: string): Era | undefined {
  return isStepMethod(method) ? METHOD_ERAS[method] : undefined;
}

/** Notifications get no answer: `result:notifications/…` can never be a step. */
export function isNotification(method: string): boolean {
  return method.startsWith('notifications/');
}
