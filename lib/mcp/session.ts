import {
  Client,
  ProtocolError,
  SdkError,
  type CallToolResult,
  type CreateMessageRequest,
  type CreateMessageResult,
  type ElicitRequest,
  type ElicitResult,
  type JSONRPCMessage,
  type Prompt,
  type Resource,
  type ResourceTemplateType as ResourceTemplate,
  type Tool,
} from '@modelcontextprotocol/client';
import { hostAnswerMessages as say, simulationMessages as sim } from '@/content/ui/simulation';
import { chooseTool, type Choice } from './host/chooser';
import { standInSample } from './host/sampler';
import { createLink, type Link } from './link';
import { isLegacyRevision, type Revision } from './revisions';
import type { Action, ActionInput, Scenario, ToolSpec } from './scenario';
import { ActionSchema } from './scenario';
import { linearPatternValidator } from '@/lib/untrusted/linear-validator';
import { SimulatedServer } from './simulated-server';
import { fillTemplate } from './template';
import { Trace, type ActorId } from './trace';

/** The host's name for itself on the wire (`clientInfo`). */
export const HOST_CLIENT_INFO = { name: 'atelier-mcp-hote', version: '1.0.0' } as const;

/** One entry of the host's merged registry: what it is, and which server serves it. */
export interface RegistryEntry<T> {
  server: string;
  item: T;
}

export interface Registry {
  tools: RegistryEntry<Tool>[];
  resources: RegistryEntry<Resource>[];
  resourceTemplates: RegistryEntry<ResourceTemplate>[];
  prompts: RegistryEntry<Prompt>[];
}

/** What the host shows the human before a tool call. */
export interface ApprovalRequest {
  server: string;
  tool: string;
  arguments: Record<string, unknown>;
  annotations?: Tool['annotations'];
}

/** Decisions the human makes through the host. Scripts answer them; the page asks the learner. */
export interface HostDelegate {
  approve(request: ApprovalRequest): Promise<boolean>;
  elicit(request: ElicitRequest['params'], server: string): Promise<ElicitResult>;
  /** A server asks the host's model for a text (sampling); `null` refuses. */
  sample(
    request: CreateMessageRequest['params'],
    server: string,
  ): Promise<CreateMessageResult | null>;
}

/** The code a client answers with when the human refuses a sampling request. */
export const SAMPLING_REFUSED_CODE = -1;

export type ActionOutcome =
  | { ok: true; value?: unknown }
  | { ok: false; error: { message: string; code?: number | string; data?: unknown } };

export interface SessionOptions {
  revision: Revision;
  /** Overrides the scenario's choice of the text framing layer. */
  framed?: boolean;
  /** Tools to serve instead of the scenario's, per server (the learner's edited definitions). */
  tools?: Record<string, ToolSpec[]>;
  delegate?: Partial<HostDelegate>;
  /** Today's date (YYYY-MM-DD): injected so that runs are reproducible. */
  today?: () => string;
  now?: () => number;
}

interface Connection {
  readonly server: SimulatedServer;
  client: Client;
  link: Link;
  connected: boolean;
  /** The server listens on its end (it can before the client connects). */
  serving: boolean;
}

const LEGACY_2025_06_18 = ['2025-06-18', '2025-11-25', '2025-03-26', '2024-11-05'];

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Waits for the event loop to have run everything already scheduled. */
function macrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A running simulation: a host that owns one client per scenario server, each pair linked by
 * its own transport and tapped into one trace. Every action is recorded with what the SDK did;
 * no method throws: failures come back as `ActionOutcome`s and stay on the record.
 */
export class Session {
  readonly trace: Trace;
  readonly registry: Registry = { tools: [], resources: [], resourceTemplates: [], prompts: [] };
  /** Every action performed, in order: replaying them rebuilds the same session. */
  readonly performed: Action[] = [];
  private readonly connections = new Map<string, Connection>();
  private delegate: HostDelegate;
  private readonly pendingElicitation = new Map<string, Action & { do: 'call' }>();
  private readonly pendingSampling = new Map<string, 'accept' | 'refuse'>();
  private lastChoice: Choice | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;

  constructor(
    readonly scenario: Scenario,
    readonly options: SessionOptions,
  ) {
    this.trace = new Trace(options.now);
    const framed = options.framed ?? scenario.framed;
    const today = options.today ?? todayIso;
    for (const spec of scenario.servers) {
      const link = createLink(spec.name, this.trace, { framed });
      const tools = options.tools?.[spec.name];
      const server = new SimulatedServer(tools ? { ...spec, tools } : spec, { today });
      const client = this.createClient(spec.name);
      this.connections.set(spec.name, { server, client, link, connected: false, serving: false });
    }
    this.delegate = {
      approve: options.delegate?.approve ?? (() => Promise.resolve(true)),
      elicit:
        options.delegate?.elicit ??
        (() => Promise.resolve({ action: 'accept', content: { confirmer: true } })),
      sample: options.delegate?.sample ?? ((request) => Promise.resolve(standInSample(request))),
    };
  }

  get revision(): Revision {
    return this.options.revision;
  }

  get serverNames(): string[] {
    return [...this.connections.keys()];
  }

  /** Lets the page answer the host's questions (approval, elicitation) from now on. */
  setDelegate(delegate: Partial<HostDelegate>): void {
    this.delegate = { ...this.delegate, ...delegate };
  }

  /** The SDK client the host uses for a server. */
  client(server: string): Client | undefined {
    return this.connections.get(server)?.client;
  }

  /** The simulated server (to read or replace its tools). */
  server(server: string): SimulatedServer | undefined {
    return this.connections.get(server)?.server;
  }

  link(server: string): Link | undefined {
    return this.connections.get(server)?.link;
  }

  isConnected(server: string): boolean {
    return this.connections.get(server)?.connected ?? false;
  }

  /** The stand-in model's last decision, for the host panel. */
  get choice(): Choice | undefined {
    return this.lastChoice;
  }

  /** Plays the scenario's whole script, one action after the other. */
  async run(): Promise<ActionOutcome[]> {
    const outcomes: ActionOutcome[] = [];
    for (const action of this.scenario.script) outcomes.push(await this.perform(action));
    return outcomes;
  }

  /**
   * Performs one action (validated first) after the ones already queued, then waits for the
   * messages it set off (a list change and the client's new `tools/list`, say) to settle.
   */
  perform(input: Action | ActionInput): Promise<ActionOutcome> {
    const next = this.queue.then(() => this.performNow(input));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async performNow(input: Action | ActionInput): Promise<ActionOutcome> {
    if (this.disposed) return failure(sim.sessionOver);
    const parsed = ActionSchema.safeParse(input);
    if (!parsed.success) {
      return failure(parsed.error.issues.map((i) => i.message).join(' ; '));
    }
    const action = parsed.data;
    this.performed.push(action);
    this.trace.phase =
      action.do === 'connect'
        ? 'initialisation'
        : action.do === 'disconnect'
          ? 'shutdown'
          : 'operation';
    let outcome: ActionOutcome;
    try {
      outcome = await this.dispatch(action);
    } catch (error) {
      outcome = this.describeError(error, action);
    }
    await this.settle();
    return outcome;
  }

  /** Lets the asynchronous tail of an action (notifications, refreshes) reach the trace. */
  async settle(): Promise<void> {
    let quiet = 0;
    for (let i = 0; i < 200 && quiet < 3; i += 1) {
      const before = this.trace.length;
      await macrotask();
      quiet = this.trace.length === before ? quiet + 1 : 0;
    }
  }

  private async dispatch(action: Action): Promise<ActionOutcome> {
    switch (action.do) {
      case 'connect':
        return this.connect(action.server);
      case 'serve':
        this.startServing(this.requireConnection(action.server));
        return ok();
      case 'list':
        return this.list(action.server, action.what);
      case 'ask':
        return this.ask(action.question ?? this.scenario.question, action.approve);
      case 'call':
        return this.callTool(action);
      case 'read':
        return this.read(action);
      case 'prompt':
        return this.getPrompt(action);
      case 'add-tool':
        this.requireConnection(action.server).server.addTool(action.tool);
        return ok();
      case 'set-tools':
        this.requireConnection(action.server).server.setTools(action.tools);
        return ok();
      case 'request':
        return this.rawRequest(action);
      case 'raw':
        return this.writeRaw(action);
      case 'disconnect':
        return this.disconnect(action.server);
    }
  }

  private createClient(server: string): Client {
    const modern = !isLegacyRevision(this.options.revision);
    const client = new Client(HOST_CLIENT_INFO, {
      capabilities: this.scenario.clientCapabilities ?? { elicitation: { form: {} } },
      // Output schemas come from learners and links too: their patterns never backtrack.
      jsonSchemaValidator: linearPatternValidator,
      ...(modern && { versionNegotiation: { mode: { pin: this.options.revision } } }),
      ...(this.options.revision === '2025-06-18' && {
        supportedProtocolVersions: LEGACY_2025_06_18,
      }),
      listChanged: {
        tools: {
          debounceMs: 0,
          onChanged: (error, tools) => {
            if (!error && tools) this.replaceRegistry(server, 'tools', tools);
          },
        },
      },
    });
    if (
      this.scenario.clientCapabilities === undefined ||
      'elicitation' in this.scenario.clientCapabilities
    ) {
      client.setRequestHandler('elicitation/create', async (request) => {
        const scripted = this.pendingElicitation.get(server)?.elicitation;
        const answer: ElicitResult = scripted
          ? scripted === 'accept'
            ? { action: 'accept', content: { confirmer: true } }
            : { action: scripted }
          : await this.delegate.elicit(request.params, server);
        this.trace.record({
          type: 'host',
          layer: 'data',
          from: 'host',
          to: `client:${server}`,
          action: 'elicitation-answer',
          data: { server, request: request.params, answer },
        });
        return answer;
      });
    }
    const capabilities = this.scenario.clientCapabilities ?? {};
    if ('sampling' in capabilities) {
      client.setRequestHandler('sampling/createMessage', async (request) => {
        const scripted = this.pendingSampling.get(server);
        const answer = scripted
          ? scripted === 'accept'
            ? standInSample(request.params)
            : null
          : await this.delegate.sample(request.params, server);
        this.trace.record({
          type: 'host',
          layer: 'data',
          from: 'host',
          to: `client:${server}`,
          action: 'sampling-answer',
          data: { server, request: request.params, answer, refused: answer === null },
        });
        if (!answer) throw new ProtocolError(SAMPLING_REFUSED_CODE, say.samplingRefused);
        return answer;
      });
    }
    if ('roots' in capabilities) {
      client.setRequestHandler('roots/list', () => ({
        roots: this.scenario.roots.map((root) => ({ ...root })),
      }));
    }
    client.onerror = () => {
      // Protocol-level errors already reach the trace as messages or transport steps.
    };
    return client;
  }

  private requireConnection(server: string): Connection {
    const connection = this.connections.get(server);
    if (!connection) throw new Error(fillTemplate(sim.unknownServer, { server }));
    return connection;
  }

  private requireClient(server: string): Client {
    const connection = this.requireConnection(server);
    if (!connection.connected) throw new Error(fillTemplate(sim.notConnected, { server }));
    return connection.client;
  }

  private async connect(only?: string): Promise<ActionOutcome> {
    const names = only ? [only] : this.serverNames;
    const errors: string[] = [];
    for (const name of names) {
      const connection = this.requireConnection(name);
      if (connection.connected) continue;
      this.startServing(connection);
      try {
        await connection.client.connect(connection.link.clientEnd, {
          timeout: this.scenario.requestTimeoutMs,
        });
        connection.connected = true;
      } catch (error) {
        errors.push(this.describeError(error).ok ? '' : errorMessage(error));
      }
    }
    return errors.length ? failure(errors.join(' ; ')) : ok();
  }

  private startServing(connection: Connection): void {
    if (connection.serving) return;
    connection.server.serve(connection.link.serverEnd);
    connection.serving = true;
  }

  private async list(
    server: string,
    what: 'tools' | 'resources' | 'resourceTemplates' | 'prompts',
  ): Promise<ActionOutcome> {
    const client = this.requireClient(server);
    const options = { cacheMode: 'no-cache' } as never;
    switch (what) {
      case 'tools': {
        const { tools } = await client.listTools(undefined, options);
        this.replaceRegistry(server, 'tools', tools);
        return ok(tools);
      }
      case 'resources': {
        const { resources } = await client.listResources(undefined, options);
        this.replaceRegistry(server, 'resources', resources);
        return ok(resources);
      }
      case 'resourceTemplates': {
        const { resourceTemplates } = await client.listResourceTemplates(undefined, options);
        this.replaceRegistry(server, 'resourceTemplates', resourceTemplates);
        return ok(resourceTemplates);
      }
      case 'prompts': {
        const { prompts } = await client.listPrompts(undefined, options);
        this.replaceRegistry(server, 'prompts', prompts);
        return ok(prompts);
      }
    }
  }

  private replaceRegistry<K extends keyof Registry>(
    server: string,
    kind: K,
    items: Registry[K][number]['item'][],
  ): void {
    const kept = this.registry[kind].filter((entry) => entry.server !== server);
    (this.registry[kind] as RegistryEntry<unknown>[]) = [
      ...kept,
      ...items.map((item) => ({ server, item })),
    ];
  }

  private async callTool(action: Action & { do: 'call' }): Promise<ActionOutcome> {
    const client = this.requireClient(action.server);
    const args = (action.arguments ?? {}) as Record<string, unknown>;
    const tool = this.registry.tools.find(
      (t) => t.server === action.server && t.item.name === action.tool,
    );
    const approved = await this.askApproval(
      {
        server: action.server,
        tool: action.tool,
        arguments: args,
        ...(tool?.item.annotations && { annotations: tool.item.annotations }),
      },
      action.approve,
    );
    if (!approved) return failure(fillTemplate(say.refused, { tool: action.tool }), 'refused');
    if (action.elicitation) this.pendingElicitation.set(action.server, action);
    if (action.sampling) this.pendingSampling.set(action.server, action.sampling);
    try {
      const result = await client.callTool(
        { name: action.tool, arguments: action.arguments as Record<string, unknown> },
        { timeout: action.timeoutMs ?? this.scenario.requestTimeoutMs },
      );
      return ok(result);
    } finally {
      this.pendingElicitation.delete(action.server);
      this.pendingSampling.delete(action.server);
    }
  }

  private async askApproval(request: ApprovalRequest, scripted: boolean | 'ask'): Promise<boolean> {
    // A scripted run plays the human's recorded decision; otherwise the learner is asked.
    const approved = scripted === 'ask' ? await this.delegate.approve(request) : scripted;
    this.trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: 'host',
      action: approved ? 'approve' : 'refuse',
      data: { ...request },
    });
    return approved;
  }

  private async ask(
    question: string | undefined,
    approve: boolean | 'ask',
  ): Promise<ActionOutcome> {
    if (!question) return failure(say.noQuestion);
    this.trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: 'host',
      action: 'question',
      data: { question },
    });
    const candidates = this.registry.tools.map(({ server, item }) => ({
      server,
      name: item.name,
      ...(item.title !== undefined && { title: item.title }),
      ...(item.description !== undefined && { description: item.description }),
      inputSchema: item.inputSchema,
    }));
    this.trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: 'host',
      action: 'merge-registry',
      data: { tools: candidates.map(({ server, name }) => ({ server, name })) },
    });
    const choice = chooseTool(question, candidates, this.scenario.argumentHints, {
      today: this.options.today?.() ?? todayIso(),
    });
    this.lastChoice = choice;
    this.trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: 'host',
      action: 'choose-tool',
      data: choice,
    });
    if (!choice.chosen) {
      this.recordAnswer(say.noTool, {});
      return failure(say.noTool, 'no-tool');
    }
    const { server, tool } = choice.chosen;
    const outcome = await this.callTool({
      do: 'call',
      server,
      tool,
      arguments: choice.arguments,
      approve,
    });
    const values = { tool, server };
    if (!outcome.ok) {
      const text =
        outcome.error.code === 'refused'
          ? outcome.error.message
          : fillTemplate(say.protocolError, {
              ...values,
              code: outcome.error.code ?? '?',
              message: outcome.error.message,
            });
      this.recordAnswer(text, values);
      return outcome;
    }
    const result = outcome.value as CallToolResult;
    const resultText = (result.content ?? [])
      .map((block) => (block.type === 'text' ? block.text : `[${block.type}]`))
      .join('\n');
    this.recordAnswer(
      fillTemplate(result.isError ? say.answerError : say.answer, {
        ...values,
        result: resultText,
      }),
      values,
    );
    return outcome;
  }

  /** Reads a resource; when someone attaches it, the host records that it joins the conversation. */
  private async read(action: Action & { do: 'read' }): Promise<ActionOutcome> {
    const result = await this.requireClient(action.server).readResource({ uri: action.uri });
    if (action.attach) {
      this.trace.record({
        type: 'host',
        layer: 'data',
        from: 'host',
        to: 'host',
        action: 'attach-resource',
        data: {
          server: action.server,
          uri: action.uri,
          by: action.attach,
          contents: result.contents.map((c) => ({
            uri: c.uri,
            ...(c.mimeType && { mimeType: c.mimeType }),
            text: 'text' in c ? c.text : `[${c.mimeType ?? 'blob'}]`,
          })),
        },
      });
    }
    return ok(result);
  }

  /** Gets a prompt; typed as a slash command, its messages join the conversation. */
  private async getPrompt(action: Action & { do: 'prompt' }): Promise<ActionOutcome> {
    const result = await this.requireClient(action.server).getPrompt({
      name: action.name,
      arguments: action.arguments,
    });
    if (action.invoke) {
      this.trace.record({
        type: 'host',
        layer: 'data',
        from: 'host',
        to: 'host',
        action: 'invoke-prompt',
        data: {
          server: action.server,
          name: action.name,
          command: `/${action.name}`,
          arguments: action.arguments,
          messages: result.messages.map((m) => ({
            role: m.role,
            text: m.content.type === 'text' ? m.content.text : `[${m.content.type}]`,
          })),
        },
      });
    }
    return ok(result);
  }

  private recordAnswer(text: string, source: Record<string, string>): void {
    this.trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: 'host',
      action: 'answer',
      data: { text, ...source },
    });
  }

  private async rawRequest(action: Action & { do: 'request' }): Promise<ActionOutcome> {
    const client = this.requireClient(action.server);
    const { z } = await import('zod');
    const result = await client.request(
      { method: action.method, ...(action.params && { params: action.params }) } as never,
      z.record(z.string(), z.unknown()) as never,
      { timeout: action.timeoutMs ?? this.scenario.requestTimeoutMs },
    );
    return ok(result);
  }

  private async writeRaw(action: Action & { do: 'raw' }): Promise<ActionOutcome> {
    const link = this.requireConnection(action.server).link;
    const before = this.trace.length;
    if (!link.writeRaw(action.toward, action.text)) {
      return failure(sim.rawNeedsFraming);
    }
    await this.settle();
    const deadline = Date.now() + action.waitMs;
    while (
      Date.now() < deadline &&
      !this.hasReplyAfter(before, action.server) &&
      !this.cancelledAfter(before, action.server)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (!this.hasReplyAfter(before, action.server) && action.toward === 'server') {
      const from: ActorId = `server:${action.server}`;
      this.trace.record({
        type: 'transport',
        layer: 'transport',
        link: action.server,
        from,
        to: `client:${action.server}`,
        event: 'no-reply',
        text: action.text,
      });
    }
    return ok();
  }

  /** The terminal cancelled its request (Ctrl+C): no answer will come, stop waiting. */
  private cancelledAfter(seq: number, server: string): boolean {
    return this.trace.entries
      .slice(seq)
      .some(
        (e) =>
          e.type === 'message' &&
          e.link === server &&
          e.direction === 'client-to-server' &&
          e.method === 'notifications/cancelled',
      );
  }

  private hasReplyAfter(seq: number, server: string): boolean {
    return this.trace.entries
      .slice(seq)
      .some((e) => e.type === 'message' && e.link === server && e.direction === 'server-to-client');
  }

  private async disconnect(only?: string): Promise<ActionOutcome> {
    for (const name of only ? [only] : this.serverNames) {
      const connection = this.requireConnection(name);
      if (!connection.connected && !connection.serving) continue;
      await connection.client.close();
      await connection.server.close();
      connection.connected = false;
      connection.serving = false;
      // A closed transport cannot be reopened: a later connect starts on a fresh pair.
      connection.link = createLink(name, this.trace, { framed: connection.link.framed });
      connection.client = this.createClient(name);
      this.trace.record({
        type: 'transport',
        layer: 'transport',
        link: name,
        from: `client:${name}`,
        to: `server:${name}`,
        event: 'closed',
      });
    }
    return ok();
  }

  private describeError(error: unknown, action?: Action): ActionOutcome {
    if (error instanceof ProtocolError) {
      return failure(error.message, error.code, error.data);
    }
    if (error instanceof SdkError) {
      if (
        action &&
        'server' in action &&
        action.server &&
        /timeout|timed out/i.test(String(error.code))
      ) {
        this.trace.record({
          type: 'transport',
          layer: 'transport',
          link: action.server,
          from: `client:${action.server}`,
          to: 'host',
          event: 'timeout',
          detail: error.message,
        });
      }
      return failure(error.message, error.code);
    }
    return failure(errorMessage(error));
  }

  /** Closes every connection; the session cannot be used afterwards. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    await this.disconnect().catch(() => undefined);
    this.disposed = true;
  }

  /** For the terminal: hold back server answers with these ids from the SDK client. */
  divertResponses(server: string, predicate: (message: JSONRPCMessage) => boolean): void {
    this.connections.get(server)?.link.divertResponses(predicate);
  }
}

function ok(value?: unknown): ActionOutcome {
  return value === undefined ? { ok: true } : { ok: true, value };
}

function failure(message: string, code?: number | string, data?: unknown): ActionOutcome {
  return {
    ok: false,
    error: { message, ...(code !== undefined && { code }), ...(data !== undefined && { data }) },
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Builds a session and plays its scenario's script: the trace a learner steps through. */
export async function playScenario(scenario: Scenario, options: SessionOptions): Promise<Session> {
  const session = new Session(scenario, options);
  await session.run();
  return session;
}

/** Rebuilds a session from the actions another one performed. */
export async function replaySession(
  scenario: Scenario,
  options: SessionOptions,
  actions: readonly Action[],
): Promise<Session> {
  const session = new Session(scenario, options);
  for (const action of actions) await session.perform(action);
  return session;
}
