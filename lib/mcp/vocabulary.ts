// The trace's words, written once: the step-key grammar (./step-key.ts) and the trace's zod
// contract (./trace-schema.ts) both build on them. No zod here: lesson pages read these lists.

/** The four kinds of JSON-RPC message a step can carry. */
export const MESSAGE_KINDS = ['request', 'result', 'error', 'notification'] as const;

/** Every decision or computation the host records on its own lane (`host:<action>`). */
export const HOST_ACTIONS = [
  'question',
  'merge-registry',
  'choose-tool',
  'approve',
  'refuse',
  'elicitation-answer',
  'sampling-answer',
  'attach-resource',
  'invoke-prompt',
  'cache-hit',
  'resource-updated',
  'consent',
  'answer',
] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

/** What can happen to the bytes beneath JSON-RPC (`transport:<event>`). */
export const TRANSPORT_EVENTS = [
  'parse-error',
  'raw-line',
  'closed',
  'timeout',
  'no-reply',
  'sdk-error',
] as const;
export type TransportEvent = (typeof TRANSPORT_EVENTS)[number];

/**
 * How an HTTP exchange that stayed open ends: the server closed its stream, the client aborted
 * it (a 2026-07-28 cancellation, or closing the connection), or the stream broke.
 */
export const HTTP_END_REASONS = ['complete', 'aborted', 'error'] as const;
export type HttpEndReason = (typeof HTTP_END_REASONS)[number];

/** HTTP methods a Streamable HTTP step can carry (`http:POST`). */
export const HTTP_METHODS = ['POST', 'GET', 'DELETE'] as const;

/** The kind of JSON-RPC message a trace step carries. */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Every kind of arrow a sequence diagram draws, in the order legends list them: the four kinds
 * of JSON-RPC message, the host's own steps, and transport events.
 */
export const ARROW_KINDS = [...MESSAGE_KINDS, 'host', 'transport'] as const;
export type ArrowKind = (typeof ARROW_KINDS)[number];

/**
 * The syslog severities of MCP logging, least severe first: what `notifications/message` carries,
 * what `logLevel` (2026-07-28) and `logging/setLevel` (2025) ask for.
 */
export const LOG_LEVELS = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
] as const;
