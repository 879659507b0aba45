import { describe, expect, it } from 'vitest';
import { createSession, playScenario } from '@/lib/simulation/session';
import { scenario, TODAY, wire, wireKeys } from '@/tests/fixtures/scenarios';
import { allScenarios } from '@/content/scenarios';
import type { Revision } from './revisions';
import { stepKey, type TraceEntry } from './trace';

const scenarios = allScenarios();

describe('the lifecycle of each revision', () => {
  it('2026-07-28 opens with server/discover, carries _meta on every request, no initialize', async () => {
    const session = await playScenario(scenario('meteo'), { revision: '2026-07-28', today: TODAY });
    expect(wireKeys(session.trace.entries)).toEqual([
      'server/discover',
      'result:server/discover',
      'subscriptions/listen',
      'notifications/subscriptions/acknowledged',
      'tools/list',
      'result:tools/list',
      'tools/call',
      'result:tools/call',
    ]);
    for (const request of wire(session.trace.entries).filter((e) => e.kind === 'request')) {
      const meta = (request.message as { params?: { _meta?: Record<string, unknown> } }).params
        ?._meta;
      expect(meta?.['io.modelcontextprotocol/protocolVersion']).toBe('2026-07-28');
      expect(meta?.['io.modelcontextprotocol/clientInfo']).toEqual({
        name: 'atelier-mcp-hote',
        version: '1.0.0',
      });
      expect(meta).toHaveProperty('io.modelcontextprotocol/clientCapabilities');
    }
    const discover = wire(session.trace.entries)[1]?.message as { result: Record<string, unknown> };
    expect(discover.result).toMatchObject({
      supportedVersions: ['2026-07-28'],
      resultType: 'complete',
    });
  });

  it.each([['2025-11-25'], ['2025-06-18']] as const)(
    '%s opens with initialize then notifications/initialized, at that version',
    async (revision) => {
      const session = await playScenario(scenario('meteo'), { revision, today: TODAY });
      const messages = wire(session.trace.entries);
      expect(messages.slice(0, 3).map(stepKey)).toEqual([
        'initialize',
        'result:initialize',
        'notifications/initialized',
      ]);
      expect(messages[0]?.message).toMatchObject({ params: { protocolVersion: revision } });
      expect(messages[1]?.message).toMatchObject({ result: { protocolVersion: revision } });
      expect(messages.every((m) => m.phase !== 'initialisation' || m.seq <= 3)).toBe(true);
    },
  );

  it('one client per server: three servers, three connections, one merged registry', async () => {
    const session = await playScenario(scenario('hote-multi-serveurs'), {
      revision: '2026-07-28',
      today: TODAY,
    });
    const links = new Set(wire(session.trace.entries).map((e) => e.link));
    expect([...links].sort()).toEqual(['entrepot', 'fichiers', 'incidents']);
    expect(new Set(session.registry.tools.map((t) => t.server))).toEqual(links);
    const calls = wire(session.trace.entries).filter(
      (e) => e.method === 'tools/call' && e.kind === 'request',
    );
    expect(calls.map((c) => c.link)).toEqual(['incidents', 'entrepot']);
    expect(calls.map((c) => c.from)).toEqual(['client:incidents', 'client:entrepot']);
  });
});

describe('recorded messages', () => {
  it('cannot change after the fact', async () => {
    const session = await playScenario(scenario('meteo'), { revision: '2026-07-28', today: TODAY });
    const entry = wire(session.trace.entries)[0];
    expect(entry).toBeDefined();
    if (!entry) return;
    const before = JSON.stringify(entry);
    expect(() => {
      (entry.message as unknown as Record<string, unknown>).method = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      (entry as { seq: number }).seq = 99;
    }).toThrow(TypeError);
    expect(() => {
      (session.trace.entries as TraceEntry[]).push(entry);
    }).not.toThrow();
    expect(JSON.stringify(session.trace.entries[0])).toBe(before);
  });

  it('are copies: changing what the SDK sent does not change the record', async () => {
    const session = createSession(scenario('meteo'), { revision: '2025-11-25', today: TODAY });
    await session.perform({ do: 'connect' });
    const link = session.connection('meteo').link;
    const message = { jsonrpc: '2.0' as const, method: 'notifications/initialized' };
    await link?.clientEnd.send(message);
    (message as Record<string, unknown>).method = 'tampered';
    const recorded = session.trace.entries.at(-1);
    expect(recorded?.type === 'message' && recorded.method).toBe('notifications/initialized');
    await session.dispose();
  });

  it('tools/list carries every field of the scenario definitions unchanged', async () => {
    for (const sc of scenarios) {
      for (const revision of ['2026-07-28', '2025-11-25'] as Revision[]) {
        const session = await playScenario(sc, { revision, today: TODAY });
        for (const server of sc.servers) {
          const listed = wire(session.trace.entries).find(
            (e) => e.link === server.name && stepKey(e) === 'result:tools/list',
          );
          if (!listed) continue;
          const tools = (
            listed.message as unknown as { result: { tools: Record<string, unknown>[] } }
          ).result.tools;
          for (const spec of server.tools) {
            const onWire = tools.find((t) => t.name === spec.definition.name);
            expect(onWire, `${sc.id}/${spec.definition.name}`).toBeDefined();
            for (const [field, value] of Object.entries(spec.definition)) {
              expect(
                onWire?.[field],
                `${sc.id}/${spec.definition.name}.${field} (${revision})`,
              ).toEqual(value);
            }
          }
        }
      }
    }
  });

  it('link every response to its request', async () => {
    const session = await playScenario(scenario('commandes'), {
      revision: '2025-11-25',
      today: TODAY,
    });
    for (const response of wire(session.trace.entries).filter(
      (e) => e.kind === 'result' || e.kind === 'error',
    )) {
      const request = session.trace.at(response.answers ?? 0);
      expect(request?.type === 'message' && request.id).toEqual(response.id);
      expect(session.trace.answerTo(request?.seq ?? 0)).toBe(response);
    }
  });
});

describe('the text framing layer', () => {
  it('sends raw lines through the SDK parser: a request is answered, garbage is a parse error', async () => {
    const session = createSession(scenario('meteo'), {
      revision: '2025-11-25',
      framed: true,
      today: TODAY,
    });
    await session.perform({ do: 'connect' });
    const before = session.trace.length;
    await session.perform({
      do: 'raw',
      server: 'meteo',
      text: '{"jsonrpc":"2.0","id":"terminal-1","method":"tools/list"}',
    });
    const after = session.trace.entries.slice(before);
    expect(after.map(stepKey)).toEqual(['tools/list', 'result:tools/list']);
    expect(after[0]).toMatchObject({
      line: '{"jsonrpc":"2.0","id":"terminal-1","method":"tools/list"}',
    });

    await session.perform({ do: 'raw', server: 'meteo', text: 'pas du json' });
    const parseError = session.trace.entries.find(
      (e) => e.type === 'transport' && e.event === 'parse-error',
    );
    expect(parseError).toMatchObject({ text: 'pas du json', from: 'client:meteo' });
    expect(session.trace.entries.at(-1)).toMatchObject({ event: 'no-reply' });

    await session.perform({
      do: 'raw',
      server: 'meteo',
      toward: 'client',
      text: 'Démarrage du serveur…',
    });
    expect(session.trace.entries.at(-1)).toMatchObject({
      event: 'parse-error',
      from: 'server:meteo',
    });
    await session.dispose();
  });
});

describe('a line the reader refuses', () => {
  it('is not waited for: the SDK never answers it (review P11, was 10 s)', async () => {
    const session = createSession(scenario('meteo'), {
      revision: '2026-07-28',
      framed: true,
      today: TODAY,
    });
    await session.perform({ do: 'connect' });
    const started = Date.now();
    await session.perform({
      do: 'raw',
      server: 'meteo',
      text: '{"jsonrpc":"2.0","id":699156,"method":"tools/list","params":"C"}',
      waitMs: 10_000,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    const rejected = session.trace.entries.filter(
      (e) => e.type === 'transport' && e.event === 'parse-error',
    );
    expect(rejected).toHaveLength(1);
    await session.dispose();
  });
});
