import type { QuestionInput } from '@/lib/quiz/schema';
import { sources } from './sources';

/**
 * Streamable HTTP, read on the wire: each question shows HTTP steps the simulation recorded
 * with the real SDK over its HTTP link (content/quiz/traces/http-*.json), in both eras.
 */
export const transportsHttpQuestions: QuestionInput[] = [
  {
    id: 'tra-http-aiguiller-sans-corps',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-appel-outil-2026',
    prompt:
      'Un répartiteur de charge envoie les appels d’outils coûteux vers des machines dédiées. En 2026-07-28, quel en-tête de ce POST lui dit quel outil est appelé, sans lire le corps ?',
    choices: [
      {
        id: 'mcp-name',
        text: '`mcp-name`, qui recopie le `params.name` du corps.',
        explanation:
          'Le client doit recopier `params.name` de `tools/call` dans `Mcp-Name`, et `method` dans `Mcp-Method`, justement pour que les intermédiaires routent sans analyser le JSON.',
      },
      {
        id: 'mcp-method',
        text: '`mcp-method`, qui donne l’outil appelé.',
        explanation:
          '`Mcp-Method` donne la méthode JSON-RPC (`tools/call`), pas l’outil : c’est `Mcp-Name` qui le nomme.',
      },
      {
        id: 'content-type',
        text: '`content-type`, qui varie selon l’outil.',
        explanation:
          '`Content-Type` dit seulement que le corps est du JSON (`application/json`), quel que soit l’outil.',
      },
      {
        id: 'aucun',
        text: 'Aucun : il faut lire `params.name` dans le corps.',
        explanation:
          'C’était vrai avant 2026-07-28. Depuis, les en-têtes recopient le corps, et le serveur vérifie qu’ils concordent.',
      },
    ],
    answer: 'mcp-name',
    source: sources.streamableHttpEnTetes,
    link: {
      scenario: 'meteo',
      version: '2026-07-28',
      transport: 'http',
      layer: 'http',
      at: 'http:POST',
      occurrence: 4,
    },
  },
  {
    id: 'tra-http-resultat-dans-le-flux-2025',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-appel-outil-2025',
    prompt:
      'En 2025-11-25, le serveur répond `200 OK` au POST de `tools/call`, sans corps JSON. Où est le résultat de l’outil ?',
    choices: [
      {
        id: 'evenement',
        text: 'Dans l’événement SSE qui suit, sur la ligne `data:`.',
        explanation:
          'Le `content-type: text/event-stream` annonce un flux SSE : le résultat arrive dans un événement `message`, puis le flux se ferme. Le serveur de 2025 du SDK répond ainsi par défaut.',
      },
      {
        id: 'get',
        text: 'Sur le flux ouvert par GET, qui porte toutes les réponses.',
        explanation:
          'Le flux GET sert aux messages sans rapport avec une requête en cours ; la réponse passe par le flux de son propre POST.',
      },
      {
        id: 'perdu',
        text: 'Nulle part : un `200` sans corps signifie que l’outil n’a rien renvoyé.',
        explanation:
          'Le corps est un flux : il arrive après les en-têtes, événement par événement.',
      },
      {
        id: 'second-post',
        text: 'Le client doit envoyer un second POST pour le réclamer.',
        explanation:
          'Rien à réclamer : le serveur écrit le résultat sur le flux déjà ouvert par la réponse.',
      },
    ],
    answer: 'evenement',
    source: sources.http2025Envoi,
    link: {
      scenario: 'meteo',
      version: '2025-11-25',
      transport: 'http',
      layer: 'http',
      at: 'http:sse',
      occurrence: 3,
    },
  },
  {
    id: 'tra-http-session-2025',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-session-2025',
    shown: 3,
    prompt:
      'En 2025-11-25, le serveur vient de répondre à `initialize`. Que devra porter chaque requête suivante du client ?',
    choices: [
      {
        id: 'session',
        text: 'L’en-tête `mcp-session-id` avec la valeur que le serveur a donnée.',
        explanation:
          'Le serveur a attribué une session dans sa réponse ; le client doit la renvoyer sur toutes ses requêtes, avec `MCP-Protocol-Version`.',
      },
      {
        id: 'meta',
        text: 'Un `_meta` avec la version et les capacités du client.',
        explanation:
          'C’est la manière de 2026-07-28, sans session. En 2025, la version et les capacités ont été échangées une fois, par `initialize`.',
      },
      {
        id: 'initialize',
        text: 'Une copie de la requête `initialize`, pour rappeler qui il est.',
        explanation: 'L’initialisation n’a lieu qu’une fois par session ; l’identifiant suffit.',
      },
      {
        id: 'rien',
        text: 'Rien de particulier : HTTP garde la connexion ouverte.',
        explanation:
          'Chaque message part dans un nouveau POST : c’est l’identifiant de session qui les relie.',
      },
    ],
    answer: 'session',
    source: sources.http2025Sessions,
    link: {
      scenario: 'meteo',
      version: '2025-11-25',
      transport: 'http',
      layer: 'http',
      at: 'http:200',
      occurrence: 1,
    },
  },
  {
    id: 'tra-http-202-2025',
    theme: 'transports',
    type: 'trace',
    ask: 'next',
    trace: 'http-session-2025',
    shown: 4,
    next: { kind: 'result', from: 'server' },
    prompt:
      'Le client vient de poster `notifications/initialized`. Que répond le serveur (2025-11-25) ?',
    choices: [
      {
        id: '202',
        text: '`202 Accepted`, sans corps.',
        explanation:
          'Une notification n’appelle pas de réponse JSON-RPC : le serveur qui l’accepte répond 202 sans corps (MUST).',
      },
      {
        id: '200-vide',
        text: '`200 OK` avec un objet JSON vide.',
        explanation: 'Il n’y a rien à répondre à une notification : ni objet, ni flux.',
      },
      {
        id: '204',
        text: '`204 No Content`.',
        explanation: 'La spécification demande précisément 202 Accepted.',
      },
      {
        id: 'flux',
        text: 'Un flux SSE qui annonce le début des opérations.',
        explanation:
          'Aucun message ne répond à `notifications/initialized` ; le serveur se contente de l’accepter.',
      },
    ],
    answer: '202',
    source: sources.http2025Envoi,
    link: {
      scenario: 'meteo',
      version: '2025-11-25',
      transport: 'http',
      layer: 'http',
      at: 'http:202',
    },
  },
  {
    id: 'tra-http-ecoute-2026',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-ecoute-2026',
    prompt:
      'En 2026-07-28, par où arrive la notification `notifications/tools/list_changed` de cet extrait ?',
    choices: [
      {
        id: 'listen',
        text: 'Par la réponse au POST de `subscriptions/listen`, un flux SSE resté ouvert.',
        explanation:
          'Le client ouvre l’abonnement par un POST ; la réponse est un flux qui porte l’accusé de réception, puis les notifications choisies.',
      },
      {
        id: 'get',
        text: 'Par un flux ouvert avec GET.',
        explanation:
          'Le flux GET a disparu en 2026-07-28 : un serveur de cette révision répond 405.',
      },
      {
        id: 'post-serveur',
        text: 'Par un POST que le serveur envoie au client.',
        explanation:
          'Le serveur ne joint jamais le client de lui-même en HTTP : il répond sur un flux que le client a ouvert.',
      },
      {
        id: 'tools-list',
        text: 'Dans la réponse au `tools/list` suivant.',
        explanation:
          'C’est l’inverse : la notification arrive d’abord, et c’est elle qui pousse le client à relire la liste.',
      },
    ],
    answer: 'listen',
    source: sources.streamableHttpReception,
    link: {
      scenario: 'changement-de-liste',
      version: '2026-07-28',
      transport: 'http',
      layer: 'http',
      at: 'http:sse',
      occurrence: 2,
    },
  },
  {
    id: 'tra-http-ecoute-2025',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-ecoute-2025',
    prompt:
      'En 2025-11-25, la même notification `notifications/tools/list_changed` arrive ici. Sur quel flux ?',
    choices: [
      {
        id: 'get',
        text: 'Sur le flux SSE que le client a ouvert par GET après l’initialisation.',
        explanation:
          'En 2025, le serveur envoie ses messages sans rapport avec une requête en cours sur le flux d’écoute ouvert par GET, dans la session du client.',
      },
      {
        id: 'listen',
        text: 'Sur la réponse à `subscriptions/listen`.',
        explanation: '`subscriptions/listen` n’existe qu’en 2026-07-28.',
      },
      {
        id: 'initialize',
        text: 'Sur le flux de la réponse à `initialize`, resté ouvert.',
        explanation:
          'Ce flux s’est fermé après la réponse à `initialize` ; c’est le GET qui reste ouvert.',
      },
      {
        id: 'aucun',
        text: 'Sur aucun : en 2025, le client doit relire la liste de temps en temps.',
        explanation:
          'Le serveur prévient bien le client, sur le flux d’écoute ; rien n’oblige à relire au hasard.',
      },
    ],
    answer: 'get',
    source: sources.http2025Ecoute,
    link: {
      scenario: 'changement-de-liste',
      version: '2025-11-25',
      transport: 'http',
      layer: 'http',
      at: 'http:sse',
      occurrence: 3,
    },
  },
  {
    id: 'tra-http-origine',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'http-origine-2026',
    prompt: 'Ce `tools/list` reçoit `403 Forbidden`. Qu’est-ce qui le fait refuser ?',
    choices: [
      {
        id: 'origin',
        text: 'L’en-tête `origin` : la requête vient de la page d’un autre site.',
        explanation:
          'Le serveur doit valider `Origin` contre le DNS rebinding et répondre 403 à une origine refusée. Le reste de la requête est exactement celui du client.',
      },
      {
        id: 'jeton',
        text: 'L’absence d’en-tête `Authorization`.',
        explanation:
          'Sans jeton, un serveur protégé répond 401, pas 403 ; ce serveur n’exige d’ailleurs pas d’authentification.',
      },
      {
        id: 'methode',
        text: '`tools/list` est interdit sur HTTP.',
        explanation: 'La même requête, sans l’origine étrangère, reçoit la liste des outils.',
      },
      {
        id: 'version',
        text: 'La version `2026-07-28` n’est pas prise en charge.',
        explanation: 'Une version non prise en charge reçoit 400 et l’erreur -32022.',
      },
    ],
    answer: 'origin',
    source: sources.streamableHttpSecurite,
    link: {
      scenario: 'erreur-http-origine',
      version: '2026-07-28',
      transport: 'http',
      layer: 'http',
      at: 'http:403',
    },
  },
  {
    id: 'tra-http-desaccord-en-tetes',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'http-en-tetes-2026',
    prompt: 'Pourquoi le serveur répond-il `400` et l’erreur `-32020` à ce `tools/call` ?',
    choices: [
      {
        id: 'desaccord',
        text: '`mcp-name` nomme un autre outil que le `params.name` du corps.',
        explanation:
          'Un serveur qui lit le corps doit vérifier que les en-têtes le recopient fidèlement : sinon, un répartiteur et le serveur n’agiraient pas sur la même chose.',
      },
      {
        id: 'outil-inconnu',
        text: '`annuler_reservation` n’existe pas sur ce serveur.',
        explanation:
          'Un outil inconnu donnerait l’erreur -32602 ; ici le serveur n’a même pas exécuté l’appel.',
      },
      {
        id: 'arguments',
        text: 'Les arguments ne respectent pas l’`inputSchema`.',
        explanation: 'Ce serait un résultat `isError: true`, pas une erreur JSON-RPC.',
      },
      {
        id: 'accept',
        text: '`accept` liste deux types au lieu d’un.',
        explanation: 'C’est ce que la spécification exige : JSON et SSE.',
      },
    ],
    answer: 'desaccord',
    source: sources.streamableHttpValidation,
    link: {
      scenario: 'erreur-http-en-tetes',
      version: '2026-07-28',
      transport: 'http',
      layer: 'http',
      at: 'http:400',
    },
    takeaway:
      'Le client du SDK relit alors `tools/list` et renvoie l’appel avec ses propres en-têtes : il réussit.',
  },
  {
    id: 'tra-http-annulation-2026',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-annulation-2026',
    prompt:
      'En 2026-07-28 sur HTTP, le client abandonne ce `tools/call` au bout de son délai. Comment le serveur l’apprend-il ?',
    choices: [
      {
        id: 'coupure',
        text: 'Le client coupe l’échange HTTP de cette requête : c’est l’annulation.',
        explanation:
          'Chaque requête a son propre échange : fermer son flux de réponse annule la requête, et le serveur doit le traiter comme tel. Le client du SDK ne poste rien.',
      },
      {
        id: 'cancelled',
        text: 'Le client poste `notifications/cancelled` avec l’`id` de la requête.',
        explanation:
          'C’est la manière de stdio, et de HTTP en 2025. En 2026-07-28 sur HTTP, aucune `notifications/cancelled` n’est attendue.',
      },
      {
        id: 'delete',
        text: 'Le client envoie un DELETE pour fermer la session.',
        explanation: 'Il n’y a plus de session en 2026-07-28, donc plus de DELETE.',
      },
      {
        id: 'jamais',
        text: 'Il ne l’apprend pas : il finit le travail et répond dans le vide.',
        explanation:
          'Le serveur voit la requête abandonnée et arrête le gestionnaire ; il ne doit plus rien envoyer pour elle.',
      },
    ],
    answer: 'coupure',
    source: sources.streamableHttpAnnulation,
    link: {
      scenario: 'erreur-delai-depasse',
      version: '2026-07-28',
      transport: 'http',
      layer: 'http',
      at: 'http:POST',
      occurrence: 4,
    },
  },
  {
    id: 'tra-http-delete-2025',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-fin-de-session-2025',
    prompt: 'En 2025-11-25, que fait le client avec ce `DELETE` ?',
    choices: [
      {
        id: 'fin',
        text: 'Il annonce qu’il n’a plus besoin de sa session ; le serveur la ferme.',
        explanation:
          'Un client qui en a fini devrait fermer sa session par un DELETE qui porte son `Mcp-Session-Id`. Une requête suivante avec cet identifiant recevrait 404.',
      },
      {
        id: 'outil',
        text: 'Il supprime un outil du serveur.',
        explanation:
          'MCP ne modifie pas le serveur par des verbes HTTP : DELETE ne vise que la session.',
      },
      {
        id: 'annule',
        text: 'Il annule la dernière requête en cours.',
        explanation: 'En 2025, on annule une requête par `notifications/cancelled`.',
      },
      {
        id: 'flux',
        text: 'Il ferme seulement son flux GET ; la session continue.',
        explanation:
          'Le flux GET se ferme aussi, mais c’est la session entière qui se termine (l’étape « fin du flux » arrive avec).',
      },
    ],
    answer: 'fin',
    source: sources.http2025Sessions,
    link: {
      scenario: 'meteo',
      version: '2025-11-25',
      transport: 'http',
      layer: 'http',
      at: 'http:DELETE',
    },
  },
  {
    id: 'tra-http-get-2026',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'http-get-2026',
    prompt: 'Pourquoi ce GET reçoit-il `405` d’un serveur qui parle 2026-07-28 ?',
    choices: [
      {
        id: 'post-seul',
        text: 'En 2026-07-28, le point d’accès n’accepte que POST : le flux d’écoute par GET a disparu.',
        explanation:
          'Un serveur de cette seule révision devrait répondre 405 à GET et à DELETE ; `Allow: POST` dit ce qu’il accepte. Pour écouter, on ouvre `subscriptions/listen`.',
      },
      {
        id: 'session',
        text: 'Le client a oublié son `mcp-session-id`.',
        explanation: 'Il n’y a pas de session en 2026-07-28.',
      },
      {
        id: 'accept',
        text: 'Le GET devait accepter `application/json`.',
        explanation:
          'Même avec d’autres en-têtes, la méthode GET elle-même est refusée, avant toute lecture.',
      },
      {
        id: 'charge',
        text: 'Le serveur est surchargé et demande de réessayer plus tard.',
        explanation: 'Ce serait plutôt 503 ; 405 parle de la méthode HTTP.',
      },
    ],
    answer: 'post-seul',
    source: sources.streamableHttpAnciennes,
    link: {
      scenario: 'erreur-http-get',
      version: '2026-07-28',
      transport: 'http',
      layer: 'http',
      at: 'http:405',
    },
  },
];
