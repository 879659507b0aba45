import type { ScenarioInput } from '@/lib/mcp/scenario';

/** A tool appears while connected: the server announces it and the client lists again. */
export const changementDeListe: ScenarioInput = {
  id: 'changement-de-liste',
  title: 'Changement de liste',
  summary:
    'Un outil est ajouté en cours de connexion\u00A0: notifications/tools/list_changed, puis le client redemande tools/list.',
  group: 'decouvrir',
  servers: [
    {
      name: 'calendrier',
      version: '1.0.0',
      instructions: 'Agenda de l’équipe.',
      tools: [
        {
          definition: {
            name: 'lister_evenements',
            title: 'Lister les événements',
            description: 'Liste les événements de l’agenda pour une date donnée (AAAA-MM-JJ).',
            inputSchema: {
              type: 'object',
              properties: { date: { type: 'string', format: 'date' } },
              required: ['date'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          behaviour: {
            outcome: { kind: 'text', text: 'Le {{date}}\u00A0: réunion d’équipe à 10\u00A0h.' },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'calendrier', what: 'tools' },
    {
      do: 'add-tool',
      server: 'calendrier',
      tool: {
        definition: {
          name: 'creer_evenement',
          title: 'Créer un événement',
          description: 'Ajoute un événement à l’agenda à une date future (AAAA-MM-JJ).',
          inputSchema: {
            type: 'object',
            properties: { titre: { type: 'string' }, date: { type: 'string', format: 'date' } },
            required: ['titre', 'date'],
            additionalProperties: false,
          },
          annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
        },
        behaviour: {
          checks: [
            {
              field: 'date',
              rule: 'future-date',
              message:
                'La date {{value}} est passée\u00A0: la date de l’événement doit être dans le futur (aujourd’hui\u00A0: {{today}}).',
            },
          ],
          outcome: { kind: 'text', text: 'Événement «\u00A0{{titre}}\u00A0» créé le {{date}}.' },
        },
      },
    },
    {
      do: 'call',
      server: 'calendrier',
      tool: 'creer_evenement',
      arguments: { titre: 'Atelier MCP', date: '2099-01-15' },
    },
    { do: 'disconnect' },
  ],
};
