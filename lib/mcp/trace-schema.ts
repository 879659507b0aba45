// The trace contract, once: what the engine records and what an imported trace file must hold.
// Every trace type is inferred from these schemas. Modules that only need the types import them
// with `import type` (free); importing a schema brings zod into that page's bundle.
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { z } from 'zod';
import {
  HTTP_END_REASONS,
  MESSAGE_KINDS,
  TRANSPORT_EVENTS,
  type HostAction,
  type MessageKind,
} from './vocabulary';

/** Who takes part in a session: the host, and one client and one server per connection. */
export const ActorIdSchema = z.union([
  z.literal('host'),
  z.templateLiteral(['client:', z.string().min(1)]),
  z.templateLiteral(['server:', z.string().min(1)]),
]);
export type ActorId = z.infer<typeof ActorIdSchema>;

export const MessageKindSchema = z.enum(MESSAGE_KINDS);
export type { MessageKind };

/** The lifecycle phase a step belongs to (découverte/initialisation, opérations, arrêt). */
export const PhaseSchema = z.enum(['initialisation', 'operation', 'shutdown']);
export type Phase = z.infer<typeof PhaseSchema>;

export const DirectionSchema = z.enum(['client-to-server', 'server-to-client']);
export type Direction = z.infer<typeof DirectionSchema>;

const base = {
  /** 1-based position in the session's timeline: the step number learners see. */
  seq: z.number().int().positive(),
  /** Milliseconds since the session started. */
  t: z.number(),
  phase: PhaseSchema,
};

/** A JSON-RPC message as it left one end of a transport. */
export const MessageEntrySchema = z.strictObject({
  ...base,
  type: z.literal('message'),
  layer: z.literal('data'),
  /** The server whose connection carried it. */
  link: z.string(),
  from: ActorIdSchema,
  to: ActorIdSchema,
  direction: DirectionSchema,
  kind: MessageKindSchema,
  /** The request's method; for a response, the method of the request it answers. */
  method: z.string().optional(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  /** For a response: the step of the request it answers. */
  answers: z.number().int().positive().optional(),
  /** The exact JSON, deep-frozen. Only its envelope is checked: the SDK wrote the rest. */
  message: z.looseObject({ jsonrpc: z.literal('2.0') }).pipe(z.custom<JSONRPCMessage>()),
  /** The line as framed on the wire, when the text framing layer is on. */
  line: z.string().optional(),
  /** On an HTTP link: the HTTP step (request body, response body or SSE event) that carried it. */
  carriedBy: z.number().int().positive().optional(),
});

/** Something that happened to the bytes rather than to a JSON-RPC message. */
export const TransportEntrySchema = z.strictObject({
  ...base,
  type: z.literal('transport'),
  layer: z.literal('transport'),
  link: z.string(),
  from: ActorIdSchema,
  to: ActorIdSchema,
  event: z.enum(TRANSPORT_EVENTS),
  /** The raw text concerned, if any (a stray line, a garbled message). */
  text: z.string().optional(),
  /** The SDK's own error message, untranslated. */
  detail: z.string().optional(),
});

// ── HTTP, beneath JSON-RPC on a Streamable HTTP link ───────────────────────────────────────

/** Header names as the Fetch standard gives them (lower case), with their values. */
const HttpHeadersSchema = z.record(z.string(), z.string());

const httpBase = {
  ...base,
  type: z.literal('http'),
  layer: z.literal('http'),
  link: z.string(),
  from: ActorIdSchema,
  to: ActorIdSchema,
  /** The exchange this step belongs to: the step of its request. */
  exchange: z.number().int().positive(),
};

/** An HTTP request as it reached the server: request line, headers and body text. */
export const HttpRequestEntrySchema = z.strictObject({
  ...httpBase,
  part: z.literal('request'),
  method: z.string().min(1),
  url: z.string(),
  headers: HttpHeadersSchema,
  body: z.string().optional(),
});

/** The status line and headers of the answer; the body too unless it is an SSE stream. */
export const HttpResponseEntrySchema = z.strictObject({
  ...httpBase,
  part: z.literal('response'),
  status: z.number().int().min(100).max(599),
  headers: HttpHeadersSchema,
  /** The whole body, when it is not a stream of events. */
  body: z.string().optional(),
  /** The body is an SSE stream (`text/event-stream`): its events are steps of their own. */
  stream: z.boolean(),
});

/** One Server-Sent Event of a response stream, with the fields it carried. */
export const HttpEventEntrySchema = z.strictObject({
  ...httpBase,
  part: z.literal('event'),
  /** 1-based position in its stream. */
  index: z.number().int().positive(),
  event: z.string().optional(),
  id: z.string().optional(),
  data: z.string().optional(),
  /** A `retry:` field: how long the client should wait before reconnecting, in ms. */
  retry: z.number().optional(),
  /** A comment line (`: …`), such as a keep-alive. */
  comment: z.string().optional(),
});

/** The end of an exchange that stayed open: its stream closed, or the client gave up on it. */
export const HttpEndEntrySchema = z.strictObject({
  ...httpBase,
  part: z.literal('end'),
  reason: z.enum(HTTP_END_REASONS),
  /** The error the stream ended with, untranslated. */
  detail: z.string().optional(),
});

/** A step of the HTTP layer: a request, its response, an SSE event or the end of a stream. */
export const HttpEntrySchema = z.discriminatedUnion('part', [
  HttpRequestEntrySchema,
  HttpResponseEntrySchema,
  HttpEventEntrySchema,
  HttpEndEntrySchema,
]);

// ── What the host records, per action ──────────────────────────────────────────────────────

export const MatchFieldSchema = z.enum(['name', 'title', 'description']);

/** One tool's score by the stand-in model, with the words that earned it. */
export const ToolScoreSchema = z.object({
  server: z.string(),
  tool: z.string(),
  score: z.number(),
  matches: z.array(z.object({ word: z.string(), field: MatchFieldSchema, points: z.number() })),
});

/** How an argument was found: from the scenario's hint, or by a rule on the inputSchema. */
export const ArgumentSourceSchema = z.enum([
  'hint',
  'enum',
  'number',
  'date',
  'quoted',
  'file',
  'missing',
]);

export const ArgumentNoteSchema = z.object({
  name: z.string(),
  value: z.unknown(),
  because: z.string(),
  found: z.boolean(),
  source: ArgumentSourceSchema,
});

/** The stand-in model's whole decision: scores, chosen tool, arguments and why. */
export const ChoiceSchema = z.object({
  question: z.string(),
  questionWords: z.array(z.string()),
  scores: z.array(ToolScoreSchema),
  chosen: ToolScoreSchema.optional(),
  arguments: z.record(z.string(), z.unknown()),
  argumentNotes: z.array(ArgumentNoteSchema),
});

const JsonObjectSchema = z.record(z.string(), z.unknown());

/**
 * A tool call the host asks the human to approve (or refuses on a script's word): what the
 * approval dialog shows, and what the `host:approve` / `host:refuse` step records.
 */
export const ApprovalRequestSchema = z.object({
  server: z.string(),
  tool: z.string(),
  arguments: JsonObjectSchema,
  annotations: JsonObjectSchema.optional(),
  /** Called from the tool editor, not chosen by the stand-in model for a question. */
  origin: z.literal('editor').optional(),
});

/** A content block of a sampling answer, as far as the conversation reads it. */
const SamplingBlockSchema = z.looseObject({ type: z.string(), text: z.string().optional() });

/** The `data` each host action records. */
const hostData = {
  question: z.object({ question: z.string() }),
  'merge-registry': z.object({
    tools: z.array(z.object({ server: z.string(), name: z.string() })),
  }),
  'choose-tool': ChoiceSchema,
  approve: ApprovalRequestSchema,
  refuse: ApprovalRequestSchema,
  'elicitation-answer': z.object({
    server: z.string(),
    /** The server's `elicitation/create` params, as the SDK delivered them. */
    request: JsonObjectSchema,
    answer: z.looseObject({
      action: z.enum(['accept', 'decline', 'cancel']),
      content: JsonObjectSchema.optional(),
    }),
    /** URL mode: whether the user completed the server's page before answering. */
    visited: z.boolean().optional(),
  }),
  'sampling-answer': z.object({
    server: z.string(),
    request: JsonObjectSchema,
    /** The text the host's model wrote, or null when the human refused. */
    answer: z
      .looseObject({ content: z.union([SamplingBlockSchema, z.array(SamplingBlockSchema)]) })
      .nullable(),
    refused: z.boolean(),
  }),
  'attach-resource': z.object({
    server: z.string(),
    uri: z.string(),
    by: z.enum(['learner', 'application']),
    contents: z.array(
      z.object({ uri: z.string(), mimeType: z.string().optional(), text: z.string() }),
    ),
  }),
  'invoke-prompt': z.object({
    server: z.string(),
    name: z.string(),
    command: z.string(),
    arguments: z.record(z.string(), z.string()).optional(),
    messages: z.array(z.object({ role: z.string(), text: z.string() })),
  }),
  /** The SDK client answered from its cache: no request went on the wire. */
  'cache-hit': z.object({
    server: z.string(),
    method: z.string(),
    uri: z.string().optional(),
    /** The step of the result that filled the cache, and the hints it carried. */
    storedAt: z.number().int().positive(),
    ttlMs: z.number().int().min(0),
    cacheScope: z.enum(['public', 'private']),
  }),
  /** A followed resource changed: the host read it again. */
  'resource-updated': z.object({
    server: z.string(),
    uri: z.string(),
    contents: z.array(
      z.object({ uri: z.string(), mimeType: z.string().optional(), text: z.string() }),
    ),
  }),
  /**
   * The authorization server's consent page, answered by the human in the host's browser: who
   * asks, for which scopes and which server, and what was decided.
   */
  consent: z.object({
    server: z.string(),
    authorizationUrl: z.string(),
    clientId: z.string(),
    scopes: z.array(z.string()),
    resource: z.string().optional(),
    allow: z.boolean(),
    granted: z.array(z.string()),
  }),
  /** What the host answers the user; `tool` and `server` when a tool call produced it. */
  answer: z.object({
    text: z.string(),
    tool: z.string().optional(),
    server: z.string().optional(),
  }),
} satisfies Record<HostAction, z.ZodType>;

function hostEntrySchema<A extends HostAction>(action: A) {
  return z.strictObject({
    ...base,
    type: z.literal('host'),
    layer: z.literal('data'),
    from: z.literal('host'),
    to: ActorIdSchema,
    action: z.literal(action),
    /** Structured details for the views, deep-frozen. */
    data: hostData[action],
  });
}

/** A decision or computation inside the host, drawn on the host's lane: one shape per action. */
export const HostEntrySchema = z.discriminatedUnion('action', [
  hostEntrySchema('question'),
  hostEntrySchema('merge-registry'),
  hostEntrySchema('choose-tool'),
  hostEntrySchema('approve'),
  hostEntrySchema('refuse'),
  hostEntrySchema('elicitation-answer'),
  hostEntrySchema('sampling-answer'),
  hostEntrySchema('attach-resource'),
  hostEntrySchema('invoke-prompt'),
  hostEntrySchema('cache-hit'),
  hostEntrySchema('consent'),
  hostEntrySchema('resource-updated'),
  hostEntrySchema('answer'),
]);

/** One step of a session's timeline. */
export const TraceEntrySchema = z.discriminatedUnion('type', [
  MessageEntrySchema,
  TransportEntrySchema,
  HttpEntrySchema,
  HostEntrySchema,
]);

// Recorded entries are deep-frozen: their types say so at the first level.
export type MessageEntry = Readonly<z.infer<typeof MessageEntrySchema>>;
export type TransportEntry = Readonly<z.infer<typeof TransportEntrySchema>>;
export type HostEntry = Readonly<z.infer<typeof HostEntrySchema>>;
export type HttpEntry = Readonly<z.infer<typeof HttpEntrySchema>>;
export type HttpRequestEntry = Extract<HttpEntry, { part: 'request' }>;
export type HttpResponseEntry = Extract<HttpEntry, { part: 'response' }>;
export type HttpEventEntry = Extract<HttpEntry, { part: 'event' }>;
export type HttpEndEntry = Extract<HttpEntry, { part: 'end' }>;
export type TraceEntry = MessageEntry | TransportEntry | HttpEntry | HostEntry;
/** JSON-RPC data layer, the transport beneath it (framing, connection), or HTTP. */
export type Layer = TraceEntry['layer'];
/** The data a host action records. */
export type HostData<A extends HostAction> = Extract<HostEntry, { action: A }>['data'];

export type Choice = z.infer<typeof ChoiceSchema>;
export type ToolScore = z.infer<typeof ToolScoreSchema>;
export type MatchField = z.infer<typeof MatchFieldSchema>;
export type ArgumentNote = z.infer<typeof ArgumentNoteSchema>;
export type ArgumentSource = z.infer<typeof ArgumentSourceSchema>;
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

// Every action of the vocabulary has a shape, and no shape is missing from the vocabulary.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyActionHasAShape: Same<HostEntry['action'], HostAction> = true;
void everyActionHasAShape;
