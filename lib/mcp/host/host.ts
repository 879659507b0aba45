import {
  LOG_LEVEL_META_KEY,
  TRACEPARENT_META_KEY,
  type CallToolResult,
  type Client,
} from '@modelcontextprotocol/client';
import type { Connection } from '../connection';
import type { EngineMessages } from '../messages';
import { failure, ok, type ActionOutcome } from '../outcome';
import type { Revision } from '../revisions';
import type { Action, Scenario } from '../scenario';
import type { Trace } from '../trace';
import { watchCache } from './cache-watch';
import { chooseTool, type Choice } from './chooser';
import {
  ACCEPTED_CONFIRMATION,
  type ApprovalRequest,
  type ConsentDecision,
  type ConsentQuestion,
  type HostDelegate,
} from './delegate';
import { ResourceFollower } from './follow';
import { createHostClient } from './host-client';
import { answerUrlElicitation, urlElicitationsOf } from './links';
import type { ListKind } from './lists';
import { emptyRegistry, replaceEntries, type Registry } from './registry';
import { standInSample } from './sampler';
import { HostUtilities } from './utilities';

export { HOST_CLIENT_INFO, SAMPLING_REFUSED_CODE, declaredCapabilities } from './host-client';

export interface HostOptions {
  revision: Revision;
  delegate?: Partial<HostDelegate> | undefined;
  /** Today's date (YYYY-MM-DD), for the stand-in model's dates. */
  today: () => string;
  messages: EngineMessages;
}

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
  private readonly follower: ResourceFollower;
  /** Lists, pages, completion, log level, subscriptions, skills. */
  readonly utilities: HostUtilities;

  constructor(
    private readonly scenario: Scenario,
    private readonly trace: Trace,
    private readonly connection: (server: string) => Connection,
    private readonly options: HostOptions,
  ) {
    const say = options.messages;
    this.follower = new ResourceFollower(trace);
    this.utilities = new HostUtilities({
      trace,
      follower: this.follower,
      client: (server) => this.client(server),
      registry: this.registry,
      messages: options.messages,
    });
    this.delegate = {
      consent:
        options.delegate?.consent ??
        ((question) => Promise.resolve({ allow: true, scopes: question.suggested })),
      approve: options.delegate?.approve ?? (() => Promise.resolve(true)),
      elicit: options.delegate?.elicit ?? (() => Promise.resolve(ACCEPTED_CONFIRMATION)),
      openUrl:
        options.delegate?.openUrl ?? (() => Promise.resolve({ action: 'accept', visited: true })),
      sample:
        options.delegate?.sample ??
        ((request) => Promise.resolve(standInSample(request, say.standInAnswer))),
    };
  }

  /** Shows the consent page to the human (the learner, or the script's default answer). */
  askConsent(question: ConsentQuestion): Promise<ConsentDecision> {
    return this.delegate.consent(question);
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
    return createHostClient(server, {
      revision: this.options.revision,
      scenario: this.scenario,
      messages: this.options.messages,
      trace: this.trace,
      follower: this.follower,
      delegate: () => this.delegate,
      scriptedElicitation: () => this.pendingElicitation.get(server)?.elicitation,
      scriptedSampling: () => this.pendingSampling.get(server),
      visit: (url) => this.connection(server).server.visitLink(url),
      replace: (kind, items) => this.replaceRegistry(server, kind, items),
    });
  }

  private client(server: string): Client {
    const connection = this.connection(server);
    if (!connection.isConnected) {
      throw new Error(this.options.messages.notConnected({ server }));
    }
    return connection.client;
  }

  /** Lists for the registry, or one page (see HostUtilities.list). */
  list(server: string, what: ListKind, page?: 'first' | 'next'): Promise<ActionOutcome> {
    return this.utilities.list(server, what, page);
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
        ...(action.origin && { origin: action.origin }),
      },
      action.approve,
    );
    if (!approved) {
      return failure(this.options.messages.refused({ tool: action.tool }), 'refused');
    }
    if (action.elicitation) this.pendingElicitation.set(action.server, action);
    if (action.sampling) this.pendingSampling.set(action.server, action.sampling);
    const meta = {
      // The per-request log level is 2026-07-28's; a 2025 client sets it with logging/setLevel.
      ...(action.logLevel && client.getProtocolEra() === 'modern'
        ? { [LOG_LEVEL_META_KEY]: action.logLevel }
        : {}),
      ...(action.traceparent ? { [TRACEPARENT_META_KEY]: action.traceparent } : {}),
    };
    const call = () =>
      client.callTool(
        {
          name: action.tool,
          arguments: action.arguments as Record<string, unknown>,
          ...(Object.keys(meta).length > 0 && { _meta: meta }),
        },
        {
          timeout: action.timeoutMs ?? this.scenario.requestTimeoutMs,
          // Asking for progress adds a `progressToken`; each notification restarts the clock.
          ...(action.progress && { onprogress: () => undefined, resetTimeoutOnProgress: true }),
        },
      );
    try {
      try {
        return ok(await call());
      } catch (error) {
        // 2025-11-25: -32042 lists pages to complete first; once done, the call is retried.
        if (!(await this.completePages(action, error))) throw error;
        return ok(await call());
      }
    } finally {
      this.pendingElicitation.delete(action.server);
      this.pendingSampling.delete(action.server);
    }
  }

  /** Shows the pages of a `-32042` error; true when the user completed every one of them. */
  private async completePages(action: Action & { do: 'call' }, error: unknown): Promise<boolean> {
    const requests = urlElicitationsOf(error);
    if (!requests?.length) return false;
    let completed = true;
    for (const request of requests) {
      const answer = await answerUrlElicitation({
        request,
        server: action.server,
        scripted: action.elicitation,
        delegate: this.delegate,
        visit: (url) => this.connection(action.server).server.visitLink(url),
        trace: this.trace,
      });
      if (answer.action !== 'accept') completed = false;
    }
    return completed;
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
      ...this.scenario.askWith,
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
    const client = this.client(action.server);
    const result = await watchCache(
      this.trace,
      { server: action.server, method: 'resources/read', uri: action.uri },
      () => client.readResource({ uri: action.uri }),
    );
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
