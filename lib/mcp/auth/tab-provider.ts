import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import type { FetchHandler } from '../http/request';

/** Where the host's client publishes itself and gets its answers back, in the page. */
export const CLIENT_METADATA_URL = 'https://atelier.test/oauth/client-metadata.json';
export const REDIRECT_URL = 'https://atelier.test/oauth/retour';
export const CLIENT_NAME = 'Atelier MCP (hôte simulé)';

/** What the error lab may do to the client's own side of the flow. */
export interface ProviderFaults {
  /** The code verifier presented at `/token`: none, or one that is not the one hashed. */
  codeVerifier?: 'missing' | 'wrong';
}

export interface TabProviderOptions {
  /** Publish a Client ID Metadata Document (its URL becomes the `client_id`). */
  clientMetadataUrl?: string;
  /** The SDK wants the user sent to this authorization URL: the host shows its consent step. */
  onRedirect: (authorizationUrl: URL) => void;
  faults?: ProviderFaults;
  /** Where the authorization server sends the user back (the page's own one by default). */
  redirectUrl?: string;
  /** The client's name on the consent page. */
  clientName?: string;
}

/**
 * The host's `OAuthClientProvider` for one tab: credentials live in this object only (never in
 * storage), and die with the page. Besides what the SDK asks, it keeps the `state` it handed
 * out, because the SDK does not check `state` on the callback: the host does (`expectedState`).
 * It also implements `discoveryState`, so the SDK can bind the callback to the authorization
 * server it started with.
 */
export class TabOAuthProvider implements OAuthClientProvider {
  readonly clientMetadataUrl: string | undefined;
  faults: ProviderFaults;
  private client: StoredOAuthClientInformation | undefined;
  private stored: StoredOAuthTokens | undefined;
  private verifier: string | undefined;
  private discovery: OAuthDiscoveryState | undefined;
  private issued: string | undefined;
  private count = 0;

  constructor(private readonly options: TabProviderOptions) {
    this.clientMetadataUrl = options.clientMetadataUrl;
    this.faults = options.faults ?? {};
  }

  get redirectUrl(): string {
    return this.options.redirectUrl ?? REDIRECT_URL;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.options.clientName ?? CLIENT_NAME,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  /** The `state` of the last authorization request: the host compares the callback's with it. */
  get expectedState(): string | undefined {
    return this.issued;
  }

  /** The access token the client holds, if any (for the host to show). */
  get currentTokens(): StoredOAuthTokens | undefined {
    return this.stored;
  }

  state(): string {
    // Unguessable (it defends against CSRF), numbered so the learner can follow it.
    this.count += 1;
    this.issued = `etat-${this.count}-${randomHex(8)}`;
    return this.issued;
  }

  clientInformation(): StoredOAuthClientInformation | undefined {
    return this.client;
  }

  saveClientInformation(info: StoredOAuthClientInformation): void {
    this.client = info;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.stored;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.stored = tokens;
  }

  redirectToAuthorization(authorizationUrl: URL): void {
    this.options.onRedirect(authorizationUrl);
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    if (this.faults.codeVerifier === 'missing') return '';
    if (this.faults.codeVerifier === 'wrong') return `${randomHex(24)}-pas-le-bon`;
    if (this.verifier === undefined) throw new Error('No code verifier saved');
    return this.verifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'client') this.client = undefined;
    if (scope === 'all' || scope === 'tokens') this.stored = undefined;
    if (scope === 'all' || scope === 'verifier') this.verifier = undefined;
    if (scope === 'all' || scope === 'discovery') this.discovery = undefined;
  }
}

/**
 * Serves the client's metadata document at its URL (CIMD): what an authorization server reads
 * to learn the client's name and redirect URIs. Its `client_id` is its own address, exactly.
 */
export function clientMetadataDocument(provider: TabOAuthProvider): FetchHandler {
  return (request) => {
    const url = provider.clientMetadataUrl;
    if (!url || request.url !== url || request.method.toUpperCase() !== 'GET') {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    return Promise.resolve(Response.json({ client_id: url, ...provider.clientMetadata }));
  };
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}
