import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The app's own parsing module, imported on purpose: it once set a global French zod locale
// that the SDK, sharing zod, then used for its own messages.
import '@/lib/content/parse';
import { createSession } from '@/lib/simulation/session';
import { scenario, TODAY } from '@/tests/fixtures/scenarios';
import type { Revision } from '@/lib/mcp/revisions';

const SDK_ALONE = fileURLToPath(new URL('./fixtures/sdk-alone.mjs', import.meta.url));
const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'terminal', version: '1.0.0' },
};

/** Lines whose answer the SDK builds from zod's issues: a wrong `arguments`, a missing `uri`, a null `id`. */
function linesFor(revision: Revision): string[] {
  const meta = revision === '2026-07-28' ? { _meta: MODERN_META } : {};
  return [
    {
      jsonrpc: '2.0',
      id: 't-1',
      method: 'tools/call',
      params: { ...meta, name: 'outil', arguments: 'x' },
    },
    { jsonrpc: '2.0', id: 't-2', method: 'resources/read', params: { ...meta } },
    { jsonrpc: '2.0', id: null, method: 'tools/list' },
    ...(revision === '2026-07-28'
      ? [
          {
            jsonrpc: '2.0',
            id: 't-3',
            method: 'tools/list',
            params: { _meta: { 'io.modelcontextprotocol/protocolVersion': 7 } },
          },
        ]
      : []),
  ].map((line) => JSON.stringify(line));
}

type Answer = { error: unknown } | { parseError: string };

/** What the app's simulation shows for each line: the SDK server's error, or its reader's parse error. */
async function appAnswers(revision: Revision, lines: string[]): Promise<Answer[]> {
  const session = createSession(scenario('commandes'), { revision, framed: true, today: TODAY });
  try {
    await session.perform({ do: 'connect' });
    const server = session.serverNames[0]!;
    const answers: Answer[] = [];
    for (const line of lines) {
      const before = session.trace.length;
      await session.perform({ do: 'raw', server, text: line, waitMs: 1000 });
      const after = session.trace.entries.slice(before);
      const parse = after.find((e) => e.type === 'transport' && e.event === 'parse-error');
      if (parse && parse.type === 'transport') {
        answers.push({ parseError: parse.detail ?? '' });
        continue;
      }
      const reply = after.find((e) => e.type === 'message' && e.kind === 'error');
      answers.push({
        error: reply?.type === 'message' ? (reply.message as { error?: unknown }).error : null,
      });
    }
    return answers;
  } finally {
    await session.dispose();
  }
}

function sdkAloneAnswers(revision: Revision, lines: string[]): Answer[] {
  const out = execFileSync(process.execPath, [SDK_ALONE, JSON.stringify({ revision, lines })], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as Answer[];
}

describe('the SDK’s own messages reach the wire untouched by the app’s French', () => {
  it.each(['2025-11-25', '2026-07-28'] as const)(
    '%s: every zod-built SDK error is byte for byte what the SDK alone sends',
    async (revision) => {
      const lines = linesFor(revision);
      const app = await appAnswers(revision, lines);
      const alone = sdkAloneAnswers(revision, lines);
      expect(alone.every((a) => ('error' in a ? a.error !== null : a.parseError !== ''))).toBe(
        true,
      );
      expect(app.map((a) => JSON.stringify(a))).toEqual(alone.map((a) => JSON.stringify(a)));
      expect(JSON.stringify(app)).toMatch(/Invalid input|Unrecognized key/);
    },
  );
});
