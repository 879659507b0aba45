import type { Client, McpSubscription } from '@modelcontextprotocol/client';
import type { Trace } from '../trace';

/**
 * The resources the host follows, per server. Following is era-bound: 2026-07-28 opens a
 * `subscriptions/listen` stream naming the URI (`resourceSubscriptions`), 2025 sends
 * `resources/subscribe`. Either way the server's `notifications/resources/updated` makes the
 * host read the resource again and show its new content.
 */
export class ResourceFollower {
  /** `server\u0000uri` → the 2026 stream that follows it (2025 keeps none). */
  private readonly streams = new Map<string, McpSubscription | undefined>();

  constructor(private readonly trace: Trace) {}

  private key(server: string, uri: string): string {
    return `${server}\u0000${uri}`;
  }

  follows(server: string, uri: string): boolean {
    return this.streams.has(this.key(server, uri));
  }

  async follow(client: Client, server: string, uri: string): Promise<void> {
    if (client.getProtocolEra() === 'modern') {
      const stream = await client.listen({ resourceSubscriptions: [uri] });
      this.streams.set(this.key(server, uri), stream);
    } else {
      await client.subscribeResource({ uri });
      this.streams.set(this.key(server, uri), undefined);
    }
  }

  /** Stops following: closes the 2026 stream (`notifications/cancelled`), or unsubscribes. */
  async unfollow(client: Client, server: string, uri: string): Promise<void> {
    const key = this.key(server, uri);
    const stream = this.streams.get(key);
    this.streams.delete(key);
    if (stream) await stream.close();
    else if (client.getProtocolEra() !== 'modern') await client.unsubscribeResource({ uri });
  }

  /** A connection closed: its streams went with it, and a new one starts unsubscribed. */
  forget(server: string): void {
    for (const key of [...this.streams.keys()]) {
      if (key.startsWith(`${server}\u0000`)) this.streams.delete(key);
    }
  }

  /** The server said a resource changed: a followed one is read again and shown. */
  async updated(client: Client, server: string, uri: string): Promise<void> {
    if (!this.follows(server, uri)) return;
    const result = await client.readResource({ uri });
    this.trace.record({
      type: 'host',
      layer: 'data',
      from: 'host',
      to: 'host',
      action: 'resource-updated',
      data: {
        server,
        uri,
        contents: result.contents.map((c) => ({
          uri: c.uri,
          ...(c.mimeType && { mimeType: c.mimeType }),
          text: 'text' in c ? c.text : `[${c.mimeType ?? 'blob'}]`,
        })),
      },
    });
  }
}
