import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { startExportedServer, type RunningExport } from '../fixtures/exported-server';

// Review 2026-12-01 round 2, §3.6 (E10, E11): the exported server, run for real with tsx over
// HTTP, against a local client that opens sessions without closing them and sends a value
// built to make `^(a+)+$` backtrack.

let server: RunningExport;
let base: string;

beforeAll(async () => {
  const tool = getScenario('meteo')!.servers[0]!.tools[0]!;
  const hostile = {
    ...tool,
    definition: {
      ...tool.definition,
      inputSchema: {
        type: 'object',
        properties: { ville: { type: 'string', pattern: '^(a+)+$' } },
        required: ['ville'],
      },
    },
  };
  server = await startExportedServer({
    scenario: 'meteo',
    tools: [hostile],
    env: { MAX_SESSIONS: '3', SESSION_IDLE_MS: '1500' },
  });
  base = server.url;
}, 60_000);

afterAll(() => server?.stop());

const headers = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};

async function initialize(): Promise<string> {
  const response = await fetch(base, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 'fuzz', version: '1' },
      },
    }),
  });
  await response.text();
  return response.headers.get('mcp-session-id')!;
}

async function list(session: string): Promise<number> {
  const response = await fetch(base, {
    method: 'POST',
    headers: { ...headers, 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
  });
  await response.text();
  return response.status;
}

describe('the exported server against a hostile local client', () => {
  it('E10: keeps at most MAX_SESSIONS 2025 sessions, and ends idle ones', async () => {
    const sessions = [];
    for (let i = 0; i < 5; i += 1) sessions.push(await initialize());
    // The two oldest made room for the newest.
    expect(await list(sessions[0]!)).toBe(404);
    expect(await list(sessions[1]!)).toBe(404);
    expect(await list(sessions[4]!)).toBe(200);
    await new Promise((wait) => setTimeout(wait, 3_500));
    expect(await list(sessions[4]!)).toBe(404);
  }, 30_000);

  it('E11: its own schema pattern runs on the linear engine (40 « a » and « ! » answered at once)', async () => {
    const session = await initialize();
    const started = Date.now();
    const response = await fetch(base, {
      method: 'POST',
      headers: { ...headers, 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'get_weather', arguments: { ville: `${'a'.repeat(40)}!` } },
      }),
    });
    const text = await response.text();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(text, text.slice(0, 400)).toMatch(/Input validation error/);
    expect(text).toMatch(/does not match pattern/);
  }, 30_000);
});
