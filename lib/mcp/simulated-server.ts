import type { McpServer, RegisteredTool, Transport } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { BehaviourMessages } from '@/lib/runtime/behaviour';
import { updateResource } from '@/lib/runtime/catalogue';
import { pageAt, visitLink, type LinkRecord } from '@/lib/runtime/link';
import {
  addResource,
  buildScenarioServer,
  registerPrompt,
  registerTool,
  seededState,
  type ServerEnv,
} from '@/lib/runtime/scenario-server';
import { hasPattern, linearPatternValidator } from '@/lib/runtime/linear-validator';
import { testPattern } from '@/lib/runtime/linear-pattern';
import { openWarehouse } from './warehouse';
import type { PromptSpec, ResourceSpec, ServerSpec, ToolSpec } from './scenario';

export type ProtocolEraName = 'modern' | 'legacy';

/**
 * Signs the simulated servers' `requestState`. It is public, so it protects nothing: it only
 * lets the simulation run the SDK's real codec. The exported server draws a secret key instead.
 */
const SIMULATION_STATE_KEY = 'atelier-mcp : clé de démonstration, publique, ne protège rien';

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
  private readonly env: ServerEnv;
  private skillsLoaded: Promise<void> | undefined;
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
      ...seededState(spec, SIMULATION_STATE_KEY),
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

  /** Loads what the server needs before it can serve (its skills); once. */
  prepare(): Promise<void> {
    const skills = this.spec.skills;
    if (!skills?.length) return Promise.resolve();
    this.skillsLoaded ??= import('@/lib/runtime/skills')
      .then(({ loadSkills }) => loadSkills(skills))
      .then((extension) => {
        this.env.skills = extension;
      });
    return this.skillsLoaded;
  }

  /** Starts serving one connection on the given transport end (after `prepare`). */
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

  /** Adds a static resource while connected: the SDK announces the new list. */
  addResource(resource: ResourceSpec): void {
    addResource(this.instance, resource, this.env);
  }

  /** Adds a prompt while connected: the SDK announces the new list. */
  addPrompt(prompt: PromptSpec): void {
    if (this.instance) registerPrompt(this.instance, prompt);
  }

  /** The resource's content changes; its subscribers are told. */
  updateResource(uri: string, text: string): Promise<void> {
    return updateResource(this.instance, this.era, this.env.catalogue, uri, text);
  }

  /** The page the server serves at `url` (URL-mode elicitation), for the host to show. */
  pageAt(url: string): LinkRecord['page'] | undefined {
    return pageAt(this.env.links, url);
  }

  /**
   * The user completed the server's page at `url` (its own website, outside MCP). On a
   * 2025-11-25 connection the server then sends `notifications/elicitation/complete`.
   * Returns the page's id, or undefined for a page the server never handed out.
   */
  async visitLink(url: string): Promise<string | undefined> {
    const id = visitLink(this.env.links, url);
    const server = this.instance?.server;
    if (id && server && this.era === 'legacy' && server.getClientCapabilities()?.elicitation?.url) {
      await server.createElicitationCompletionNotifier(id)();
    }
    return id;
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
