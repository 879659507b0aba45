import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A hostile MCP server for « Brancher mon serveur » (review R6–R11), speaking the 2025-era
 * Streamable HTTP protocol with JSON replies. The path chooses the behaviour:
 *   /redos      a tool whose output schema has `^(a+)+$`, answered with 40 « a » and « ! »
 *   /deep       a tools/list whose input schema nests 100,000 levels
 *   /hang       accepts every request and never answers
 *   /call500    a normal handshake, then HTTP 500 on tools/call
 */

const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;

function reply(res: ServerResponse, id: unknown, result: string) {
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${result}}`);
}

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const mode = (req.url ?? '').split('?')[0];
  if (mode === '/hang') return; // never answers
  if (req.method !== 'POST') {
    res.writeHead(405).end();
    return;
  }
  const message = JSON.parse(body) as { id?: unknown; method?: string };
  if (message.id === undefined) {
    res.writeHead(202).end();
    return;
  }
  switch (message.method) {
    case 'initialize':
      return reply(
        res,
        message.id,
        '{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"serveur-hostile","version":"1.0.0"}}',
      );
    case 'tools/list': {
      const schema =
        mode === '/deep'
          ? `{"type":"object","properties":${deep}}`
          : '{"type":"object","properties":{}}';
      const output =
        mode === '/redos'
          ? ',"outputSchema":{"type":"object","properties":{"x":{"type":"string","pattern":"^(a+)+$"}}}'
          : '';
      return reply(
        res,
        message.id,
        `{"tools":[{"name":"piege","inputSchema":${schema}${output}}]}`,
      );
    }
    case 'tools/call':
      if (mode === '/call500') {
        res.writeHead(500).end('boom');
        return;
      }
      return reply(
        res,
        message.id,
        `{"content":[{"type":"text","text":"ok"}],"structuredContent":{"x":"${'a'.repeat(40)}!"}}`,
      );
    default:
      return reply(res, message.id, '{}');
  }
}

/** Starts the server on 127.0.0.1 (a port of the system's choosing); resolves with its base URL. */
export async function startHostileServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
