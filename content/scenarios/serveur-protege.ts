import type { ScenarioInput, ServerSpecInput } from '@/lib/mcp/scenario';

/** The CRM's read tool, also served by the error lab's OAuth cases. */
export const LIRE_CLIENT: NonNullable<ServerSpecInput['tools']>[number] = {
  definition: {
    name: 'lire_client',
    title: 'Lire une fiche client',
    description: 'Lit la fiche d’un client du CRM par son nom de famille.',
    inputSchema: {
      type: 'object',
      properties: { nom: { type: 'string', description: 'Nom de famille.' } },
      required: ['nom'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true },
  },
  behaviour: {
    outcome: { kind: 'text', text: 'Fiche {{nom}}\u00A0: Atelier {{nom}}, Nantes.' },
  },
};

/**
 * A CRM behind OAuth 2.1: the SDK's client meets a 401, discovers the authorization server,
 * the human consents, the code is exchanged (PKCE), the calls carry the Bearer token, a tool
 * that needs more asks for a step-up (403 insufficient_scope), and an expired token is
 * refreshed. The authorization server runs in the page; tokens are fake.
 */
export const serveurProtege: ScenarioInput = {
  id: 'serveur-protege',
  title: 'Serveur protégé (OAuth)',
  summary:
    'Un serveur distant protégé par OAuth 2.1\u00A0: 401, découverte, consentement, code et PKCE, jeton Bearer, portée supplémentaire (403) puis rafraîchissement. Sur HTTP seulement, en 2026-07-28 et 2025-11-25\u00A0; pas en 2025-06-18, dont la page d’autorisation ne connaît ni le document de métadonnées du client ni le 403 insufficient_scope et sa nouvelle autorisation.',
  group: 'utilitaires',
  question: 'Lis la fiche du client Dubois.',
  httpLink: 'only',
  revisions: ['2026-07-28', '2025-11-25'],
  servers: [
    {
      name: 'crm',
      version: '3.0.0',
      instructions: 'Annuaire des clients, protégé par OAuth.',
      authorization: {
        scopes: ['crm:lecture', 'crm:ecriture'],
        required: ['crm:lecture'],
        resourceName: 'CRM protégé',
      },
      tools: [
        LIRE_CLIENT,
        {
          definition: {
            name: 'supprimer_client',
            title: 'Supprimer un client',
            description: 'Supprime la fiche d’un client du CRM.',
            inputSchema: {
              type: 'object',
              properties: { nom: { type: 'string', description: 'Nom de famille.' } },
              required: ['nom'],
              additionalProperties: false,
            },
            annotations: { destructiveHint: true },
          },
          behaviour: { outcome: { kind: 'text', text: 'Client {{nom}} supprimé.' } },
          scopes: ['crm:lecture', 'crm:ecriture'],
        },
      ],
    },
  ],
  script: [
    // No token yet: 401, discovery, and the SDK asks the host to open the authorization page.
    { do: 'connect', server: 'crm' },
    // The learner answers this consent page (a script alone keeps crm:lecture only).
    { do: 'authorize', server: 'crm', consent: 'ask', scopes: ['crm:lecture'] },
    { do: 'connect', server: 'crm' },
    { do: 'list', server: 'crm', what: 'tools' },
    { do: 'call', server: 'crm', tool: 'lire_client', arguments: { nom: 'Dubois' } },
    // The destructive tool needs crm:ecriture too: 403, then a new authorization (step-up).
    { do: 'call', server: 'crm', tool: 'supprimer_client', arguments: { nom: 'Dubois' } },
    {
      do: 'authorize',
      server: 'crm',
      consent: 'allow',
      scopes: ['crm:lecture', 'crm:ecriture'],
    },
    { do: 'call', server: 'crm', tool: 'supprimer_client', arguments: { nom: 'Dubois' } },
    // The access token's life ends: 401, the SDK refreshes it and sends the call again.
    { do: 'expire-tokens', server: 'crm' },
    { do: 'call', server: 'crm', tool: 'lire_client', arguments: { nom: 'Martin' } },
    { do: 'disconnect', server: 'crm' },
  ],
};
