import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { playScenario } from '@/lib/simulation/session';
import { stepKey } from '@/lib/mcp/trace';
import { buildTraceFile, readTraceFile, traceToMarkdown } from './trace-file';

async function recorded() {
  const scenario = getScenario('meteo')!;
  const session = await playScenario(scenario, {
    revision: '2025-11-25',
    today: () => '2026-11-29',
  });
  return buildTraceFile({
    scenario: scenario.id,
    revision: session.revision,
    definitions: { meteo: scenario.servers[0]!.tools.map((t) => t.definition) },
    entries: session.trace.entries,
    date: new Date('2026-11-29T10:00:00Z'),
  });
}

describe('trace files', () => {
  it('export and import a session to the same steps, with revision, SDK version and date', async () => {
    const file = await recorded();
    expect(file).toMatchObject({ revision: '2025-11-25', sdkVersion: '2.4.0', scenario: 'meteo' });
    const read = readTraceFile(JSON.stringify(file));
    expect(read.ok).toBe(true);
    if (read.ok)
      expect(read.entries.map(stepKey)).toEqual(file.entries.map((e) => stepKey(e as never)));
  });

  it.each([
    ['not JSON', '{', /JSON lisible/],
    ['another file', '{"hello":1}', /pas une trace/],
    ['a broken entry', 'BROKEN', /invalide/],
    ['steps out of order', 'SHUFFLED', /ne se suivent pas/],
  ])('refuses %s with a French error', async (_label, text, error) => {
    const file = await recorded();
    let input = text;
    if (text === 'BROKEN')
      input = JSON.stringify({ ...file, entries: [{ ...file.entries[0], kind: 'autre' }] });
    if (text === 'SHUFFLED')
      input = JSON.stringify({ ...file, entries: [...file.entries].reverse() });
    const read = readTraceFile(input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(error);
  });

  it('holds an imported host step to the shape its action records', async () => {
    const file = await recorded();
    const at = file.entries.findIndex((e) => e.type === 'host' && e.action === 'choose-tool');
    expect(at).toBeGreaterThan(0);
    // The data of a question under the action of a choice: the engine could never record it.
    const entries = file.entries.map((e, i) => (i === at ? { ...e, data: { question: 'x' } } : e));
    const read = readTraceFile(JSON.stringify({ ...file, entries }));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain(`invalide\u00A0: «\u00A0entries[${at}].data`);
  });

  it('writes a French Markdown transcript with every step', async () => {
    const file = await recorded();
    const markdown = traceToMarkdown(file, 'Météo');
    expect(markdown).toContain('# Météo — révision 2025-11-25');
    expect(markdown).toContain('## Étape 1 — meteo, client → serveur\u00A0: requête `initialize`');
    expect(markdown).toContain('Répond à l’étape 1.');
    expect(markdown.match(/^## Étape /gm)).toHaveLength(file.entries.length);
    // Host decisions and transport events in French, never by their internal tags.
    expect(markdown).toMatch(/^## Étape \d+ — hôte\u00A0: question de l’utilisateur$/m);
    expect(markdown).toMatch(/^## Étape \d+ — transport \(meteo\)\u00A0: connexion fermée$/m);
    expect(markdown).not.toMatch(/host:|`closed`|no-reply|parse-error/);
  });
});
