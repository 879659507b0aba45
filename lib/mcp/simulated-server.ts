import type { McpServer, RegisteredTool, Transport } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { BehaviourEnv, BehaviourMessages } from '@/lib/runtime/behaviour';
import {
  buildScenarioServer,
  registerTool,
  seededCollections,
} from '@/lib/runtime/scenario-server';
import { hasPattern, linearPatternValidator } from '@/lib/runtime/linear-validator';
import { testPattern } from '@/lib/runtime/linear-pattern';
import { openWarehouse } from './warehouse';
import type { ServerSpec, ToolSpec } from './scenario';

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
    options: {
      today: () => string;
      /** What its tools answer with, in French (messages/simulation.ts). */
      messages: BehaviourMessages;
      onError?: (error: Error) => void;
    },
  ) {
    this.toolSpecs = [...spec.tools];
    this.env = {
      today: options.today,
      messages: options.messages,
      collections: seededCollections(spec),
      // Learner and link patterns: a linear-time engine, never native backtracking.
      matchesPattern: (pattern, value) =>
        testPattern(pattern, value, { unicode: false }).kind === 'match',
      schemaValidatorFor: (schema) => (hasPattern(schema) ? linearPatternValidator : undefined),
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
    return buildScenarioServer(this.spec, this.toolSpecs, this.env, this.registered);
  }

  private registerTool(server: McpServer, spec: ToolSpec): void {
    registerTool(server, spec, this.env, this.registered);
  }
}
