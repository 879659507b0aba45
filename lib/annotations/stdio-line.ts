/**
 * What the SDK's stdio reader (`ReadBuffer.readMessage()`) does with a line it cannot turn into
 * a message: `deserializeMessage` is `JSONRPCMessageSchema.parse(JSON.parse(line))`, and the
 * reader skips the line silently when `JSON.parse` throws a `SyntaxError`; a line of JSON that
 * is not JSON-RPC throws a schema error instead, which the stdio transports pass to `onerror`.
 * Kept free of the SDK so that the wire labels do not pull it into the page's bundle.
 */
export function isSkippedLine(line: string): boolean {
  try {
    JSON.parse(line);
    return false;
  } catch (error) {
    return error instanceof SyntaxError;
  }
}
