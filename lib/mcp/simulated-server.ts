import {
  McpServer,
  ResourceNotFoundError,
  ResourceTemplate,
  fromJsonSchema,
  type RegisteredTool,
  type Transport,
} from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { runBehaviour, type BehaviourEnv } from './behaviour';
import type { ServerSpec, ToolSpec } from './scenario';
import { fillTemplate } from './template';
import { openWarehouse } from './warehouse';

export type ProtocolEraName = 'modern' | 'legacy';

/**
 * One scenario server: a real `McpServer` of the SDK, built from data, served through
 * `serveStdio(factory, { transport })` so that both protocol revisions work. The factory is
 * called once per connection with the era the client opened with; the instance is kept so
 * tools can be replaced while connected (the SDK then notifies `tools/list_changed`).
 */
export class SimulatedServer {
  private instance: McpServer | undefined;
  private readonly registered = new Map<string, RegisteredTool>();
  private toolSpecs: ToolSpec[];
  private readonly env: BehaviourEnv;
  private handle: { close(): Promise<void> } | undefined;
  era: ProtocolEraName | undefined;

  constructor(
    readonly spec: ServerSpec,
    options: { today: () => string; onError?: (error: Error) => void },
  ) {
    this.toolSpecs = [...spec.tools];
    this.env = {
      today: options.today,
      collections: new Map(
        Object.entries(spec.collections).map(([name, records]) => [name, structuredClone(records)]),
      ),
      ...(spec.database && { warehouse: openWarehouse }),
    };
    this.onError = options.onError;
    // The database takes seconds to start: begin while the handshake runs.
    if (spec.database) void openWarehouse().catch(() => undefined);
  }

  private readonly onError: ((error: Error) => void) | undefined;

  get name(): string {
    return this.spec.name;
  }

  /** The tools currently registered, as the scenario or the learner defined them. */
  get tools(): readonly ToolSpec[] {
    return this.toolSpecs;
  }

  /** Starts serving one connection on the given transport end. */
  serve(transport: Transport): void {
    this.handle = serveStdio(
      ({ era }: { era: ProtocolEraName }) => {
        this.era = era;
        this.instance = this.build();
        return this.instance;
      },
      { transport, ...(this.onError && { onerror: this.onError }) },
    );
  }

  /** Replaces every tool on the live server: the SDK announces the change to the client. */
  setTools(specs: readonly ToolSpec[]): void {
    this.toolSpecs = [...specs];
    const server = this.instance;
    if (!server) return;
    for (const tool of this.registered.values()) tool.remove();
    this.registered.clear();
    for (const spec of specs) this.registerTool(server, spec);
  }

  /** Adds one tool while connected. */
  addTool(spec: ToolSpec): void {
    this.setTools([
      ...this.toolSpecs.filter((t) => t.definition.name !== spec.definition.name),
      spec,
    ]);
  }

  async close(): Promise<void> {
    await this.handle?.close();
  }

  private build(): McpServer {
    const { spec } = this;
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
    this.registered.clear();
    for (const tool of this.toolSpecs) this.registerTool(server, tool);
    this.registerResources(server);
    this.registerPrompts(server);
    return server;
  }

  private registerTool(server: McpServer, spec: ToolSpec): void {
    const d = spec.definition;
    const registered = server.registerTool(
      d.name,
      {
        ...(d.title !== undefined && { title: d.title }),
        ...(d.description !== undefined && { description: d.description }),
        inputSchema: fromJsonSchema(d.inputSchema as Parameters<typeof fromJsonSchema>[0]),
        ...(d.outputSchema && {
          outputSchema: fromJsonSchema(d.outputSchema as Parameters<typeof fromJsonSchema>[0]),
        }),
        ...(d.annotations && { annotations: d.annotations }),
        ...(d._meta && { _meta: d._meta }),
      },
      (args: unknown, ctx) =>
        runBehaviour(spec, (args ?? {}) as Record<string, unknown>, ctx, this.env),
    );
    this.registered.set(d.name, registered);
  }

  private registerResources(server: McpServer): void {
    for (const resource of this.spec.resources) {
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
    for (const template of this.spec.resourceTemplates) {
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
          const values: Record<string, unknown> = { ...variables };
          if (template.text.includes('{{schema}}') && this.env.warehouse) {
            const db = await this.env.warehouse();
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

  private registerPrompts(server: McpServer): void {
    for (const prompt of this.spec.prompts) {
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
              text: fillTemplate(m.text, (args ?? {}) as Record<string, unknown>),
            },
          })),
        }),
      );
    }
  }
}
