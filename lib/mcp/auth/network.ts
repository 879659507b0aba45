import { applyMiddlewares } from '@modelcontextprotocol/client';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { inPageFetch } from '../http/in-page-fetch';
import { httpRecorder } from '../http/recorder';
import type { FetchHandler, FetchLike } from '../http/request';
import type { ActorId, Trace } from '../trace';
import {
  createAuthorizationServer,
  type AuthorizationServer,
  type AuthorizationServerFaults,
} from '@/lib/runtime/authorization-server';
import { protectResource } from '@/lib/runtime/protected-resource';
import { authMessages } from '@/messages/auth';
import {
  CLIENT_METADATA_URL,
  TabOAuthProvider,
  clientMetadataDocument,
  type ProviderFaults,
} from './tab-provider';

/** The authorization server's address in the page, and its name in the trace. */
export const AUTH_ISSUER = 'https://auth.atelier.test';
export const AUTH_ACTOR = 'server:autorisation' satisfies ActorId;
/**
 * Another API in the page, protected by the same authorization server: where a server that
 * forwards the learner's token (token passthrough, forbidden) would send it.
 */
export const DOWNSTREAM_API = 'https://agenda.atelier.test/api';
export const DOWNSTREAM_ACTOR = 'server:agenda' satisfies ActorId;
/** Where the client's metadata document lives: the host's own site. */
const CLIENT_SITE = new URL(CLIENT_METADATA_URL).origin;

export interface AuthNetworkOptions {
  /** The link (connection) the OAuth exchanges belong to in the trace. */
  link: string;
  scopes: readonly string[];
  /** Client registration: a Client ID Metadata Document, or the deprecated DCR. */
  registration: 'client-id-metadata-document' | 'dynamic';
  serverFaults?: AuthorizationServerFaults;
  providerFaults?: ProviderFaults;
}

/** Everything the OAuth flow needs in the page besides the MCP server and its client. */
export interface AuthNetwork {
  readonly authorizationServer: AuthorizationServer;
  readonly provider: TabOAuthProvider;
  /** The authorization URLs the SDK asked the host to open, oldest first. */
  readonly redirects: URL[];
  /** The authorization URL waiting to be opened, taken once (undefined when none waits). */
  takeAuthorizationUrl(): URL | undefined;
  /** The hosts the MCP client may reach besides its server (`HttpLinkOptions.hosts`). */
  readonly hosts: (origin: string) => FetchHandler | undefined;
  /** Who answers at a URL (`HttpLinkOptions.peer`). */
  readonly peer: (url: URL) => ActorId;
  /** The host's browser: every page it opens is recorded, from the host. */
  readonly browserFetch: FetchLike;
  /**
   * The MCP server forwards a token it received to the downstream API, unchanged (the
   * anti-pattern the spec forbids): recorded from the server, answered by that API's own gate.
   */
  relayToken(token: string): Promise<Response>;
  /** Puts the resource server's gate (RFC 9728 metadata, Bearer check) in front of an endpoint. */
  protect(
    resourceUrl: URL,
    options: {
      requiredScopes: string[];
      resourceName: string;
      /** `false`: the server forgets the audience check (error lab). */
      checkAudience?: boolean;
      serve: (request: Request, authInfo: AuthInfo) => Promise<Response>;
    },
  ): FetchHandler;
}

export function createAuthNetwork(trace: Trace, options: AuthNetworkOptions): AuthNetwork {
  const redirects: URL[] = [];
  let waiting: URL | undefined;
  const provider = new TabOAuthProvider({
    ...(options.registration === 'client-id-metadata-document' && {
      clientMetadataUrl: CLIENT_METADATA_URL,
    }),
    onRedirect: (url) => {
      redirects.push(url);
      waiting = url;
    },
    ...(options.providerFaults && { faults: options.providerFaults }),
  });
  const site = clientMetadataDocument(provider);
  let authorizationServer: AuthorizationServer | undefined = undefined;
  const hosts = (origin: string): FetchHandler | undefined => {
    if (origin === AUTH_ISSUER) return authorizationServer?.fetch;
    if (origin === CLIENT_SITE) return site;
    return undefined;
  };
  const peer = (url: URL): ActorId => {
    if (url.origin === AUTH_ISSUER) return AUTH_ACTOR;
    if (url.origin === CLIENT_SITE) return 'host';
    return `server:${options.link}`;
  };
  const recorded = (client: ActorId) =>
    applyMiddlewares(httpRecorder(trace, options.link, { client, peer }))(inPageFetch(hosts));
  authorizationServer = createAuthorizationServer({
    issuer: AUTH_ISSUER,
    scopes: options.scopes,
    clientIdMetadataDocuments: options.registration === 'client-id-metadata-document',
    texts: authMessages,
    // The authorization server reading the client's document: its own request, in the trace.
    fetch: recorded(AUTH_ACTOR),
    ...(options.serverFaults && { faults: options.serverFaults }),
  });
  const server = authorizationServer;
  const guard = (resourceUrl: URL, protection: Parameters<AuthNetwork['protect']>[1]) =>
    protectResource({
      resourceUrl,
      authorizationServer: server,
      scopesSupported: [...options.scopes],
      requiredScopes: protection.requiredScopes,
      resourceName: protection.resourceName,
      expectedResource: protection.checkAudience === false ? undefined : resourceUrl,
      serve: protection.serve,
    });
  const downstream = guard(new URL(DOWNSTREAM_API), {
    requiredScopes: [],
    resourceName: 'Agenda',
    serve: () => Promise.resolve(Response.json({ evenements: [] })),
  });
  const relay = applyMiddlewares(
    httpRecorder(trace, options.link, {
      client: `server:${options.link}`,
      peer: () => DOWNSTREAM_ACTOR,
    }),
  )(inPageFetch((origin) => (origin === new URL(DOWNSTREAM_API).origin ? downstream : undefined)));
  return {
    authorizationServer: server,
    provider,
    redirects,
    takeAuthorizationUrl: () => {
      const url = waiting;
      waiting = undefined;
      return url;
    },
    hosts,
    peer,
    browserFetch: recorded('host'),
    relayToken: (token) => relay(DOWNSTREAM_API, { headers: { authorization: `Bearer ${token}` } }),
    protect: guard,
  };
}
