import type { ChallengeInput } from '@/lib/challenges/schema';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { meteo } from '../scenarios/meteo';

const PING = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const SET_LEVEL = JSON.stringify({
  jsonrpc: '2.0',
  id: 2,
  method: 'logging/setLevel',
  params: {
    level: 'info',
    _meta: {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
    },
  },
});
const getWeather = meteo.servers[0]!.tools![0]! as ToolSpec;

function initializeLine(version: string): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 'essai',
    method: 'initialize',
    params: {
      protocolVersion: version,
      capabilities: {},
      clientInfo: { name: 'terminal-atelier', version: '1.0.0' },
    },
  });
}

function discoverLine(version: string): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 'essai',
    method: 'server/discover',
    params: {
      _meta: {
        'io.modelcontextprotocol/protocolVersion': version,
        'io.modelcontextprotocol/clientInfo': { name: 'terminal-atelier', version: '1.0.0' },
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  });
}

/** Challenges on the lifecycle, the revisions and list changes. */
export const protocolChallenges: ChallengeInput[] = [
  {
    id: 'liste-changee',
    theme: 'primitives',
    title: 'La liste a changé',
    goal: 'Déclenchez `notifications/tools/list_changed` sur le serveur `meteo`, et voyez le client redemander la liste.',
    where: 'Onglet Éditeur\u00A0: modifiez un outil puis «\u00A0Appliquer\u00A0».',
    lessons: ['primitives-serveur', 'cycle-de-vie'],
    start: { scenario: 'meteo', revision: '2026-07-28' },
    prediction: {
      question: 'Que contient la notification `notifications/tools/list_changed`\u202F?',
      options: [
        { id: 'empty', text: 'Aucune liste\u00A0: le client doit la redemander avec `tools/list`' },
        { id: 'list', text: 'La nouvelle liste complète des outils' },
        { id: 'diff', text: 'Seulement les outils ajoutés ou retirés' },
      ],
      answer: ['empty'],
      explanation:
        'La notification ne fait que prévenir\u202F; le client relit la liste avec `tools/list`. En 2026-07-28, elle arrive sur le flux ouvert par `subscriptions/listen`\u202F; dans les révisions de 2025, sur la connexion initialisée.',
    },
    criteria: [
      {
        label:
          'Le serveur `meteo` envoie `notifications/tools/list_changed`, puis le client redemande `tools/list`',
        check: {
          kind: 'order',
          steps: [
            {
              kind: 'message',
              method: 'notifications/tools/list_changed',
              direction: 'server-to-client',
              link: 'meteo',
            },
            {
              kind: 'message',
              method: 'tools/list',
              type: 'request',
              direction: 'client-to-server',
              link: 'meteo',
            },
          ],
        },
      },
    ],
    hints: [
      'Le serveur prévient quand sa liste d’outils change. Qui peut la changer ici\u202F?',
      'Dans l’éditeur, changez par exemple la description de `get_weather`, puis «\u00A0Appliquer\u00A0».',
    ],
    debrief:
      'Le serveur a déclaré `tools.listChanged` dans ses capacités\u00A0: il tient sa promesse en notifiant, et le SDK du client relit la liste aussitôt. Le registre de l’hôte est à jour sans reconnexion.',
    solution: [
      {
        do: 'apply-tools',
        server: 'meteo',
        tools: [
          {
            ...getWeather,
            definition: {
              ...getWeather.definition,
              description: 'Donne la météo actuelle d’une ville française.',
            },
          },
        ],
      },
    ],
    wrongAttempt: [
      { do: 'call', server: 'meteo', tool: 'get_weather', arguments: { ville: 'Lyon' } },
    ],
    // Another scenario adds a tool live: a list_changed and a re-listing, but not on `meteo`,
    // and nothing the learner set off.
    loophole: [{ do: 'switch', scenario: 'changement-de-liste' }],
  },
  {
    id: 'passer-en-2025-11-25',
    theme: 'revisions',
    title: 'Trois différences',
    goal: 'Rejouez la même session de météo en 2025-11-25, jusqu’à la réponse de `get_weather`, et comparez ses messages à ceux de 2026-07-28\u00A0: trois différences vous attendent sur le fil.',
    where: 'Sélecteur de révision, au-dessus du pas à pas.',
    lessons: ['revisions', 'cycle-de-vie'],
    start: { scenario: 'meteo', revision: '2026-07-28' },
    prediction: {
      question:
        'Parmi ces changements, lesquels verrez-vous en passant en 2025-11-25\u202F? Cochez les trois.',
      options: [
        {
          id: 'initialize',
          text: 'La session s’ouvre par la poignée de main `initialize` au lieu de `server/discover`',
        },
        {
          id: 'initialized',
          text: 'Le client envoie `notifications/initialized` avant ses requêtes',
        },
        {
          id: 'meta',
          text: 'Les requêtes ne portent plus la version et les capacités dans `_meta`',
        },
        { id: 'call', text: '`tools/call` s’appelle autrement' },
        { id: 'approval', text: 'L’hôte ne demande plus l’autorisation avant un appel' },
      ],
      answer: ['initialize', 'initialized', 'meta'],
      explanation:
        'En 2025, la version et les capacités se négocient une fois, par `initialize`, et valent pour toute la connexion\u202F; en 2026-07-28, chaque requête les porte dans `_meta`. Autre différence visible\u00A0: le flux `subscriptions/listen` n’existe pas en 2025. Les méthodes des primitives et l’autorisation par l’humain ne changent pas.',
    },
    criteria: [
      { label: 'Toujours le scénario Météo', check: { kind: 'scenario', is: 'meteo' } },
      {
        label: 'La session est en révision 2025-11-25',
        check: { kind: 'revision', is: '2025-11-25' },
      },
      {
        label: 'Elle s’ouvre par une poignée de main de trois messages, sans `server/discover`',
        check: {
          kind: 'all',
          of: [
            {
              kind: 'order',
              steps: [
                { kind: 'message', method: 'initialize', type: 'request' },
                { kind: 'message', method: 'initialize', type: 'result' },
                { kind: 'message', method: 'notifications/initialized' },
              ],
            },
            {
              kind: 'not',
              check: { kind: 'exists', match: { kind: 'message', method: 'server/discover' } },
            },
          ],
        },
      },
      {
        label:
          'La session va jusqu’à l’appel de `get_weather` et sa réponse, sans `_meta` dans la requête',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'tools/call',
            type: 'result',
            answers: {
              kind: 'message',
              type: 'request',
              where: [
                { path: 'params.name', equals: 'get_weather' },
                { path: 'params._meta', present: false },
              ],
            },
          },
        },
      },
    ],
    hints: [
      'Le sélecteur de révision rejoue le même scénario dans une autre révision.',
      'Comparez les premières étapes des deux traces\u00A0: la vue «\u00A0Comparer les révisions\u00A0» les met côte à côte.',
      'Ouvrez une requête dans chaque révision et regardez ses `params`\u00A0: que devient `_meta`\u202F?',
    ],
    debrief:
      'Même scénario, même SDK, deux cycles de vie\u00A0: en 2025 une connexion avec un état négocié au départ\u202F; en 2026-07-28 des requêtes qui se suffisent à elles-mêmes.',
    solution: [{ do: 'switch', revision: '2025-11-25' }],
    wrongAttempt: [{ do: 'ask', approve: true }],
    // Staying in 2026-07-28 and typing a 2025 handshake: the dual-era server answers it, so
    // the three handshake messages pass on the wire, but the session is not a 2025 one.
    loophole: [
      { do: 'type', line: initializeLine('2025-11-25') },
      { do: 'type', line: '{"jsonrpc":"2.0","method":"notifications/initialized"}' },
    ],
  },
  {
    id: 'ping-disparu',
    theme: 'revisions',
    title: 'Le ping disparu',
    goal: 'Envoyez un `ping` au serveur en 2026-07-28 et lisez sa réponse.',
    where: 'Sélecteur de révision, puis onglet Terminal.',
    lessons: ['revisions', 'transports'],
    start: { scenario: 'meteo', revision: '2025-11-25' },
    prediction: {
      question:
        'En 2026-07-28, que va répondre le serveur à `{"jsonrpc":"2.0","id":1,"method":"ping"}`\u202F?',
      options: [
        { id: 'not-found', text: 'Une erreur -32601\u00A0: la méthode n’existe plus' },
        { id: 'empty', text: 'Un résultat vide `{}`, comme en 2025' },
        { id: 'pong', text: 'Une notification `pong`' },
      ],
      answer: ['not-found'],
      explanation:
        'La révision 2026-07-28 retire `ping` (avec `logging/setLevel`)\u00A0: sans connexion à garder en vie, il n’a plus d’objet. En 2025-11-25, le même message reçoit un résultat vide.',
    },
    criteria: [
      {
        label: 'La session est en révision 2026-07-28',
        check: { kind: 'revision', is: '2026-07-28' },
      },
      {
        label: 'Le serveur répond -32601 à un `ping`',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            errorCode: -32601,
            answers: { kind: 'message', method: 'ping', type: 'request' },
          },
        },
      },
    ],
    hints: [
      'Le défi part de 2025-11-25\u00A0: envoyez-y d’abord le ping pour voir la réponse habituelle.',
      'Passez en 2026-07-28 avec le sélecteur de révision, puis tapez la requête dans le terminal.',
      `La requête\u00A0: \`${PING}\`.`,
    ],
    debrief:
      'Une méthode peut disparaître d’une révision à l’autre\u00A0: en 2026-07-28, le serveur ne la connaît plus et répond comme à toute méthode inconnue.',
    solution: [
      { do: 'switch', revision: '2026-07-28' },
      { do: 'type', line: PING },
    ],
    wrongAttempt: [{ do: 'type', line: PING }],
    // Another method 2026-07-28 removed also gets -32601: the right error, not for a ping.
    loophole: [
      { do: 'switch', revision: '2026-07-28' },
      { do: 'type', line: SET_LEVEL },
    ],
  },
  {
    id: 'version-inconnue',
    theme: 'cycle-de-vie',
    title: 'Une révision venue du passé',
    goal: 'Envoyez une requête `initialize` qui demande la version `1999-01-01`, et lisez la version que le serveur propose.',
    where: 'Onglet Terminal, en 2025-11-25.',
    lessons: ['cycle-de-vie', 'revisions'],
    start: { scenario: 'meteo', revision: '2025-11-25' },
    prediction: {
      question:
        'Le client demande `protocolVersion: "1999-01-01"`, que le serveur ne connaît pas. Que va répondre le serveur\u202F?',
      options: [
        { id: 'counter', text: 'Un résultat qui propose une version qu’il prend en charge' },
        { id: 'error', text: 'Une erreur -32602\u00A0: version non prise en charge' },
        { id: 'same', text: 'Un résultat qui accepte 1999-01-01' },
      ],
      answer: ['counter'],
      explanation:
        'Dans les révisions de 2025, si le serveur ne prend pas en charge la version demandée, il doit répondre avec une autre version qu’il connaît\u202F; au client de décider s’il continue ou se déconnecte.',
    },
    criteria: [
      {
        label:
          'Le serveur répond à `initialize` en 1999-01-01 par une version qu’il connaît (2025-11-25)',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'initialize',
            type: 'result',
            where: [{ path: 'result.protocolVersion', equals: '2025-11-25' }],
            answers: {
              kind: 'message',
              type: 'request',
              where: [{ path: 'params.protocolVersion', equals: '1999-01-01' }],
            },
          },
        },
      },
    ],
    hints: [
      'Une requête `initialize` porte `protocolVersion`, `capabilities` et `clientInfo` dans ses `params`.',
      // No final period: it would read as part of the line to copy.
      `Tapez dans le terminal cette ligne, telle quelle\u00A0: \`${initializeLine('1999-01-01')}\``,
    ],
    debrief:
      'La négociation de version tient en un aller-retour\u00A0: le client propose, le serveur répond avec la même version ou une autre qu’il connaît. En 2026-07-28, `server/discover` annonce d’emblée la liste des versions prises en charge. Un détail\u00A0: ici, la connexion était déjà initialisée. La spécification veut que l’initialisation soit le premier échange\u202F; ce SDK tolère ce second `initialize`, un autre serveur pourrait le refuser.',
    solution: [{ do: 'type', line: initializeLine('1999-01-01') }],
    wrongAttempt: [{ do: 'type', line: initializeLine('2025-06-18') }],
    // The same unknown version asked the 2026-07-28 way: an error -32022, not the counter-offer
    // of the 2025 handshake the goal is about.
    loophole: [{ do: 'type', line: discoverLine('1999-01-01') }],
  },
];
