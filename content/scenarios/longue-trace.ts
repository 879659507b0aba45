import type { ActionInput, ScenarioInput } from '@/lib/mcp/scenario';

/** How many times the tool is called: two messages each, about 2,000 steps in all. */
export const LONG_TRACE_CALLS = 1000;

const calls: ActionInput[] = Array.from({ length: LONG_TRACE_CALLS }, (_, i) => ({
  do: 'request',
  server: 'capteur',
  method: 'tools/call',
  params: { name: 'lire_capteur', arguments: { mesure: i + 1 } },
}));

/** A sensor read a thousand times: a long trace to scroll and step through without waiting. */
export const longueTrace: ScenarioInput = {
  id: 'longue-trace',
  title: 'Longue trace (2 000 messages)',
  summary:
    'Un outil appelé mille fois de suite\u00A0: une trace de plus de 2\u00A0000 messages pour parcourir, faire défiler et projeter sans attente.',
  group: 'decouvrir',
  revisions: ['2026-07-28', '2025-11-25'],
  servers: [
    {
      name: 'capteur',
      version: '1.0.0',
      instructions: 'Serveur de démonstration\u00A0: un capteur de température lu à la demande.',
      tools: [
        {
          definition: {
            name: 'lire_capteur',
            title: 'Lire le capteur',
            description: 'Lit la température du capteur de la salle (en degrés Celsius).',
            inputSchema: {
              type: 'object',
              properties: {
                mesure: { type: 'integer', description: 'Numéro de la mesure.' },
              },
              required: ['mesure'],
            },
            annotations: { readOnlyHint: true },
          },
          behaviour: {
            outcome: { kind: 'text', text: 'Mesure {{mesure}}\u00A0: 21\u00A0°C.' },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'capteur', what: 'tools' },
    ...calls,
    { do: 'disconnect' },
  ],
};
