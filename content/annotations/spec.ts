import type { SpecLink } from '@/lib/annotations/schema';

const BASE = 'https://modelcontextprotocol.io/specification';

/**
 * A link to a section of the specification. The 2026-07-28 text by default; the 2025-11-25 one
 * for what only the handshake era has (`initialize`, `notifications/initialized`).
 */
export function spec(
  section: string,
  label: string,
  revision: '2026-07-28' | '2025-11-25' = '2026-07-28',
): SpecLink {
  return { label, url: `${BASE}/${revision}/${section}` };
}

export const SPEC = {
  base: spec('basic', 'Protocole de base — messages JSON-RPC'),
  meta: spec('basic#_meta', 'Protocole de base — le champ _meta'),
  lifecycle: spec('basic/lifecycle', 'Cycle de vie — découverte'),
  legacyLifecycle: spec('basic/lifecycle', 'Cycle de vie — initialisation', '2025-11-25'),
  capabilities: spec('basic/lifecycle#capability-negotiation', 'Négociation des capacités'),
  versions: spec('basic/lifecycle#version-negotiation', 'Négociation de version'),
  subscriptions: spec('basic/utilities/subscriptions', 'Abonnements — subscriptions/listen'),
  cancellation: spec('basic/utilities/cancellation', 'Annulation'),
  progress: spec('basic/utilities/progress', 'Progression'),
  ping: spec('basic/utilities/ping', 'Ping', '2025-11-25'),
  errors: spec('basic#error-codes', 'Protocole de base — codes d’erreur'),
  tools: spec('server/tools', 'Serveur — outils'),
  toolNames: spec('server/tools#tool-names', 'Serveur — noms des outils'),
  toolResult: spec('server/tools#tool-result', 'Serveur — résultat d’un outil'),
  toolAnnotations: spec('server/tools#tool-annotations', 'Serveur — annotations des outils'),
  toolErrors: spec('server/tools#error-handling', 'Serveur — erreurs des outils'),
  outputSchema: spec('server/tools#output-schema', 'Serveur — schéma de sortie'),
  inputRequired: spec('basic/utilities/input-required', 'Demande d’informations (input_required)'),
  resources: spec('server/resources', 'Serveur — ressources'),
  templates: spec('server/resources#resource-templates', 'Serveur — modèles de ressources'),
  prompts: spec('server/prompts', 'Serveur — prompts'),
  completion: spec('server/utilities/completion', 'Serveur — complétion'),
  logging: spec('server/utilities/logging', 'Serveur — journalisation'),
  pagination: spec('server/utilities/pagination', 'Pagination'),
  elicitation: spec('client/elicitation', 'Client — élicitation'),
  sampling: spec('client/sampling', 'Client — échantillonnage'),
  roots: spec('client/roots', 'Client — racines'),
  transports: spec('basic/transports', 'Transports — stdio et HTTP'),
  security: spec('basic/security_best_practices', 'Bonnes pratiques de sécurité'),
} as const;
