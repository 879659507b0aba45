import {
  Client,
  ProtocolError,
  type CallToolResult,
  type ElicitResult,
} from '@modelcontextprotocol/client';
import { linearPatternValidator } from '@/lib/runtime/linear-validator';
import type { Connection } from '../connection';
import type { EngineMessages } from '../messages';
import { failure, ok, type ActionOutcome } from '../outcome';
import { isLegacyRevision, type Revision } from '../revisions';
import type { Action, Scenario } from '../scenario';
import type { Trace } from '../trace';
import { chooseTool, type Choice } from './chooser';
import { ACCEPTED_CONFIRMATION, type ApprovalRequest, type HostDelegate } from './delegate';
import { emptyRegistry, replaceEntries, type Registry } from './registry';
import { standInSample } from './sampler';

/** The host's name for itself on the wire (`clientInfo`). */
export const HOST_CLIENT_INFO = { name: 'atelier-mcp-hote', version: '1.0.0' } as const;

/** The code a client answers with when the human refuses a sampling request. */
export const SAMPLING_REFUSED_CODE = -1;

export interface HostOptions {
  revision: Revision;
  delegate?: Partial<HostDelegate> | undefined;
  /** Today's date (YYYY-MM-DD), for the stand-in model's dates. */
  today: () => string;
  messages: EngineMessages;
}

const LEGACY_2025_06_18 = ['2025-06-18', '2025-11-25', '2025-03-26', '2024-11-05'];

/**
 * The host: the application that decides. It keeps the merged registry of its servers, plays
 * the stand-in model (`ask`), asks the human before every call, answers the servers' own
 * requests (elicitation, sampling, roots) and records each of these decisions in the trace.
 * It reaches servers through their connections, one SDK client each.
 */
export class Host {
  readonly registry: Registry = emptyRegistry();
  private delegate: HostDelegate;
  private readonly pendingElicitation = new Map<string, Action & { do: 'call' }>();
  private readonly pendingSampling = new Map<string, 'accept' | 'refuse'>();
  private lastChoice: Choice | undefined;

  constructor(
    private readonly scenario: Scenario,
    private readonly trace: Trace,
    private readonly connection: (server: string) => Connection,
    private readonly options: HostOptions,
  ) {
    const say = options.messages;
    this.delegate = {
      approve: options.delegate?.approve ?? (() => Promise.resolve(true)),
      elicit: options.delegate?.elicit ?? (() => Promise.resolve(ACCEPTED_CONFIRMATION)),
      sample:
        options.delegate?.sample ??
        ((request) => Promise.resolve(standInSample(request, say.standInAnswer))),
    };
  }

  /** Lets the page answer the host's questions (approval, elicitation) from now on. */
  setDelegate(delegate: Partial<HostDelegate>): void {
    this.delegate = { ...this.delegate, ...delegate };
  }

  /** The stand-in model's last decision, for the host panel. */
  get choice(): Choice | undefined {
    return this.lastChoice;
  }

  /** The SDK client the host uses for one server, with the host's answers to its requests. */
  createClient(server: string): Client {
    const { revision, messages: say } = this.options;
    const modern = !isLegacyRevision(revision);
    const client = new Client(HOST_CLIENT_INFO, {
      capabilities: this.scenario.clientCapabilities ?? { elicitation: { form: {} } },
      // Output schemas come from learners and links too: their patterns never backtrack.
      jsonSchemaValidator: linearPatternValidator,
      ...(modern && { versionNegotiation: { mode: { pin: revision } } }),
      ...(revision === '2025-06-18' && { supportedProtocolVersions: LEGACY_2025_06_18 }),
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
            ? ACCEPTED_CONFIRMATION
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
            ? standInSample(request.params, say.standInAnswer)
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

  private client(server: string): Client {
    const connection = this.connection(server);
    if (!connection.isConnected) {
      throw new Error(this.options.messages.notConnected({ server }));
    }
    return connection.client;
  }

  async list(
    server: string,
    what: 'tools' | 'resources' | 'resourceTemplates' | 'prompts',
  ): Promise<ActionOutcome> {
    const client = this.client(server);
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
    replaceEntries(this.registry, server, kind, items);
  }

  async callTool(action: Action & { do: 'call' }): Promise<ActionOutcome> {
    const client = this.client(action.server);
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
    if (!approved) {
      return failure(this.options.messages.refused({ tool: action.tool }), 'refused');
    }
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

  /** The stand-in model picks a tool for the question; the host calls it and answers. */
  async ask(question: string | undefined, approve: boolean | 'ask'): Promise<ActionOutcome> {
    const say = this.options.messages;
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
      today: this.options.today(),
      how: say.chooser,
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
          : say.protocolError({
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
      (result.isError ? say.answerError : say.answer)({
        ...values,
        result: resultText,
      }),
      values,
    );
    return outcome;
  }

  /** Reads a resource; when someone attaches it, the host records that it joins the conversation. */
  async read(action: Action & { do: 'read' }): Promise<ActionOutcome> {
    const result = await this.client(action.server).readResource({ uri: action.uri });
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
  async getPrompt(action: Action & { do: 'prompt' }): Promise<ActionOutcome> {
    const result = await this.client(action.server).getPrompt({
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

  /** A request the script spells out (method and params), sent by the server's client. */
  async request(action: Action & { do: 'request' }): Promise<ActionOutcome> {
    const client = this.client(action.server);
    const { z } = await import('zod');
    const result = await client.request(
      { method: action.method, ...(action.params && { params: action.params }) } as never,
      z.record(z.string(), z.unknown()) as never,
      { timeout: action.timeoutMs ?? this.scenario.requestTimeoutMs },
    );
    return ok(result);
  }
}
