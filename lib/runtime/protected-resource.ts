import {
  getOAuthProtectedResourceMetadataUrl,
  oauthMetadataResponse,
  requireBearerAuth,
  type AuthInfo,
  type OAuthMetadata,
  type OAuthTokenVerifier,
} from '@modelcontextprotocol/server';
import type { FetchHandler } from './authorization-server';

export interface ProtectedResourceOptions {
  /** The MCP endpoint's canonical URL: the `resource` of RFC 8707 and RFC 9728. */
  resourceUrl: URL;
  /** The authorization server this resource trusts (its metadata, and how to check a token). */
  authorizationServer: { metadata: OAuthMetadata; verifier: OAuthTokenVerifier };
  scopesSupported: string[];
  /** What every request needs (the `scope` of the 401 challenge). */
  requiredScopes: string[];
  resourceName: string;
  /**
   * The audience a token must carry. Normally the resource itself; a server that forgets to
   * check it (`undefined`) accepts tokens meant for anyone — the error lab shows why not.
   */
  expectedResource: URL | undefined;
  /** The MCP endpoint behind the gate, told who the caller is. */
  serve: (request: Request, authInfo: AuthInfo) => Promise<Response>;
}

/**
 * An MCP server as an OAuth 2.1 resource server, with the SDK's helpers only: the protected
 * resource metadata (RFC 9728) at its well-known address, then `requireBearerAuth`, which
 * answers 401 with `WWW-Authenticate` (`resource_metadata`, `scope`) or 403 `insufficient_scope`,
 * and checks the token's audience against `expectedResource`. A tool's own `scopeChallenge`
 * (`requireScopes`) adds the per-tool 403 inside the endpoint.
 */
export function protectResource(options: ProtectedResourceOptions): FetchHandler {
  const resourceMetadataUrl = getOAuthProtectedResourceMetadataUrl(options.resourceUrl);
  const gate = requireBearerAuth({
    verifier: options.authorizationServer.verifier,
    requiredScopes: options.requiredScopes,
    resourceMetadataUrl,
    ...(options.expectedResource && { expectedResource: options.expectedResource }),
  });
  const metadata = {
    oauthMetadata: options.authorizationServer.metadata,
    resourceServerUrl: options.resourceUrl,
    scopesSupported: options.scopesSupported,
    resourceName: options.resourceName,
  };
  return async (request) => {
    const document = oauthMetadataResponse(request, metadata);
    if (document) return document;
    const auth = await gate(request);
    if (auth instanceof Response) return auth;
    return options.serve(request, auth);
  };
}
