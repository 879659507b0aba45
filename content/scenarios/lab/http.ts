import type { ScenarioInput } from '@/lib/mcp/scenario';
import { FUTURE_DATE, voyagesServer } from './servers';

/*
 * The error lab over Streamable HTTP: each scenario breaks one thing that only HTTP has (a
 * header, a status, a session). The SDK client sends its real requests; the lab only changes
 * their headers on the way (`alter-request`, as a proxy or another site's page would) or
 * writes a request by hand (`http`) when no SDK client would ever send it.
 */

const MODERN = ['2026-07-28'] as const;
const LEGACY = ['2025-11-25', '2025-06-18'] as const;

type Step = ScenarioInput['script'][number];

const LIST: Step = { do: 'list', server: 'voyages', what: 'tools' };
const BOOK: Step = {
  do: 'call',
  server: 'voyages',
  tool: 'reserver_train',
  arguments: { destination: 'Lyon', date: FUTURE_DATE },
};

export const erreurHttpOrigine: ScenarioInput = {
  id: 'erreur-http-origine',
  title: 'Origine étrangère (HTTP 403)',
  summary:
    'La même requête tools/list, partie de la page d’un autre site\u00A0: son en-tête Origin la trahit et le serveur répond 403, la parade contre le DNS rebinding.',
  group: 'laboratoire',
  httpLink: 'only',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    {
      do: 'alter-request',
      server: 'voyages',
      method: 'tools/list',
      headers: { origin: 'https://site-piege.example' },
    },
    LIST,
    LIST,
    { do: 'disconnect' },
  ],
};

export const erreurHttpEnTetes: ScenarioInput = {
  id: 'erreur-http-en-tetes',
  title: 'En-têtes et corps en désaccord (-32020)',
  summary:
    'Un intermédiaire réécrit Mcp-Name, puis retire Mcp-Method\u00A0: le serveur compare les en-têtes au corps et répond 400 avec l’erreur -32020\u00A0; le client du SDK relit la liste des outils et renvoie l’appel.',
  group: 'laboratoire',
  httpLink: 'only',
  revisions: [...MODERN],
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    LIST,
    {
      do: 'alter-request',
      server: 'voyages',
      method: 'tools/call',
      headers: { 'mcp-name': 'annuler_reservation' },
    },
    BOOK,
    {
      do: 'alter-request',
      server: 'voyages',
      method: 'tools/call',
      headers: { 'mcp-method': null },
    },
    BOOK,
    { do: 'disconnect' },
  ],
};

export const erreurHttpSession: ScenarioInput = {
  id: 'erreur-http-session',
  title: 'Session inconnue ou terminée (HTTP 404)',
  summary:
    'En 2025, chaque requête porte l’en-tête Mcp-Session-Id\u00A0: un identifiant inventé, puis celui d’une session que le client a fermée par DELETE, reçoivent 404.',
  group: 'laboratoire',
  httpLink: 'only',
  revisions: [...LEGACY],
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    LIST,
    {
      do: 'alter-request',
      server: 'voyages',
      method: 'tools/list',
      headers: { 'mcp-session-id': 'session-inventee' },
    },
    LIST,
    { do: 'disconnect' },
    {
      do: 'http',
      server: 'voyages',
      body: '{"jsonrpc":"2.0","id":"labo-1","method":"tools/list"}',
      endedSession: true,
    },
  ],
};

export const erreurHttpGet: ScenarioInput = {
  id: 'erreur-http-get',
  title: 'GET sur un serveur 2026-07-28 (HTTP 405)',
  summary:
    'En 2026-07-28, le point d’accès MCP n’accepte que POST\u00A0: plus de flux ouvert par GET ni de session fermée par DELETE. Le serveur répond 405 avec l’en-tête `Allow: POST`.',
  group: 'laboratoire',
  httpLink: 'only',
  revisions: [...MODERN],
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    { do: 'http', server: 'voyages', method: 'GET' },
    { do: 'http', server: 'voyages', method: 'DELETE' },
    { do: 'disconnect' },
  ],
};

export const erreurHttpAccept: ScenarioInput = {
  id: 'erreur-http-accept',
  title: 'En-tête Accept incomplet',
  summary:
    'Le client doit accepter JSON et SSE. Avec `Accept: application/json` seul, le serveur 2025 du SDK répond 406\u00A0; en 2026-07-28, il répond quand même, en JSON.',
  group: 'laboratoire',
  httpLink: 'only',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    {
      do: 'alter-request',
      server: 'voyages',
      method: 'tools/list',
      headers: { accept: 'application/json' },
    },
    LIST,
    LIST,
    { do: 'disconnect' },
  ],
};

export const erreurHttpCorps: ScenarioInput = {
  id: 'erreur-http-corps',
  title: 'Corps qui n’est pas du JSON',
  summary:
    'Un corps de POST coupé en plein milieu\u00A0: le serveur répond 400 et l’erreur JSON-RPC -32700. Un corps valide mais annoncé en text/plain reçoit 415.',
  group: 'laboratoire',
  httpLink: 'only',
  servers: [voyagesServer],
  script: [
    { do: 'connect' },
    { do: 'http', server: 'voyages', body: '{"jsonrpc":"2.0","id":"labo-1","method":"tools/li' },
    {
      do: 'http',
      server: 'voyages',
      body: '{"jsonrpc":"2.0","id":"labo-2","method":"tools/list"}',
      headers: { 'content-type': 'text/plain' },
    },
    { do: 'disconnect' },
  ],
};

/** The HTTP cases of the error lab, in the order the lab lists them. */
export const httpLabScenarios: ScenarioInput[] = [
  erreurHttpOrigine,
  erreurHttpEnTetes,
  erreurHttpSession,
  erreurHttpGet,
  erreurHttpAccept,
  erreurHttpCorps,
];
