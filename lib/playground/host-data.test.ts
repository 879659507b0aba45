import { describe, expect, it } from 'vitest';
import { playgroundMessages } from '@/messages/playground';
import { playScenario } from '@/lib/simulation/session';
import type { HostEntry } from '@/lib/mcp/trace';
import { scenario } from '@/tests/fixtures/scenarios';
import { hostDataForReading } from './host-data';

const french = new Set(Object.values(playgroundMessages.hostDataKeys));
/** French labels of the values that hold protocol payloads, kept as they travelled. */
const protocol = new Set(
  ['arguments', 'annotations', 'request', 'contents', 'messages'].map(
    (key) => playgroundMessages.hostDataKeys[key] ?? key,
  ),
);

/** Every key a learner reads in « Données de l'étape », outside protocol payloads. */
function keysOf(value: unknown, payloads: ReadonlySet<string>, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, payloads, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      out.push(key);
      if (!payloads.has(key)) keysOf(child, payloads, out);
    }
  }
  return out;
}

describe('host data as the inspector shows it', () => {
  it('names every host field in French, in every kind of host step the scenarios record', async () => {
    const seen = new Set<string>();
    for (const id of [
      'meteo',
      'elicitation',
      'echantillonnage',
      'documentation',
      'suivi-ressource',
    ]) {
      const session = await playScenario(scenario(id), { revision: '2026-07-28' });
      for (const entry of session.trace.entries) {
        if (entry.type !== 'host') continue;
        seen.add(entry.action);
        const readable = hostDataForReading(entry);
        // An elicitation or sampling answer is the client's protocol result.
        const answer = ['elicitation-answer', 'sampling-answer'].includes(entry.action);
        const payloads = answer ? new Set([...protocol, 'réponse']) : protocol;
        for (const key of keysOf(readable, payloads)) {
          expect(french.has(key), `${entry.action} : « ${key} »`).toBe(true);
        }
      }
      await session.dispose();
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['choose-tool', 'elicitation-answer', 'sampling-answer', 'cache-hit']),
    );
  });

  it('reads the model’s words, sources and chosen tool in French, and leaves arguments as sent', async () => {
    const session = await playScenario(scenario('meteo'), { revision: '2026-07-28' });
    const choice = session.trace.entries.find(
      (e): e is HostEntry => e.type === 'host' && e.action === 'choose-tool',
    )!;
    const readable = hostDataForReading(choice) as Record<string, unknown>;
    expect(Object.keys(readable)).toEqual(
      expect.arrayContaining(['mots de la question', 'outil choisi', 'arguments expliqués']),
    );
    expect(readable.arguments).toEqual((choice.data as { arguments: unknown }).arguments);
    const notes = readable['arguments expliqués'] as Record<string, unknown>[];
    expect(Object.values(playgroundMessages.argumentSources)).toContain(notes[0]?.source);
    await session.dispose();
  });
});
