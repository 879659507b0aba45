import type { z } from 'zod';
import type { SourceSchema } from '@/lib/quiz/schema';

type SourceInput = z.input<typeof SourceSchema>;

const SPEC = 'https://modelcontextprotocol.io/specification';

const spec = (section: string, path: string): SourceInput => ({
  kind: 'spec',
  section,
  url: `${SPEC}/${path}`,
});

const concept = (name: string): SourceInput => ({ kind: 'concept', concept: name });

/**
 * The sources the questions cite, named once so that every bank points at the same pages. A page
 * of the current revision (2026-07-28) unless the question is about an older mechanism (the
 * `initialize` handshake, the 2025 elicitation request, the 2025 message shape): the tests check
 * that a question about one revision does not cite the page of another.
 */
export const sources = {
  outils: spec('Outils (2026-07-28)', '2026-07-28/server/tools'),
  outilsErreurs: spec(
    'Outils — gestion des erreurs (2026-07-28)',
    '2026-07-28/server/tools#error-handling',
  ),
  outils2025: spec('Outils (2025-11-25)', '2025-11-25/server/tools'),
  outilsErreurs2025: spec(
    'Outils — gestion des erreurs (2025-11-25)',
    '2025-11-25/server/tools#error-handling',
  ),
  outilsNoms: spec('Outils — noms des outils (2026-07-28)', '2026-07-28/server/tools#tool-names'),
  outilsSortie: spec(
    'Outils — schéma de sortie (2026-07-28)',
    '2026-07-28/server/tools#output-schema',
  ),
  outilsSecurite: spec(
    'Outils — considérations de sécurité (2026-07-28)',
    '2026-07-28/server/tools#security-considerations',
  ),
  annotations: spec('Schéma — ToolAnnotations (2026-07-28)', '2026-07-28/schema#toolannotations'),
  ressources: spec('Ressources (2026-07-28)', '2026-07-28/server/resources'),
  ressourcesModeles: spec(
    'Ressources — gabarits de ressources (2026-07-28)',
    '2026-07-28/server/resources#resource-templates',
  ),
  ressourcesUri: spec(
    'Ressources — schémas d’URI courants (2026-07-28)',
    '2026-07-28/server/resources#common-uri-schemes',
  ),
  prompts: spec('Prompts (2026-07-28)', '2026-07-28/server/prompts'),
  serveur: spec('Fonctionnalités serveur (2026-07-28)', '2026-07-28/server'),
  elicitation: spec('Élicitation (2026-07-28)', '2026-07-28/client/elicitation'),
  elicitation2025: spec('Élicitation (2025-11-25)', '2025-11-25/client/elicitation'),
  sampling: spec('Échantillonnage — sampling (2026-07-28)', '2026-07-28/client/sampling'),
  roots: spec('Racines — roots (2026-07-28)', '2026-07-28/client/roots'),
  deprecie: spec('Fonctionnalités dépréciées (2026-07-28)', '2026-07-28/deprecated'),
  changements2026: spec('Principaux changements (2026-07-28)', '2026-07-28/changelog'),
  mrtr: spec(
    'Requêtes à plusieurs allers-retours — MRTR (2026-07-28)',
    '2026-07-28/basic/patterns/mrtr',
  ),
  abonnements: spec('Abonnements (2026-07-28)', '2026-07-28/basic/patterns/subscriptions'),
  outilsListeChangee: spec(
    'Outils — notification de changement de liste (2026-07-28)',
    '2026-07-28/server/tools#list-changed-notification',
  ),
  base2026: spec('Vue d’ensemble du protocole de base (2026-07-28)', '2026-07-28/basic'),
  codes2026: spec('Codes d’erreur (2026-07-28)', '2026-07-28/basic#error-codes'),
  sansEtat: spec('Absence d’état — statelessness (2026-07-28)', '2026-07-28/basic#statelessness'),
  versions2026: spec('Versions et compatibilité (2026-07-28)', '2026-07-28/basic/versioning'),
  streamableHttp: spec(
    'Streamable HTTP (2026-07-28)',
    '2026-07-28/basic/transports/streamable-http',
  ),
  streamableHttpEnTetes: spec(
    'Streamable HTTP — en-têtes Mcp-Method et Mcp-Name (2026-07-28)',
    '2026-07-28/basic/transports/streamable-http#standard-request-headers',
  ),
  streamableHttpValidation: spec(
    'Streamable HTTP — validation des en-têtes par le serveur (2026-07-28)',
    '2026-07-28/basic/transports/streamable-http#server-validation',
  ),
  streamableHttpAnnulation: spec(
    'Streamable HTTP — annulation (2026-07-28)',
    '2026-07-28/basic/transports/streamable-http#cancellation',
  ),
  streamableHttpReception: spec(
    'Streamable HTTP — recevoir des messages (2026-07-28)',
    '2026-07-28/basic/transports/streamable-http#receiving-messages',
  ),
  streamableHttpAnciennes: spec(
    'Streamable HTTP — révisions précédentes (2026-07-28)',
    '2026-07-28/basic/transports/streamable-http#earlier-streamable-http-revisions',
  ),
  streamableHttpSecurite: spec(
    'Streamable HTTP — sécurité (2026-07-28)',
    '2026-07-28/basic/transports/streamable-http#security--endpoint',
  ),
  http2025Envoi: spec(
    'Streamable HTTP — envoyer des messages au serveur (2025-11-25)',
    '2025-11-25/basic/transports#sending-messages-to-the-server',
  ),
  http2025Ecoute: spec(
    'Streamable HTTP — écouter le serveur (2025-11-25)',
    '2025-11-25/basic/transports#listening-for-messages-from-the-server',
  ),
  http2025Sessions: spec(
    'Streamable HTTP — gestion des sessions (2025-11-25)',
    '2025-11-25/basic/transports#session-management',
  ),
  cycleDeVie: spec('Cycle de vie (2025-11-25)', '2025-11-25/basic/lifecycle'),
  initialisation: spec(
    'Cycle de vie — initialisation (2025-11-25)',
    '2025-11-25/basic/lifecycle#initialization',
  ),
  arret: spec('stdio — arrêt (2026-07-28)', '2026-07-28/basic/transports/stdio#shutdown'),
  negociation: spec(
    'Cycle de vie — négociation des capacités (2025-11-25)',
    '2025-11-25/basic/lifecycle#capability-negotiation',
  ),
  versions2025: spec(
    'Cycle de vie — négociation de version (2025-11-25)',
    '2025-11-25/basic/lifecycle#version-negotiation',
  ),
  transports: spec('Transports (2026-07-28)', '2026-07-28/basic/transports'),
  stdio: spec('Transports — stdio (2026-07-28)', '2026-07-28/basic/transports/stdio'),
  stdioRetrocompatibilite: spec(
    'stdio — rétrocompatibilité (2026-07-28)',
    '2026-07-28/basic/transports/stdio#backward-compatibility',
  ),
  autorisation: spec('Autorisation (2026-07-28)', '2026-07-28/basic/authorization'),
  autorisationStepUp: spec(
    'Autorisation — autorisation par paliers (2026-07-28)',
    '2026-07-28/basic/authorization#step-up-authorization-flow',
  ),
  autorisationEnregistrement: spec(
    'Autorisation — enregistrement des clients (2026-07-28)',
    '2026-07-28/basic/authorization/client-registration',
  ),
  autorisationSecurite: spec(
    'Autorisation — considérations de sécurité (2026-07-28)',
    '2026-07-28/basic/authorization/security-considerations',
  ),
  bonnesPratiques: {
    kind: 'spec',
    section: 'Bonnes pratiques de sécurité (2026-07-28)',
    url: 'https://modelcontextprotocol.io/docs/2026-07-28/tutorials/security/security_best_practices',
  },
  architecture: spec('Architecture (2026-07-28)', '2026-07-28/architecture'),
  architectureVueDEnsemble: {
    kind: 'spec',
    section: 'Vue d’ensemble de l’architecture — couches données et transport',
    url: 'https://modelcontextprotocol.io/docs/learn/architecture',
  },
  messages: spec('Protocole de base — messages (2025-11-25)', '2025-11-25/basic'),
  jsonRpcErreurs: {
    kind: 'spec',
    section: 'JSON-RPC 2.0 — objet erreur',
    url: 'https://www.jsonrpc.org/specification#error_object',
  },
  pkce: {
    kind: 'spec',
    section: 'RFC 7636 — PKCE',
    url: 'https://datatracker.ietf.org/doc/html/rfc7636',
  },
  progression2026: spec('Progression (2026-07-28)', '2026-07-28/basic/patterns/progress'),
  journalisation2026: spec(
    'Journalisation — niveau par requête (2026-07-28)',
    '2026-07-28/server/utilities/logging#per-request-log-level',
  ),
  journalisation2025: spec(
    'Journalisation — régler le niveau (2025-11-25)',
    '2025-11-25/server/utilities/logging#setting-log-level',
  ),
  pagination2025: spec('Pagination (2025-11-25)', '2025-11-25/server/utilities/pagination'),
  completion2026: spec('Complétion (2026-07-28)', '2026-07-28/server/utilities/completion'),
  cache2026: spec('Cache (2026-07-28)', '2026-07-28/server/utilities/caching'),
  cacheNotifications2026: spec(
    'Cache — interaction avec les notifications (2026-07-28)',
    '2026-07-28/server/utilities/caching#interaction-with-notifications',
  ),
  abonnementsReception2026: spec(
    'Abonnements — réception des notifications (2026-07-28)',
    '2026-07-28/basic/patterns/subscriptions#receiving-notifications',
  ),
  abonnementsRessources2025: spec(
    'Ressources — abonnements (2025-11-25)',
    '2025-11-25/server/resources#subscriptions',
  ),
  elicitationUrl2025: spec(
    'Élicitation par URL (2025-11-25)',
    '2025-11-25/client/elicitation#url-mode-elicitation-requests',
  ),
  urlRequise2025: spec(
    'Élicitation — erreur URL requise (2025-11-25)',
    '2025-11-25/client/elicitation#url-elicitation-required-error',
  ),
  extensions2026: spec(
    'Négociation des extensions (2026-07-28)',
    '2026-07-28/basic/versioning#extension-negotiation',
  ),
  sdk: concept('Comportement mesuré du SDK TypeScript officiel 2.4.0'),
  primitivesQuiControle: concept('Primitives serveur : qui contrôle quoi'),
  reflexeDebogage: concept('Les deux couches et le réflexe de débogage'),
  conceptionServeur: concept('Cadrer un serveur MCP avant de l’écrire'),
  alternatives: concept('MCP ou une autre solution ?'),
  moindrePrivilege: concept('Moindre privilège'),
  injectionIndirecte: concept('Injection indirecte par les résultats d’outils'),
  messagesErreur: concept('Un bon message d’erreur d’outil'),
} as const satisfies Record<string, SourceInput>;
