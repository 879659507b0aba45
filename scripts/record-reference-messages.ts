/**
 * Copies the JSON-RPC messages of the SDK reference traces (recorded with a real stdio pair of
 * SDK 2.4.0) into a test fixture, each with the message key and protocol revision the
 * annotator needs, so that the coverage test reads nothing outside the repository.
 *
 *   npx tsx scripts/record-reference-messages.ts [TRACES_DIR]   (default /work/shared/reference-traces)
 * Writes content/annotations/fixtures/reference-messages.json.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRevision, MODERN_REVISION, type Revision } from '../lib/mcp/revisions';

const dir = process.argv[2] ?? '/work/shared/reference-traces';
const out = join(
  import.meta.dirname,
  '..',
  'content',
  'annotations',
  'fixtures',
  'reference-messages.json',
);

interface TraceLine {
  dir: string;
  kind?: string;
  method?: string;
  id?: string | number | null;
  message?: unknown;
}

const KINDS: Record<string, string> = {
  request: 'request',
  notification: 'notification',
  response: 'result',
  'error-response': 'error',
};

const messages: {
  source: string;
  revision: Revision;
  kind: string;
  method: string;
  message: unknown;
}[] = [];

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const trace = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { trace: unknown[] }).trace;
  // One list per connection, or one list for the whole file.
  const connections = (Array.isArray(trace[0]) ? trace : [trace]) as TraceLine[][];
  for (const connection of connections) {
    let revision: Revision = /legacy/.test(file) ? '2025-11-25' : MODERN_REVISION;
    const methods = new Map<string, string>();
    for (const line of connection) {
      const kind = line.kind && KINDS[line.kind];
      const message = line.message;
      if (!kind || message === null || typeof message !== 'object' || Array.isArray(message)) {
        continue;
      }
      const fields = message as { method?: string; params?: Record<string, unknown> };
      // The era of the connection follows its opening: `initialize` (2025) or `server/discover`.
      if (kind === 'request' && fields.method === 'initialize') {
        const asked = fields.params?.protocolVersion;
        revision = isRevision(asked) && asked !== MODERN_REVISION ? asked : '2025-11-25';
      } else if (
        kind === 'request' &&
        (fields.method === 'server/discover' ||
          fields.method === 'subscriptions/listen' ||
          (fields.params?._meta as Record<string, unknown> | undefined)?.[
            'io.modelcontextprotocol/protocolVersion'
          ] !== undefined)
      ) {
        // Only a modern connection carries the version in every request's `_meta`.
        revision = MODERN_REVISION;
      }
      let method = line.method ?? fields.method;
      if (kind === 'request' && method)
        methods.set(`${line.dir} ${JSON.stringify(line.id)}`, method);
      if (kind === 'result' || kind === 'error') {
        const back = line.dir === 'server->client' ? 'client->server' : 'server->client';
        method = methods.get(`${back} ${JSON.stringify(line.id)}`);
      }
      if (!method) continue;
      messages.push({ source: file, revision, kind, method, message });
    }
  }
}

writeFileSync(out, `${JSON.stringify({ messages }, null, 1)}\n`);
console.log(`${out}: ${messages.length} messages`);
