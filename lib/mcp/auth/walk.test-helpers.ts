import { afterEach, vi } from 'vitest';
import { Client, UnauthorizedError, applyMiddlewares } from '@modelcontextprotocol/client';
import { McpServer, requireScopes } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { createHttpEndpoint } from '@/lib/runtime/http-endpoint';
import { createHttpLink, serverUrl } from '../http/http-link';
import { inPageFetch } from '../http/in-page-fetch';
import { httpRecorder } from '../http/recorder';
import type { FetchLike } from '../http/request';
import type { Revision } from '../revisions';
import { Trace } from '../trace';
import type { HttpEntry } from '../trace-schema';
import type { AuthorizationServerFaults } from '@/lib/runtime/authorization-server';
import { answerConsent, openAuthorization, readCallback, type CallbackOutcome } from './browser';
import { createAuthNetwork, type AuthNetwork } from './network';
import type { ProviderFaults } from './tab-provider';

/*
 * A protected CRM server, the page's authorization server and the SDK's client, joined as the
 * playground joins them: for tests of the whole walk (not part of the site).
 */

export const READ = 'crm:lecture';
export const WRITE = 'crm:ecriture';

export interface WalkOptions {
  revision: Revision;
  registration?: 'client-id-metadata-document' | 'dynamic';
  serverFaults?: AuthorizationServerFaults;
  providerFaults?: ProviderFaults;
  checkAudience?: boolean;
}

/** Another API in the page, protected by the same authorization server (token passthrough). */
export const AGENDA_API = new URL('https://agenda.atelier.test/api');

function buildCrm(relay: FetchLike): McpServer {
  const server = new McpServer({ name: 'crm-protege', version: '1.0.0' });
  // The anti-pattern the spec forbids: the server hands the learner's token on to another API.
  server.registerTool(
    'relayer_agenda',
    { description: 'Copie les rendez-vous d’un client vers l’agenda' },
    async (ctx) => {
      const token = ctx.http?.authInfo?.token ?? '';
      const response = await relay(AGENDA_API, { headers: { authorization: `Bearer ${token}` } });
      return {
        content: [{ type: 'text', text: `Agenda : ${response.status}` }],
        isError: !response.ok,
      };
    },
  );
  server.registerTool(
    'lire_client',
    { description: 'Lit la fiche d’un client', inputSchema: z.object({ nom: z.string() }) },
    ({ nom }) => ({ content: [{ type: 'text', text: `Fiche ${nom}` }] }),
  );
  server.registerTool(
    'supprimer_client',
    {
      description: 'Supprime un client',
      inputSchema: z.object({ nom: z.string() }),
      scopeChallenge: requireScopes(READ, WRITE),
    },
    ({ nom }) => ({ content: [{ type: 'text', text: `Client ${nom} supprimé` }] }),
  );
  return server;
}

export class Walk {
  readonly trace = new Trace();
  readonly net: AuthNetwork;
  client: Client | undefined;
  private readonly endpoint;
  private readonly protectedFetch;

  constructor(readonly options: WalkOptions) {
    this.net = createAuthNetwork(this.trace, {
      link: 'crm',
      scopes: [READ, WRITE],
      registration: options.registration ?? 'client-id-metadata-document',
      ...(options.serverFaults && { serverFaults: options.serverFaults }),
      ...(options.providerFaults && { providerFaults: options.providerFaults }),
    });
    const url = serverUrl('crm');
    const agenda = this.net.protect(AGENDA_API, {
      requiredScopes: [],
      resourceName: 'Agenda',
      serve: () => Promise.resolve(Response.json({ evenements: [] })),
    });
    const relay = applyMiddlewares(
      httpRecorder(this.trace, 'crm', { client: 'server:crm', peer: () => 'server:agenda' }),
    )(inPageFetch((origin) => (origin === AGENDA_API.origin ? agenda : undefined)));
    this.endpoint = createHttpEndpoint(() => buildCrm(relay), {
      allowedOriginHostnames: [url.hostname],
      sessionIdGenerator: () => crypto.randomUUID(),
      keepAliveMs: 0,
      unknownSession: 'Session inconnue',
    });
    this.protectedFetch = this.net.protect(url, {
      requiredScopes: [READ],
      resourceName: 'CRM protégé',
      checkAudience: options.checkAudience ?? true,
      serve: (request, authInfo) => this.endpoint.fetch(request, { authInfo }),
    });
  }

  /** Connects a fresh client (one transport per attempt, as after a redirect). */
  async connect(): Promise<Client> {
    const link = createHttpLink('crm', this.trace, {
      hosts: this.net.hosts,
      peer: this.net.peer,
      authProvider: this.net.provider,
    });
    link.serve({
      serve: () => {
        throw new Error('HTTP only');
      },
      serveHttp: () => this.protectedFetch,
    });
    const client = new Client(
      { name: 'atelier-hote', version: '1.0.0' },
      this.options.revision === '2026-07-28'
        ? { versionNegotiation: { mode: { pin: '2026-07-28' } } }
        : {},
    );
    client.onerror = () => undefined;
    this.transport = link.clientEnd;
    await client.connect(link.clientEnd);
    this.client = client;
    return client;
  }

  transport: ReturnType<typeof createHttpLink>['clientEnd'] | undefined;

  /** Connects, expecting the SDK to stop for the user's consent. */
  async connectUnauthorized(): Promise<void> {
    await expectUnauthorized(this.connect());
  }

  /** The host opens the last authorization URL, answers the consent, and reads the redirect. */
  async consent(allow: boolean, scopes?: string[]): Promise<CallbackOutcome> {
    const url = this.net.redirects.at(-1);
    if (!url) throw new Error('no authorization URL');
    const request = await openAuthorization(this.net.browserFetch, url);
    const response =
      request.early ??
      (await answerConsent(this.net.browserFetch, request, {
        allow,
        ...(scopes && { scopes }),
      }));
    return readCallback(response, this.net.provider.redirectUrl, this.net.provider.expectedState);
  }

  /** Hands the callback to the SDK (`finishAuth`: `iss` check, then the code exchange). */
  async finish(outcome: CallbackOutcome): Promise<void> {
    if (outcome.kind !== 'code') throw new Error(`no code: ${outcome.kind}`);
    if (!this.transport) throw new Error('no transport');
    await this.transport.finishAuth(outcome.params);
  }

  async close(): Promise<void> {
    await this.client?.close().catch(() => undefined);
    await this.endpoint.close();
  }

  http(): HttpEntry[] {
    return this.trace.entries.filter((e): e is HttpEntry => e.type === 'http');
  }

  /** `METHOD URL → status` lines of the trace, for reading and asserting the walk. */
  lines(): string[] {
    const requests = new Map<number, HttpEntry>();
    const out: string[] = [];
    for (const entry of this.http()) {
      if (entry.part === 'request') requests.set(entry.seq, entry);
      if (entry.part === 'response') {
        const request = requests.get(entry.exchange);
        if (request?.part !== 'request') continue;
        const url = new URL(request.url);
        out.push(`${request.method} ${url.origin}${url.pathname} → ${entry.status}`);
      }
    }
    return out;
  }
}

export async function expectUnauthorized(pending: Promise<unknown>): Promise<void> {
  try {
    await pending;
  } catch (error) {
    if (error instanceof UnauthorizedError) return;
    throw error;
  }
  throw new Error('expected UnauthorizedError');
}

export type WalkRequest = Extract<HttpEntry, { part: 'request' }>;
export type WalkAnswer = Extract<HttpEntry, { part: 'response' }>;

/**
 * Registers an afterEach that closes every walk a test started; returns the way to start one.
 * `quiet` silences the SDK's console warnings (fallbacks, dropped credentials) where a test
 * provokes them on purpose.
 */
export function walkRegistry({ quiet = false }: { quiet?: boolean } = {}): (
  options: WalkOptions,
) => Walk {
  const walks: Walk[] = [];
  afterEach(async () => {
    for (const walk of walks.splice(0)) await walk.close();
    vi.restoreAllMocks();
  });
  return (options) => {
    if (quiet) vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const walk = new Walk(options);
    walks.push(walk);
    return walk;
  };
}

/** The HTTP requests of a walk whose address (and entry) match. */
export function requestsOf(
  walk: Walk,
  match: (url: URL, entry: WalkRequest) => boolean,
): WalkRequest[] {
  return walk
    .http()
    .filter((e): e is WalkRequest => e.part === 'request' && match(new URL(e.url), e));
}

/** The response to a request of a walk (throws when none came). */
export function answerTo(walk: Walk, request: WalkRequest): WalkAnswer {
  const answer = walk
    .http()
    .find((e): e is WalkAnswer => e.part === 'response' && e.exchange === request.seq);
  if (!answer) throw new Error(`no answer to step ${request.seq}`);
  return answer;
}
