import type { ScenarioInput } from '@/lib/mcp/scenario';

/** The server asks the human to confirm before a destructive action. */
export const elicitation: ScenarioInput = {
  id: 'elicitation',
  title: 'Élicitation',
  summary:
    'Avant de supprimer, le serveur demande une confirmation à l’utilisateur\u00A0: input_required en 2026-07-28, elicitation/create en 2025.',
  group: 'hote',
  question: 'Supprime le fichier brouillon.txt.',
  argumentHints: [
    {
      tool: 'supprimer_fichier',
      arguments: {
        chemin: {
          pick: ['brouillon.txt', 'notes.txt'],
          because:
            'Le paramètre «\u00A0chemin\u00A0» attend un nom de fichier\u00A0: le modèle simulé reprend celui de la question.',
        },
      },
    },
  ],
  servers: [
    {
      name: 'stockage',
      version: '1.0.0',
      instructions:
        'Gestion des fichiers partagés. Toute suppression est confirmée par l’utilisateur.',
      tools: [
        {
          definition: {
            name: 'supprimer_fichier',
            title: 'Supprimer un fichier',
            description:
              'Supprime définitivement un fichier partagé, après confirmation de l’utilisateur.',
            inputSchema: {
              type: 'object',
              properties: {
                chemin: { type: 'string', description: 'Nom du fichier à supprimer.' },
              },
              required: ['chemin'],
              additionalProperties: false,
            },
            annotations: {
              readOnlyHint: false,
              destructiveHint: true,
              idempotentHint: true,
              openWorldHint: false,
            },
          },
          behaviour: {
            confirm: {
              message:
                'Supprimer définitivement «\u00A0{{chemin}}\u00A0»\u202F? Cette action est irréversible.',
              declined: 'Suppression annulée\u00A0: «\u00A0{{chemin}}\u00A0» est conservé.',
            },
            outcome: { kind: 'text', text: 'Le fichier «\u00A0{{chemin}}\u00A0» a été supprimé.' },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'stockage', what: 'tools' },
    {
      do: 'call',
      server: 'stockage',
      tool: 'supprimer_fichier',
      arguments: { chemin: 'brouillon.txt' },
      elicitation: 'accept',
    },
    {
      do: 'call',
      server: 'stockage',
      tool: 'supprimer_fichier',
      arguments: { chemin: 'notes.txt' },
      elicitation: 'decline',
    },
    { do: 'disconnect' },
  ],
};
