import type { FetchLike } from '../http/request';

/*
 * The host's browser in the authorization code flow: it opens the authorization URL the SDK
 * handed over, shows the authorization server's consent page, posts the user's answer, and
 * reads the redirect back to the client. The SDK neither opens pages nor checks `state`: both
 * are the host's job, and both happen here.
 */

/** What the consent step shows the user: read from the authorization request itself. */
export interface ConsentRequest {
  readonly authorizationUrl: URL;
  readonly clientId: string;
  readonly scopes: readonly string[];
  readonly resource: string | undefined;
  /** Where the browser goes back after the choice (`redirect_uri`). */
  readonly redirectUri: string | undefined;
  /** The authorization server answered the request itself (an error redirect, a refusal page). */
  readonly early: Response | undefined;
}

/** Opens the authorization URL (GET): the authorization server's consent page, or its refusal. */
export async function openAuthorization(fetch: FetchLike, url: URL): Promise<ConsentRequest> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  const params = url.searchParams;
  return {
    authorizationUrl: url,
    clientId: params.get('client_id') ?? '',
    scopes: (params.get('scope') ?? '').split(' ').filter(Boolean),
    resource: params.get('resource') ?? undefined,
    redirectUri: params.get('redirect_uri') ?? undefined,
    early: response.status === 200 ? undefined : response,
  };
}

export interface ConsentAnswer {
  allow: boolean;
  /** The scopes the user keeps (a subset of those asked); all of them by default. */
  scopes?: readonly string[];
}

/**
 * Posts the user's answer to the consent form (the authorization request's own parameters,
 * `consent` and the scopes kept): the authorization server answers with a redirect.
 */
export async function answerConsent(
  fetch: FetchLike,
  request: ConsentRequest,
  answer: ConsentAnswer,
): Promise<Response> {
  const form = new URLSearchParams(request.authorizationUrl.searchParams);
  form.set('consent', answer.allow ? 'allow' : 'deny');
  if (answer.allow && answer.scopes) form.set('granted_scope', answer.scopes.join(' '));
  const action = new URL('/authorize', request.authorizationUrl);
  return fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** What the host makes of the redirect back to its redirect URI. */
export type CallbackOutcome =
  /** Hand these parameters to `transport.finishAuth` (the SDK checks `iss`, then exchanges). */
  | { kind: 'code'; params: URLSearchParams }
  /** The authorization server refused (`access_denied`…): nothing to exchange. */
  | { kind: 'error'; error: string; description: string | undefined; params: URLSearchParams }
  /** Not the answer to our request (CSRF, or an old tab): discarded before the SDK sees it. */
  | { kind: 'state-mismatch'; expected: string | undefined; received: string | undefined }
  /** No redirect to our redirect URI at all. */
  | { kind: 'no-redirect'; status: number };

/**
 * Reads the redirect the authorization server answered with. The spec asks clients to use
 * `state` and to discard any result whose `state` is missing or different (2025-11-25 and
 * 2026-07-28, security considerations); the SDK 2.4.0 does not, so the host does it first.
 */
export function readCallback(
  response: Response,
  redirectUrl: string,
  expectedState: string | undefined,
): CallbackOutcome {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    return { kind: 'no-redirect', status: response.status };
  }
  const target = new URL(location, redirectUrl);
  const expected = new URL(redirectUrl);
  if (target.origin !== expected.origin || target.pathname !== expected.pathname) {
    return { kind: 'no-redirect', status: response.status };
  }
  const params = target.searchParams;
  const received = params.get('state') ?? undefined;
  if (expectedState !== undefined && received !== expectedState) {
    return { kind: 'state-mismatch', expected: expectedState, received };
  }
  const error = params.get('error');
  if (error) {
    return {
      kind: 'error',
      error,
      description: params.get('error_description') ?? undefined,
      params,
    };
  }
  return { kind: 'code', params };
}
