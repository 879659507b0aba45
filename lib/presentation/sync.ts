import { z } from 'zod';
import { SharedPlaceSchema, ToolOverridesSchema } from '@/lib/share/share-state';
import { checkJsonValue } from '@/lib/untrusted/json-limits';

/** The channel the presenter's window and the audience window share (same origin only). */
export const PRESENTATION_CHANNEL = 'atelier-mcp-presentation';

/**
 * What the audience window follows: validated, since any same-origin page can post. The same
 * place and tools as a shared link, plus the field being explained.
 */
export const PresenterStateSchema = SharedPlaceSchema.extend({
  tools: ToolOverridesSchema.default({}),
  /** The field of the message the presenter is explaining (the audience shows its annotation). */
  field: z
    .object({
      seq: z.number().int().min(1),
      path: z.array(z.union([z.string().max(200), z.number().int().min(0)])).max(40),
    })
    .optional(),
});
export type PresenterState = z.infer<typeof PresenterStateSchema>;

const MessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: PresenterStateSchema }),
  z.object({ type: z.literal('hello') }),
]);

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

function openChannel(): ChannelLike | undefined {
  try {
    return typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(PRESENTATION_CHANNEL);
  } catch {
    return undefined;
  }
}

/** The presenter's side: posts its state, and posts it again when an audience window opens. */
export class PresenterSync {
  private readonly channel = openChannel();
  private last: PresenterState | undefined;

  constructor() {
    if (this.channel) {
      this.channel.onmessage = (event) => {
        const message = MessageSchema.safeParse(event.data);
        if (message.success && message.data.type === 'hello' && this.last) this.send(this.last);
      };
    }
  }

  get available(): boolean {
    return this.channel !== undefined;
  }

  send(state: PresenterState): void {
    this.last = state;
    try {
      this.channel?.postMessage({ type: 'state', state });
    } catch {
      // A closed channel: the audience window is gone, which breaks nothing.
    }
  }

  close(): void {
    this.channel?.close();
  }
}

/** The audience side: says hello, then follows every valid state the presenter posts. */
export class AudienceSync {
  private readonly channel = openChannel();

  /**
   * `onRefused` hears, in French, why a message was dropped for its size or depth: any
   * same-origin page can post, and thousands of levels froze the inspector.
   */
  constructor(onState: (state: PresenterState) => void, onRefused?: (message: string) => void) {
    if (!this.channel) return;
    this.channel.onmessage = (event) => {
      const limits = checkJsonValue(event.data, 'audience');
      if (!limits.ok) {
        onRefused?.(limits.message);
        return;
      }
      const message = MessageSchema.safeParse(event.data);
      if (message.success && message.data.type === 'state') onState(message.data.state);
    };
    this.channel.postMessage({ type: 'hello' });
  }

  get available(): boolean {
    return this.channel !== undefined;
  }

  close(): void {
    this.channel?.close();
  }
}
