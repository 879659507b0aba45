import type { ScenarioInput } from '@/lib/mcp/scenario';

/** An empty server for the learner's own tools (written in the editor or the worksheet). */
export const monServeur: ScenarioInput = {
  id: 'mon-serveur',
  title: 'Mon serveur',
  summary:
    'Un serveur vide pour vos propres outils\u00A0: écrivez-les dans l’éditeur et regardez-les sur le fil.',
  group: 'decouvrir',
  servers: [
    {
      name: 'mon-serveur',
      version: '0.1.0',
      instructions: 'Le serveur que vous construisez.',
      tools: [],
      // The editor opens on this example rather than on `[]`; the server stays empty until
      // the learner applies it (« Vider » goes back to an empty list).
      starterTools: [
        {
          definition: {
            name: 'dire_bonjour',
            title: 'Dire bonjour',
            description: 'Dit bonjour à une personne, appelée par son prénom.',
            inputSchema: {
              type: 'object',
              properties: {
                prenom: { type: 'string', minLength: 1, description: 'Le prénom de la personne.' },
              },
              required: ['prenom'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true },
          },
          behaviour: { outcome: { kind: 'text', text: 'Bonjour, {{prenom}}\u00A0!' } },
        },
      ],
    },
  ],
  script: [{ do: 'connect' }, { do: 'list', server: 'mon-serveur', what: 'tools' }],
};
