import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import type { MessageEntry } from '@/lib/mcp/trace';
import { createSession } from '@/lib/simulation/session';
import { buildRequest, complete, modernMeta, parseCommand } from './commands';

const ids = () => {
  let n = 0;
  return () => `terminal-${++n}`;
};

const META_KEYS = [
  'io.modelcontextprotocol/protocolVersion',
  'io.modelcontextprotocol/clientInfo',
  'io.modelcontextprotocol/clientCapabilities',
];

describe('shorthand commands', () => {
  it('build the exact request of the revision: _meta in 2026-07-28, none in 2025', () => {
    const modern = parseCommand('outils', '2026-07-28', ids());
    expect(modern).toMatchObject({
      kind: 'send',
      message: { jsonrpc: '2.0', id: 'terminal-1', method: 'tools/list' },
    });
    const meta = (modern as unknown as { message: { params: { _meta: object } } }).message.params
      ._meta;
    expect(Object.keys(meta)).toEqual(META_KEYS);
    expect(meta).toMatchObject({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28' });

    expect(parseCommand('outils', '2025-11-25', ids())).toEqual({
      kind: 'send',
      message: { jsonrpc: '2.0', id: 'terminal-1', method: 'tools/list' },
    });
  });

  it('appeler and prompt take a name and JSON arguments', () => {
    expect(parseCommand('appeler get_weather {"ville":"Lyon"}', '2025-11-25', ids())).toEqual({
      kind: 'send',
      message: {
        jsonrpc: '2.0',
        id: 'terminal-1',
        method: 'tools/call',
        params: { name: 'get_weather', arguments: { ville: 'Lyon' } },
      },
    });
    expect(parseCommand('prompt triage', '2025-06-18', ids())).toMatchObject({
      message: { method: 'prompts/get', params: { name: 'triage', arguments: {} } },
    });
    expect(parseCommand('appeler get_weather {ville}', '2025-11-25', ids())).toMatchObject({
      kind: 'usage',
    });
    expect(parseCommand('appeler', '2025-11-25', ids())).toMatchObject({ kind: 'usage' });
  });

  it('initialiser sends initialize, then notifications/initialized', () => {
    expect(parseCommand('initialiser', '2025-06-18', ids())).toMatchObject({
      message: { method: 'initialize', params: { protocolVersion: '2025-06-18' } },
      then: { method: 'notifications/initialized' },
    });
  });

  it('initialiser <révision> asks for that revision, whatever the session’s', () => {
    expect(parseCommand('initialiser 2025-06-18', '2025-11-25', ids())).toMatchObject({
      message: { method: 'initialize', params: { protocolVersion: '2025-06-18' } },
    });
  });

  it('initialiser with an unknown revision sends nothing and lists the accepted ones', () => {
    for (const asked of ['1999-01-01', '2026-07-28', 'demain']) {
      const command = parseCommand(`initialiser ${asked}`, '2025-11-25', ids());
      expect(command.kind).toBe('usage');
      const { message } = command as { message: string };
      expect(message).toContain(`«\u00A0${asked}\u00A0»`);
      expect(message).toContain('2025-11-25, 2025-06-18');
      expect(message).toMatch(/^Rien n’a été envoyé/);
    }
  });

  it('decouvrir, lire, ressources, prompts, aide, effacer, etape', () => {
    expect(parseCommand('découvrir', '2025-11-25', ids())).toMatchObject({
      message: { method: 'server/discover', params: { _meta: {} } },
    });
    expect(parseCommand('lire orders://schema', '2025-11-25', ids())).toMatchObject({
      message: { method: 'resources/read', params: { uri: 'orders://schema' } },
    });
    expect(parseCommand('ressources', '2025-11-25', ids())).toMatchObject({
      message: { method: 'resources/list' },
    });
    expect(parseCommand('prompts', '2025-11-25', ids())).toMatchObject({
      message: { method: 'prompts/list' },
    });
    expect(parseCommand('aide', '2025-11-25', ids())).toEqual({ kind: 'help' });
    expect(parseCommand('effacer', '2025-11-25', ids())).toEqual({ kind: 'clear' });
    expect(parseCommand('etape 4', '2025-11-25', ids())).toEqual({ kind: 'step', step: 4 });
  });

  it('GET and DELETE alone are bodiless HTTP requests, not lines for the parser', () => {
    expect(parseCommand('GET', '2026-07-28', ids())).toEqual({ kind: 'http', method: 'GET' });
    expect(parseCommand(' DELETE ', '2025-11-25', ids())).toEqual({
      kind: 'http',
      method: 'DELETE',
    });
    expect(parseCommand('get', '2025-11-25', ids())).not.toMatchObject({ kind: 'http' });
  });

  it('anything else goes to the server as typed, for its parser to judge', () => {
    expect(parseCommand('pas du json', '2026-07-28', ids())).toEqual({
      kind: 'raw',
      text: 'pas du json',
    });
    expect(parseCommand('{"jsonrpc":"2.0"}', '2026-07-28', ids())).toMatchObject({ kind: 'raw' });
    expect(parseCommand('bonjour', '2026-07-28', ids())).toMatchObject({ kind: 'raw' });
    expect(parseCommand('   ', '2026-07-28', ids())).toEqual({ kind: 'empty' });
  });

  it('buildRequest keeps params empty in 2025 and adds _meta in 2026-07-28', () => {
    expect(buildRequest('2025-11-25', 1, 'ping')).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'ping',
    });
    expect(buildRequest('2026-07-28', 1, 'ping')).toHaveProperty('params._meta');
  });
});

describe('completion', () => {
  const names = { tools: ['get_weather', 'get_forecast'], prompts: ['triage'], uris: [] };
  it('completes commands, then tool names after appeler', () => {
    expect(complete('ou', 2, names)).toMatchObject({ start: 0, insert: 'outils ' });
    expect(complete('pro', 3, names)).toMatchObject({
      candidates: ['prompts', 'prompt'],
      insert: 'prompt',
    });
    expect(complete('appeler get_w', 13, names)).toMatchObject({
      start: 8,
      insert: 'get_weather ',
    });
    expect(complete('appeler get_', 12, names)).toMatchObject({
      candidates: ['get_weather', 'get_forecast'],
      insert: 'get_',
    });
    expect(complete('prompt t', 8, names)).toMatchObject({ insert: 'triage ' });
    expect(complete('zzz', 3, names)).toMatchObject({ candidates: [], insert: 'zzz' });
  });
});

describe('the terminal’s 2026-07-28 envelope', () => {
  it('carries the same `_meta` keys as the SDK’s own client writes on its requests', async () => {
    const session = createSession(getScenario('meteo')!, {
      revision: '2026-07-28',
      today: () => '2026-11-29',
    });
    await session.run();
    const sdkRequest = session.trace.entries.find(
      (e): e is MessageEntry =>
        e.type === 'message' && e.direction === 'client-to-server' && e.method === 'tools/list',
    );
    const sdkMeta = (sdkRequest?.message as { params?: { _meta?: object } }).params?._meta ?? {};
    expect(Object.keys(modernMeta('2026-07-28')).sort()).toEqual(Object.keys(sdkMeta).sort());
    await session.dispose();
  });
});
