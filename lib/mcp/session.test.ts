import { describe, expect, it } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { safeParseContent } from '@/lib/content/parse';
import { createSession, playScenario, replaySession } from '@/lib/simulation/session';
import { scenario, TODAY, wire } from '@/tests/fixtures/scenarios';
import { ScenarioSchema } from '@/lib/simulation/scenario-schema';
import { validateAgainstSpec } from './spec-validation';
import { stepKey, type MessageEntry } from './trace';

const scenarios = allScenarios();

// The wire sequence of every scenario is pinned by content/scenarios/step-index.json
// (lib/simulation/step-index.test.ts): these tests check what a sequence alone cannot.
describe('every shipped scenario, in every revision', () => {
  for (const sc of scenarios) {
    for (const revision of sc.revisions) {
      it(`${sc.id} in ${revision}: spec-valid messages, nothing left pending`, async () => {
        const session = await playScenario(sc, { revision, today: TODAY });
        const entries = session.trace.entries;
        // Over HTTP, a request the transport refuses (a 403, a 404, a 400 before its body is
        // read) gets an error with `"id": null`: the SDK follows JSON-RPC 2.0 where the MCP
        // schema leaves `id` out. The lab and the HTTP annotations say so; the request stays
        // unanswered in the JSON-RPC layer.
        const refused = new Set(
          entries.flatMap((e) =>
            e.type === 'http' && e.part === 'response' && e.status >= 400 ? [e.exchange] : [],
          ),
        );
        const carriedBy = (e: MessageEntry) => {
          const carrier = e.carriedBy === undefined ? undefined : entries[e.carriedBy - 1];
          return carrier?.type === 'http' ? carrier.exchange : undefined;
        };
        const refusedByHttp = (e: MessageEntry) => refused.has(carriedBy(e) ?? 0);
        // The error lab sends a method MCP does not define on purpose: its answer is checked.
        const offSpec = (e: MessageEntry) =>
          (sc.group === 'laboratoire' && e.kind === 'request' && e.method === 'voyages/annuler') ||
          (e.kind === 'error' && e.id === null && refusedByHttp(e));
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
          if (refusedByHttp(request)) continue;
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

describe('the script runner', () => {
  it('phases: initialisation, then operations, then shutdown', async () => {
    const session = await playScenario(scenario('meteo'), { revision: '2025-11-25', today: TODAY });
    const phases = session.trace.entries.map((e) => e.phase);
    expect(phases.slice(0, 3)).toEqual(['initialisation', 'initialisation', 'initialisation']);
    expect(phases.at(-1)).toBe('shutdown');
    expect(phases.slice(3, -1).every((p) => p === 'operation')).toBe(true);
  });
  it('records the SDK’s real error and never throws: unknown tool, bad arguments, bad action', async () => {
    const session = createSession(scenario('meteo'), { revision: '2026-07-28', today: TODAY });
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

  it('connects again what the script closed, and lists the tools again when asked', async () => {
    const session = await playScenario(scenario('meteo'), { revision: '2025-11-25', today: TODAY });
    expect(session.isConnected('meteo')).toBe(false);
    const before = session.trace.length;
    expect(await session.ensureConnected('meteo', { relist: true })).toEqual({ ok: true });
    expect(session.isConnected('meteo')).toBe(true);
    const keys = session.trace.entries.slice(before).map(stepKey);
    expect(keys).toEqual([
      'initialize',
      'result:initialize',
      'notifications/initialized',
      'tools/list',
      'result:tools/list',
    ]);
    expect(session.performed.slice(-2)).toEqual([
      { do: 'connect', server: 'meteo' },
      { do: 'list', server: 'meteo', what: 'tools' },
    ]);
    // Already connected: nothing more is sent.
    await session.ensureConnected();
    expect(session.trace.length).toBe(before + keys.length);
    await session.dispose();
  });

  it('leaves a link a raw-text lab only serves, when asked to', async () => {
    const session = createSession(scenario('meteo'), {
      revision: '2025-11-25',
      framed: true,
      today: TODAY,
    });
    await session.perform({ do: 'serve', server: 'meteo' });
    await session.ensureConnected('meteo', { leaveServed: true });
    expect(session.isConnected('meteo')).toBe(false);
    await session.ensureConnected('meteo');
    expect(session.isConnected('meteo')).toBe(true);
    await session.dispose();
  });
});

describe('bad input', () => {
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
});
