import type { ActionOutcome } from '@/lib/mcp/outcome';
import type { Action, ToolSpec } from '@/lib/mcp/scenario';
import type { LinkRecord } from '@/lib/runtime/link';
import { PlaygroundStore } from './store';

export * from './state';

/**
 * The playground as the panels drive it: the store (scenario, session, timeline, step) and
 * the learner's intents. Each intent connects again what the script closed before acting, so
 * no panel repeats that policy (lib/mcp/session.ts, `ensureConnected`).
 */
export class PlaygroundController extends PlaygroundStore {
  /** The learner asks the host a question (the scenario's own when none is given). */
  async ask(question?: string): Promise<ActionOutcome> {
    await this.ensureConnected(undefined, { relist: true });
    return this.perform({ do: 'ask', ...(question !== undefined && { question }), approve: 'ask' });
  }

  /** The learner calls a tool from the editor: the click is the human decision. */
  async callTool(server: string, tool: string, args: unknown): Promise<ActionOutcome> {
    const connected = await this.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.perform({ do: 'call', server, tool, arguments: args, approve: true });
  }

  /** Serves the learner's tools on the live server, and keeps them for the next loads. */
  async applyTools(server: string, tools: ToolSpec[]): Promise<ActionOutcome> {
    const connected = await this.ensureConnected(server);
    if (!connected.ok) return connected;
    const outcome = await this.perform({ do: 'set-tools', server, tools });
    if (outcome.ok) this.setToolOverrides(server, tools);
    return outcome;
  }

  /** The learner attaches a resource to the conversation. */
  async attachResource(server: string, uri: string): Promise<ActionOutcome> {
    await this.ensureConnected(server, { relist: true });
    return this.perform({ do: 'read', server, uri, attach: 'learner' });
  }

  /** The learner types a prompt as a slash command. */
  async invokePrompt(
    server: string,
    name: string,
    args: Record<string, string>,
  ): Promise<ActionOutcome> {
    await this.ensureConnected(server, { relist: true });
    return this.perform({ do: 'prompt', server, name, arguments: args, invoke: true });
  }

  /** Lists the resources, templates and prompts of every server that offers them. */
  async listPrimitives(): Promise<void> {
    await this.ensureConnected(undefined, { relist: true });
    const view = this.state.session;
    for (const server of view?.connected ?? []) {
      const capabilities = this.state.session?.capabilities[server];
      if (capabilities?.resources) {
        await this.perform({ do: 'list', server, what: 'resources' });
        await this.perform({ do: 'list', server, what: 'resourceTemplates' });
      }
      if (capabilities?.prompts) await this.perform({ do: 'list', server, what: 'prompts' });
    }
  }

  /**
   * Shows one page of a list, as an inspector does: `first` without a cursor, `next` with the
   * `nextCursor` of the page before (see Host.list).
   */
  async listPage(
    server: string,
    what: 'tools' | 'resources' | 'resourceTemplates' | 'prompts',
    page: 'first' | 'next',
  ): Promise<ActionOutcome> {
    const connected = await this.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.perform({ do: 'list', server, what, page });
  }

  /** Asks the server for values of the argument being typed (`completion/complete`). */
  async completeArgument(
    server: string,
    ref: Extract<Action, { do: 'complete' }>['ref'],
    argument: { name: string; value: string },
  ): Promise<ActionOutcome> {
    const connected = await this.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.perform({ do: 'complete', server, ref, argument });
  }

  /** Follows a resource's changes, or stops following it. */
  async followResource(server: string, uri: string, follow: boolean): Promise<ActionOutcome> {
    const connected = await this.ensureConnected(server);
    if (!connected.ok) return connected;
    return this.perform({ do: follow ? 'subscribe' : 'unsubscribe', server, uri });
  }

  /**
   * The page a server sends the user to (URL-mode elicitation), as that server serves it: the
   * simulated page the host shows in its frame. Undefined for an address it never handed out.
   */
  linkPage(server: string, url: string): LinkRecord['page'] | undefined {
    return this.liveSession?.connection(server).server.pageAt(url);
  }

  /** Shows a step of the trace (clamped): a panel pointing at what it talks about. */
  showStep(step: number): void {
    this.setStep(step);
  }

  /** Sends a typed line as the client of `server` (framed links only), and follows it. */
  sendRaw(server: string, text: string, waitMs: number): Promise<ActionOutcome> {
    const wire = this.rawWire();
    if (!wire) return this.perform({ do: 'raw', server, text, waitMs });
    return wire.sendRaw(server, text, waitMs);
  }
}
