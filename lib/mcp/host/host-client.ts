import {
  Client,
  ProtocolError,
  type ClientCapabilities,
  type ElicitResult,
} from '@modelcontextprotocol/client';
import { linearPatternValidator } from '@/lib/runtime/linear-validator';
import type { EngineMessages } from '../messages';
import { isLegacyRevision, type Revision } from '../revisions';
import type { Scenario } from '../scenario';
import type { Trace } from '../trace';
import { ACCEPTED_CONFIRMATION, type HostDelegate } from './delegate';
import type { ResourceFollower } from './follow';
import { answerUrlElicitation, isUrlElicitation } from './links';
import type { Registry } from './registry';
import { standInSample } from './sampler';

/** The host's name for itself on the wire (`clientInfo`). */
export const HOST_CLIENT_INFO = { name: 'atelier-mcp-hote', version: '1.0.0' } as const;

/** The code a client answers with when the human refuses a sampling request. */
export const SAMPLING_REFUSED_CODE = -1;

/** What a 2025-06-18 client offers: that revision first, so `initialize` negotiates it. */
export const LEGACY_2025_06_18 = ['2025-06-18', '2025-11-25', '2025-03-26', '2024-11-05'];

/**
 * The capabilities the host declares in a revision: URL-mode elicitation first appeared in
 * 2025-11-25, so a 2025-06-18 client cannot declare it (a server must then never ask for it).
 */
export function declaredCapabilities(
  revision: Revision,
  declared: ClientCapabilities | undefined,
): ClientCapabilities {
  const capabilities: ClientCapabilities = declared ?? { elicitation: { form: {} } };
  const elicitation = capabilities.elicitation as Record<string, unknown> | undefined;
  if (revision !== '2025-06-18' || !elicitation?.url) return capabilities;
  const modes = Object.fromEntries(Object.entries(elicitation).filter(([mode]) => mode !== 'url'));
  return { ...capabilities, elicitation: modes as ClientCapabilities['elicitation'] };
}

/** What the client needs of its host: the session, and the host's live decisions. */
export interface HostClientDeps {
  revision: Revision;
  /** What the host declares and shares: a scenario's, or the remote host's. */
  scenario: Pick<Scenario, 'clientCapabilities' | 'roots'>;
  /**
   * `pin`: exactly the session's revision (a scenario shows one revision). `auto`: in
   * 2026-07-28, the specification's fallback to `initialize` for a 2025 server (a real one).
   */
  negotiation?: 'pin' | 'auto';
  messages: EngineMessages;
  trace: Trace;
  follower: ResourceFollower;
  /** Read at each request: the page may replace the delegate while connected. */
  delegate: () => HostDelegate;
  /** The script's answer to a confirmation or a sampling request in progress, if any. */
  scriptedElicitation: () => 'accept' | 'decline' | 'cancel' | undefined;
  scriptedSampling: () => 'accept' | 'refuse' | undefined;
  /** The user completed a page of the server's (URL-mode elicitation). */
  visit: (url: string) => Promise<unknown>;
  /** A list changed: what the server now contributes to the registry. */
  replace: <K extends keyof Registry>(kind: K, items: Registry[K][number]['item'][]) => void;
}

/**
 * The SDK client the host uses for one server: its capabilities in the session's revision, the
 * list changes it follows, and the host's answers to the server's requests.
 */
export function createHostClient(server: string, host: HostClientDeps): Client {
  const { revision, messages: say, scenario, trace } = host;
  const modern = !isLegacyRevision(revision);
  const follow = <K extends keyof Registry>(kind: K) => ({
    debounceMs: 0,
    onChanged: (error: Error | null, items: Registry[K][number]['item'][] | null) => {
      if (!error && items) host.replace(kind, items);
    },
  });
  const client = new Client(HOST_CLIENT_INFO, {
    capabilities: declaredCapabilities(revision, scenario.clientCapabilities),
    // Output schemas come from learners and links too: their patterns never backtrack.
    jsonSchemaValidator: linearPatternValidator,
    ...(modern && {
      versionNegotiation: { mode: host.negotiation === 'auto' ? 'auto' : { pin: revision } },
    }),
    ...(revision === '2025-06-18' && { supportedProtocolVersions: LEGACY_2025_06_18 }),
    // The host shows tools, prompts and resources: it follows the changes of all three.
    listChanged: {
      tools: follow('tools'),
      prompts: follow('prompts'),
      resources: follow('resources'),
    },
  });
  client.setNotificationHandler('notifications/resources/updated', (notification) => {
    void host.follower.updated(client, server, notification.params.uri).catch(() => undefined);
  });
  if (scenario.clientCapabilities === undefined || 'elicitation' in scenario.clientCapabilities) {
    client.setRequestHandler('elicitation/create', async (request) => {
      const scripted = host.scriptedElicitation();
      if (isUrlElicitation(request.params)) {
        return answerUrlElicitation({
          request: request.params,
          server,
          scripted,
          delegate: host.delegate(),
          visit: host.visit,
          trace,
        });
      }
      const answer: ElicitResult = scripted
        ? scripted === 'accept'
          ? ACCEPTED_CONFIRMATION
          : { action: scripted }
        : await host.delegate().elicit(request.params, server);
      trace.record({
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
  const capabilities = scenario.clientCapabilities ?? {};
  if ('sampling' in capabilities) {
    client.setRequestHandler('sampling/createMessage', async (request) => {
      const scripted = host.scriptedSampling();
      const answer = scripted
        ? scripted === 'accept'
          ? standInSample(request.params, say.standInAnswer)
          : null
        : await host.delegate().sample(request.params, server);
      trace.record({
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
      roots: scenario.roots.map((root) => ({ ...root })),
    }));
  }
  client.onerror = () => {
    // Protocol-level errors already reach the trace as messages or transport steps.
  };
  return client;
}
