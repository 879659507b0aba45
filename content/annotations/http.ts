import type { HttpAnnotationRuleInput } from '@/lib/annotations/http';
import { LEGACY, MODERN } from './eras';
import { SPEC } from './spec';

/**
 * An English heading of the 2026-07-28 page (where it lists what changed since 2025), not French
 * prose: written word by word so that the French typography check leaves it alone.
 */
const EARLIER_REVISIONS = ['Earlier', 'Streamable', 'HTTP', 'Revisions'].join(' ');

/*
 * The HTTP layer, field by field: the request line, each header, the status, each field of a
 * Server-Sent Event and how a stream ends. Streamable HTTP changed shape in 2026-07-28 (no
 * sessions, no GET stream, headers that mirror the body), so most targets have one rule per
 * era; 2025-06-18 has its own where 2025-11-25 added something (403, `retry`).
 */

const NOT_2025_06 = ['2026-07-28', '2025-11-25'] as const;
const ONLY_2025_06 = ['2025-06-18'] as const;

/** Checked in 2026-07-28 and in the 2025 revisions, each on its own page. */
const checkedIn = (modern: string, legacy: string) => [
  { revisions: MODERN, section: modern },
  { revisions: LEGACY, section: legacy },
];

export const httpAnnotations: HttpAnnotationRuleInput[] = [
  // ── The request line ───────────────────────────────────────────────────────────────────
  {
    targets: ['url'],
    revisions: MODERN,
    label: 'Point d’accès MCP',
    text: 'L’unique adresse HTTP du serveur (ici `/mcp`), qui accepte POST : toutes les requêtes y arrivent. Dans le bac à sable, l’hôte `atelier.test` est fictif : la requête est remise au serveur dans la page, rien ne part sur le réseau.',
    spec: SPEC.httpEndpoint,
    checked: { section: 'Streamable HTTP' },
  },
  {
    targets: ['url'],
    revisions: LEGACY,
    label: 'Point d’accès MCP',
    text: 'L’unique adresse HTTP du serveur (ici `/mcp`), qui doit accepter POST et GET. Dans le bac à sable, l’hôte `atelier.test` est fictif : la requête est remise au serveur dans la page, rien ne part sur le réseau.',
    spec: SPEC.httpEndpoint,
    checked: { section: 'Streamable HTTP' },
  },
  {
    targets: ['method:POST'],
    revisions: MODERN,
    label: 'POST',
    text: 'Chaque message du client est un nouveau POST vers le point d’accès MCP (MUST), avec un seul message JSON-RPC dans le corps : une requête ou une notification, jamais une réponse.',
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages' },
  },
  {
    targets: ['method:POST'],
    revisions: LEGACY,
    label: 'POST',
    text: 'Chaque message JSON-RPC du client est un nouveau POST vers le point d’accès MCP (MUST) : une requête, une notification ou une réponse à une requête du serveur, une seule par corps.',
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages to the Server' },
  },
  {
    targets: ['method:GET'],
    revisions: MODERN,
    label: 'GET',
    text: 'Le flux ouvert par GET a disparu en 2026-07-28 : un serveur de cette seule révision devrait (SHOULD) répondre 405. Les notifications de changement arrivent dans la réponse à `subscriptions/listen`.',
    spec: SPEC.httpListening,
    checked: { section: EARLIER_REVISIONS },
  },
  {
    targets: ['method:GET'],
    revisions: LEGACY,
    label: 'GET : le flux d’écoute',
    text: 'Le client peut (MAY) ouvrir par GET un flux SSE où le serveur lui envoie requêtes et notifications sans rapport avec une requête en cours. Le serveur répond par ce flux ou par 405 s’il n’en offre pas (MUST). Le client du SDK l’ouvre juste après l’initialisation.',
    spec: SPEC.httpListening,
    checked: { section: 'Listening for Messages from the Server' },
  },
  {
    targets: ['method:DELETE'],
    revisions: MODERN,
    label: 'DELETE',
    text: 'Plus de session en 2026-07-28, donc rien à fermer : un serveur de cette seule révision devrait (SHOULD) répondre 405 à un DELETE.',
    spec: SPEC.httpSessions,
    checked: { section: EARLIER_REVISIONS },
  },
  {
    targets: ['method:DELETE'],
    revisions: LEGACY,
    label: 'DELETE : fin de session',
    text: 'Le client qui n’a plus besoin de sa session devrait (SHOULD) le dire par un DELETE qui porte son `Mcp-Session-Id`. Le serveur peut (MAY) refuser de fermer les sessions par 405. Le client du SDK l’envoie quand l’application appelle `terminateSession()`, ce que fait cet hôte avant de fermer.',
    spec: SPEC.httpSessions,
    checked: { section: 'Session Management' },
  },

  // ── Request headers ────────────────────────────────────────────────────────────────────
  {
    targets: ['header:accept'],
    revisions: MODERN,
    label: 'Accept',
    text: 'Les formats de réponse que le client sait lire. Il doit (MUST) lister `application/json` et `text/event-stream` : le serveur choisit, requête par requête, un objet JSON ou un flux SSE.',
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages' },
  },
  {
    targets: ['header:accept'],
    revisions: LEGACY,
    label: 'Accept',
    text: 'Les formats de réponse que le client sait lire : `application/json` et `text/event-stream` sur un POST, `text/event-stream` sur le GET d’écoute (MUST). Le serveur de 2025 du SDK répond 406 si l’un manque.',
    values: {
      '"text/event-stream"': 'Sur le GET d’écoute : le client ne demande qu’un flux SSE.',
    },
    spec: SPEC.httpSending,
    checked: [
      { revisions: LEGACY, section: 'Sending Messages to the Server' },
      { revisions: LEGACY, section: 'Listening for Messages from the Server' },
    ],
  },
  {
    targets: ['header:content-type'],
    revisions: MODERN,
    label: 'Content-Type',
    text: 'Le type du corps : un message JSON-RPC, donc `application/json`, comme dans les exemples de la spécification. Le serveur du SDK refuse un autre type par 415.',
    spec: SPEC.httpStandardHeaders,
    checked: { section: 'Standard Request Headers' },
  },
  {
    targets: ['header:content-type'],
    revisions: LEGACY,
    label: 'Content-Type',
    text: 'Le type du corps : un message JSON-RPC (MUST), donc `application/json`. Le serveur du SDK refuse un autre type par 415.',
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages to the Server' },
  },
  {
    targets: ['header:mcp-protocol-version'],
    revisions: MODERN,
    label: 'Version du protocole',
    text: 'Obligatoire (MUST) sur chaque POST, et égale au `io.modelcontextprotocol/protocolVersion` du `_meta` du corps : sinon, 400 et l’erreur -32020 (HeaderMismatch). Une version que le serveur ne sert pas reçoit 400 et -32022, avec les versions qu’il connaît.',
    spec: SPEC.httpVersionHeader,
    checked: { section: 'Protocol Version Header' },
  },
  {
    targets: ['header:mcp-protocol-version'],
    revisions: LEGACY,
    label: 'Version du protocole',
    text: 'Après l’initialisation, le client doit (MUST) l’envoyer sur toutes ses requêtes, avec la version négociée (SHOULD) ; le POST d’`initialize` n’en a pas, sa version est dans le corps. Sans cet en-tête ni autre indice, le serveur devrait supposer 2025-03-26 ; une version invalide ou non prise en charge reçoit 400 (MUST).',
    spec: SPEC.httpVersionHeader,
    checked: { section: 'Protocol Version Header' },
  },
  {
    targets: ['header:mcp-method'],
    revisions: MODERN,
    label: 'Mcp-Method',
    text: 'Recopie le `method` du corps, pour que répartiteurs et passerelles routent sans lire le corps ; obligatoire sur toute requête. Le serveur qui lit le corps doit (MUST) vérifier qu’ils concordent : un en-tête absent ou différent reçoit 400 et -32020.',
    spec: SPEC.httpStandardHeaders,
    checked: [
      { revisions: MODERN, section: 'Standard Request Headers' },
      { revisions: MODERN, section: 'Server Validation' },
    ],
  },
  {
    targets: ['header:mcp-method', 'header:mcp-name'],
    revisions: LEGACY,
    label: 'En-tête de 2026-07-28',
    text: 'Les révisions de 2025 ne définissent que `MCP-Protocol-Version` et `Mcp-Session-Id`. Celui-ci arrive avec 2026-07-28 : le client du SDK l’ajoute parce que ce corps porte une enveloppe `_meta` de 2026-07-28.',
    spec: SPEC.httpVersionHeader,
    checked: [
      { revisions: LEGACY, section: 'Protocol Version Header' },
      { revisions: LEGACY, section: 'Session Management' },
    ],
  },
  {
    targets: ['header:mcp-name'],
    revisions: MODERN,
    label: 'Mcp-Name',
    text: 'Recopie `params.name` (`tools/call`, `prompts/get`) ou `params.uri` (`resources/read`) : obligatoire pour ces trois méthodes. Une valeur qui n’est pas de l’ASCII visible est encodée `=?base64?…?=` (MUST). Absent ou différent du corps : 400 et -32020.',
    spec: SPEC.httpStandardHeaders,
    checked: [
      { revisions: MODERN, section: 'Standard Request Headers' },
      { revisions: MODERN, section: 'Value Encoding' },
    ],
  },
  {
    targets: ['header:mcp-session-id'],
    revisions: MODERN,
    label: 'Mcp-Session-Id',
    text: 'Les sessions n’existent plus en 2026-07-28 : un serveur de cette seule révision devrait (SHOULD) ignorer cet en-tête, sans créer ni renvoyer d’identifiant.',
    spec: SPEC.httpSessions,
    checked: { section: EARLIER_REVISIONS },
  },
  {
    targets: ['header:mcp-session-id'],
    revisions: LEGACY,
    label: 'Mcp-Session-Id',
    text: 'L’identifiant que le serveur a donné en répondant à `initialize` : le client doit (MUST) le renvoyer sur toutes ses requêtes suivantes. Une session inconnue ou terminée reçoit 404 (MUST). Ici, l’identifiant est dérivé d’un compteur pour que la trace se rejoue à l’identique ; un vrai serveur le tire au hasard, de façon sûre (SHOULD).',
    spec: SPEC.httpSessions,
    checked: { section: 'Session Management' },
  },
  {
    targets: ['header:origin'],
    revisions: [...NOT_2025_06],
    label: 'Origin',
    text: 'La page web d’où part la requête, ajoutée par le navigateur lui-même. Le serveur doit (MUST) la vérifier sur toute connexion : une origine présente et invalide reçoit 403 Forbidden (MUST). C’est la parade contre le DNS rebinding.',
    spec: SPEC.httpSecurity,
    checked: checkedIn('Security & Endpoint', 'Security Warning'),
  },
  {
    targets: ['header:origin'],
    revisions: [...ONLY_2025_06],
    label: 'Origin',
    text: 'La page web d’où part la requête, ajoutée par le navigateur lui-même. Le serveur doit (MUST) la vérifier sur toute connexion, contre le DNS rebinding ; cette révision ne fixe pas la réponse (2025-11-25 exigera 403).',
    spec: SPEC.httpSecurity,
    checked: { section: 'Security Warning' },
  },

  // ── Status ─────────────────────────────────────────────────────────────────────────────
  {
    targets: ['status:200'],
    revisions: MODERN,
    label: '200 OK',
    text: 'La requête est servie : le corps est un objet JSON (la réponse JSON-RPC), ou un flux SSE propre à cette requête, qui portera ses notifications puis sa réponse. Le statut ne dit pas si l’outil a réussi : lisez le corps.',
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages' },
  },
  {
    targets: ['status:200'],
    revisions: LEGACY,
    label: '200 OK',
    text: 'Succès : pour une requête, le corps est un objet JSON ou un flux SSE qui portera la réponse ; pour le GET d’écoute, un flux SSE ; pour un DELETE, la session est fermée. En 2025, même une erreur JSON-RPC arrive souvent avec 200 : lisez le corps.',
    spec: SPEC.httpSending,
    checked: [
      { revisions: LEGACY, section: 'Sending Messages to the Server' },
      { revisions: LEGACY, section: 'Session Management' },
    ],
  },
  {
    targets: ['status:202'],
    revisions: MODERN,
    label: '202 Accepted',
    text: 'Le serveur accepte une notification : 202 sans corps (MUST), et rien d’autre ne revient pour ce POST. La spécification 2026-07-28 ne définit pourtant aucune notification du client sur HTTP (couper le flux d’une réponse suffit à annuler la requête), ni les en-têtes d’un tel POST. Le SDK 2.4.0, lui, envoie `notifications/cancelled` quand il ferme un flux `subscriptions/listen`, en plus de le couper : un POST sans `Mcp-Method` ni `Mcp-Name`, que son serveur accepte.',
    spec: SPEC.httpSending,
    checked: [
      { revisions: MODERN, section: 'Sending Messages' },
      { revisions: MODERN, section: 'Cancellation' },
    ],
  },
  {
    targets: ['status:202'],
    revisions: LEGACY,
    label: '202 Accepted',
    text: 'Le serveur accepte une notification ou une réponse du client : 202 sans corps (MUST). Rien d’autre ne reviendra pour ce POST.',
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages to the Server' },
  },
  {
    targets: ['status:400'],
    revisions: MODERN,
    label: '400 Bad Request',
    text: 'Requête refusée ; le corps dit pourquoi, par une erreur JSON-RPC : en-têtes et corps en désaccord (-32020), version non servie (-32022), capacité du client manquante (-32021). Le serveur du SDK y ajoute le corps illisible (-32700) et le message qui n’est pas du JSON-RPC (-32600). Un client qui essaie 2026-07-28 lit ce corps avant de se replier sur `initialize`.',
    spec: SPEC.httpValidation,
    checked: [
      { revisions: MODERN, section: 'Server Validation' },
      { revisions: MODERN, section: 'Backward Compatibility' },
    ],
  },
  {
    targets: ['status:400'],
    revisions: LEGACY,
    label: '400 Bad Request',
    text: 'Requête refusée : une version d’en-tête invalide (MUST), une notification que le serveur ne peut accepter (MUST, un statut d’erreur), ou, pour le serveur du SDK, un corps illisible, un message qui n’est pas du JSON-RPC, une requête sans session qui n’est pas `initialize`. Le corps porte une erreur JSON-RPC.',
    spec: SPEC.httpVersionHeader,
    checked: [
      { revisions: LEGACY, section: 'Protocol Version Header' },
      { revisions: LEGACY, section: 'Sending Messages to the Server' },
    ],
  },
  {
    targets: ['status:403'],
    revisions: [...NOT_2025_06],
    label: '403 Forbidden',
    text: 'L’en-tête `Origin` est présent et refusé : le serveur doit (MUST) répondre 403, et peut (MAY) joindre une erreur JSON-RPC sans `id`. Le client du SDK lève une erreur HTTP. Sur un serveur protégé par OAuth, un 403 avec `WWW-Authenticate: Bearer error="insufficient_scope"` dit autre chose : le jeton est valide mais ses portées ne suffisent pas, et le client du SDK demande une nouvelle autorisation avec les portées de `scope`.',
    spec: SPEC.httpSecurity,
    checked: checkedIn('Security & Endpoint', 'Security Warning'),
  },
  {
    targets: ['status:403'],
    revisions: [...ONLY_2025_06],
    label: '403 Forbidden',
    text: 'Refusé : le serveur du SDK répond 403 à une origine qu’il n’accepte pas. Cette révision demande de valider `Origin` sans fixer la réponse ; 2025-11-25 exigera 403.',
    spec: SPEC.httpSecurity,
    checked: { section: 'Security Warning' },
  },
  {
    targets: ['status:404'],
    revisions: MODERN,
    label: '404 Not Found',
    text: 'Le serveur n’a pas cette méthode : 404 et l’erreur -32601 (MUST). Le corps JSON-RPC distingue ce cas d’un ancien serveur HTTP+SSE qui n’aurait pas de point d’accès moderne.',
    spec: SPEC.httpVersionHeader,
    checked: { section: 'Protocol Version Header' },
  },
  {
    targets: ['status:404'],
    revisions: LEGACY,
    label: '404 Not Found',
    text: 'Session inconnue ou terminée (MUST). Le client qui reçoit 404 doit (MUST) ouvrir une nouvelle session par un nouvel `initialize`, sans identifiant ; le client du SDK lève une erreur et laisse l’application s’en charger.',
    spec: SPEC.httpSessions,
    checked: { section: 'Session Management' },
  },
  {
    targets: ['status:405'],
    revisions: MODERN,
    label: '405 Method Not Allowed',
    text: 'GET et DELETE n’ont plus de sens en 2026-07-28 : un serveur de cette seule révision devrait (SHOULD) répondre 405. L’en-tête `Allow` donne la seule méthode admise.',
    spec: SPEC.httpListening,
    checked: { section: EARLIER_REVISIONS },
  },
  {
    targets: ['status:405'],
    revisions: LEGACY,
    label: '405 Method Not Allowed',
    text: 'Le serveur n’offre pas de flux d’écoute par GET (MUST : un flux SSE ou 405), ou ne permet pas de fermer une session par DELETE (MAY).',
    spec: SPEC.httpListening,
    checked: [
      { revisions: LEGACY, section: 'Listening for Messages from the Server' },
      { revisions: LEGACY, section: 'Session Management' },
    ],
  },
  {
    targets: ['status:406'],
    label: '406 Not Acceptable',
    text: 'Le serveur de 2025 du SDK l’envoie quand `Accept` ne liste pas `application/json` et `text/event-stream`, que le client doit pourtant annoncer (MUST). La spécification ne fixe pas cette réponse ; le gestionnaire de 2026-07-28 du SDK ne vérifie pas `Accept`.',
    spec: SPEC.httpSending,
    checked: checkedIn('Sending Messages', 'Sending Messages to the Server'),
  },
  {
    targets: ['status:409'],
    revisions: LEGACY,
    label: '409 Conflict',
    text: 'Le serveur du SDK n’accepte qu’un flux d’écoute (GET) par session : un second reçoit 409. La spécification permet plusieurs flux (MAY) mais pas qu’un message soit envoyé sur deux (MUST NOT).',
    spec: SPEC.httpSessions,
    checked: { section: 'Multiple Connections' },
  },
  {
    targets: ['status:413'],
    label: '413 Content Too Large',
    text: 'Le corps dépasse la taille que le serveur accepte de lire (4 Mio par défaut dans le SDK) : refusé avant toute analyse. La spécification ne fixe pas de limite.',
    spec: SPEC.httpSending,
    checked: checkedIn('Sending Messages', 'Sending Messages to the Server'),
  },
  {
    targets: ['status:415'],
    label: '415 Unsupported Media Type',
    text: 'Le corps n’est pas annoncé en `application/json` : le serveur du SDK refuse de le lire. La spécification demande un message JSON-RPC dans le corps.',
    spec: SPEC.httpSending,
    checked: checkedIn('Sending Messages', 'Sending Messages to the Server'),
  },
  {
    targets: ['status:500'],
    label: '500 Internal Server Error',
    text: 'Le serveur a échoué en dehors du protocole. Une erreur de l’outil ne donne pas 500 : elle revient dans le corps (`isError: true`, ou une erreur JSON-RPC).',
    spec: SPEC.httpSending,
    checked: checkedIn('Sending Messages', 'Sending Messages to the Server'),
  },

  // ── Answer headers ─────────────────────────────────────────────────────────────────────
  {
    targets: ['response-header:content-type'],
    revisions: MODERN,
    label: 'Content-Type',
    text: 'Pour une requête, le serveur répond par un seul objet JSON (`application/json`) ou par un flux SSE propre à cette requête (`text/event-stream`) ; le client doit (MUST) lire les deux. Le serveur du SDK répond en JSON, sauf si l’outil envoie quelque chose avant son résultat (mode `auto`) ; `subscriptions/listen` répond toujours en SSE.',
    values: {
      '"application/json"': 'Un seul objet JSON : la réponse, ou l’erreur, JSON-RPC.',
      '"text/event-stream"':
        'Un flux SSE : des événements jusqu’à la réponse, ou qui reste ouvert.',
    },
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages' },
  },
  {
    targets: ['response-header:content-type'],
    revisions: LEGACY,
    label: 'Content-Type',
    text: 'Pour une requête, le serveur répond par un seul objet JSON (`application/json`) ou ouvre un flux SSE (`text/event-stream`) ; le client doit (MUST) lire les deux. Le serveur de 2025 du SDK ouvre toujours un flux SSE, sauf si on lui demande le JSON (`enableJsonResponse`).',
    values: {
      '"application/json"': 'Un seul objet JSON : la réponse, ou l’erreur, JSON-RPC.',
      '"text/event-stream"':
        'Un flux SSE : des événements jusqu’à la réponse, ou le flux d’écoute.',
    },
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages to the Server' },
  },
  {
    targets: ['response-header:mcp-session-id'],
    revisions: LEGACY,
    label: 'Mcp-Session-Id',
    text: 'Le serveur peut (MAY) attribuer une session dans sa réponse à `initialize` : un identifiant unique, en ASCII visible (MUST), de préférence imprévisible (SHOULD). Le client le renverra sur chaque requête. Le serveur du SDK le répète sur ses flux.',
    spec: SPEC.httpSessions,
    checked: { section: 'Session Management' },
  },
  {
    targets: ['response-header:mcp-session-id'],
    revisions: MODERN,
    label: 'Mcp-Session-Id',
    text: 'Un serveur de 2026-07-28 ne crée ni ne renvoie d’identifiant de session (SHOULD) : les sessions ont disparu de cette révision.',
    spec: SPEC.httpSessions,
    checked: { section: EARLIER_REVISIONS },
  },
  {
    targets: ['response-header:x-accel-buffering'],
    revisions: MODERN,
    label: 'X-Accel-Buffering',
    text: '`no` : demande aux proxys inverses (nginx) de ne pas retenir les événements du flux. La spécification le recommande (SHOULD) à l’ouverture d’un flux SSE.',
    spec: SPEC.httpReceiving,
    checked: { section: 'Receiving Messages' },
  },
  {
    targets: ['response-header:x-accel-buffering'],
    revisions: LEGACY,
    label: 'X-Accel-Buffering',
    text: '`no` : demande aux proxys inverses (nginx) de ne pas retenir les événements du flux. Le serveur du SDK l’ajoute ; les révisions de 2025 ne le mentionnent pas, 2026-07-28 le recommandera.',
    spec: SPEC.httpReceiving,
    checked: { section: 'Sending Messages to the Server' },
  },
  {
    targets: ['response-header:cache-control', 'response-header:connection'],
    label: 'En-têtes du flux',
    text: 'Ajoutés par le serveur du SDK à un flux SSE : `Cache-Control: no-cache, no-transform` (que ni cache ni proxy ne garde ou ne modifie le flux) et `Connection: keep-alive` (garder la connexion ouverte). La spécification MCP ne les demande pas.',
    spec: SPEC.httpReceiving,
    checked: checkedIn('Receiving Messages', 'Sending Messages to the Server'),
  },
  {
    targets: ['response-header:allow'],
    label: 'Allow',
    text: 'Accompagne un 405 et liste les méthodes que le point d’accès accepte : ici `POST` seul.',
    spec: SPEC.httpListening,
    checked: checkedIn(EARLIER_REVISIONS, 'Listening for Messages from the Server'),
  },

  // ── Bodies ─────────────────────────────────────────────────────────────────────────────
  {
    targets: ['body'],
    label: 'Corps de la requête',
    text: 'Exactement un message JSON-RPC (MUST). Dans la couche JSON-RPC, c’est l’étape que ce POST transporte ; ses champs y sont annotés un par un.',
    spec: SPEC.httpSending,
    checked: checkedIn('Sending Messages', 'Sending Messages to the Server'),
  },
  {
    targets: ['response-body'],
    revisions: [...NOT_2025_06],
    label: 'Corps de la réponse',
    text: 'Un objet JSON : la réponse JSON-RPC à la requête, ou, sur un statut d’erreur, une erreur JSON-RPC. Quand le serveur n’a pas lu l’`id` de la requête, le schéma MCP laisse l’`id` de côté ; le SDK écrit `"id": null`, comme JSON-RPC 2.0, que ce schéma n’admet pas. Dans la couche JSON-RPC, c’est l’étape que cette réponse transporte.',
    spec: SPEC.httpSending,
    checked: [
      ...checkedIn('Sending Messages', 'Sending Messages to the Server').filter(
        (check) => check.revisions !== LEGACY,
      ),
      { revisions: ['2025-11-25'], section: 'Sending Messages to the Server' },
      { revisions: [...NOT_2025_06], page: 'schema', section: 'JSONRPCErrorResponse' },
    ],
  },
  {
    targets: ['response-body'],
    revisions: [...ONLY_2025_06],
    label: 'Corps de la réponse',
    text: 'Un objet JSON : la réponse JSON-RPC à la requête, ou, sur un statut d’erreur, une erreur JSON-RPC. Quand le serveur n’a pas lu l’`id` de la requête, le SDK écrit `"id": null`, comme JSON-RPC 2.0 ; le schéma MCP de cette révision exige pourtant l’`id` d’une requête. Dans la couche JSON-RPC, c’est l’étape que cette réponse transporte.',
    spec: SPEC.httpSending,
    checked: [
      { section: 'Sending Messages to the Server' },
      { page: 'schema', section: 'JSONRPCError' },
    ],
  },

  // ── Server-Sent Events ─────────────────────────────────────────────────────────────────
  {
    targets: ['sse:event'],
    label: 'Type d’événement',
    text: 'Le champ `event:` du flux SSE ; `message` est aussi le type par défaut du standard SSE. Le client du SDK lit comme JSON-RPC les événements `message` ou sans type, et ignore les autres.',
    spec: SPEC.httpReceiving,
    checked: checkedIn('Receiving Messages', 'Sending Messages to the Server'),
  },
  {
    targets: ['sse:data'],
    revisions: MODERN,
    label: 'Données de l’événement',
    text: 'Un message JSON-RPC sur la ligne `data:`. Sur le flux d’une requête : des notifications liées à elle (MAY, progression, journal), puis la réponse, qui devrait clore le flux (SHOULD) ; jamais de requête du serveur (MUST NOT). Sur le flux de `subscriptions/listen` : l’accusé de réception, puis les notifications de changement choisies.',
    spec: SPEC.httpReceiving,
    checked: { section: 'Receiving Messages' },
  },
  {
    targets: ['sse:data'],
    revisions: LEGACY,
    label: 'Données de l’événement',
    text: 'Un message JSON-RPC sur la ligne `data:`. Sur le flux d’une requête : requêtes et notifications du serveur liées à elle (MAY, une élicitation par exemple), puis la réponse. Sur le flux d’écoute (GET) : des messages sans rapport avec une requête en cours.',
    spec: SPEC.httpReceiving,
    checked: [
      { revisions: LEGACY, section: 'Sending Messages to the Server' },
      { revisions: LEGACY, section: 'Listening for Messages from the Server' },
    ],
  },
  {
    targets: ['sse:id'],
    revisions: MODERN,
    label: 'Identifiant d’événement',
    text: 'Sert à reprendre un flux coupé avec `Last-Event-ID` : cette reprise n’existe plus en 2026-07-28, et un serveur de cette révision devrait (SHOULD) ignorer `Last-Event-ID`.',
    spec: SPEC.httpResuming,
    checked: [
      { revisions: MODERN, section: 'Receiving Messages' },
      { revisions: MODERN, section: EARLIER_REVISIONS },
    ],
  },
  {
    targets: ['sse:id'],
    revisions: LEGACY,
    label: 'Identifiant d’événement',
    text: 'Le serveur peut (MAY) numéroter ses événements : un client coupé rouvre alors le flux par GET avec `Last-Event-ID`, et le serveur peut rejouer la suite. L’identifiant doit être unique dans la session (MUST).',
    spec: SPEC.httpResuming,
    checked: { section: 'Resumability and Redelivery' },
  },
  {
    targets: ['sse:retry'],
    revisions: ['2025-11-25'],
    label: 'Délai de reconnexion',
    text: 'Le champ `retry:` : avant de fermer une connexion sans finir le flux, le serveur devrait (SHOULD) dire combien de millisecondes attendre, et le client doit (MUST) respecter ce délai avant de se reconnecter.',
    spec: SPEC.httpSending,
    checked: { section: 'Sending Messages to the Server' },
  },
  {
    targets: ['sse:retry'],
    revisions: ['2026-07-28', '2025-06-18'],
    label: 'Délai de reconnexion',
    text: 'Le champ `retry:` du standard SSE : le délai avant de se reconnecter à un flux. Cette révision ne s’en sert pas ; 2025-11-25 l’utilise pour les flux que le serveur ferme avant la fin.',
    spec: SPEC.httpResuming,
    checked: checkedIn('Receiving Messages', 'Resumability and Redelivery'),
  },
  {
    targets: ['sse:comment'],
    revisions: MODERN,
    label: 'Commentaire SSE',
    text: 'Une ligne qui commence par `:` ne porte aucun événement et le client doit l’ignorer. Sur un flux long comme celui de `subscriptions/listen`, le serveur est encouragé à en envoyer pour garder la connexion en vie ; le SDK le fait toutes les 15 s (coupé dans ce bac à sable, pour que la trace se rejoue à l’identique).',
    spec: SPEC.httpReceiving,
    checked: { section: 'Receiving Messages' },
  },
  {
    targets: ['sse:comment'],
    revisions: LEGACY,
    label: 'Commentaire SSE',
    text: 'Une ligne qui commence par `:` ne porte aucun événement (standard SSE) : le client l’ignore. Le serveur du SDK en envoie toutes les 15 s pour garder ses flux en vie (coupé dans ce bac à sable, pour que la trace se rejoue à l’identique) ; les révisions de 2025 ne le mentionnent pas.',
    spec: SPEC.httpReceiving,
    checked: { section: 'Sending Messages to the Server' },
  },

  // ── How a stream ends ──────────────────────────────────────────────────────────────────
  {
    targets: ['end:complete'],
    revisions: MODERN,
    label: 'Fin du flux',
    text: 'Le serveur a fermé le flux : après la réponse à la requête (SHOULD), ou, pour `subscriptions/listen`, quand l’abonnement se termine de son côté.',
    spec: SPEC.httpReceiving,
    checked: { section: 'Receiving Messages' },
  },
  {
    targets: ['end:complete'],
    revisions: LEGACY,
    label: 'Fin du flux',
    text: 'Le serveur a fermé le flux : après la réponse à la requête (SHOULD), ou, pour le flux d’écoute, quand la session se termine.',
    spec: SPEC.httpReceiving,
    checked: [
      { revisions: LEGACY, section: 'Sending Messages to the Server' },
      { revisions: LEGACY, section: 'Listening for Messages from the Server' },
    ],
  },
  {
    targets: ['end:aborted'],
    revisions: MODERN,
    label: 'Flux coupé par le client',
    text: 'Le client a coupé l’échange (la réponse, ou son flux SSE). Pour une requête en cours, c’est l’annulation elle-même : le serveur doit (MUST) la traiter comme telle et ne plus rien envoyer pour elle. La spécification n’attend alors aucun `notifications/cancelled` ; le SDK 2.4.0 en envoie pourtant un, dans un POST, quand il ferme un flux `subscriptions/listen`. En fermant la connexion, le client coupe aussi son flux `subscriptions/listen`.',
    spec: SPEC.httpCancellation,
    checked: { section: 'Cancellation' },
  },
  {
    targets: ['end:aborted'],
    revisions: LEGACY,
    label: 'Flux coupé par le client',
    text: 'Le client a fermé la connexion. En 2025, une coupure ne vaut pas annulation (SHOULD NOT) : pour annuler une requête, le client envoie `notifications/cancelled` dans un POST.',
    spec: SPEC.httpCancellation,
    checked: { section: 'Sending Messages to the Server' },
  },
  {
    targets: ['end:error'],
    label: 'Flux interrompu',
    text: 'Le flux s’est rompu avant sa fin (réseau, serveur arrêté). Le message d’erreur du navigateur ou du SDK est montré tel quel.',
    spec: SPEC.httpReceiving,
    checked: checkedIn('Receiving Messages', 'Sending Messages to the Server'),
  },
];
