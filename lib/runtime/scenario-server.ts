import {
  McpServer,
  ResourceNotFoundError,
  ResourceTemplate,
  completable,
  createRequestStateCodec,
  fromJsonSchema,
  requireScopes,
  type CacheHint,
  type RegisteredTool,
  type ServerCapabilities,
} from '@modelcontextprotocol/server';
import type { SkillsExtension } from '@modelcontextprotocol/server/ext/skills';
import { runBehaviour, type BehaviourEnv, type ToolSpec } from './behaviour';
import {
  listedResource,
  pageResources,
  seededCatalogue,
  serveSubscriptions,
  type CatalogueState,
} from './catalogue';
import { emptyLinkBook, type LinkState } from './link';
import { fillTemplate } from './template';
import { z } from 'zod';

/*
 * Shared like behaviour.ts: the simulation builds its servers with it in the browser, and the
 * exported project builds the same server with it in Node.
 */

type Json = Record<string, unknown>;

export interface ResourceSpec {
  name: string;
  uri: string;
  title?: string | undefined;
  description?: string | undefined;
  mimeType?: string | undefined;
  text: string;
  /** `ttlMs` / `cacheScope` of this resource's `resources/read` results (2026-07-28). */
  cacheHint?: CacheHint | undefined;
}

export interface ResourceTemplateSpec {
  name: string;
  uriTemplate: string;
  title?: string | undefined;
  description?: string | undefined;
  mimeType?: string | undefined;
  /** `{{variable}}` placeholders are filled from the URI; `{{schema}}` asks the database. */
  text: string;
  values: Record<string, string[]>;
}

export interface PromptSpec {
  name: string;
  title?: string | undefined;
  description?: string | undefined;
  arguments: {
    name: string;
    description?: string | undefined;
    required?: boolean | undefined;
    /** The values `completion/complete` suggests for this argument, by prefix. */
    values?: string[] | undefined;
  }[];
  messages: { role: 'user' | 'assistant'; text: string }[];
}

/** A scenario server as data (the scenario format, lib/mcp/scenario.ts). */
export interface ServerSpec {
  name: string;
  version: string;
  title?: string | undefined;
  instructions?: string | undefined;
  database: boolean;
  collections: Record<string, Json[]>;
  tools: ToolSpec[];
  resources: ResourceSpec[];
  resourceTemplates: ResourceTemplateSpec[];
  prompts: PromptSpec[];
  /** `ttlMs` / `cacheScope` per cacheable method, for results that set none (2026-07-28). */
  cacheHints?: Partial<Record<CacheableMethod, CacheHint>> | undefined;
  /** `resources/list` answers in pages of this many resources (with `nextCursor`). */
  pageSize?: number | undefined;
  /** Clients may subscribe to a resource's changes (`resources.subscribe`). */
  subscriptions?: boolean | undefined;
  /** Skills served through the SDK's Skills extension (the `extensions` capability). */
  skills?: SkillSpec[] | undefined;
  /** Over HTTP, an OAuth 2.1 resource server: every request needs a Bearer token (oauth-http.ts). */
  authorization?: AuthorizationSpec | undefined;
}

/** What a protected server asks of a token: its scopes, and a name for its metadata. */
export interface AuthorizationSpec {
  scopes: string[];
  /** Every request needs these (the `scope` of the 401 challenge). */
  required: string[];
  resourceName: string;
}

/** The operations whose results carry cache hints in 2026-07-28. */
export type CacheableMethod =
  | 'tools/list'
  | 'prompts/list'
  | 'resources/list'
  | 'resources/templates/list'
  | 'resources/read'
  | 'server/discover';

/** One skill: a folder with its `SKILL.md` (frontmatter `name` and `description`, then `body`). */
export interface SkillSpec {
  name: string;
  description: string;
  body: string;
}

/** Everything a running server keeps: its tools' world, its catalogue, its skills. */
export interface ServerEnv extends BehaviourEnv {
  catalogue: CatalogueState;
  /** The loaded Skills extension, for a server with skills (see skills.ts). */
  skills?: SkillsExtension | undefined;
}

/** The server's records, a fresh copy of the spec's seed for each running server. */
export function seededCollections(spec: ServerSpec): Map<string, Json[]> {
  return new Map(
    Object.entries(spec.collections).map(([name, records]) => [name, structuredClone(records)]),
  );
}

/**
 * A server's starting state: its records, its catalogue, no page handed out yet, and the key
 * that signs its `requestState` (at least 32 bytes; the exported server draws a random one).
 */
export function seededState(
  spec: ServerSpec,
  requestStateKey: string,
): Pick<ServerEnv, 'collections' | 'catalogue' | 'links' | 'requestState'> {
  return {
    collections: seededCollections(spec),
    catalogue: seededCatalogue(spec.resources),
    links: emptyLinkBook(),
    requestState: createRequestStateCodec<LinkState>({ key: requestStateKey }),
  };
}

/** What the server declares it can do, from what its data uses. */
function capabilitiesOf(spec: ServerSpec, tools: readonly ToolSpec[]): ServerCapabilities {
  const resources = spec.resources.length + spec.resourceTemplates.length > 0;
  return {
    tools: { listChanged: true },
    ...(resources && {
      resources: { listChanged: true, ...(spec.subscriptions && { subscribe: true }) },
    }),
    ...(spec.prompts.length > 0 && { prompts: { listChanged: true } }),
    // A server that sends log messages declares `logging` (deprecated in 2026-07-28).
    ...(tools.some((t) => t.behaviour.logs?.length) && { logging: {} }),
  };
}

/** A real `McpServer` of the SDK, built from the spec's data; its tools from `tools`. */
export function buildScenarioServer(
  spec: ServerSpec,
  tools: readonly ToolSpec[],
  env: ServerEnv,
  registered?: Map<string, RegisteredTool>,
): McpServer {
  const server = new McpServer(
    { name: spec.name, version: spec.version, ...(spec.title && { title: spec.title }) },
    {
      capabilities: capabilitiesOf(spec, tools),
      ...(spec.instructions && { instructions: spec.instructions }),
      // Replacing several tools at once announces one change, not one per tool.
      debouncedNotificationMethods: ['notifications/tools/list_changed'],
      ...(spec.cacheHints && { cacheHints: spec.cacheHints }),
      // The echoed `requestState` comes back from the client: checked before any handler runs.
      requestState: { verify: (state, ctx) => env.requestState.verify(state, ctx) },
    },
  );
  registered?.clear();
  for (const tool of tools) registerTool(server, tool, env, registered);
  for (const resource of spec.resources) registerResource(server, resource, env);
  registerTemplates(server, spec, env);
  for (const prompt of spec.prompts) registerPrompt(server, prompt);
  if (spec.pageSize) {
    pageResources(server, env.catalogue, spec.pageSize, env.messages.invalidCursor);
  }
  if (spec.subscriptions) serveSubscriptions(server, env.catalogue);
  env.skills?.attach(server);
  return server;
}

/** Registers one tool whose handler runs its declarative behaviour. */
export function registerTool(
  server: McpServer,
  spec: ToolSpec,
  env: BehaviourEnv,
  registered?: Map<string, RegisteredTool>,
): void {
  const d = spec.definition;
  const tool = server.registerTool(
    d.name,
    {
      ...(d.title !== undefined && { title: d.title }),
      ...(d.description !== undefined && { description: d.description }),
      inputSchema: fromJsonSchema(
        d.inputSchema as Parameters<typeof fromJsonSchema>[0],
        env.schemaValidatorFor?.(d.inputSchema),
      ),
      ...(d.outputSchema && {
        outputSchema: fromJsonSchema(
          d.outputSchema as Parameters<typeof fromJsonSchema>[0],
          env.schemaValidatorFor?.(d.outputSchema),
        ),
      }),
      ...(d.annotations && { annotations: d.annotations }),
      ...(d._meta && { _meta: d._meta }),
      ...(spec.scopes?.length && {
        scopeChallenge: requireScopes(spec.scopes[0]!, ...spec.scopes.slice(1)),
      }),
    },
    (args: unknown, ctx) =>
      runBehaviour(spec, (args ?? {}) as Json, ctx, env, {
        legacyClientCapabilities: () => server.server.getClientCapabilities(),
      }),
  );
  registered?.set(d.name, tool);
}

/** Registers one static resource; it reads as its current text in the catalogue. */
export function registerResource(server: McpServer, resource: ResourceSpec, env: ServerEnv): void {
  server.registerResource(
    resource.name,
    resource.uri,
    {
      ...(resource.title && { title: resource.title }),
      ...(resource.description && { description: resource.description }),
      ...(resource.mimeType && { mimeType: resource.mimeType }),
      ...(resource.cacheHint && { cacheHint: resource.cacheHint }),
    },
    (uri) => ({
      contents: [
        {
          uri: uri.href,
          ...(resource.mimeType && { mimeType: resource.mimeType }),
          text: env.catalogue.texts.get(resource.uri) ?? resource.text,
        },
      ],
    }),
  );
}

function registerTemplates(server: McpServer, spec: ServerSpec, env: BehaviourEnv): void {
  for (const template of spec.resourceTemplates) {
    const complete = Object.fromEntries(
      Object.entries(template.values).map(([variable, values]) => [
        variable,
        (prefix: string) => values.filter((v) => v.startsWith(prefix)),
      ]),
    );
    server.registerResource(
      template.name,
      new ResourceTemplate(template.uriTemplate, { list: undefined, complete }),
      {
        ...(template.title && { title: template.title }),
        ...(template.description && { description: template.description }),
        ...(template.mimeType && { mimeType: template.mimeType }),
      },
      async (uri, variables) => {
        const values: Json = { ...variables };
        if (template.text.includes('{{schema}}') && env.warehouse) {
          const db = await env.warehouse();
          const table = String(variables.table ?? '');
          const columns = await db.describeTable(table);
          if (columns.rows.length === 0 || (variables.base && variables.base !== 'ventes')) {
            throw new ResourceNotFoundError(uri.href);
          }
          values.schema = JSON.stringify(columns.rows, null, 2);
        }
        return {
          contents: [
            {
              uri: uri.href,
              ...(template.mimeType && { mimeType: template.mimeType }),
              text: fillTemplate(template.text, values),
            },
          ],
        };
      },
    );
  }
}

/**
 * Registers one prompt whose messages are filled from its arguments. The arguments form a zod
 * object because the SDK finds a prompt argument's completer only in a zod shape (`completable`).
 */
export function registerPrompt(server: McpServer, prompt: PromptSpec): void {
  const shape = Object.fromEntries(
    prompt.arguments.map((a) => {
      let field = a.description ? z.string().describe(a.description) : z.string();
      const values = a.values;
      if (values) {
        field = completable(field, (prefix: string) => values.filter((v) => v.startsWith(prefix)));
      }
      return [a.name, a.required ? field : field.optional()];
    }),
  );
  server.registerPrompt(
    prompt.name,
    {
      ...(prompt.title && { title: prompt.title }),
      ...(prompt.description && { description: prompt.description }),
      argsSchema: z.object(shape),
    },
    (args: unknown) => ({
      ...(prompt.description && { description: prompt.description }),
      messages: prompt.messages.map((m) => ({
        role: m.role,
        content: {
          type: 'text' as const,
          text: fillTemplate(m.text, (args ?? {}) as Json),
        },
      })),
    }),
  );
}

/**
 * Adds a static resource while connected: it is read and listed (pages included) from now on,
 * and the SDK announces the change (`notifications/resources/list_changed`).
 */
export function addResource(
  server: McpServer | undefined,
  resource: ResourceSpec,
  env: ServerEnv,
): void {
  const listed = listedResource(resource);
  env.catalogue.listed = [...env.catalogue.listed.filter((r) => r.uri !== resource.uri), listed];
  env.catalogue.texts.set(resource.uri, resource.text);
  if (server) registerResource(server, resource, env);
}
