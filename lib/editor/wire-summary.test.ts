import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { createSession } from '@/lib/simulation/session';
import { summariseWire } from './wire-summary';

describe('the editor’s account of the wire', () => {
  it.each(['2026-07-28', '2025-11-25'] as const)(
    'after set-tools in %s: list_changed, then tools/list with the new names',
    async (revision) => {
      const scenario = getScenario('meteo')!;
      const session = createSession(scenario, { revision });
      await session.perform({ do: 'connect' });
      const spec = scenario.servers[0]!.tools[0]!;
      const since = session.trace.length;
      await session.perform({
        do: 'set-tools',
        server: 'meteo',
        tools: [{ ...spec, definition: { ...spec.definition, name: 'meteo_actuelle' } }],
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const lines = summariseWire(session.trace.entries, since);
      const keys = lines.map((l) => l.key);
      expect(keys.indexOf('notifications/tools/list_changed')).toBeGreaterThanOrEqual(0);
      expect(keys.indexOf('tools/list')).toBeGreaterThan(
        keys.indexOf('notifications/tools/list_changed'),
      );
      expect(lines.find((l) => l.key === 'result:tools/list')?.detail).toBe(
        'outils\u00A0: meteo_actuelle',
      );

      const beforeCall = session.trace.length;
      const outcome = await session.perform({
        do: 'call',
        server: 'meteo',
        tool: 'meteo_actuelle',
        arguments: {},
        approve: true,
      });
      expect(outcome.ok).toBe(true);
      const answer = summariseWire(session.trace.entries, beforeCall).find(
        (l) => l.key === 'result:tools/call',
      );
      expect(answer?.detail).toBe('isError\u00A0: true');
      await session.dispose();
    },
  );
});
