import {
  McpServer,
  ResourceNotFoundError,
  ResourceTemplate,
  fromJsonSchema,
  type RegisteredTool,
} from '@modelcontextprotocol/server';
import { runBehaviour, type BehaviourEnv, type ToolSpec } from './behaviour';
import { fillTemplate } from './template';

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
  arguments: { name: string; description?: string | undefined; required?: boolean | undefined }[];
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
}

/** The server's records, a fresh copy of the spec's seed for each running server. */
export function seededCollections(spec: ServerSpec): Map<string, Json[]> {
  return new Map(
    Object.entries(spec.collections).map(([name, records]) => [name, structuredClone(records)]),
  );
}

/** A real `McpServer` of the SDK, built from the spec's data; its tools from `tools`. */
export function buildScenarioServer(
  spec: ServerSpec,
  tools: readonly ToolSpec[],
  env: BehaviourEnv,
  registered?: Map<string, RegisteredTool>,
): McpServer {
  const server = new McpServer(
    { name: spec.name, version: spec.version, ...(spec.title && { title: spec.title }) },
    {
      capabilities: {
        tools: { listChanged: true },
        ...(spec.resources.length + spec.resourceTemplates.length > 0 && {
          resources: { listChanged: true },
        }),
        ...(spec.prompts.length > 0 && { prompts: { listChanged: true } }),
      },
      ...(spec.instructions && { instructions: spec.instructions }),
      // Replacing several tools at once announces one change, not one per tool.
      debouncedNotificationMethods: ['notifications/tools/list_changed'],
    },
  );
  registered?.clear();
  for (const tool of tools) registerTool(server, tool, env, registered);
  registerResources(server, spec, env);
  registerPrompts(server, spec);
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
    },
    (args: unknown, ctx) => runBehaviour(spec, (args ?? {}) as Json, ctx, env),
  );
  registered?.set(d.name, tool);
}

function registerResources(server: McpServer, spec: ServerSpec, env: BehaviourEnv): void {
  for (const resource of spec.resources) {
    server.registerResource(
      resource.name,
      resource.uri,
      {
        ...(resource.title && { title: resource.title }),
        ...(resource.description && { description: resource.description }),
        ...(resource.mimeType && { mimeType: resource.mimeType }),
      },
      (uri) => ({
        contents: [
          {
            uri: uri.href,
            ...(resource.mimeType && { mimeType: resource.mimeType }),
            text: resource.text,
          },
        ],
      }),
    );
  }
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

function registerPrompts(server: McpServer, spec: ServerSpec): void {
  for (const prompt of spec.prompts) {
    const properties = Object.fromEntries(
      prompt.arguments.map((a) => [
        a.name,
        { type: 'string', ...(a.description && { description: a.description }) },
      ]),
    );
    const required = prompt.arguments.filter((a) => a.required).map((a) => a.name);
    server.registerPrompt(
      prompt.name,
      {
        ...(prompt.title && { title: prompt.title }),
        ...(prompt.description && { description: prompt.description }),
        argsSchema: fromJsonSchema({ type: 'object', properties, required }),
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
}
