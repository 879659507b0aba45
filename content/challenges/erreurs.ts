import type { Check } from '@/lib/challenges/check';
import type { ChallengeInput } from '@/lib/challenges/schema';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { meteo } from '../scenarios/meteo';

const PING = '{"jsonrpc":"2.0","id":1,"method":"ping"}';

/**
 * The server's tools are the starting ones, and were never changed on the way: changing a tool
 * and putting it back leaves the tools as they were, but not the `list_changed` it sent.
 */
function neverEdited(server: string): Check {
  return {
    kind: 'all',
    of: [
      { kind: 'untouched' },
      {
        kind: 'not',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'notifications/tools/list_changed',
            direction: 'server-to-client',
            link: server,
          },
        },
      },
    ],
  };
}

/** Every request method MCP defines in 2025-06-18, 2025-11-25 or 2026-07-28 (their schema.ts). */
const MCP_REQUEST_METHODS = [
  'completion/complete',
  'elicitation/create',
  'initialize',
  'logging/setLevel',
  'ping',
  'prompts/get',
  'prompts/list',
  'resources/list',
  'resources/read',
  'resources/subscribe',
  'resources/templates/list',
  'resources/unsubscribe',
  'roots/list',
  'sampling/createMessage',
  'server/discover',
  'subscriptions/listen',
  'tasks/cancel',
  'tasks/get',
  'tasks/list',
  'tasks/result',
  'tools/call',
  'tools/list',
];

/** `get_weather` as the scenario serves it, and the same tool with another name. */
const getWeather = meteo.servers[0]!.tools![0]! as ToolSpec;
const renamed: ToolSpec = {
  ...getWeather,
  definition: { ...getWeather.definition, name: 'get_weather_v2' },
};
/** The same tool made to fail on any call: its behaviour throws. */
const broken: ToolSpec = {
  ...getWeather,
  behaviour: { checks: [], outcome: { kind: 'throw', message: 'Service météo indisponible.' } },
};

/** Challenges on the two kinds of errors, and on what JSON-RPC says when a method is unknown. */
export const errorChallenges: ChallengeInput[] = [
  {
    id: 'erreur-sans-toucher',
    theme: 'erreurs',
    title: 'Une erreur -32602 sans toucher au serveur',
    goal: 'Obtenez du serveur `meteo` une erreur JSON-RPC de code -32602, sans modifier ses outils.',
    where: 'Onglet Terminal (ou Éditeur, pour appeler un outil).',
    lessons: ['erreurs'],
    start: { scenario: 'meteo', revision: '2026-07-28' },
    prediction: {
      question:
        'Le client appelle un outil que le serveur ne connaît pas. Que va répondre le serveur\u202F?',
      options: [
        { id: 'protocol', text: 'Une erreur JSON-RPC -32602 (paramètres invalides)' },
        { id: 'is-error', text: 'Un résultat avec `isError: true`' },
        { id: 'method', text: 'Une erreur -32601 (méthode introuvable)' },
        { id: 'silence', text: 'Rien du tout' },
      ],
      answer: ['protocol'],
      explanation:
        'La méthode `tools/call` existe\u202F; c’est son paramètre `name` qui ne désigne rien\u00A0: la spécification range l’outil inconnu parmi les erreurs de protocole, code -32602. Des arguments invalides pour un outil qui existe donnent au contraire un résultat `isError: true`.',
    },
    criteria: [
      {
        label: 'Le serveur répond par une erreur -32602',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            direction: 'server-to-client',
            errorCode: -32602,
            link: 'meteo',
          },
        },
      },
      { label: 'Les outils du serveur n’ont jamais été modifiés', check: neverEdited('meteo') },
    ],
    hints: [
      'Une erreur -32602 dit «\u00A0paramètres invalides\u00A0» au niveau du protocole\u00A0: le message lui-même désigne quelque chose qui n’existe pas.',
      'Des arguments faux pour `get_weather` ne suffisent pas\u00A0: essayez plutôt un outil qui n’existe pas.',
      'Dans le terminal, tapez `appeler get_wether {}` (avec la faute de frappe).',
    ],
    debrief:
      'Vous avez vu la frontière entre les deux familles d’erreurs\u00A0: un outil inconnu est une erreur de protocole (-32602), que le client reçoit comme une exception\u202F; une erreur d’exécution arrive dans un résultat, pour que le modèle la lise et se corrige.',
    solution: [{ do: 'type', line: 'appeler get_wether {}' }],
    wrongAttempt: [
      { do: 'call', server: 'meteo', tool: 'get_weather', arguments: { city: 'Lyon' } },
    ],
    // Renaming the tool, calling it by its old name (-32602), then putting it back: the tools
    // end as they started, but they were changed to get the error.
    loophole: [
      { do: 'apply-tools', server: 'meteo', tools: [renamed] },
      { do: 'call', server: 'meteo', tool: 'get_weather', arguments: { ville: 'Lyon' } },
      { do: 'apply-tools', server: 'meteo', tools: [getWeather] },
    ],
  },
  {
    id: 'arguments-invalides',
    theme: 'erreurs',
    title: 'Des arguments de travers',
    goal: 'Appelez `get_weather` avec des arguments qui ne respectent pas son `inputSchema`, et lisez ce que le serveur renvoie.',
    where: 'Onglet Éditeur\u00A0: «\u00A0Appeler un outil\u00A0».',
    lessons: ['erreurs', 'anatomie-outil'],
    start: { scenario: 'meteo', revision: '2026-07-28' },
    prediction: {
      question:
        'Vous appelez `get_weather` avec `{"city": "Lyon"}` au lieu de `{"ville": "Lyon"}`. Que va répondre le serveur\u202F?',
      options: [
        {
          id: 'is-error',
          text: 'Un résultat avec `isError: true` et un texte qui explique l’erreur',
        },
        { id: 'protocol', text: 'Une erreur JSON-RPC -32602' },
        { id: 'ignore', text: 'La météo de Lyon\u00A0: l’argument en trop est ignoré' },
      ],
      answer: ['is-error'],
      explanation:
        'Depuis 2025-11-25, la spécification classe les erreurs de validation des arguments parmi les erreurs d’exécution\u00A0: elles reviennent dans le résultat, avec `isError: true`, pour que le modèle puisse corriger son appel. Le SDK v2 fait ainsi.',
    },
    criteria: [
      {
        label:
          'Un appel de `get_weather` revient avec `isError: true` et «\u00A0Input validation error\u00A0»',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'tools/call',
            type: 'result',
            where: [
              { path: 'result.isError', equals: true },
              { path: 'result.content.0.text', startsWith: 'Input validation error' },
            ],
            answers: {
              kind: 'message',
              type: 'request',
              where: [{ path: 'params.name', equals: 'get_weather' }],
            },
          },
        },
      },
      {
        label: 'Ce sont les arguments qui sont faux, pas l’outil : il n’a jamais été modifié',
        check: neverEdited('meteo'),
      },
    ],
    hints: [
      'L’`inputSchema` de `get_weather` demande une propriété `ville`, obligatoire.',
      'Dans l’éditeur, sous «\u00A0Appeler un outil\u00A0», remplacez les arguments par `{"city": "Lyon"}` puis appelez.',
    ],
    debrief:
      'Le serveur a confronté les arguments à l’`inputSchema` et renvoyé un résultat d’erreur lisible par le modèle\u00A0: c’est une erreur d’exécution, pas une erreur de protocole.',
    solution: [{ do: 'call', server: 'meteo', tool: 'get_weather', arguments: { city: 'Lyon' } }],
    wrongAttempt: [
      { do: 'call', server: 'meteo', tool: 'get_weather', arguments: { ville: 'Lyon' } },
    ],
    // Breaking the tool instead of the arguments: a valid call comes back `isError: true` too.
    loophole: [
      { do: 'apply-tools', server: 'meteo', tools: [broken] },
      { do: 'call', server: 'meteo', tool: 'get_weather', arguments: { ville: 'Lyon' } },
    ],
  },
  {
    id: 'methode-inconnue',
    theme: 'erreurs',
    title: 'Une méthode qui n’existe pas',
    goal: 'Envoyez au serveur une requête JSON-RPC dont la méthode n’existe pas, et obtenez l’erreur -32601.',
    where: 'Onglet Terminal\u00A0: tapez une requête JSON-RPC complète.',
    lessons: ['erreurs', 'deux-couches'],
    start: { scenario: 'meteo', revision: '2025-11-25' },
    prediction: {
      question:
        'Vous envoyez `{"jsonrpc":"2.0","id":7,"method":"outils/lister"}`. Que va répondre le serveur\u202F?',
      options: [
        { id: 'not-found', text: 'Une erreur -32601 (méthode introuvable), avec l’id 7' },
        { id: 'invalid', text: 'Une erreur -32600 (requête invalide)' },
        { id: 'silence', text: 'Rien\u00A0: une méthode inconnue est ignorée' },
      ],
      answer: ['not-found'],
      explanation:
        'C’est la règle de JSON-RPC 2.0, que MCP reprend\u00A0: une requête bien formée dont la méthode est inconnue reçoit l’erreur -32601, avec le même id pour que l’émetteur sache à quoi elle répond.',
    },
    criteria: [
      {
        label: 'Le serveur répond -32601 à une requête dont la méthode n’existe pas dans MCP',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            direction: 'server-to-client',
            errorCode: -32601,
            answers: {
              kind: 'message',
              direction: 'client-to-server',
              type: 'request',
              where: [{ path: 'method', notIn: MCP_REQUEST_METHODS }],
            },
          },
        },
      },
    ],
    hints: [
      'Une requête JSON-RPC a quatre champs\u00A0: `jsonrpc`, `id`, `method` et, si besoin, `params`.',
      'Tapez dans le terminal\u00A0: `{"jsonrpc":"2.0","id":7,"method":"outils/lister"}`.',
    ],
    debrief:
      'L’erreur -32601 vient de la couche données, celle de JSON-RPC\u00A0: le transport a livré le message intact, c’est son contenu que le serveur ne sait pas traiter.',
    solution: [{ do: 'type', line: '{"jsonrpc":"2.0","id":7,"method":"outils/lister"}' }],
    wrongAttempt: [{ do: 'type', line: PING }],
    // A real MCP method the server did not announce also gets -32601 (`prompts/list` without
    // the `prompts` capability): the right code, but the method exists.
    loophole: [{ do: 'type', line: '{"jsonrpc":"2.0","id":8,"method":"prompts/list"}' }],
  },
  {
    id: 'ligne-non-json',
    theme: 'transports',
    title: 'Une ligne qui n’est pas du JSON',
    goal: 'Sur le transport en mode texte (une ligne par message, comme stdio), envoyez une ligne qui n’est pas du JSON et observez ce que fait le serveur.',
    where: 'Onglet Terminal\u00A0: tapez n’importe quel texte.',
    lessons: ['transports', 'deux-couches'],
    start: { scenario: 'meteo', revision: '2026-07-28' },
    prediction: {
      question:
        'Le serveur reçoit la ligne «\u00A0bonjour serveur\u00A0». Que va-t-il répondre\u202F?',
      options: [
        {
          id: 'silence',
          text: 'Rien\u00A0: le lecteur du SDK saute la ligne, sans erreur ni réponse',
        },
        {
          id: 'parse-error',
          text: 'Une erreur JSON-RPC -32700 (erreur d’analyse), avec `id: null`',
        },
        { id: 'crash', text: 'Il s’arrête et ferme la connexion' },
      ],
      answer: ['silence'],
      explanation:
        'JSON-RPC 2.0 prévoit une réponse -32700 avec `id: null`. Ce SDK ne l’envoie pas\u00A0: son lecteur (`ReadBuffer`) saute en silence une ligne qui n’est pas du JSON, sans même la signaler à `onerror`, et l’émetteur attend jusqu’à son délai. MCP, lui, interdit simplement d’écrire sur stdio autre chose que des messages.',
    },
    criteria: [
      {
        label: 'Le lecteur du serveur saute la ligne (pas du JSON)',
        check: {
          kind: 'exists',
          match: { kind: 'transport', event: 'parse-error', notJson: true },
        },
      },
      {
        label: 'Aucune réponse ne revient',
        check: { kind: 'exists', match: { kind: 'transport', event: 'no-reply' } },
      },
    ],
    hints: [
      'À l’ouverture, le terminal passe le transport en mode texte\u00A0: chaque ligne tapée part telle quelle vers le serveur.',
      'Tapez une phrase quelconque, par exemple `bonjour serveur`, puis Entrée.',
    ],
    debrief:
      'L’erreur est restée dans la couche transport\u00A0: la ligne n’est jamais devenue un message JSON-RPC, et ce SDK l’a sautée sans rien dire (un autre pourrait couper la connexion). D’où la règle de stdio\u00A0: rien d’autre que des messages MCP, ni sur l’entrée du serveur, ni sur sa sortie\u202F; les journaux vont sur stderr.',
    solution: [{ do: 'type', line: 'bonjour serveur' }],
    wrongAttempt: [{ do: 'type', line: '{"jsonrpc":"2.0","id":3,"method":"tools/list"}' }],
    // JSON that is not JSON-RPC is also refused without a reply, but the SDK's reader reports
    // it to `onerror`: not the silent skip of a line that is not JSON.
    loophole: [{ do: 'type', line: '{"bonjour":"serveur"}' }],
  },
];
