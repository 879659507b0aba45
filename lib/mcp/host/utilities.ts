import { SdkError, type Client } from '@modelcontextprotocol/client';
import type { EngineMessages } from '../messages';
import { failure, ok, type ActionOutcome } from '../outcome';
import type { Action } from '../scenario';
import type { Trace } from '../trace';
import type { ResourceFollower } from './follow';
import { listAll, listPage, type ListKind } from './lists';
import { replaceEntries, type Registry } from './registry';

/** What the utilities need of the host. */
export interface UtilityHost {
  trace: Trace;
  follower: ResourceFollower;
  /** The connected SDK client of a server, or throws in French. */
  client(server: string): Client;
  registry: Registry;
  messages: EngineMessages;
}

/**
 * The protocol's utilities as the host uses them: lists page by page, completion, the 2025 log
 * level, resource subscriptions and the Skills extension. Each is one SDK call; the host
 * records what the wire cannot show (a cache hit, the SDK refusing a method).
 */
export class HostUtilities {
  /** The cursor of the next page of each list shown page by page (`server\u0000kind`). */
  private readonly nextCursors = new Map<string, string | undefined>();

  constructor(private readonly host: UtilityHost) {}

  /**
   * Lists for the registry (the SDK walks the pages and may answer from its cache), or shows
   * one page: `first`, then `next` with the cursor the last page gave.
   */
  async list(server: string, what: ListKind, page?: 'first' | 'next'): Promise<ActionOutcome> {
    const client = this.host.client(server);
    if (page) {
      const key = `${server}\u0000${what}`;
      const cursor = page === 'next' ? this.nextCursors.get(key) : undefined;
      if (page === 'next' && cursor === undefined) {
        return failure(this.host.messages.noNextPage);
      }
      const listed = await listPage(client, what, cursor);
      this.nextCursors.set(key, listed.nextCursor);
      return ok(listed);
    }
    const listed = await listAll(client, this.host.trace, server, what);
    replaceEntries(this.host.registry, server, listed.kind, listed.items);
    return ok(listed.items);
  }

  /**
   * The session-wide log level, `logging/setLevel`: 2025 only. On 2026-07-28 the SDK client
   * refuses it before anything is sent, which the trace records as the SDK's own error.
   */
  async setLogLevel(action: Action & { do: 'set-log-level' }): Promise<ActionOutcome> {
    try {
      return ok(await this.host.client(action.server).setLoggingLevel(action.level));
    } catch (error) {
      if (!(error instanceof SdkError)) throw error;
      this.host.trace.record({
        type: 'transport',
        layer: 'transport',
        link: action.server,
        from: `client:${action.server}`,
        to: 'host',
        event: 'sdk-error',
        detail: error.message,
      });
      return failure(error.message, error.code);
    }
  }

  /** Suggestions for an argument being typed (`completion/complete`). */
  async complete(action: Action & { do: 'complete' }): Promise<ActionOutcome> {
    const result = await this.host.client(action.server).complete({
      ref: action.ref,
      argument: action.argument,
      ...(action.context && { context: { arguments: action.context } }),
    });
    return ok(result.completion);
  }

  /** Follows a resource's changes (2026 `subscriptions/listen`, 2025 `resources/subscribe`). */
  async subscribe(action: Action & { do: 'subscribe' | 'unsubscribe' }): Promise<ActionOutcome> {
    const client = this.host.client(action.server);
    if (action.do === 'subscribe')
      await this.host.follower.follow(client, action.server, action.uri);
    else await this.host.follower.unfollow(client, action.server, action.uri);
    return ok();
  }

  /** The connection closed: what the host followed on it ended with it. */
  forget(server: string): void {
    this.host.follower.forget(server);
    for (const key of [...this.nextCursors.keys()]) {
      if (key.startsWith(`${server}\u0000`)) this.nextCursors.delete(key);
    }
  }

  /** Lists the server's skills with the SDK's Skills client (`skills/list`). */
  async listSkills(action: Action & { do: 'skills' }): Promise<ActionOutcome> {
    const { SkillsClient } = await import('@modelcontextprotocol/client/ext/skills');
    const listing = await new SkillsClient(this.host.client(action.server)).list();
    return ok(listing.skills);
  }
}
