import type { ScenarioInput, ServerSpecInput } from '@/lib/mcp/scenario';
import { LIRE_CLIENT } from '../serveur-protege';

/*
 * The error lab's OAuth failures: the SDK's client, the SDK's protected server and the page's
 * authorization server, each time with one real thing wrong. Over HTTP only (authorization
 * belongs to the HTTP transport), in the two revisions whose authorization page the
 * protected-server scenario follows.
 */

const REVISIONS = ['2026-07-28', '2025-11-25'] as const;

type Faults = NonNullable<NonNullable<ServerSpecInput['authorization']>['faults']>;
type Step = ScenarioInput['script'][number];

/** A small protected CRM: one read tool, the read scope required on every request. */
function crm(faults?: Faults): ServerSpecInput {
  return {
    name: 'crm',
    version: '3.0.0',
    authorization: {
      scopes: ['crm:lecture', 'crm:ecriture'],
      required: ['crm:lecture'],
      resourceName: 'CRM protégé',
      ...(faults && { faults }),
    },
    tools: [LIRE_CLIENT],
  };
}

const CONNECT: Step = { do: 'connect', server: 'crm' };
const ALLOW: Step = { do: 'authorize', server: 'crm', consent: 'allow' };
const READ: Step = { do: 'call', server: 'crm', tool: 'lire_client', arguments: { nom: 'Dubois' } };

function oauthLab(
  id: string,
  title: string,
  summary: string,
  script: Step[],
  faults?: Faults,
): ScenarioInput {
  return {
    id,
    title,
    summary,
    group: 'laboratoire',
    httpLink: 'only',
    revisions: [...REVISIONS],
    servers: [crm(faults)],
    script,
  };
}

export const erreurOauthIss = oauthLab(
  'erreur-oauth-iss',
  'OAuth\u00A0: iss d’un autre serveur',
  'La redirection revient avec un iss qui n’est pas celui du serveur d’autorisation découvert\u00A0: le SDK lève une erreur avant toute demande de jeton (RFC 9207, attaque par confusion).',
  [CONNECT, ALLOW],
  { redirectIssuer: 'https://autre-auth.atelier.test' },
);

export const erreurOauthAudience = oauthLab(
  'erreur-oauth-audience',
  'OAuth\u00A0: jeton pour une autre audience',
  'Le serveur d’autorisation délivre un jeton destiné à un autre serveur\u00A0: le serveur MCP vérifie l’audience et le refuse (401 invalid_token), même après un rafraîchissement.',
  [CONNECT, ALLOW, CONNECT],
  { audience: 'https://autre-serveur.atelier.test/mcp' },
);

export const erreurOauthVerificateurAbsent = oauthLab(
  'erreur-oauth-verificateur-absent',
  'OAuth\u00A0: code_verifier absent',
  'Le client échange le code sans code_verifier\u00A0: le serveur d’autorisation refuse (400 invalid_request), aucun jeton.',
  [CONNECT, ALLOW],
  { codeVerifier: 'missing' },
);

export const erreurOauthVerificateurFaux = oauthLab(
  'erreur-oauth-verificateur-faux',
  'OAuth\u00A0: code_verifier qui ne correspond pas',
  'Le code_verifier présenté n’est pas celui dont le code_challenge est l’empreinte\u00A0: 400 invalid_grant, et le code est perdu.',
  [CONNECT, ALLOW],
  { codeVerifier: 'wrong' },
);

export const erreurOauthState = oauthLab(
  'erreur-oauth-state',
  'OAuth\u00A0: state qui ne correspond pas',
  'La réponse arrive d’un ancien onglet, avec le state d’une demande précédente\u00A0: l’hôte l’écarte (le SDK ne vérifie pas state), aucun code n’est échangé.',
  [CONNECT, CONNECT, { do: 'authorize', server: 'crm', consent: 'allow', tab: 'previous' }],
);

export const erreurOauthRefus = oauthLab(
  'erreur-oauth-refus',
  'OAuth\u00A0: consentement refusé',
  'L’utilisateur refuse sur la page de consentement\u00A0: la redirection porte error=access_denied (avec state et iss), le SDK lève une erreur OAuth, aucun jeton.',
  [CONNECT, { do: 'authorize', server: 'crm', consent: 'deny' }],
);

export const erreurOauthRafraichissement = oauthLab(
  'erreur-oauth-rafraichissement',
  'OAuth\u00A0: jeton de rafraîchissement expiré',
  'Le jeton d’accès et le jeton de rafraîchissement ont expiré\u00A0: le rafraîchissement reçoit invalid_grant, le SDK oublie ses jetons et demande un nouveau consentement.',
  [
    CONNECT,
    ALLOW,
    CONNECT,
    READ,
    { do: 'expire-tokens', server: 'crm', refresh: true },
    READ,
    ALLOW,
    READ,
    { do: 'disconnect', server: 'crm' },
  ],
);

export const erreurOauthRelaisDeJeton = oauthLab(
  'erreur-oauth-relais-de-jeton',
  'OAuth : jeton relayé à une autre API',
  'Le serveur MCP transmet tel quel le jeton reçu du client à une autre API protégée par le même serveur d’autorisation : elle le refuse (401 invalid_token), car il n’a pas été émis pour elle. La spécification interdit ce relais.',
  [
    CONNECT,
    ALLOW,
    CONNECT,
    READ,
    { do: 'relay-token', server: 'crm' },
    { do: 'disconnect', server: 'crm' },
  ],
);

/** The OAuth cases of the error lab, in the order the lab lists them. */
export const oauthLabScenarios: ScenarioInput[] = [
  erreurOauthIss,
  erreurOauthAudience,
  erreurOauthVerificateurAbsent,
  erreurOauthVerificateurFaux,
  erreurOauthState,
  erreurOauthRefus,
  erreurOauthRafraichissement,
  erreurOauthRelaisDeJeton,
];
