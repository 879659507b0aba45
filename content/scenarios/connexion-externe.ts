import type { ScenarioInput } from '@/lib/mcp/scenario';

/** URL-mode elicitation: the server sends the user to its own page, outside the client. */
export const connexionExterne: ScenarioInput = {
  id: 'connexion-externe',
  title: 'Une page hors du client',
  summary:
    'Élicitation par URL\u00A0: le serveur envoie l’utilisateur sur sa page (paiement, connexion à un compte tiers). input_required en mode url et requestState en 2026-07-28\u00A0; elicitation/create avec elicitationId, l’erreur -32042 et notifications/elicitation/complete en 2025-11-25\u00A0; rien de tout cela en 2025-06-18.',
  group: 'utilitaires',
  question: 'Paie la facture F-2026-118.',
  argumentHints: [
    {
      tool: 'payer_facture',
      arguments: {
        facture: {
          pick: ['F-2026-118', 'F-2026-119'],
          because:
            'Le paramètre «\u00A0facture\u00A0» attend un numéro de facture\u00A0: le modèle simulé reprend celui de la question.',
        },
      },
    },
  ],
  // The host can open a page for the user (URL mode) as well as show a form.
  clientCapabilities: { elicitation: { form: {}, url: {} } },
  servers: [
    {
      name: 'facturation',
      version: '1.0.0',
      instructions:
        'Factures et contacts. Le paiement et la connexion au carnet d’adresses se font sur nos pages sécurisées, jamais dans la conversation.',
      tools: [
        {
          definition: {
            name: 'payer_facture',
            title: 'Payer une facture',
            description:
              'Paie une facture. La carte bancaire se saisit sur la page de paiement du serveur, que l’utilisateur ouvre lui-même.',
            inputSchema: {
              type: 'object',
              properties: {
                facture: { type: 'string', description: 'Numéro de la facture.' },
              },
              required: ['facture'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
          },
          behaviour: {
            link: {
              via: 'input',
              message: 'Réglez la facture {{facture}} sur la page de paiement sécurisée.',
              url: 'https://paiement.facturation.exemple/session/{{id}}',
              declined: 'Paiement abandonné\u00A0: la facture {{facture}} reste à régler.',
              pending:
                'Paiement non confirmé\u00A0: la page de paiement n’a pas été validée, la facture {{facture}} reste à régler.',
              page: {
                title: 'Paiement sécurisé',
                text: 'Facture {{facture}}\u00A0: 240,00\u00A0€. Carte se terminant par 4242.',
                action: 'Payer 240,00\u00A0€',
              },
            },
            outcome: {
              kind: 'text',
              text: 'La facture {{facture}} est payée\u00A0: 240,00\u00A0€, reçu envoyé par courriel.',
            },
          },
        },
        {
          definition: {
            name: 'importer_contacts',
            title: 'Importer les contacts',
            description:
              'Importe les contacts du carnet d’adresses en ligne de l’utilisateur. Il faut d’abord relier son compte, sur la page du serveur.',
            inputSchema: { type: 'object', properties: {}, additionalProperties: false },
            annotations: { readOnlyHint: true, openWorldHint: true },
          },
          behaviour: {
            link: {
              via: 'error',
              message:
                'Reliez votre carnet d’adresses pour que le serveur puisse lire vos contacts.',
              url: 'https://facturation.exemple/connecter/carnet?demande={{id}}',
              declined: 'Import abandonné\u00A0: le carnet d’adresses n’est pas relié.',
              pending:
                'Import impossible\u00A0: la connexion au carnet d’adresses n’est pas terminée.',
              page: {
                title: 'Relier votre carnet d’adresses',
                text: 'Facturation demande à lire vos contacts (lecture seule).',
                action: 'Autoriser la lecture des contacts',
              },
            },
            outcome: { kind: 'text', text: '128 contacts importés depuis le carnet d’adresses.' },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'facturation', what: 'tools' },
    {
      do: 'call',
      server: 'facturation',
      tool: 'payer_facture',
      arguments: { facture: 'F-2026-118' },
      elicitation: 'accept',
    },
    // 2025-11-25: -32042 first, then the page, notifications/elicitation/complete, the retry.
    {
      do: 'call',
      server: 'facturation',
      tool: 'importer_contacts',
      arguments: {},
      elicitation: 'accept',
    },
    { do: 'disconnect' },
  ],
};
