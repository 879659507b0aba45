import type { JSONRPCMessage, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/**
 * The header-building steps of the SDK's Streamable HTTP client transport. They are private in
 * its types but are the SDK's own code: a request the learner writes by hand (terminal, error
 * lab) gets the headers the SDK would give the same body, never a copy of its rules. A test
 * fails if an SDK upgrade renames them.
 */
interface HeaderSteps {
  _commonHeaders(): Promise<Headers>;
  _applyBodyDerivedHeaders(headers: Headers, message: unknown): void;
}

function stepsOf(transport: StreamableHTTPClientTransport): HeaderSteps {
  return transport as unknown as HeaderSteps;
}

/** Whether this SDK still builds its headers with the steps used here. */
export function hasSdkHeaderSteps(transport: StreamableHTTPClientTransport): boolean {
  const steps = stepsOf(transport);
  return (
    typeof steps._commonHeaders === 'function' &&
    typeof steps._applyBodyDerivedHeaders === 'function'
  );
}

/**
 * The headers the SDK client sends with a POST of this body (as `_send` builds them): session,
 * protocol version, `Mcp-Method` and `Mcp-Name` derived from a 2026-07-28 request, content type
 * and `Accept`. A body that is not JSON gets the connection's headers only.
 */
export async function sdkPostHeaders(
  transport: StreamableHTTPClientTransport,
  body: string,
): Promise<Headers> {
  const steps = stepsOf(transport);
  const headers = await steps._commonHeaders();
  let message: JSONRPCMessage | undefined;
  try {
    message = JSON.parse(body) as JSONRPCMessage;
  } catch {
    message = undefined;
  }
  if (message !== undefined) steps._applyBodyDerivedHeaders(headers, message);
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json, text/event-stream');
  return headers;
}

/** The headers of the SDK client's GET (its standalone SSE stream) or DELETE (end of session). */
export async function sdkHeaders(
  transport: StreamableHTTPClientTransport,
  method: 'GET' | 'DELETE',
): Promise<Headers> {
  const headers = await stepsOf(transport)._commonHeaders();
  if (method === 'GET') headers.set('accept', 'text/event-stream');
  return headers;
}
