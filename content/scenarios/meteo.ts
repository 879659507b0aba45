import type { ScenarioInput } from '@/lib/mcp/scenario';

export const CITIES = ['Lyon', 'Paris', 'Marseille', 'Lille', 'Nantes', 'Bordeaux', 'Toulouse'];

/** The smallest useful server: one read-only tool, asked one question. */
export const meteo: ScenarioInput = {
  id: 'meteo',
  title: 'Météo',
  summary:
    'Un serveur, un outil get_weather\u00A0: le cycle complet, de la découverte à la réponse de l’hôte.',
  group: 'decouvrir',
  question: 'Quel temps fait-il à Lyon\u202F?',
  argumentHints: [
    {
      tool: 'get_weather',
      arguments: {
        ville: {
          pick: CITIES,
          because:
            'Le paramètre «\u00A0ville\u00A0» attend un nom de ville\u00A0: le modèle simulé reprend la ville citée dans la question.',
        },
      },
    },
  ],
  servers: [
    {
      name: 'meteo',
      version: '1.0.0',
      instructions:
        'Serveur de démonstration\u00A0: il donne la météo actuelle des grandes villes françaises.',
      tools: [
        {
          definition: {
            name: 'get_weather',
            title: 'Météo actuelle',
            description:
              'Donne le temps qu’il fait dans une ville française (météo actuelle)\u00A0: température en degrés Celsius et conditions du ciel.',
            inputSchema: {
              type: 'object',
              properties: {
                ville: {
                  type: 'string',
                  // An empty name would read « À , il fait… »: the server refuses it instead.
                  minLength: 1,
                  description: 'Nom de la ville, par exemple «\u00A0Lyon\u00A0».',
                },
              },
              required: ['ville'],
              additionalProperties: false,
            },
            outputSchema: {
              type: 'object',
              properties: {
                ville: { type: 'string' },
                temperature: { type: 'number' },
                conditions: { type: 'string' },
              },
              required: ['ville', 'temperature', 'conditions'],
            },
            annotations: { readOnlyHint: true, openWorldHint: true },
          },
          behaviour: {
            outcome: {
              kind: 'text',
              text: 'À {{ville}}, il fait 18\u00A0°C sous un ciel dégagé.',
              structured: { ville: '{{ville}}', temperature: 18, conditions: 'ciel dégagé' },
            },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'meteo', what: 'tools' },
    { do: 'ask' },
    { do: 'disconnect' },
  ],
};
