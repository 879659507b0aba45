import type { ScenarioInput } from '@/lib/mcp/scenario';

/** A customer search: a business error that tells the model what to fix. */
export const crm: ScenarioInput = {
  id: 'crm',
  title: 'CRM',
  summary:
    'Rechercher un client\u00A0: une erreur métier avec isError et un message qui dit quoi corriger, puis l’appel corrigé.',
  group: 'decouvrir',
  question: 'Retrouve le client Dubois dans le CRM.',
  argumentHints: [
    {
      tool: 'rechercher_client',
      arguments: {
        nom: {
          pick: ['Dubois', 'Martin', 'Leroy'],
          because:
            'Le paramètre «\u00A0nom\u00A0» attend un nom de famille\u00A0: le modèle simulé reprend celui de la question.',
        },
      },
    },
  ],
  servers: [
    {
      name: 'crm',
      version: '2.0.1',
      instructions: 'Annuaire des clients professionnels.',
      tools: [
        {
          definition: {
            name: 'rechercher_client',
            title: 'Rechercher un client',
            description:
              'Cherche un client du CRM par son nom de famille (au moins trois lettres) et renvoie sa fiche.',
            inputSchema: {
              type: 'object',
              properties: {
                nom: { type: 'string', description: 'Nom de famille, au moins trois lettres.' },
                ville: { type: 'string', description: 'Ville, pour départager des homonymes.' },
              },
              required: ['nom'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          behaviour: {
            checks: [
              {
                field: 'nom',
                rule: 'matches',
                pattern: '^.{3,}$',
                message:
                  'Le nom «\u00A0{{value}}\u00A0» est trop court\u00A0: donnez au moins trois lettres du nom de famille.',
              },
            ],
            outcome: {
              kind: 'text',
              text: 'Client trouvé\u00A0: {{nom}} — Atelier {{nom}}, Nantes, client depuis 2019.',
            },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'crm', what: 'tools' },
    { do: 'call', server: 'crm', tool: 'rechercher_client', arguments: { nom: 'Du' } },
    { do: 'ask' },
    { do: 'disconnect' },
  ],
};
