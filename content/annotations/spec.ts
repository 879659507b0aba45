import type { SpecTopic } from '@/lib/annotations/spec-link';

type Pages = SpecTopic['pages'];

/**
 * A subject of the specification. `page` alone: the same page in every revision. Otherwise
 * `modern` (2026-07-28), `legacy` (both 2025 revisions) or one revision by name; a revision
 * left out has no such page (the test checks no rule shown there links to it).
 */
function topic(
  label: string,
  pages: string | ({ modern?: string; legacy?: string } & Pages),
): SpecTopic {
  if (typeof pages === 'string') {
    return { label, pages: { '2026-07-28': pages, '2025-11-25': pages, '2025-06-18': pages } };
  }
  const { modern, legacy, ...exact } = pages;
  return {
    label,
    pages: {
      ...(modern !== undefined && { '2026-07-28': modern }),
      ...(legacy !== undefined && { '2025-11-25': legacy, '2025-06-18': legacy }),
      ...exact,
    },
  };
}

/** The spec pages the annotations link to, each resolved for the revision on screen. */
export const SPEC = {
  base: topic('Protocole de base — messages JSON-RPC', 'basic#messages'),
  requests: topic('Protocole de base — requêtes', 'basic#requests'),
  responses: topic('Protocole de base — réponses', 'basic#responses'),
  notifications: topic('Protocole de base — notifications', 'basic#notifications'),
  meta: topic('Protocole de base — le champ _meta', 'basic#_meta'),
  errors: topic('Protocole de base — erreurs', {
    modern: 'basic#error-codes',
    '2025-11-25': 'basic#error-responses',
    '2025-06-18': 'basic#responses',
  }),
  statelessness: topic('Protocole de base — sans état', { modern: 'basic#statelessness' }),
  resultType: topic('Protocole de base — resultType', { modern: 'basic#resulttype' }),
  discover: topic('Découverte — server/discover', { modern: 'server/discover' }),
  /** The handshake of 2025 (`initialize`), and how 2026-07-28 answers it. */
  initialization: topic('Cycle de vie — initialisation', {
    modern: 'basic/versioning#backward-compatibility-with-initialization-based-versions',
    legacy: 'basic/lifecycle#initialization',
  }),
  versions: topic('Négociation de version', {
    modern: 'basic/versioning#protocol-version-negotiation',
    legacy: 'basic/lifecycle#version-negotiation',
  }),
  capabilities: topic('Négociation des capacités', {
    modern: 'basic#statelessness',
    legacy: 'basic/lifecycle#capability-negotiation',
  }),
  /** The capabilities of the `initialize` handshake: 2025, and how 2026-07-28 dual-era servers keep it. */
  handshakeCapabilities: topic('Cycle de vie — capacités de la poignée de main', {
    modern: 'basic/versioning#backward-compatibility-with-initialization-based-versions',
    legacy: 'basic/lifecycle#capability-negotiation',
  }),
  /** Tasks: experimental in 2025-11-25 only, moved out of the core protocol in 2026-07-28. */
  tasks: topic('Utilitaires — tâches (expérimental)', { '2025-11-25': 'basic/utilities/tasks' }),
  extensions: topic('Versions — extensions', { modern: 'basic/versioning#extension-negotiation' }),
  deprecated: topic('Fonctions dépréciées', { modern: 'deprecated' }),
  subscriptions: topic('Abonnements — subscriptions/listen', {
    modern: 'basic/patterns/subscriptions',
  }),
  listenFilter: topic('Abonnements — filtre des notifications', {
    modern: 'basic/patterns/subscriptions#notification-filter',
  }),
  cancellation: topic('Annulation', {
    modern: 'basic/patterns/cancellation',
    legacy: 'basic/utilities/cancellation',
  }),
  progress: topic('Progression', {
    modern: 'basic/patterns/progress',
    legacy: 'basic/utilities/progress',
  }),
  ping: topic('Ping', { legacy: 'basic/utilities/ping' }),
  caching: topic('Cache — durée de validité', {
    modern: 'server/utilities/caching#time-to-live-ttl-field',
  }),
  cacheScope: topic('Cache — portée', { modern: 'server/utilities/caching#cache-scope-field' }),
  tools: topic('Serveur — outils', 'server/tools'),
  toolList: topic('Serveur — lister les outils', 'server/tools#listing-tools'),
  toolCall: topic('Serveur — appeler un outil', 'server/tools#calling-tools'),
  toolData: topic('Serveur — la fiche d’un outil', 'server/tools#tool'),
  toolNames: topic('Serveur — noms des outils', {
    modern: 'server/tools#tool-names',
    '2025-11-25': 'server/tools#tool-names',
    '2025-06-18': 'server/tools#tool',
  }),
  toolResult: topic('Serveur — résultat d’un outil', 'server/tools#tool-result'),
  toolErrors: topic('Serveur — erreurs des outils', 'server/tools#error-handling'),
  structuredContent: topic('Serveur — contenu structuré', 'server/tools#structured-content'),
  outputSchema: topic('Serveur — schéma de sortie', 'server/tools#output-schema'),
  humanInTheLoop: topic('Serveur — l’humain garde la main', 'server/tools#user-interaction-model'),
  jsonSchema: topic('Protocole de base — usage de JSON Schema', {
    modern: 'basic#json-schema-usage',
    '2025-11-25': 'basic#json-schema-usage',
    '2025-06-18': 'server/tools#tool',
  }),
  mrtr: topic('Requêtes en plusieurs allers-retours (input_required)', {
    modern: 'basic/patterns/mrtr',
  }),
  inputRequests: topic('Allers-retours — inputRequests', {
    modern: 'basic/patterns/mrtr#inputrequests',
  }),
  inputResponses: topic('Allers-retours — inputResponses', {
    modern: 'basic/patterns/mrtr#inputresponses',
  }),
  resources: topic('Serveur — ressources', 'server/resources'),
  resourceList: topic('Serveur — lister les ressources', 'server/resources#listing-resources'),
  resourceRead: topic('Serveur — lire une ressource', 'server/resources#reading-resources'),
  resourceErrors: topic('Serveur — erreurs des ressources', 'server/resources#error-handling'),
  resourceSubscribe: topic('Serveur — abonnement aux ressources', 'server/resources#subscriptions'),
  templates: topic('Serveur — gabarits de ressources', 'server/resources#resource-templates'),
  prompts: topic('Serveur — prompts', 'server/prompts'),
  promptGet: topic('Serveur — obtenir un prompt', 'server/prompts#getting-a-prompt'),
  promptMessage: topic('Serveur — message d’un prompt', 'server/prompts#promptmessage'),
  completion: topic('Serveur — complétion', 'server/utilities/completion'),
  logging: topic('Serveur — journalisation', 'server/utilities/logging'),
  pagination: topic('Pagination', 'server/utilities/pagination'),
  elicitation: topic('Client — élicitation', 'client/elicitation'),
  formSchema: topic('Client — élicitation, schéma du formulaire', {
    modern: 'client/elicitation#requested-schema',
    '2025-11-25': 'client/elicitation#requested-schema',
    '2025-06-18': 'client/elicitation#request-schema',
  }),
  elicitationActions: topic(
    'Client — réponses à une élicitation',
    'client/elicitation#response-actions',
  ),
  sampling: topic('Client — échantillonnage', 'client/sampling'),
  roots: topic('Client — racines', 'client/roots'),
  stdio: topic('Transports — stdio', {
    modern: 'basic/transports/stdio',
    legacy: 'basic/transports#stdio',
  }),
  // OAuth: one page in 2025-11-25, four in 2026-07-28; the 2025-06-18 page predates these flows.
  authDiscovery: topic('Autorisation — découverte de la ressource protégée', {
    modern:
      'basic/authorization/authorization-server-discovery#protected-resource-metadata-discovery-requirements',
    '2025-11-25': 'basic/authorization#protected-resource-metadata-discovery-requirements',
  }),
  authServerMetadata: topic('Autorisation — métadonnées du serveur d’autorisation', {
    modern:
      'basic/authorization/authorization-server-discovery#authorization-server-metadata-discovery',
    '2025-11-25': 'basic/authorization#authorization-server-metadata-discovery',
  }),
  authClientDocument: topic('Autorisation — document de métadonnées du client', {
    modern: 'basic/authorization/client-registration#client-id-metadata-documents',
    '2025-11-25': 'basic/authorization#client-id-metadata-documents',
  }),
  authScopes: topic('Autorisation — choix des portées', {
    '2026-07-28': 'basic/authorization#scope-selection-strategy',
    '2025-11-25': 'basic/authorization#scope-selection-strategy',
  }),
  authFlow: topic('Autorisation — étapes du flux', 'basic/authorization#authorization-flow-steps'),
  authIssuer: topic('Autorisation — validation de la réponse (iss)', {
    '2026-07-28': 'basic/authorization#authorization-response-validation',
    '2025-11-25': 'basic/authorization#authorization-flow-steps',
  }),
  authCodeProtection: topic('Autorisation — protection du code (PKCE, state)', {
    modern: 'basic/authorization/security-considerations#authorization-code-protection',
    '2025-11-25': 'basic/authorization#authorization-code-protection',
  }),
  authResource: topic('Autorisation — le paramètre resource', {
    '2026-07-28': 'basic/authorization#resource-parameter-implementation',
    '2025-11-25': 'basic/authorization#resource-parameter-implementation',
  }),
  authTokenUsage: topic('Autorisation — usage du jeton d’accès', {
    '2026-07-28': 'basic/authorization#token-requirements',
    '2025-11-25': 'basic/authorization#token-requirements',
  }),
  authRefresh: topic('Autorisation — jetons de rafraîchissement', {
    '2026-07-28': 'basic/authorization#refresh-tokens',
    '2025-11-25': 'basic/authorization#token-handling',
  }),
  authErrors: topic('Autorisation — erreurs', {
    '2026-07-28': 'basic/authorization#error-handling',
    '2025-11-25': 'basic/authorization#error-handling',
  }),
  authStepUp: topic('Autorisation — portée insuffisante et step-up', {
    '2026-07-28': 'basic/authorization#runtime-insufficient-scope-errors',
    '2025-11-25': 'basic/authorization#runtime-insufficient-scope-errors',
  }),
  httpEndpoint: topic('Streamable HTTP — le point d’accès MCP', {
    modern: 'basic/transports/streamable-http',
    legacy: 'basic/transports#streamable-http',
  }),
  httpSecurity: topic('Streamable HTTP — sécurité', {
    modern: 'basic/transports/streamable-http#security--endpoint',
    legacy: 'basic/transports#security-warning',
  }),
  httpSending: topic('Streamable HTTP — envoyer des messages', {
    modern: 'basic/transports/streamable-http#sending-messages',
    legacy: 'basic/transports#sending-messages-to-the-server',
  }),
  httpReceiving: topic('Streamable HTTP — recevoir des messages', {
    modern: 'basic/transports/streamable-http#receiving-messages',
    legacy: 'basic/transports#sending-messages-to-the-server',
  }),
  httpListening: topic('Streamable HTTP — écouter le serveur par GET', {
    modern: 'basic/transports/streamable-http#earlier-streamable-http-revisions',
    legacy: 'basic/transports#listening-for-messages-from-the-server',
  }),
  httpSessions: topic('Streamable HTTP — sessions', {
    modern: 'basic/transports/streamable-http#earlier-streamable-http-revisions',
    legacy: 'basic/transports#session-management',
  }),
  httpResuming: topic('Streamable HTTP — reprise d’un flux', {
    modern: 'basic/transports/streamable-http#receiving-messages',
    legacy: 'basic/transports#resumability-and-redelivery',
  }),
  httpVersionHeader: topic('Streamable HTTP — en-tête MCP-Protocol-Version', {
    modern: 'basic/transports/streamable-http#protocol-version-header',
    legacy: 'basic/transports#protocol-version-header',
  }),
  httpStandardHeaders: topic('Streamable HTTP — en-têtes Mcp-Method et Mcp-Name', {
    modern: 'basic/transports/streamable-http#standard-request-headers',
  }),
  httpValidation: topic('Streamable HTTP — validation des en-têtes', {
    modern: 'basic/transports/streamable-http#server-validation',
  }),
  httpCancellation: topic('Streamable HTTP — annulation', {
    modern: 'basic/transports/streamable-http#cancellation',
    legacy: 'basic/transports#sending-messages-to-the-server',
  }),
  shutdown: topic('Cycle de vie — arrêt', {
    modern: 'basic/transports/stdio#shutdown',
    legacy: 'basic/lifecycle#shutdown',
  }),
} as const satisfies Record<string, SpecTopic>;
