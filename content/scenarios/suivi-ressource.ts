import type { ScenarioInput } from '@/lib/mcp/scenario';

/** Following a resource that changes, and a prompt list that changes. */
export const suiviRessource: ScenarioInput = {
  id: 'suivi-ressource',
  title: 'Suivre une ressource qui change',
  summary:
    'Abonnement à une ressource (resourceSubscriptions sur subscriptions/listen en 2026-07-28, resources/subscribe en 2025), notifications/resources/updated, puis un prompt ajouté en direct (notifications/prompts/list_changed).',
  group: 'utilitaires',
  servers: [
    {
      name: 'supervision',
      version: '2.0.0',
      instructions:
        'L’état de la production, mis à jour en continu. Abonnez-vous à etat://production pour être prévenu de chaque changement.',
      subscriptions: true,
      resources: [
        {
          name: 'etat-production',
          uri: 'etat://production',
          title: 'État de la production',
          description: 'L’état des services en production, à suivre.',
          mimeType: 'text/plain',
          text: 'Tous les services fonctionnent normalement.',
        },
      ],
      prompts: [
        {
          name: 'resumer_etat',
          title: 'Résumer l’état',
          description: 'Résume l’état de la production pour l’équipe.',
          arguments: [],
          messages: [{ role: 'user', text: 'Résume l’état de la production en deux phrases.' }],
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'supervision', what: 'resources' },
    { do: 'list', server: 'supervision', what: 'prompts' },
    { do: 'read', server: 'supervision', uri: 'etat://production', attach: 'learner' },
    { do: 'subscribe', server: 'supervision', uri: 'etat://production' },
    // The server's state changes: the subscriber is told, and the host reads it again.
    {
      do: 'update-resource',
      server: 'supervision',
      uri: 'etat://production',
      text: 'Incident en cours\u00A0: le service de paiement répond lentement.',
    },
    { do: 'unsubscribe', server: 'supervision', uri: 'etat://production' },
    // Nobody follows it any more: this change goes unannounced.
    {
      do: 'update-resource',
      server: 'supervision',
      uri: 'etat://production',
      text: 'Incident résolu\u00A0: tous les services fonctionnent normalement.',
    },
    // A new prompt: list_changed, and the client lists the prompts again.
    {
      do: 'add-prompt',
      server: 'supervision',
      prompt: {
        name: 'rediger_rapport_incident',
        title: 'Rédiger un rapport d’incident',
        description: 'Rédige le rapport d’un incident à partir de l’état de la production.',
        arguments: [],
        messages: [
          {
            role: 'user',
            text: 'Rédige le rapport de l’incident d’aujourd’hui\u00A0: cause, durée, effets.',
          },
        ],
      },
    },
    { do: 'disconnect' },
  ],
};
