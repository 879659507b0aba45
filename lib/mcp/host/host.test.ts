import { describe, expect, it } from 'vitest';
import { playScenario } from '@/lib/simulation/session';
import { scenario, TODAY, wire, wireKeys } from '@/tests/fixtures/scenarios';
import { REVISIONS } from '../revisions';
import { stepKey } from '../trace';

describe('the host', () => {
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
