import { z } from 'zod';
import { REVISIONS } from './revisions';
import { LOG_LEVELS } from './vocabulary';
import type { Message } from '@/messages/message';

/**
 * Scenarios are data: the servers with their tools, resources and prompts, the learner's
 * question, and the script of actions to play. Tool behaviour is declarative — templates,
 * checks, confirmations, database queries — and never code.
 */

const JsonObject = z.record(z.string(), z.unknown());

/** A tool definition exactly as `tools/list` carries it; unknown fields are kept as written. */
export const ToolDefinitionSchema = z
  .object({
    name: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    inputSchema: JsonObject,
    outputSchema: JsonObject.optional(),
    annotations: z
      .object({
        title: z.string().optional(),
        readOnlyHint: z.boolean().optional(),
        destructiveHint: z.boolean().optional(),
        idempotentHint: z.boolean().optional(),
        openWorldHint: z.boolean().optional(),
      })
      .loose()
      .optional(),
    _meta: JsonObject.optional(),
  })
  .loose();
export type ToolDefinition = z.infer<typeof ToolDefinitionSchema>;

/** A rule checked on the arguments before the tool answers: a failure is a business error. */
export const ArgumentCheckSchema = z.object({
  field: z.string(),
  rule: z.enum(['required', 'future-date', 'one-of', 'matches', 'max']),
  values: z.array(z.string()).optional(),
  pattern: z.string().optional(),
  max: z.number().optional(),
  /** Sent back with `isError: true`; it should say what to fix. `{{value}}`, `{{today}}` allowed. */
  message: z.string(),
});

/** What the tool answers once the checks pass. */
export const OutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    /** `{{argument}}` placeholders are filled from the call's arguments. */
    text: z.string(),
    /** Returned as `structuredContent`; strings that are exactly `{{argument}}` keep their type. */
    structured: JsonObject.optional(),
    isError: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('sql'),
    operation: z.enum(['list_tables', 'describe_table', 'select']),
  }),
  z.object({
    kind: z.literal('delete-records'),
    collection: z.string(),
    /** The text sent back: a lying tool can say it only read. */
    text: z.string(),
  }),
  z.object({ kind: z.literal('list-records'), collection: z.string() }),
  z.object({ kind: z.literal('throw'), message: z.string() }),
]);
export type Outcome = z.infer<typeof OutcomeSchema>;

/** The syslog severities of MCP logging (`notifications/message`, `logLevel`). */
export const LogLevelSchema = z.enum(LOG_LEVELS);

/** `ttlMs` / `cacheScope` a server puts on a cacheable result (2026-07-28). */
const CacheHintSchema = z.object({
  ttlMs: z.number().int().min(0).optional(),
  cacheScope: z.enum(['public', 'private']).optional(),
});

/** A page of the server's the tool sends the user to (URL-mode elicitation). */
const LinkSchema = z.object({
  message: z.string(),
  /** `{{id}}` is the server's id for this request; `{{argument}}` placeholders allowed. */
  url: z.string().regex(/^https:\/\//, 'adresse https:// attendue'),
  /** `error`: on 2025-11-25 the call first fails with -32042 (2026-07-28 asks in the call). */
  via: z.enum(['input', 'error']).default('input'),
  declined: z.string(),
  pending: z.string(),
  /** The simulated page the Atelier shows in its frame. */
  page: z.object({ title: z.string(), text: z.string(), action: z.string() }),
});

export const ToolBehaviourSchema = z.object({
  checks: z.array(ArgumentCheckSchema).default([]),
  /** Ask the user before acting (elicitation): `input_required` in 2026-07-28. */
  confirm: z
    .object({
      message: z.string(),
      /** Text sent back when the user declines or cancels. */
      declined: z.string(),
    })
    .optional(),
  /**
   * Ask the client's own model to write a text (sampling, `sampling/createMessage`): the
   * answer fills `{{sampled}}` in the outcome. 2025-era wire request; deprecated in 2026-07-28.
   */
  sample: z
    .object({
      /** The user message sent to the client's model; `{{argument}}` placeholders allowed. */
      message: z.string(),
      systemPrompt: z.string().optional(),
      maxTokens: z.number().int().positive().default(200),
      /** Text sent back when the human refuses the request. */
      refused: z.string(),
    })
    .optional(),
  /** Ask the client for its roots (`roots/list`) first: they fill `{{roots}}`. */
  roots: z.boolean().optional(),
  /** Send the user to a page of the server's before acting (URL-mode elicitation). */
  link: LinkSchema.optional(),
  /** Simulated slowness, to show cancellation and timeouts. */
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** A task in steps, reported by `notifications/progress` when the client asks. */
  progress: z
    .object({
      messages: z.array(z.string()).min(1).max(20),
      stepMs: z.number().int().min(0).max(10_000).default(150),
    })
    .optional(),
  /** Log lines (`notifications/message`), filtered by the level the client asked for. */
  logs: z
    .array(z.object({ level: LogLevelSchema, text: z.string(), logger: z.string().optional() }))
    .optional(),
  outcome: OutcomeSchema,
});
export type ToolBehaviour = z.infer<typeof ToolBehaviourSchema>;

const OAuthScope = z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'portée OAuth sans espace');

export const ToolSpecSchema = z.object({
  definition: ToolDefinitionSchema,
  behaviour: ToolBehaviourSchema,
  /**
   * On a protected server: the exact scopes a call needs (the SDK's `requireScopes`, a `403
   * insufficient_scope` otherwise).
   */
  scopes: z.array(OAuthScope).min(1).optional(),
});
export type ToolSpec = z.infer<typeof ToolSpecSchema>;
export type ToolSpecInput = z.input<typeof ToolSpecSchema>;

export const ResourceSpecSchema = z.object({
  name: z.string(),
  uri: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  text: z.string(),
  cacheHint: CacheHintSchema.optional(),
});
export type ResourceSpec = z.infer<typeof ResourceSpecSchema>;

export const ResourceTemplateSpecSchema = z.object({
  name: z.string(),
  uriTemplate: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  /** `{{variable}}` placeholders are filled from the URI; `{{schema}}` asks the database. */
  text: z.string(),
  /** Values offered when the template's variables are completed. */
  values: z.record(z.string(), z.array(z.string())).default({}),
});

export const PromptSpecSchema = z.object({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z
    .array(
      z.object({
        name: z.string(),
        description: z.string().optional(),
        required: z.boolean().optional(),
        /** Suggested by `completion/complete` as the learner types (the server declares it). */
        values: z.array(z.string()).min(1).optional(),
      }),
    )
    .default([]),
  /** `{{argument}}` placeholders are filled from the prompt's arguments. */
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string() })).min(1),
});
export type PromptSpec = z.infer<typeof PromptSpecSchema>;

const CACHEABLE_METHODS = [
  'tools/list',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'server/discover',
] as const;

export const ServerSpecSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'nom de serveur\u00A0: minuscules, chiffres et tirets'),
  version: z.string().default('1.0.0'),
  title: z.string().optional(),
  instructions: z.string().optional(),
  /** Uses the in-browser PostgreSQL database of the warehouse. */
  database: z.boolean().default(false),
  /** In-memory records that tools can list or delete (the lying server's files). */
  collections: z.record(z.string(), z.array(JsonObject)).default({}),
  tools: z.array(ToolSpecSchema).default([]),
  /**
   * What the tool editor proposes while the server serves no tool: an example to edit, not
   * served until the learner applies it.
   */
  starterTools: z.array(ToolSpecSchema).optional(),
  resources: z.array(ResourceSpecSchema).default([]),
  resourceTemplates: z.array(ResourceTemplateSpecSchema).default([]),
  prompts: z.array(PromptSpecSchema).default([]),
  /** Cache hints per method, for the results that set none (2026-07-28). */
  cacheHints: z.partialRecord(z.enum(CACHEABLE_METHODS), CacheHintSchema).optional(),
  /** `resources/list` in pages of this many resources. */
  pageSize: z.number().int().min(1).max(100).optional(),
  /** Clients may subscribe to a resource's changes. */
  subscriptions: z.boolean().optional(),
  /**
   * Over HTTP, the server is an OAuth 2.1 resource server behind the page's authorization
   * server: every request needs a Bearer token carrying `required`.
   */
  authorization: z
    .object({
      scopes: z.array(OAuthScope).min(1),
      required: z.array(OAuthScope).min(1),
      resourceName: z.string().min(1),
      /** How the client registers: its metadata document's URL, or DCR (deprecated in 2026). */
      registration: z
        .enum(['client-id-metadata-document', 'dynamic'])
        .default('client-id-metadata-document'),
      /** Error lab: one real misbehaviour of the authorization server or of the client. */
      faults: z
        .object({
          /** The `iss` the authorization server puts in its redirect (a mix-up). */
          redirectIssuer: z.url().optional(),
          /** Tokens are issued for this audience, whatever `resource` the client named. */
          audience: z.url().optional(),
          /** The `code_verifier` the client presents at `/token`. */
          codeVerifier: z.enum(['missing', 'wrong']).optional(),
        })
        .optional(),
    })
    .optional(),
  /** Skills served through the SDK's Skills extension (`capabilities.extensions`). */
  skills: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        description: z.string().min(1),
        body: z.string().min(1),
      }),
    )
    .optional(),
});
export type ServerSpec = z.infer<typeof ServerSpecSchema>;
export type ServerSpecInput = z.input<typeof ServerSpecSchema>;

const ServerRef = z.string();
/** A scripted decision of the human, or `ask`: the host asks the learner through its delegate. */
const Approval = z.union([z.boolean(), z.literal('ask')]).default(true);

/** One step of a scenario's script, played in order by the session. */
export const ActionSchema = z.discriminatedUnion('do', [
  z.object({ do: z.literal('connect'), server: ServerRef.optional() }),
  /** Starts the server on its end of the link without connecting the client (raw-text labs). */
  z.object({ do: z.literal('serve'), server: ServerRef }),
  z.object({
    do: z.literal('list'),
    server: ServerRef,
    what: z.enum(['tools', 'resources', 'resourceTemplates', 'prompts']),
    /**
     * One page only: `first` without a cursor, `next` with the last `nextCursor` received.
     * Absent: the SDK walks every page and serves a fresh cached list without asking.
     */
    page: z.enum(['first', 'next']).optional(),
  }),
  z.object({
    do: z.literal('ask'),
    /** Defaults to the scenario's question. */
    question: z.string().optional(),
    /** The human's decision in the approval dialog: scripted, or `ask` the learner. */
    approve: Approval,
  }),
  z.object({
    do: z.literal('call'),
    server: ServerRef,
    tool: z.string(),
    arguments: z.unknown().optional(),
    approve: Approval,
    /** The learner's own call from the tool editor, outside the conversation (said there). */
    origin: z.literal('editor').optional(),
    /** How the human answers a confirmation asked by the server; absent: ask the learner. */
    elicitation: z.enum(['accept', 'decline', 'cancel']).optional(),
    /** How the human answers a sampling request; absent: ask the learner. */
    sampling: z.enum(['accept', 'refuse']).optional(),
    timeoutMs: z.number().int().positive().optional(),
    /** Ask for progress (`progressToken` in `_meta`; the host follows the bar). */
    progress: z.boolean().optional(),
    /** 2026-07-28: the least severe log line wanted for this request (`_meta`). */
    logLevel: LogLevelSchema.optional(),
    /** An OpenTelemetry W3C trace context, sent in `_meta` as `traceparent`. */
    traceparent: z
      .string()
      .regex(/^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/)
      .optional(),
  }),
  /** The session-wide log level (`logging/setLevel`, 2025 only: 2026-07-28 removed it). */
  z.object({ do: z.literal('set-log-level'), server: ServerRef, level: LogLevelSchema }),
  /** Completion of an argument of a resource template or a prompt (`completion/complete`). */
  z.object({
    do: z.literal('complete'),
    server: ServerRef,
    ref: z.discriminatedUnion('type', [
      z.object({ type: z.literal('ref/resource'), uri: z.string() }),
      z.object({ type: z.literal('ref/prompt'), name: z.string() }),
    ]),
    argument: z.object({ name: z.string(), value: z.string() }),
    /** Arguments already chosen, for a completion that depends on them. */
    context: z.record(z.string(), z.string()).optional(),
  }),
  /** Follow a resource's changes: 2026 `subscriptions/listen`, 2025 `resources/subscribe`. */
  z.object({ do: z.literal('subscribe'), server: ServerRef, uri: z.string() }),
  z.object({ do: z.literal('unsubscribe'), server: ServerRef, uri: z.string() }),
  /** The server's resource changes (its subscribers are told). */
  z.object({
    do: z.literal('update-resource'),
    server: ServerRef,
    uri: z.string(),
    text: z.string(),
  }),
  z.object({ do: z.literal('add-resource'), server: ServerRef, resource: ResourceSpecSchema }),
  z.object({ do: z.literal('add-prompt'), server: ServerRef, prompt: PromptSpecSchema }),
  /** The host lists the server's skills (`skills/list`, the Skills extension). */
  z.object({ do: z.literal('skills'), server: ServerRef }),
  z.object({
    do: z.literal('read'),
    server: ServerRef,
    uri: z.string(),
    /** Who attaches the resource to the conversation (recorded as `host:attach-resource`). */
    attach: z.enum(['learner', 'application']).optional(),
  }),
  z.object({
    do: z.literal('prompt'),
    server: ServerRef,
    name: z.string(),
    arguments: z.record(z.string(), z.string()).default({}),
    /** The learner typed it as a slash command (recorded as `host:invoke-prompt`). */
    invoke: z.boolean().optional(),
  }),
  z.object({ do: z.literal('add-tool'), server: ServerRef, tool: ToolSpecSchema }),
  z.object({ do: z.literal('set-tools'), server: ServerRef, tools: z.array(ToolSpecSchema) }),
  z.object({
    do: z.literal('request'),
    server: ServerRef,
    method: z.string(),
    params: JsonObject.optional(),
    timeoutMs: z.number().int().positive().optional(),
  }),
  z.object({
    do: z.literal('raw'),
    server: ServerRef,
    /** Toward the server (as the client would write) or the client (as the server's stdout). */
    toward: z.enum(['server', 'client']).default('server'),
    text: z.string(),
    /**
     * False writes the text without its newline (`process.stdout.write`): it stays in the
     * reader's buffer and glues onto the next message.
     */
    newline: z.boolean().default(true),
    /** How long to wait for an answer before recording that none came. */
    waitMs: z.number().int().positive().default(300),
  }),
  z.object({
    do: z.literal('http'),
    server: ServerRef,
    /**
     * A hand-written HTTP request (HTTP link only): the headers the SDK client would send with
     * it, changed by `headers`. What the lab sends that the SDK client never would.
     */
    method: z.enum(['POST', 'GET', 'DELETE']).default('POST'),
    body: z.string().optional(),
    /** Headers to set over the SDK client's; `null` leaves one out. */
    headers: z.record(z.string(), z.string().nullable()).default({}),
    /** Present the 2025 session the client ended last (a server answers 404). */
    endedSession: z.boolean().default(false),
    /** How long to read a streamed answer before giving up on it. */
    waitMs: z.number().int().positive().default(300),
  }),
  z.object({
    do: z.literal('alter-request'),
    server: ServerRef,
    /**
     * The next request (HTTP link only) for this JSON-RPC method — or of any kind — leaves the
     * SDK client with these header changes, as a proxy or another site's page would send it.
     */
    method: z.string().optional(),
    /** Headers to set; `null` leaves one out. */
    headers: z.record(z.string(), z.string().nullable()),
  }),
  /**
   * The host opens the authorization page the SDK asked for, the human answers the consent
   * (allow, with the scopes kept, or deny), and the host hands the redirect back to the SDK.
   */
  z.object({
    do: z.literal('authorize'),
    server: ServerRef,
    /**
     * `ask`: the learner answers the consent page (the host asks again after a refusal, up to
     * three times); a script without a learner allows, with `scopes`.
     */
    consent: z.enum(['allow', 'deny', 'ask']),
    /** The scopes the human keeps (all those asked by default). */
    scopes: z.array(OAuthScope).optional(),
    /**
     * Error lab: the human answers in an older tab, the page of the authorization request
     * before the last one: its redirect carries a `state` the host no longer expects.
     */
    tab: z.enum(['latest', 'previous']).default('latest'),
  }),
  /**
   * Error lab: the MCP server forwards the token it last received, unchanged, to another API
   * protected by the same authorization server (token passthrough, forbidden by the spec).
   */
  z.object({ do: z.literal('relay-token'), server: ServerRef }),
  /** The authorization server ends the life of the tokens it issued (lab: expiry). */
  z.object({
    do: z.literal('expire-tokens'),
    server: ServerRef,
    refresh: z.boolean().default(false),
  }),
  z.object({ do: z.literal('disconnect'), server: ServerRef.optional() }),
]);
export type Action = z.infer<typeof ActionSchema>;
export type ActionInput = z.input<typeof ActionSchema>;

/** How the stand-in model fills a tool's arguments from the learner's question. */
export const ArgumentHintSchema = z.object({
  tool: z.string(),
  /** Per argument: a fixed value, or words of the question to look for, in order. */
  arguments: z.record(
    z.string(),
    z.union([
      z.object({ value: z.unknown(), because: z.string() }),
      z.object({ pick: z.array(z.string()).min(1), because: z.string() }),
    ]),
  ),
});
export type ArgumentHint = z.infer<typeof ArgumentHintSchema>;

import { SCENARIO_GROUPS } from './scenario-groups';

export { SCENARIO_GROUPS, type ScenarioGroup } from './scenario-groups';

const ScenarioObject = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string().min(1),
  /** One French sentence shown in the scenario picker. */
  summary: z.string().min(1),
  /** The group in the picker. */
  group: z.enum(SCENARIO_GROUPS),
  /** The learner's question to the host. */
  question: z.string().optional(),
  /** What the host adds to the calls it makes for a question (`ask`): progress, a log level. */
  askWith: z
    .object({ progress: z.boolean().optional(), logLevel: LogLevelSchema.optional() })
    .optional(),
  /**
   * A warning the host panel shows beside the registry, for a scenario whose servers are not
   * to be trusted: a heading and its paragraphs, in French.
   */
  hostWarning: z
    .object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })
    .optional(),
  argumentHints: z.array(ArgumentHintSchema).default([]),
  servers: z.array(ServerSpecSchema).min(1),
  /** Revisions the scenario runs in; all by default. */
  revisions: z.array(z.enum(REVISIONS)).default([...REVISIONS]),
  /** Use the text framing layer (one JSON message per line, as on stdio). */
  framed: z.boolean().default(false),
  /**
   * Whether the scenario plays over Streamable HTTP too (`yes`), never (`no`: it is about
   * stdio itself), or only there (`only`: an HTTP lab).
   */
  httpLink: z.enum(['yes', 'no', 'only']).default('yes'),
  /** The client's capabilities; the default offers form elicitation. */
  clientCapabilities: JsonObject.optional(),
  /** The roots the client shares when it declares the `roots` capability. */
  roots: z.array(z.object({ uri: z.string(), name: z.string().optional() })).default([]),
  /** Request timeout of the clients, in ms. */
  requestTimeoutMs: z.number().int().positive().default(10_000),
  script: z.array(ActionSchema).min(1),
});

/** What the cross-checks of a scenario say when they fail (French, messages/simulation.ts). */
export interface ScenarioCheckMessages {
  duplicateServer: string;
  /** Given the name the script uses. */
  unknownScriptServer: Message<'server'>;
}

/**
 * The scenario format with its cross-checks (server names unique, the script naming only
 * declared servers), which speak with the caller's sentences.
 */
export function scenarioSchema(say: ScenarioCheckMessages) {
  return ScenarioObject.superRefine((scenario, ctx) => {
    const names = new Set(scenario.servers.map((s) => s.name));
    if (names.size !== scenario.servers.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['servers'],
        message: say.duplicateServer,
      });
    }
    scenario.script.forEach((action, i) => {
      if ('server' in action && action.server !== undefined && !names.has(action.server)) {
        ctx.addIssue({
          code: 'custom',
          path: ['script', i, 'server'],
          message: say.unknownScriptServer({ server: action.server }),
        });
      }
    });
  });
}

export type Scenario = z.infer<typeof ScenarioObject>;
export type ScenarioInput = z.input<typeof ScenarioObject>;
