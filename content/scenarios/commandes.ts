import type { ScenarioInput } from '@/lib/mcp/scenario';

/** The three server primitives on one server: a tool, a resource and a prompt. */
export const commandes: ScenarioInput = {
  id: 'commandes',
  title: 'Commandes',
  summary:
    'Les trois primitives sur un même serveur\u00A0: l’outil get_order, la ressource orders://schema et le prompt triage.',
  group: 'decouvrir',
  question: 'Où en est la commande 1042\u202F?',
  argumentHints: [
    {
      tool: 'get_order',
      arguments: {
        order_id: {
          pick: ['1042', '1043', '1044'],
          because:
            'Le paramètre «\u00A0order_id\u00A0» attend un numéro\u00A0: le modèle simulé reprend celui de la question.',
        },
      },
    },
  ],
  servers: [
    {
      name: 'commandes',
      version: '1.2.0',
      instructions: 'Suivi des commandes clients. Les numéros de commande ont quatre chiffres.',
      tools: [
        {
          definition: {
            name: 'get_order',
            title: 'Consulter une commande',
            description:
              'Renvoie le statut, le montant et la date de livraison prévue d’une commande à partir de son numéro.',
            inputSchema: {
              type: 'object',
              properties: {
                order_id: {
                  type: 'string',
                  description: 'Numéro de commande à quatre chiffres.',
                  pattern: '^[0-9]{4}$',
                },
              },
              required: ['order_id'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          behaviour: {
            checks: [
              {
                field: 'order_id',
                rule: 'one-of',
                values: ['1042', '1043', '1044'],
                message:
                  'Aucune commande ne porte le numéro {{value}}. Les commandes existantes sont 1042, 1043 et 1044\u00A0: vérifiez le numéro.',
              },
            ],
            outcome: {
              kind: 'text',
              text: 'Commande {{order_id}}\u00A0: expédiée, 89,90\u00A0€, livraison prévue dans deux jours.',
            },
          },
        },
      ],
      resources: [
        {
          name: 'orders-schema',
          uri: 'orders://schema',
          title: 'Schéma des commandes',
          description: 'La structure d’une commande, à joindre à la conversation.',
          mimeType: 'application/json',
          text: '{\n  "order_id": "string (4 chiffres)",\n  "statut": "payee | expediee | livree | annulee",\n  "montant": "number (euros)",\n  "livraison_prevue": "date ISO"\n}',
        },
      ],
      prompts: [
        {
          name: 'triage',
          title: 'Trier une réclamation',
          description: 'Classe une réclamation client par urgence et propose une réponse.',
          arguments: [
            { name: 'reclamation', description: 'Le texte de la réclamation.', required: true },
            { name: 'ton', description: 'Le ton de la réponse (par défaut\u00A0: cordial).' },
          ],
          messages: [
            {
              role: 'user',
              text: 'Voici une réclamation client\u00A0: «\u00A0{{reclamation}}\u00A0». Classe-la (urgente, normale, faible), cherche la commande concernée avec get_order et propose une réponse au ton {{ton}}.',
            },
          ],
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'commandes', what: 'tools' },
    { do: 'list', server: 'commandes', what: 'resources' },
    { do: 'read', server: 'commandes', uri: 'orders://schema' },
    { do: 'list', server: 'commandes', what: 'prompts' },
    {
      do: 'prompt',
      server: 'commandes',
      name: 'triage',
      arguments: { reclamation: 'Ma commande 1042 n’est toujours pas arrivée.', ton: 'cordial' },
    },
    { do: 'ask' },
    { do: 'call', server: 'commandes', tool: 'get_order', arguments: { order_id: '9999' } },
    { do: 'disconnect' },
  ],
};
