import type { AuthInfo } from '@modelcontextprotocol/server';
import {
  createAuthorizationServer,
  type AuthorizationTexts,
  type FetchHandler,
} from './authorization-server';
import { protectResource } from './protected-resource';
import type { AuthorizationSpec } from './scenario-server';

/*
 * Shipped only with a protected server (like warehouse.ts): the exported project's HTTP mode
 * as an OAuth 2.1 resource server, with the example authorization server the simulation runs in
 * the page, here on the same origin as the MCP endpoint. A client registers by DCR: a Client ID
 * Metadata Document must be an https URL the authorization server can fetch, which a page
 * served from the learner's machine is not.
 */

/** How many origins (localhost, 127.0.0.1, [::1] with a port) get their own issuer. */
const MAX_ORIGINS = 8;

export interface OAuthHttpOptions {
  authorization: AuthorizationSpec;
  texts: AuthorizationTexts;
  /** The MCP endpoint's path (`/mcp`): the protected resource. */
  path: string;
  /** The MCP endpoint, told who the verified caller is (per-tool scope challenges read it). */
  endpoint: (request: Request, extra: { authInfo: AuthInfo }) => Promise<Response>;
}

/**
 * Serves the whole origin: the MCP endpoint behind the SDK's `requireBearerAuth`, its protected
 * resource metadata (RFC 9728), and the authorization server (RFC 8414 metadata, `/authorize`
 * with its consent page, `/token`, `/register`). Each origin the server is reached by has its
 * own issuer and resource: a token names its resource exactly, and `iss` must match the issuer.
 */
export function createOAuthHttp(options: OAuthHttpOptions): FetchHandler {
  const byOrigin = new Map<string, FetchHandler>();
  const forOrigin = (origin: string): FetchHandler => {
    const { authorization } = options;
    const server = createAuthorizationServer({
      issuer: origin,
      scopes: authorization.scopes,
      clientIdMetadataDocuments: false,
      fetch: (url, init) => fetch(url, init),
      texts: options.texts,
    });
    const resourceUrl = new URL(options.path, origin);
    const gate = protectResource({
      resourceUrl,
      authorizationServer: server,
      scopesSupported: [...authorization.scopes],
      requiredScopes: [...authorization.required],
      resourceName: authorization.resourceName,
      expectedResource: resourceUrl,
      serve: (request, authInfo) => options.endpoint(request, { authInfo }),
    });
    return (request) => {
      const path = new URL(request.url).pathname;
      return path === options.path || path.startsWith('/.well-known/oauth-protected-resource')
        ? gate(request)
        : server.fetch(request);
    };
  };
  return (request) => {
    const origin = new URL(request.url).origin;
    let handler = byOrigin.get(origin);
    if (!handler) {
      if (byOrigin.size >= MAX_ORIGINS) byOrigin.delete(byOrigin.keys().next().value!);
      handler = forOrigin(origin);
      byOrigin.set(origin, handler);
    }
    return handler(request);
  };
}
