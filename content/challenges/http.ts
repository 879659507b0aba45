import type { ChallengeInput } from '@/lib/challenges/schema';

/** The listing the terminal sends in 2025: no envelope, the session is in the headers. */
const LEGACY_LIST = '{"jsonrpc":"2.0","id":"essai","method":"tools/list"}';

/** Challenges on Streamable HTTP, checked on the HTTP layer of the real trace. */
export const httpChallenges: ChallengeInput[] = [
  {
    id: 'http-405',
    theme: 'transports',
    title: 'Faire répondre 405',
    goal: 'Sur Streamable HTTP en 2026-07-28, obtenez du serveur `meteo` la réponse `405 Method Not Allowed`.',
    where: 'Onglet Terminal\u00A0: le bac à sable joue déjà sur Streamable HTTP.',
    lessons: ['transports'],
    start: { scenario: 'meteo', revision: '2026-07-28', transport: 'http' },
    prediction: {
      question: 'En 2026-07-28, quelle requête le point d’accès MCP refuse-t-il avec 405\u202F?',
      options: [
        { id: 'get', text: 'Un GET, qui ouvrait en 2025 le flux d’écoute' },
        { id: 'post', text: 'Un POST qui porte une notification' },
        { id: 'tools', text: 'Un POST de `tools/list` sans `Mcp-Name`' },
      ],
      answer: ['get'],
      explanation:
        'Le point d’accès de 2026-07-28 n’accepte que POST\u00A0: sans session ni flux d’écoute, GET et DELETE n’ont plus d’objet, et un serveur de cette seule révision devrait répondre 405. `tools/list` n’a pas de `Mcp-Name`\u00A0: il n’en a pas besoin.',
    },
    criteria: [
      {
        label: 'Le serveur répond `405 Method Not Allowed`',
        check: { kind: 'exists', match: { kind: 'http', part: 'response', status: 405 } },
      },
    ],
    hints: [
      'Le terminal envoie chaque ligne JSON dans un POST. Quelle autre méthode HTTP un client de 2025 employait-il pour écouter le serveur\u202F?',
      'Tapez `GET` seul dans le terminal.',
    ],
    debrief:
      'Le gestionnaire du SDK répond 405 avec `Allow: POST`\u00A0: en 2026-07-28, pour être prévenu des changements, un client ouvre `subscriptions/listen`, un POST dont la réponse SSE reste ouverte.',
    solution: [{ do: 'type', line: 'GET' }],
    wrongAttempt: [{ do: 'type', line: 'outils' }],
    // « 405 » written in the request rather than received: the id says it, no status does.
    loophole: [{ do: 'type', line: '{"jsonrpc":"2.0","id":405,"method":"tools/list"}' }],
  },
  {
    id: 'http-aiguiller',
    theme: 'transports',
    title: 'L’en-tête qui aiguille',
    goal: 'Sur Streamable HTTP en 2026-07-28, le scénario a déjà appelé `get_weather` une fois. Faites partir un nouvel appel, puis trouvez l’en-tête de son POST qui nomme l’outil, celui qui permet à un répartiteur de l’aiguiller sans lire le corps.',
    where: 'Onglet Hôte (une question) ou Éditeur d’outils («\u00A0Appeler\u00A0»).',
    lessons: ['transports', 'deux-couches'],
    start: { scenario: 'meteo', revision: '2026-07-28', transport: 'http' },
    prediction: {
      question: 'Quel en-tête du POST nomme l’outil appelé\u202F?',
      options: [
        { id: 'name', text: '`Mcp-Name`' },
        { id: 'method', text: '`Mcp-Method`' },
        { id: 'type', text: '`Content-Type`' },
        { id: 'session', text: '`Mcp-Session-Id`' },
      ],
      answer: ['name'],
      explanation:
        '`Mcp-Method` recopie la méthode (`tools/call`) et `Mcp-Name` le nom de l’outil (`params.name`). Le serveur vérifie qu’ils concordent avec le corps\u00A0: sinon, 400 et -32020.',
    },
    criteria: [
      {
        label: 'Un nouveau POST porte `mcp-name: get_weather`',
        check: {
          kind: 'exists',
          match: {
            kind: 'http',
            method: 'POST',
            header: { name: 'mcp-name', equals: 'get_weather' },
            carries: 'tools/call',
          },
        },
      },
    ],
    hints: [
      'Il faut un appel d’outil\u00A0: une liste d’outils ne nomme aucun outil.',
      'Demandez la météo à l’hôte, autorisez l’appel, puis passez à la couche HTTP (touche C) sur le POST.',
    ],
    debrief:
      'Le client du SDK a recopié `params.name` dans `Mcp-Name` et `method` dans `Mcp-Method`\u00A0: un équipement réseau peut aiguiller ou limiter ce trafic par outil sans analyser le JSON.',
    solution: [{ do: 'ask', approve: true }],
    wrongAttempt: [{ do: 'ask', approve: false }],
    // A new POST does leave, but a listing names no tool: nothing carries `mcp-name` again.
    loophole: [{ do: 'type', line: '{"jsonrpc":"2.0","id":"essai","method":"tools/list"}' }],
  },
  {
    id: 'http-session-fermee',
    theme: 'transports',
    title: 'Une session fermée',
    goal: 'Sur Streamable HTTP en 2025-11-25, fermez la session du client puis constatez qu’elle n’existe plus\u00A0: le serveur doit répondre 404.',
    where: 'Onglet Terminal\u00A0: le bac à sable joue déjà sur Streamable HTTP.',
    lessons: ['revisions'],
    start: { scenario: 'meteo', revision: '2025-11-25', transport: 'http' },
    prediction: {
      question:
        'Le client a fermé sa session par un DELETE. Que reçoit une requête qui présente encore son `Mcp-Session-Id`\u202F?',
      options: [
        { id: '404', text: '404 Not Found' },
        { id: '200', text: '200 OK\u00A0: la session se rouvre toute seule' },
        { id: '401', text: '401 Unauthorized' },
      ],
      answer: ['404'],
      explanation:
        'Une session terminée doit recevoir 404 (MUST)\u00A0; le client doit alors en ouvrir une nouvelle par un nouvel `initialize`.',
    },
    criteria: [
      {
        label: 'Un DELETE ferme la session, puis une requête reçoit 404',
        check: {
          kind: 'order',
          steps: [
            { kind: 'http', method: 'DELETE' },
            { kind: 'http', part: 'response', status: 404 },
          ],
        },
      },
    ],
    hints: [
      'Le terminal envoie ses requêtes avec l’identifiant de session du client. Quelle méthode HTTP ferme une session\u202F?',
      'Tapez `DELETE`, puis `GET` ou une requête `tools/list`.',
    ],
    debrief:
      'Le serveur a oublié la session\u00A0: toute requête qui la présente reçoit 404. Le client du SDK ne rouvre pas de session de lui-même\u00A0; c’est à l’application de refaire `initialize`.',
    solution: [
      { do: 'type', line: 'DELETE' },
      { do: 'type', line: LEGACY_LIST },
    ],
    wrongAttempt: [{ do: 'type', line: LEGACY_LIST }],
    // The session is closed, but nothing comes to find it gone: no request gets the 404.
    loophole: [{ do: 'type', line: 'DELETE' }],
  },
];
