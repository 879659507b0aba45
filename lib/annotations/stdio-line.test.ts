import { describe, expect, it } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { readLine } from '@/lib/mcp/link';
import { playScenario } from '@/lib/simulation/session';
import type { TransportEntry } from '@/lib/mcp/trace';
import { stepKey } from '@/lib/mcp/step-key';
import { stepLabel } from '@/lib/playground/steps';
import { isSkippedLine } from './stdio-line';

const scenarios = allScenarios();

describe('a line the stdio reader cannot read', () => {
  const lines = [
    '[info] Serveur voyages démarré, 1 outil chargé',
    '[debug] outils rechargés{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}',
    '{"id":1,"method":"tools/list"}',
    '{"jsonrpc":"2.0","id":null,"method":"tools/list"}',
    '42',
    '',
  ];

  it('is skipped exactly when the SDK’s reader skips it (not JSON), not when it is JSON', () => {
    for (const line of lines) {
      const outcome = readLine(line);
      expect(outcome.ok, line).toBe(false);
      expect(isSkippedLine(line), line).toBe(!outcome.ok && outcome.skipped);
    }
  });
});

async function parseErrors(id: string) {
  const scenario = scenarios.find((s) => s.id === id)!;
  const session = await playScenario(scenario, {
    revision: '2025-11-25',
    today: () => '2026-11-29',
  });
  const entries = session.trace.entries;
  await session.dispose();
  return {
    entries,
    failures: entries.filter(
      (e): e is TransportEntry => e.type === 'transport' && e.event === 'parse-error',
    ),
  };
}

describe('the stdout lab, stepped through the framed link', () => {
  it('shows a log line skipped, then a log written without newline glued onto a notification', async () => {
    const { entries, failures } = await parseErrors('erreur-stdout-pollue');
    expect(failures.map((f) => f.text)).toEqual([
      '[info] Serveur voyages démarré, 1 outil chargé',
      '[debug] catalogue rechargé{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}',
    ]);
    // Both lines are skipped by the client's reader. The SDK's list_changed leaves the server
    // (recorded as sent), arrives glued behind the log and is skipped with it: no relisting.
    expect(failures.map(stepLabel)).toEqual([
      'pas du JSON\u00A0: ligne sautée en silence',
      'pas du JSON\u00A0: ligne sautée en silence',
    ]);
    const keys = entries.map(stepKey);
    const sent = keys.indexOf('notifications/tools/list_changed');
    expect(entries[sent]?.from).toBe('server:voyages');
    expect(keys.slice(sent + 1)).toEqual(['transport:parse-error', 'transport:closed']);
  }, 60_000);

  it('labels JSON that is not JSON-RPC as reported to onerror, not skipped', async () => {
    const { failures } = await parseErrors('erreur-message-malforme');
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(stepLabel(failure)).toBe('pas du JSON-RPC\u00A0: signalé à onerror');
    }
  }, 60_000);
});
