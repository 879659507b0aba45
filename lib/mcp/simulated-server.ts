import type { AuthInfo, McpServer, RegisteredTool, Transport } from '@modelcontextprotocol/server';
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
import { createHttpEndpoint, type HttpEndpoint } from '@/lib/runtime/http-endpoint';
import type { HttpServeOptions } from './link';
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
  private endpoint: HttpEndpoint | undefined;
  /** 2025 HTTP sessions opened so far: their ids are numbered, so that traces replay alike. */
  private sessions = 0;
  /** Resources and prompts added while connected (`add-resource`, `add-prompt`). */
  private added: { resources: ResourceSpec[]; prompts: PromptSpec[] } = {
    resources: [],
    prompts: [],
  };
  era: ProtocolEraName | undefined;

  constructor(
    readonly spec: ServerSpec,
    options: {
      today: () => string;
      /** What its tools answer with, in French (messages/simulation.ts). */
      messages: BehaviourMessages;
      /** The body of the HTTP 404 for an unknown or ended session (the exported server's). */
      unknownSession?: string;
      onError?: (error: Error) => void;
    },
  ) {
    this.unknownSession = options.unknownSession ?? 'Unknown session';
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
  private readonly unknownSession: string;

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

  /**
   * Serves Streamable HTTP with the exported server's own endpoint (`createHttpEndpoint`):
   * 2026-07-28 requests each get a fresh instance, a 2025 client a session whose instance is
   * kept, as a stdio connection's is. Keep-alive comments are off, so that a trace replays
   * alike however long the learner reads it (a real server sends one every 15 s by default).
   */
  serveHttp(
    options: HttpServeOptions,
  ): (request: Request, extra?: { authInfo?: AuthInfo }) => Promise<Response> {
    const endpoint = createHttpEndpoint(
      (era) => {
        this.era = era;
        if (era === 'modern') return buildScenarioServer(this.liveSpec(), this.toolSpecs, this.env);
        this.instance = this.build();
        return this.instance;
      },
      {
        allowedOriginHostnames: options.allowedOriginHostnames,
        sessionIdGenerator: () => sessionId(this.spec.name, (this.sessions += 1)),
        keepAliveMs: 0,
        unknownSession: this.unknownSession,
        ...(this.onError && { onerror: this.onError }),
      },
    );
    this.endpoint = endpoint;
    this.handle = endpoint;
    return endpoint.fetch;
  }

  /**
   * Replaces every tool on the live server: the SDK announces the change to the client (on a
   * 2026-07-28 HTTP endpoint, on its open subscription streams).
   */
  setTools(specs: readonly ToolSpec[]): void {
    this.toolSpecs = [...specs];
    this.endpoint?.toolsChanged();
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

  /**
   * Adds a static resource while connected: the SDK announces the new list (behind a 2026-07-28
   * HTTP endpoint, through the handler's notifier: no instance outlives its request).
   */
  addResource(resource: ResourceSpec): void {
    addResource(this.instance, resource, this.env);
    this.added.resources = [
      ...this.added.resources.filter((r) => r.uri !== resource.uri),
      resource,
    ];
    this.modernEndpoint()?.resourcesChanged();
  }

  /** Adds a prompt while connected: the SDK announces the new list. */
  addPrompt(prompt: PromptSpec): void {
    if (this.instance) registerPrompt(this.instance, prompt);
    this.added.prompts = [...this.added.prompts.filter((p) => p.name !== prompt.name), prompt];
    this.modernEndpoint()?.promptsChanged();
  }

  /** The resource's content changes; its subscribers are told. */
  async updateResource(uri: string, text: string): Promise<void> {
    await updateResource(this.instance, this.era, this.env.catalogue, uri, text);
    this.modernEndpoint()?.resourceUpdated(uri);
  }

  /**
   * The spec with what was added while connected: a 2026-07-28 HTTP request gets a fresh
   * instance, which must serve the resources and prompts its predecessors announced.
   */
  private liveSpec(): ServerSpec {
    const { resources, prompts } = this.added;
    if (!resources.length && !prompts.length) return this.spec;
    return {
      ...this.spec,
      resources: [
        ...this.spec.resources.filter((r) => !resources.some((a) => a.uri === r.uri)),
        ...resources,
      ],
      prompts: [
        ...this.spec.prompts.filter((p) => !prompts.some((a) => a.name === p.name)),
        ...prompts,
      ],
    };
  }

  /** The HTTP endpoint, while it serves 2026-07-28 (each request a fresh instance). */
  private modernEndpoint(): HttpEndpoint | undefined {
    return this.era === 'modern' ? this.endpoint : undefined;
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
    this.handle = undefined;
    this.endpoint = undefined;
    this.instance = undefined;
  }

  /** The instance kept for the connection: its tools are tracked, to be replaced live. */
  private build(): McpServer {
    return buildScenarioServer(this.spec, this.toolSpecs, this.env, this.registered);
  }

  private registerTool(server: McpServer, spec: ToolSpec): void {
    registerTool(server, spec, this.env, this.registered);
  }
}

/**
 * A session id shaped like the random UUID a real server draws (`crypto.randomUUID()`), but
 * derived from the server's name and the session's number: the same scenario replays with the
 * same ids, so steps, links and recorded excerpts stay put.
 */
export function sessionId(server: string, n: number): string {
  let hex = '';
  for (let round = 0; hex.length < 32; round += 1) {
    // FNV-1a over "name#n#round": 8 hex digits a round.
    let hash = 0x811c9dc5;
    for (const char of `${server}#${n}#${round}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hex += hash.toString(16).padStart(8, '0');
  }
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
