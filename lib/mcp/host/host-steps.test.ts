import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import type { Scenario } from '../scenario';
import { createSession } from '@/lib/simulation/session';
import { stepKey } from '../trace';
import {
  conversationOf,
  fillUriTemplate,
  templateVariables,
  annotationViews,
} from './conversation';

const TODAY = () => '2026-11-29';

function scenario(id: string): Scenario {
  const found = getScenario(id);
  if (!found) throw new Error(`missing scenario ${id}`);
  return found;
}

describe('the host’s own steps', () => {
  it('attaches a resource read from a filled template and invokes a prompt', async () => {
    const sc: Scenario = {
      ...scenario('elicitation'),
      servers: [
        {
          ...scenario('elicitation').servers[0]!,
          resourceTemplates: [
            {
              name: 'fiche',
              uriTemplate: 'stockage://fiche/{nom}',
              text: 'Fiche de {{nom}}',
              values: {},
            },
          ],
          prompts: [
            {
              name: 'triage',
              arguments: [{ name: 'sujet', required: true }],
              messages: [{ role: 'user', text: 'Trie les fichiers de {{sujet}}.' }],
            },
          ],
        },
      ],
    };
    const session = createSession(sc, { revision: '2026-07-28', today: TODAY });
    await session.perform({ do: 'connect' });
    const uri = fillUriTemplate('stockage://fiche/{nom}', { nom: 'rapport' });
    expect(uri).toBe('stockage://fiche/rapport');
    await session.perform({ do: 'read', server: 'stockage', uri: uri!, attach: 'learner' });
    await session.perform({
      do: 'prompt',
      server: 'stockage',
      name: 'triage',
      arguments: { sujet: 'mars' },
      invoke: true,
    });
    const keys = session.trace.entries.map(stepKey);
    expect(keys.indexOf('host:attach-resource')).toBeGreaterThan(
      keys.indexOf('result:resources/read'),
    );
    expect(keys).toContain('host:invoke-prompt');
    const items = conversationOf(session.trace.entries);
    expect(items).toMatchObject([
      { kind: 'attach', uri: 'stockage://fiche/rapport', by: 'learner', text: 'Fiche de rapport' },
      { kind: 'prompt', command: '/triage', messages: [{ text: 'Trie les fichiers de mars.' }] },
    ]);
    await session.dispose();
  });
});

describe('a call from the tool editor', () => {
  for (const revision of ['2026-07-28', '2025-11-25'] as const) {
    it(`${revision}: the conversation says where it came from and what came back; an empty ville is refused`, async () => {
      const session = createSession(scenario('meteo'), { revision, today: TODAY });
      await session.perform({ do: 'connect' });
      const call = (ville: string) =>
        session.perform({
          do: 'call',
          server: 'meteo',
          tool: 'get_weather',
          arguments: { ville },
          approve: true,
          origin: 'editor',
        });
      await call('Lyon');
      const empty = await call('');
      // The schema's minLength: the server refuses, it never answers « À , il fait… ».
      expect(empty).toMatchObject({ ok: true, value: { isError: true } });
      const items = conversationOf(session.trace.entries);
      expect(items).toMatchObject([
        {
          kind: 'decision',
          approved: true,
          tool: 'get_weather',
          editor: {
            arguments: { ville: 'Lyon' },
            outcome: { text: 'À Lyon, il fait 18\u00A0°C sous un ciel dégagé.', isError: false },
          },
        },
        {
          kind: 'decision',
          editor: { arguments: { ville: '' }, outcome: { isError: true } },
        },
      ]);
      const texts = items.map((i) => (i.kind === 'decision' ? i.editor?.outcome?.text : ''));
      expect(texts.join('\n')).not.toMatch(/À ,/);
      await session.dispose();
    });
  }
});

describe('sampling and roots', () => {
  for (const revision of ['2026-07-28', '2025-11-25'] as const) {
    it(`${revision}: the learner’s answer reaches the tool; a refusal sends nothing more`, async () => {
      const sc = scenario('echantillonnage');
      const session = createSession(sc, {
        revision,
        today: TODAY,
        delegate: {
          sample: () =>
            Promise.resolve({
              role: 'assistant',
              content: { type: 'text', text: 'Paiement lent.' },
              model: 'modele-simule',
            }),
        },
      });
      await session.perform({ do: 'connect' });
      await session.perform({ do: 'list', server: 'redaction', what: 'tools' });
      const outcome = await session.perform({ do: 'ask' });
      expect(outcome).toMatchObject({
        ok: true,
        value: { content: [{ text: 'INC-204\u00A0: Paiement lent.' }] },
      });
      const keys = session.trace.entries.map(stepKey);
      if (revision === '2025-11-25') expect(keys).toContain('sampling/createMessage');
      else expect(keys).not.toContain('sampling/createMessage');
      const item = conversationOf(session.trace.entries).find((i) => i.kind === 'sampling');
      expect(item).toMatchObject({
        via: revision === '2025-11-25' ? { kind: 'request' } : { kind: 'input-required' },
      });

      session.setDelegate({ sample: () => Promise.resolve(null) });
      await session.perform({ do: 'ask' });
      const refused = session.trace.entries.filter(
        (e) => e.type === 'host' && e.action === 'sampling-answer',
      );
      expect(refused.at(-1)).toMatchObject({ data: { refused: true } });

      const roots = await session.perform({
        do: 'call',
        server: 'redaction',
        tool: 'lister_racines',
        arguments: {},
      });
      expect(roots).toMatchObject({
        ok: true,
        value: { content: [{ text: /file:\/\/\/projet/ }] },
      });
      await session.dispose();
    });
  }
});

describe('helpers of the host panel', () => {
  it('reads URI template variables and refuses an unfilled one', () => {
    expect(templateVariables('entrepot://schema/{base}/{table}')).toEqual(['base', 'table']);
    expect(templateVariables('x://{+path}{?q,lang}')).toEqual(['path', 'q', 'lang']);
    expect(fillUriTemplate('entrepot://schema/{base}/{table}', { base: 'ventes' })).toBeUndefined();
    expect(fillUriTemplate('x://a/{nom}', { nom: 'é t' })).toBe('x://a/%C3%A9%20t');
  });

  it('makes annotation defaults explicit', () => {
    expect(annotationViews({ readOnlyHint: true })).toEqual([
      { hint: 'readOnlyHint', value: true, declared: true },
      { hint: 'destructiveHint', value: true, declared: false },
      { hint: 'idempotentHint', value: false, declared: false },
      { hint: 'openWorldHint', value: true, declared: false },
    ]);
  });
});
