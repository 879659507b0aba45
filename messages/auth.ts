/**
 * Strings of the page's authorization server: its consent page and the `error_description` of
 * its OAuth errors, read by the learner in the trace (the codes themselves stay as OAuth names them).
 */

export const authMessages = {
  consentTitle: 'Autoriser «\u00A0{{client}}\u00A0»\u00A0?',
  consentScopes: 'Portées demandées\u00A0:',
  consentResource: 'Pour le serveur\u00A0: {{resource}}',
  consentRedirect: 'Après votre choix, le navigateur retourne vers\u00A0: {{host}}',
  consentLocalhost:
    'Attention\u00A0: ce retour mène à un programme de votre propre machine (localhost). Autorisez seulement si vous venez de lancer vous-même ce client.',
  consentAllow: 'Autoriser',
  consentDeny: 'Refuser',
  consentFake:
    'Serveur d’autorisation simulé dans la page\u00A0: jetons et codes factices, jamais envoyés ailleurs.',
  denied: 'L’utilisateur a refusé l’accès.',
  unknownClient: 'Client inconnu de ce serveur d’autorisation.',
  clientDocument: 'Document de métadonnées du client illisible\u00A0: {{reason}}',
  clientIdMismatch: 'Le client_id du document ne reprend pas exactement son adresse.',
  badRedirect: 'Adresse de retour (redirect_uri) absente des adresses déclarées par le client.',
  responseType: 'Seul response_type=code est servi.',
  pkceMissing: 'PKCE obligatoire\u00A0: code_challenge avec code_challenge_method=S256.',
  badScope: 'Portée inconnue\u00A0: {{scope}}',
  resourceMissing: 'Paramètre resource (RFC 8707) absent.',
  grantType: 'grant_type non servi.',
  codeUnknown: 'Code d’autorisation inconnu, expiré ou déjà utilisé.',
  codeClient: 'Ce code a été délivré à un autre client.',
  codeRedirect: 'redirect_uri différente de celle de la demande d’autorisation.',
  verifierMissing: 'code_verifier absent\u00A0: PKCE exige de le présenter.',
  verifierWrong: 'code_verifier ne correspond pas au code_challenge reçu à l’autorisation.',
  resourceChanged: 'resource différente de celle qui a été autorisée.',
  refreshUnknown: 'Jeton de rafraîchissement inconnu ou déjà remplacé.',
  refreshExpired: 'Jeton de rafraîchissement expiré.',
  registrationBody: 'Corps d’enregistrement invalide\u00A0: redirect_uris est requis.',
  tokenUnknown: 'Jeton inconnu ou révoqué.',
  notFound: 'Adresse inconnue de ce serveur.',
} as const;

/** The same server in an exported project, run by the learner: it is no longer in the page. */
export const exportedAuthTexts = {
  ...authMessages,
  consentFake:
    'Serveur d’autorisation d’exemple, lancé sur votre machine par le projet exporté d’Atelier MCP\u00A0: il accorde l’accès sans mot de passe et garde ses codes et jetons factices en mémoire. Pour apprendre seulement, jamais en production.',
};
