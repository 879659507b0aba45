import type { ScenarioInput, ToolSpecInput } from '@/lib/mcp/scenario';
import {
  FUTURE_DATE,
  PAST_DATE,
  rapportLent,
  reserverTrain,
  reserverTrainMuet,
  viderCorbeille,
  voyagesServer,
} from './servers';

const LEGACY = ['2025-11-25', '2025-06-18'] as const;

type Step = ScenarioInput['script'][number];

/** The host asks the travel server to run one of its tools, approved in advance. */
function callVoyages(tool: string, args: Record<string, unknown>): Step {
  return { do: 'call', server: 'voyages', tool, arguments: args };
}

const LIST_VOYAGES_TOOLS: Step = { do: 'list', server: 'voyages', what: 'tools' };

/** The opening `_meta` of a 2026-07-28 request, with a chosen protocol version. */
function modernMeta(protocolVersion: string): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': protocolVersion,
    'io.modelcontextprotocol/clientInfo': { name: 'terminal-atelier', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
}

export const erreurOutilInconnu: ScenarioInput = {
  id: 'erreur-outil-inconnu',
  title: 'Outil inconnu',
  summary:
    'Le client appelle un outil que le serveur n’a pas\u00A0: erreur JSON-RPC -32602, une erreur de protocole.',
  group: 'laboratoire',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    LIST_VOYAGES_TOOLS,
    callVoyages('reserver_avion', { destination: 'Lyon', date: FUTURE_DATE }),
    { do: 'disconnect' },
  ],
};

export const erreurMethodeInconnue: ScenarioInput = {
  id: 'erreur-methode-inconnue',
  title: 'Méthode inconnue',
  summary:
    'Le client envoie une méthode qui n’existe pas dans MCP\u00A0: erreur JSON-RPC -32601 («\u00A0Method not found\u00A0»).',
  group: 'laboratoire',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    { do: 'request', server: 'voyages', method: 'voyages/annuler', params: { numero: 'A42' } },
    { do: 'disconnect' },
  ],
};

export const erreurArgumentsInvalides: ScenarioInput = {
  id: 'erreur-arguments-invalides',
  title: 'Arguments invalides',
  summary:
    'Des arguments qui violent l’inputSchema\u00A0: le SDK répond par un résultat isError, pas par une erreur de protocole.',
  group: 'laboratoire',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    LIST_VOYAGES_TOOLS,
    callVoyages('reserver_train', { destination: 42 }),
    { do: 'disconnect' },
  ],
};

export const erreurMetier: ScenarioInput = {
  id: 'erreur-metier',
  title: 'Erreur métier',
  summary:
    'Une date de départ passée\u00A0: le bon outil répond isError avec ce qu’il faut corriger, le mauvais par un succès vide.',
  group: 'laboratoire',
  servers: [{ ...voyagesServer, tools: [reserverTrain, reserverTrainMuet] }],
  script: [
    { do: 'connect' },
    LIST_VOYAGES_TOOLS,
    callVoyages('reserver_train', { destination: 'Lyon', date: PAST_DATE }),
    callVoyages('reserver_train_muet', { destination: 'Lyon', date: PAST_DATE }),
    callVoyages('reserver_train', { destination: 'Lyon', date: FUTURE_DATE }),
    { do: 'disconnect' },
  ],
};

export const erreurProtocoleVsExecution: ScenarioInput = {
  id: 'erreur-protocole-vs-execution',
  title: 'Erreur de protocole ou d’exécution',
  summary:
    'Côte à côte\u00A0: un outil inconnu (erreur JSON-RPC, le modèle ne la voit pas) et une date passée (isError, le modèle peut corriger).',
  group: 'laboratoire',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    LIST_VOYAGES_TOOLS,
    callVoyages('reserver_trains', { destination: 'Lyon', date: PAST_DATE }),
    callVoyages('reserver_train', { destination: 'Lyon', date: PAST_DATE }),
    { do: 'disconnect' },
  ],
};

export const erreurVersionNonSupportee: ScenarioInput = {
  id: 'erreur-version-non-supportee',
  title: 'Version non prise en charge',
  summary:
    'Une version du protocole que le serveur ne connaît pas\u00A0: -32022 en 2026-07-28, une contre-proposition dans la poignée de main de 2025.',
  group: 'laboratoire',
  framed: true,
  servers: [voyagesServer],
  script: [
    { do: 'serve', server: 'voyages' },
    {
      do: 'raw',
      server: 'voyages',
      text: JSON.stringify({
        jsonrpc: '2.0',
        id: 'labo-1',
        method: 'server/discover',
        params: { _meta: modernMeta('2099-01-01') },
      }),
    },
    {
      do: 'raw',
      server: 'voyages',
      text: JSON.stringify({
        jsonrpc: '2.0',
        id: 'labo-2',
        method: 'initialize',
        params: {
          protocolVersion: '2099-01-01',
          capabilities: {},
          clientInfo: { name: 'terminal-atelier', version: '1.0.0' },
        },
      }),
    },
  ],
};

export const erreurCapaciteManquante: ScenarioInput = {
  id: 'erreur-capacite-manquante',
  title: 'Capacité manquante',
  summary:
    'Le serveur veut une confirmation, mais le client n’a pas déclaré l’élicitation\u00A0: -32021 en 2026-07-28.',
  group: 'laboratoire',
  clientCapabilities: {},
  servers: [{ ...voyagesServer, name: 'fichiers', tools: [viderCorbeille] }],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'fichiers', what: 'tools' },
    { do: 'call', server: 'fichiers', tool: 'vider_corbeille', arguments: {} },
    { do: 'disconnect' },
  ],
};

export const erreurMessageMalforme: ScenarioInput = {
  id: 'erreur-message-malforme',
  title: 'Message malformé',
  summary:
    'Un message sans «\u00A0jsonrpc\u00A0» (JSON-RPC prévoit -32600) ou avec «\u00A0id\u00A0: null\u00A0» (interdit par MCP)\u00A0: ce SDK ne répond rien.',
  group: 'laboratoire',
  framed: true,
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    { do: 'raw', server: 'voyages', text: '{"id":1,"method":"tools/list"}' },
    { do: 'raw', server: 'voyages', text: '{"jsonrpc":"2.0","id":null,"method":"tools/list"}' },
    { do: 'disconnect' },
  ],
};

/** The tool the stdout lab adds after its unterminated log: its list_changed is lost. */
const RECHARGED_TOOL = {
  definition: {
    name: 'annuler_reservation',
    title: 'Annuler une réservation',
    description: 'Annule une réservation de voyage par son numéro.',
    inputSchema: {
      type: 'object',
      properties: { numero: { type: 'string' } },
      required: ['numero'],
      additionalProperties: false,
    },
  },
  behaviour: { outcome: { kind: 'text', text: 'Réservation {{numero}} annulée.' } },
} satisfies ToolSpecInput;

export const erreurStdoutPollue: ScenarioInput = {
  id: 'erreur-stdout-pollue',
  title: 'stdout pollué',
  summary:
    'Le serveur écrit un journal sur stdout, ce que la spécification interdit\u00A0: ce SDK saute la ligne en silence, un autre client peut couper la connexion. Écrit sans fin de ligne, le journal se colle au message suivant, perdu avec lui. Correction\u00A0: les journaux vont sur stderr.',
  group: 'laboratoire',
  framed: true,
  // stdout is the channel of stdio alone: over HTTP, a server's logs never reach the client.
  httpLink: 'no',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    {
      do: 'raw',
      server: 'voyages',
      toward: 'client',
      text: '[info] Serveur voyages démarré, 1 outil chargé',
    },
    LIST_VOYAGES_TOOLS,
    // A log written without a newline (`process.stdout.write`) stays in the client's reader and
    // glues onto the next message: the SDK's own list_changed, sent when a tool is added. The
    // reader sees one line, which is no longer JSON, and skips both.
    {
      do: 'raw',
      server: 'voyages',
      toward: 'client',
      text: '[debug] catalogue rechargé',
      newline: false,
    },
    { do: 'add-tool', server: 'voyages', tool: RECHARGED_TOOL },
    { do: 'disconnect' },
  ],
};

export const erreurAvantInitialisation: ScenarioInput = {
  id: 'erreur-avant-initialisation',
  title: 'Requête avant l’initialisation',
  summary:
    'Un tools/list envoyé avant la poignée de main initialize (révisions de 2025)\u00A0: ce SDK le sert quand même.',
  group: 'laboratoire',
  framed: true,
  revisions: [...LEGACY],
  servers: [voyagesServer],
  script: [
    { do: 'serve', server: 'voyages' },
    {
      do: 'raw',
      server: 'voyages',
      text: '{"jsonrpc":"2.0","id":"labo-1","method":"tools/list"}',
    },
  ],
};

export const erreurDelaiDepasse: ScenarioInput = {
  id: 'erreur-delai-depasse',
  title: 'Délai dépassé',
  summary:
    'Un outil trop lent\u00A0: le client abandonne au bout du délai et envoie notifications/cancelled.',
  group: 'laboratoire',
  servers: [{ ...voyagesServer, name: 'rapports', tools: [rapportLent] }],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'rapports', what: 'tools' },
    { do: 'call', server: 'rapports', tool: 'generer_rapport', arguments: {}, timeoutMs: 300 },
    { do: 'disconnect' },
  ],
};
