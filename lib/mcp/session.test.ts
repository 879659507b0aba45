import { describe, expect, it } from 'vitest';
import { getScenario, scenarios } from '@/content/scenarios';
import { safeParseContent } from '@/lib/content/parse';
import { REVISIONS, type Revision } from './revisions';
import { ScenarioSchema, type Scenario } from './scenario';
import { playScenario, replaySession, Session } from './session';
import { validateAgainstSpec } from './spec-validation';
import { stepKey, type MessageEntry, type TraceEntry } from './trace';

const TODAY = () => '2026-11-29';

function scenario(id: string): Scenario {
  const found = getScenario(id);
  if (!found) throw new Error(`missing scenario ${id}`);
  return found;
}

const wire = (entries: readonly TraceEntry[]) =>
  entries.filter((e): e is MessageEntry => e.type === 'message');
const wireKeys = (entries: readonly TraceEntry[]) => wire(entries).map(stepKey);

describe('every shipped scenario, in every revision', () => {
  for (const sc of scenarios) {
    for (const revision of sc.revisions) {
      it(`${sc.id} in ${revision}: wire sequence, spec-valid messages, nothing left pending`, async () => {
        const session = await playScenario(sc, { revision, today: TODAY });
        const entries = session.trace.entries;
        expect(entries.map(stepKey)).toMatchSnapshot();
        // The error lab sends a method MCP does not define on purpose: its answer is checked.
        const offSpec = (e: MessageEntry) =>
          sc.group === 'laboratoire' && e.kind === 'request' && e.method === 'voyages/annuler';
        for (const entry of wire(entries).filter((e) => !offSpec(e))) {
          expect(validateAgainstSpec(entry), `étape ${entry.seq} (${stepKey(entry)})`).toEqual([]);
        }
        const cancelled = new Set(
          wire(entries)
            .filter((e) => e.method === 'notifications/cancelled')
            .map((e) => (e.message as { params?: { requestId?: unknown } }).params?.requestId),
        );
        // Every request got an answer, except a modern listen stream that stays open until
        // close, and a request the client cancelled (the server then must not answer).
        for (const request of wire(entries).filter((e) => e.kind === 'request')) {
          if (request.method === 'subscriptions/listen') continue;
          if (cancelled.has(request.id)) continue;
          expect(
            session.trace.answerTo(request.seq),
            `réponse à l’étape ${request.seq}`,
          ).toBeDefined();
        }
        await session.dispose();
      });
    }
  }
});

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

  it('phases: initialisation, then operations, then shutdown', async () => {
    const session = await playScenario(scenario('meteo'), { revision: '2025-11-25', today: TODAY });
    const phases = session.trace.entries.map((e) => e.phase);
    expect(phases.slice(0, 3)).toEqual(['initialisation', 'initialisation', 'initialisation']);
    expect(phases.at(-1)).toBe('shutdown');
    expect(phases.slice(3, -1).every((p) => p === 'operation')).toBe(true);
  });

  it('a tool added live: list_changed (on the listen stream in 2026-07-28), then a new tools/list', async () => {
    for (const revision of REVISIONS) {
      const session = await playScenario(scenario('changement-de-liste'), {
        revision,
        today: TODAY,
      });
      const keys = wireKeys(session.trace.entries);
      const changed = keys.indexOf('notifications/tools/list_changed');
      expect(changed, revision).toBeGreaterThan(0);
      expect(keys.slice(changed + 1, changed + 3)).toEqual(['tools/list', 'result:tools/list']);
      const notification = wire(session.trace.entries).find(
        (e) => e.method === 'notifications/tools/list_changed',
      );
      const meta = (notification?.message as { params?: { _meta?: Record<string, unknown> } })
        .params?._meta;
      if (revision === '2026-07-28') {
        expect(meta?.['io.modelcontextprotocol/subscriptionId']).toBe('listen:0');
      } else {
        expect(meta).toBeUndefined();
      }
      const relisted = wire(session.trace.entries)
        .filter((e) => stepKey(e) === 'result:tools/list')
        .at(-1);
      const names = (
        relisted?.message as unknown as { result: { tools: { name: string }[] } }
      ).result.tools.map((t) => t.name);
      expect(names).toEqual(['lister_evenements', 'creer_evenement']);
      expect(session.registry.tools.map((t) => t.item.name)).toEqual(names);
    }
  });

  it('elicitation: input_required then a retried call in 2026-07-28, elicitation/create in 2025', async () => {
    const modern = await playScenario(scenario('elicitation'), {
      revision: '2026-07-28',
      today: TODAY,
    });
    const calls = wire(modern.trace.entries).filter((e) => e.method === 'tools/call');
    const first = calls[1]?.message as { result: Record<string, unknown> };
    expect(first.result.resultType).toBe('input_required');
    expect(first.result.inputRequests).toHaveProperty('confirmation.method', 'elicitation/create');
    expect(calls[2]?.message).toMatchObject({
      params: {
        inputResponses: { confirmation: { action: 'accept', content: { confirmer: true } } },
      },
    });
    expect(wireKeys(modern.trace.entries)).not.toContain('elicitation/create');

    const legacy = await playScenario(scenario('elicitation'), {
      revision: '2025-11-25',
      today: TODAY,
    });
    const keys = wireKeys(legacy.trace.entries);
    expect(keys).toContain('elicitation/create');
    const request = wire(legacy.trace.entries).find((e) => e.method === 'elicitation/create');
    expect(request?.direction).toBe('server-to-client');
    const answers = wire(legacy.trace.entries).filter(
      (e) => e.method === 'tools/call' && e.kind === 'result',
    );
    const texts = answers.map((a) => JSON.stringify(a.message));
    expect(texts.some((t) => t.includes('a été supprimé'))).toBe(true);
    expect(texts.some((t) => t.includes('Suppression annulée'))).toBe(true);
  });

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
    const session = new Session(scenario('meteo'), { revision: '2025-11-25', today: TODAY });
    await session.perform({ do: 'connect' });
    const link = session.link('meteo');
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

describe('bad input and recovery', () => {
  it('rejects a broken scenario with a French message naming the field', () => {
    const broken = structuredClone(scenario('meteo')) as unknown as {
      servers: { tools: { definition: { inputSchema?: unknown } }[] }[];
    };
    delete broken.servers[0]?.tools[0]?.definition.inputSchema;
    const outcome = safeParseContent(ScenarioSchema, broken);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.issues[0]?.path).toBe('servers[0].tools[0].definition.inputSchema');
      expect(outcome.issues[0]?.message).toMatch(/attendu|requis|invalide/i);
    }
  });

  it('rejects a script naming an unknown server', () => {
    const broken = {
      ...scenario('meteo'),
      script: [{ do: 'list', server: 'nulle-part', what: 'tools' }],
    };
    const outcome = safeParseContent(ScenarioSchema, broken);
    expect(outcome.ok || outcome.issues[0]?.path).toBe('script[0].server');
  });

  it('records the SDK’s real error and never throws: unknown tool, bad arguments, bad action', async () => {
    const session = new Session(scenario('meteo'), { revision: '2026-07-28', today: TODAY });
    await session.perform({ do: 'connect' });
    const unknown = await session.perform({
      do: 'call',
      server: 'meteo',
      tool: 'nope',
      arguments: {},
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: -32602 } });
    expect(session.trace.entries.at(-1)).toMatchObject({ kind: 'error', method: 'tools/call' });

    const invalid = await session.perform({
      do: 'call',
      server: 'meteo',
      tool: 'get_weather',
      arguments: {},
    });
    expect(invalid).toMatchObject({ ok: true, value: { isError: true } });
    expect(JSON.stringify(invalid)).toContain('Input validation error');

    const nonsense = await session.perform({ do: 'fly' } as never);
    expect(nonsense.ok).toBe(false);
    const notConnected = await session.perform({
      do: 'list',
      server: 'absent',
      what: 'tools',
    } as never);
    expect(notConnected.ok).toBe(false);
    await session.dispose();
    expect((await session.perform({ do: 'connect' })).ok).toBe(false);
  });

  it('a refused call sends nothing', async () => {
    const session = await playScenario(
      {
        ...scenario('meteo'),
        script: [
          { do: 'connect' },
          { do: 'list', server: 'meteo', what: 'tools' },
          { do: 'ask', approve: false },
        ],
      },
      { revision: '2026-07-28', today: TODAY },
    );
    const keys = session.trace.entries.map(stepKey);
    expect(keys).toContain('host:refuse');
    expect(keys).not.toContain('tools/call');
  });

  it('replays a session from its recorded actions', async () => {
    const first = await playScenario(scenario('commandes'), {
      revision: '2026-07-28',
      today: TODAY,
    });
    const again = await replaySession(
      scenario('commandes'),
      { revision: '2026-07-28', today: TODAY },
      first.performed,
    );
    expect(again.trace.entries.map(stepKey)).toEqual(first.trace.entries.map(stepKey));
  });
});

describe('the warehouse database', () => {
  it('answers « combien de commandes hier ? » from PostgreSQL, and refuses a write itself', async () => {
    const session = await playScenario(scenario('entrepot'), {
      revision: '2026-07-28',
      today: TODAY,
    });
    const results = wire(session.trace.entries).filter((e) => stepKey(e) === 'result:tools/call');
    expect(JSON.stringify(results[0]?.message)).toContain('commandes_hier\\":5');
    const refused = results.at(-1)?.message as unknown as {
      result: { isError?: boolean; content: { text: string }[] };
    };
    expect(refused.result.isError).toBe(true);
    expect(refused.result.content[0]?.text).toContain('25006');
    const read = wire(session.trace.entries).find((e) => stepKey(e) === 'result:resources/read');
    expect(JSON.stringify(read?.message)).toContain('date_commande');
  });
});

describe('the text framing layer', () => {
  it('sends raw lines through the SDK parser: a request is answered, garbage is a parse error', async () => {
    const session = new Session(scenario('meteo'), {
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
