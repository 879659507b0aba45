import type { ChallengeInput } from '@/lib/challenges/schema';

/*
 * Challenges on OAuth, checked on the HTTP layer of the real trace: the SDK's client, the SDK's
 * protected server and the page's authorization server. Each starts on an error-lab case and is
 * solved in another session (a scenario the learner opens), so only that session counts.
 */

const REFUSED = {
  kind: 'host',
  action: 'consent',
  where: [{ path: 'allow', equals: false }],
} as const;
const GRANTED = {
  kind: 'host',
  action: 'consent',
  where: [{ path: 'allow', equals: true }],
} as const;
const TOKEN_ISSUED = { kind: 'http', part: 'response', path: '/token', status: 200 } as const;

export const oauthChallenges: ChallengeInput[] = [
  {
    id: 'oauth-refuser-puis-accorder',
    theme: 'securite',
    title: 'Refuser, puis accorder',
    goal: 'Ouvrez «\u00A0Serveur protégé (OAuth)\u00A0». Sur la page de consentement, refusez une fois, puis accordez l’accès quand l’hôte la présente de nouveau, jusqu’à l’appel de `lire_client` avec le jeton.',
    where:
      'Liste des scénarios du bac à sable, puis le dialogue de consentement qui s’ouvre (Tab et Entrée suffisent).',
    lessons: ['securite', 'transports'],
    start: { scenario: 'erreur-oauth-refus', revision: '2026-07-28', transport: 'http' },
    prediction: {
      question:
        'Vous refusez sur la page de consentement. Que rapporte la redirection vers le client\u202F?',
      options: [
        { id: 'denied', text: '`error=access_denied`, avec le `state` de la demande et `iss`' },
        { id: 'code', text: 'Un `code` sans portée, à échanger quand même' },
        {
          id: 'nothing',
          text: 'Rien\u00A0: le serveur d’autorisation ne redirige pas après un refus',
        },
      ],
      answer: ['denied'],
      explanation:
        'OAuth 2.1 renvoie le navigateur vers le client avec `error=access_denied`, le `state` de la demande et, ici, `iss`\u00A0: le client sait que l’utilisateur a dit non, et n’a aucun code à échanger. L’hôte recommence alors avec un nouveau `state` et une nouvelle paire PKCE.',
    },
    criteria: [
      {
        label: 'Un refus\u00A0: la redirection porte `error=access_denied`',
        check: {
          kind: 'order',
          steps: [
            REFUSED,
            {
              kind: 'http',
              part: 'response',
              status: 302,
              header: { name: 'location', contains: 'error=access_denied' },
            },
          ],
        },
      },
      {
        label: 'Puis un accord, et `/token` délivre un jeton',
        check: { kind: 'order', steps: [REFUSED, GRANTED, TOKEN_ISSUED] },
      },
      {
        label: 'L’appel de `lire_client` part avec `Authorization: Bearer`',
        check: {
          kind: 'order',
          steps: [
            REFUSED,
            TOKEN_ISSUED,
            {
              kind: 'http',
              method: 'POST',
              header: { name: 'authorization', contains: 'Bearer ' },
              carries: 'tools/call',
            },
          ],
        },
      },
    ],
    hints: [
      'Le cas de départ montre un refus seul\u00A0: aucun jeton. Ouvrez le scénario «\u00A0Serveur protégé (OAuth)\u00A0», dont la page de consentement vous est posée.',
      'Au premier dialogue, «\u00A0Refuser\u00A0» (ou Échap)\u00A0; au second, gardez `crm:lecture` cochée et «\u00A0Autoriser\u00A0». Passez ensuite à la couche HTTP pour lire la redirection 302.',
    ],
    debrief:
      'Le refus a suivi tout son chemin\u00A0: redirection 302 avec `error=access_denied`, erreur OAuth levée par le SDK, aucune requête vers `/token`. La nouvelle demande portait un autre `state`\u00A0; accordée, elle a donné un code, échangé contre un jeton (avec le `code_verifier`), que chaque POST porte ensuite dans `Authorization: Bearer`.',
    solution: [
      {
        do: 'switch',
        scenario: 'serveur-protege',
        consent: [{ allow: false }, { allow: true, scopes: ['crm:lecture'] }],
      },
    ],
    // The refusal again, in the other revision: no second consent, no token.
    wrongAttempt: [{ do: 'switch', revision: '2025-11-25' }],
    // The Bearer call is there, but the learner never said no.
    loophole: [
      {
        do: 'switch',
        scenario: 'serveur-protege',
        consent: [{ allow: true, scopes: ['crm:lecture'] }],
      },
    ],
  },
  {
    id: 'oauth-iss-etranger',
    theme: 'securite',
    title: 'Un iss qui n’est pas le bon',
    goal: 'Ouvrez le cas où la redirection revient avec l’`iss` d’un autre serveur d’autorisation, puis vérifiez sur la trace qu’aucune requête n’est partie vers `/token`.',
    where:
      'Onglet Laboratoire d’erreurs\u00A0: les cas OAuth, puis la couche HTTP de l’inspecteur.',
    lessons: ['securite'],
    start: { scenario: 'erreur-oauth-state', revision: '2026-07-28', transport: 'http' },
    prediction: {
      question:
        'La redirection porte un `code` valide, mais `iss` n’est pas l’émetteur découvert. Pourquoi aucun jeton n’est-il demandé\u202F?',
      options: [
        {
          id: 'sdk',
          text: 'Le client compare `iss` à l’émetteur retenu à la découverte et rejette la réponse avant d’envoyer le code',
        },
        { id: 'as', text: 'Le serveur d’autorisation refuse d’échanger ce code' },
        { id: 'state', text: 'L’hôte écarte la réponse parce que son `state` ne correspond pas' },
      ],
      answer: ['sdk'],
      explanation:
        'En 2026-07-28, le client doit (MUST) appliquer la vérification de la RFC 9207 avant de transmettre le code à un point d’accès de jeton\u00A0: un `iss` présent est comparé, caractère pour caractère, à l’émetteur retenu. Sinon, un serveur d’autorisation malveillant obtiendrait le code d’un autre (attaque par confusion). La page de 2025-11-25 ne parle pas d’`iss`, mais le SDK le vérifie dans les deux révisions. Le `state`, lui, est juste ici\u00A0: c’est l’autre cas du laboratoire.',
    },
    criteria: [
      {
        label: 'La redirection revient avec `iss=https://autre-auth.atelier.test`',
        check: {
          kind: 'exists',
          match: {
            kind: 'http',
            part: 'response',
            status: 302,
            header: { name: 'location', contains: 'iss=https%3A%2F%2Fautre-auth.atelier.test' },
          },
        },
      },
      {
        label: 'Aucune requête vers `/token`',
        check: {
          kind: 'not',
          check: { kind: 'exists', match: { kind: 'http', part: 'request', path: '/token' } },
        },
      },
    ],
    hints: [
      'Le laboratoire d’erreurs a huit cas OAuth\u00A0; un seul parle de l’émetteur (`iss`).',
      'Ouvrez «\u00A0OAuth\u00A0: iss d’un autre serveur\u00A0», puis, sur la couche HTTP, lisez la dernière redirection 302 et ce qui la suit.',
    ],
    debrief:
      'Le code est arrivé, mais `finishAuth` du SDK a levé une erreur avant tout échange\u00A0: la réponse ne vient pas de l’émetteur découvert. Un code n’a de valeur qu’envoyé au bon point d’accès de jeton\u00A0; le comparer d’abord à son émetteur empêche un serveur malveillant de le détourner.',
    solution: [{ do: 'switch', scenario: 'erreur-oauth-iss' }],
    // A wrong code_verifier: the iss is right and the code does reach /token.
    wrongAttempt: [{ do: 'switch', scenario: 'erreur-oauth-verificateur-faux' }],
    // A refusal sends nothing to /token either, but its iss is the right one.
    loophole: [{ do: 'switch', scenario: 'erreur-oauth-refus' }],
  },
  {
    id: 'oauth-autre-audience',
    theme: 'securite',
    title: 'Un jeton pour un autre serveur',
    goal: 'Ouvrez le cas où le serveur d’autorisation délivre un jeton destiné à un autre serveur, et constatez que le serveur MCP le refuse alors que `/token` l’a bien délivré.',
    where:
      'Onglet Laboratoire d’erreurs\u00A0: les cas OAuth, puis la couche HTTP de l’inspecteur.',
    lessons: ['securite'],
    start: {
      scenario: 'erreur-oauth-verificateur-faux',
      revision: '2026-07-28',
      transport: 'http',
    },
    prediction: {
      question:
        'Le jeton est valide, signé par le bon serveur d’autorisation, mais émis pour une autre audience. Que fait le serveur MCP\u202F?',
      options: [
        { id: '401', text: 'Il le refuse\u00A0: 401 avec `error="invalid_token"`' },
        { id: '403', text: 'Il répond 403 `insufficient_scope`' },
        { id: 'ok', text: 'Il l’accepte\u00A0: le serveur d’autorisation est le bon' },
      ],
      answer: ['401'],
      explanation:
        'Un serveur MCP doit (MUST) vérifier que le jeton a été émis pour lui (RFC 8707) et refuser tout autre jeton\u00A0; un jeton invalide reçoit un 401. Le 403 `insufficient_scope` dit autre chose\u00A0: le jeton est pour ce serveur, mais sans la portée voulue.',
    },
    criteria: [
      { label: '`/token` délivre un jeton', check: { kind: 'exists', match: TOKEN_ISSUED } },
      {
        label: 'Le serveur MCP le refuse\u00A0: 401, jeton non émis pour lui',
        check: {
          kind: 'order',
          steps: [
            TOKEN_ISSUED,
            {
              kind: 'http',
              part: 'response',
              path: '/mcp',
              status: 401,
              header: { name: 'www-authenticate', contains: 'not issued for this resource' },
            },
          ],
        },
      },
    ],
    hints: [
      'Parmi les cas OAuth du laboratoire, cherchez celui qui parle d’audience.',
      'Ouvrez «\u00A0OAuth\u00A0: jeton pour une autre audience\u00A0» et lisez, sur la couche HTTP, l’en-tête `WWW-Authenticate` du 401 qui suit le premier POST avec `Authorization: Bearer`.',
    ],
    debrief:
      'Le serveur protégé du SDK (`requireBearerAuth`, avec la ressource attendue) a lu l’audience du jeton et l’a refusé\u00A0: 401 `invalid_token`. Le SDK a rafraîchi le jeton une fois, reçu le même refus, et s’est arrêté. Accepter ce jeton ferait du serveur un «\u00A0adjoint confus\u00A0», prêt à croire un jeton émis pour un autre.',
    solution: [{ do: 'switch', scenario: 'erreur-oauth-audience' }],
    // The code is lost before any token: nothing is issued, nothing refused.
    wrongAttempt: [{ do: 'switch', scenario: 'erreur-oauth-iss' }],
    // A token is issued and a 401 comes after it, but for an expired token, not another audience.
    loophole: [{ do: 'switch', scenario: 'serveur-protege' }],
  },
];
