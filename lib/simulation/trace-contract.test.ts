import { describe, expect, it } from 'vitest';
import { getScenario, allScenarios } from '@/content/scenarios';
import type { Scenario } from '@/lib/mcp/scenario';
import { stepKey } from '@/lib/mcp/step-key';
import { HOST_ACTIONS } from '@/lib/mcp/vocabulary';
import { TraceEntrySchema, type TraceEntry } from '@/lib/mcp/trace-schema';
import { createSession, playScenario } from './session';
import { TODAY } from '@/tests/fixtures/scenarios';

const scenarios = allScenarios();

/** The steps the contract refuses, with zod's first complaint: none expected. */
function refused(entries: readonly TraceEntry[]): string[] {
  return entries.flatMap((entry) => {
    const parsed = TraceEntrySchema.safeParse(entry);
    if (parsed.success) return [];
    const issue = parsed.error.issues[0];
    return [`${entry.seq} ${stepKey(entry)}: ${issue?.path.join('.')} ${issue?.message}`];
  });
}

describe('the trace contract', () => {
  it('accepts every step the engine records, in every scenario and revision', async () => {
    const actions = new Set<string>();
    for (const sc of scenarios) {
      for (const revision of sc.revisions) {
        const session = await playScenario(sc, { revision, today: TODAY });
        const entries = session.trace.entries;
        expect(refused(entries), `${sc.id} ${revision}`).toEqual([]);
        for (const e of entries) if (e.type === 'host') actions.add(e.action);
        await session.dispose();
      }
    }
    // The scripted scenarios leave out a refusal and a prompt typed as a slash command.
    const elsewhere = ['invoke-prompt', 'refuse'];
    expect([...actions].sort()).toEqual(HOST_ACTIONS.filter((a) => !elsewhere.includes(a)).sort());
  }, 240_000);

  it('accepts an attached resource, an invoked prompt and a refused call', async () => {
    const base = getScenario('elicitation')!;
    const sc: Scenario = {
      ...base,
      servers: [
        {
          ...base.servers[0]!,
          resourceTemplates: [
            { name: 'fiche', uriTemplate: 'stockage://fiche/{nom}', text: 'Fiche', values: {} },
          ],
          prompts: [{ name: 'triage', arguments: [], messages: [{ role: 'user', text: 'Trie.' }] }],
        },
      ],
    };
    const session = createSession(sc, { revision: '2025-11-25', today: TODAY });
    await session.perform({ do: 'connect' });
    await session.perform({
      do: 'read',
      server: 'stockage',
      uri: 'stockage://fiche/a',
      attach: 'application',
    });
    await session.perform({
      do: 'prompt',
      server: 'stockage',
      name: 'triage',
      arguments: {},
      invoke: true,
    });
    await session.perform({
      do: 'call',
      server: 'stockage',
      tool: base.servers[0]!.tools[0]!.definition.name,
      arguments: {},
      approve: false,
    });
    const keys = session.trace.entries.map(stepKey);
    expect(keys).toContain('host:attach-resource');
    expect(keys).toContain('host:invoke-prompt');
    expect(keys).toContain('host:refuse');
    expect(refused(session.trace.entries)).toEqual([]);
    await session.dispose();
  });

  it('refuses a host step whose data does not have its action’s shape', () => {
    const question = {
      seq: 1,
      t: 0,
      phase: 'operation',
      type: 'host',
      layer: 'data',
      from: 'host',
      to: 'host',
      action: 'question',
      data: { question: 'Quel temps fait-il ?' },
    };
    expect(TraceEntrySchema.safeParse(question).success).toBe(true);
    // The data of another action, an unknown action, an actor that is nobody.
    expect(TraceEntrySchema.safeParse({ ...question, data: { text: 'x' } }).success).toBe(false);
    expect(TraceEntrySchema.safeParse({ ...question, action: 'dance' }).success).toBe(false);
    expect(TraceEntrySchema.safeParse({ ...question, to: 'client:' }).success).toBe(false);
    const choice = { ...question, action: 'choose-tool', data: { question: 'x', scores: 3 } };
    expect(TraceEntrySchema.safeParse(choice).success).toBe(false);
  });
});
