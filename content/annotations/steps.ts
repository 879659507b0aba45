import { parseContent } from '@/lib/content/parse';
import { StepExplanationSchema, SummaryTableSchema } from '@/lib/annotations/schema';
import { CheckedSchema } from '@/lib/annotations/spec-link';
import type { Revision } from '@/lib/mcp/revisions';
import { z } from 'zod';
import { LEGACY, MODERN } from './eras';
import { SPEC } from './spec';

/**
 * One French sentence per kind of message, keyed by `<kind>:<method>` (`*` as a wildcard, the
 * most precise key wins). Placeholders: `{{from}}`, `{{to}}` (« le client meteo »…), `{{toRecipient}}` (« au client meteo »),
 * `{{server}}`, `{{method}}`, `{{tool}}`, `{{uri}}`, `{{name}}`, `{{code}}`, `{{message}}`.
 */
export const summaries = parseContent(
  SummaryTableSchema,
  {
    'request:server/discover':
      'Le client demande au serveur {{server}} qui il est, quelles révisions il prend en charge et ce qu’il sait faire.',
    'result:server/discover':
      'Le serveur {{server}} se présente : versions acceptées, capacités, instructions.',
    'request:initialize':
      'Le client ouvre la poignée de main avec le serveur {{server}} : sa version, ses capacités, son identité.',
    'result:initialize':
      'Le serveur {{server}} répond à la poignée de main\u00A0: la version qu’il retient, ses capacités, son identité.',
    'notification:notifications/initialized':
      'Le client confirme au serveur {{server}} que l’initialisation est terminée : les opérations peuvent commencer.',
    'request:subscriptions/listen':
      'Le client ouvre un flux d’écoute auprès du serveur {{server}} pour recevoir ses notifications de changement.',
    'notification:notifications/subscriptions/acknowledged':
      'Le serveur {{server}} confirme l’abonnement : les notifications qu’il accepte d’envoyer, parmi celles demandées, passeront par ce flux.',
    'result:subscriptions/listen': 'Le serveur {{server}} ferme le flux d’écoute.',
    'request:tools/list': 'Le client demande au serveur {{server}} la liste de ses outils.',
    'result:tools/list': 'Le serveur {{server}} décrit ses outils : noms, descriptions, schémas.',
    'request:tools/call': 'Le client demande au serveur {{server}} d’exécuter l’outil {{tool}}.',
    'result:tools/call': 'Le serveur {{server}} renvoie le résultat de l’outil.',
    // 2026-07-28: a tools/call, prompts/get or resources/read may end with input_required.
    'result:*#input_required':
      'Le serveur {{server}} ne conclut pas encore {{method}} : il répond input_required, avec ce qu’il attend du client (réponse de l’utilisateur, génération, racines) et/ou un état à renvoyer ; pour obtenir le résultat, le client devra reposer la requête, sous un nouvel id.',
    'request:resources/list': 'Le client demande au serveur {{server}} la liste de ses ressources.',
    'result:resources/list': 'Le serveur {{server}} décrit ses ressources.',
    'request:resources/templates/list':
      'Le client demande au serveur {{server}} ses gabarits de ressources.',
    'result:resources/templates/list': 'Le serveur {{server}} décrit ses gabarits d’URI.',
    'request:resources/read':
      'Le client demande au serveur {{server}} de lire la ressource {{uri}}.',
    'result:resources/read': 'Le serveur {{server}} renvoie le contenu de la ressource.',
    'request:prompts/list': 'Le client demande au serveur {{server}} la liste de ses prompts.',
    'result:prompts/list': 'Le serveur {{server}} décrit ses prompts.',
    'request:prompts/get': 'Le client demande au serveur {{server}} le prompt {{name}}.',
    'result:prompts/get': 'Le serveur {{server}} renvoie les messages du prompt.',
    'request:elicitation/create':
      'Le serveur {{server}} demande au client d’obtenir une réponse de l’utilisateur.',
    'result:elicitation/create':
      'Le client transmet au serveur {{server}} la réponse de l’utilisateur.',
    'notification:notifications/tools/list_changed':
      'Le serveur {{server}} prévient que sa liste d’outils a changé.',
    'notification:notifications/resources/list_changed':
      'Le serveur {{server}} prévient que sa liste de ressources a changé.',
    'notification:notifications/prompts/list_changed':
      'Le serveur {{server}} prévient que sa liste de prompts a changé.',
    'notification:notifications/cancelled': '{{from}} annule une requête qu’il avait envoyée.',
    'notification:notifications/progress': '{{from}} signale l’avancement d’un traitement.',
    'request:completion/complete':
      'Le client demande au serveur {{server}} des suggestions pour l’argument en cours de saisie.',
    'result:completion/complete':
      'Le serveur {{server}} propose des valeurs pour compléter l’argument.',
    'request:logging/setLevel':
      'Le client règle le niveau minimal des journaux que le serveur {{server}} lui enverra, pour toute la connexion.',
    'result:logging/setLevel': 'Le serveur {{server}} accepte le niveau de journal demandé.',
    'notification:notifications/message':
      'Le serveur {{server}} envoie une ligne de son journal au client.',
    'request:resources/subscribe':
      'Le client demande au serveur {{server}} de le prévenir quand la ressource {{uri}} change.',
    'result:resources/subscribe': 'Le serveur {{server}} accepte l’abonnement à la ressource.',
    'request:resources/unsubscribe': 'Le client met fin à son abonnement à la ressource {{uri}}.',
    'result:resources/unsubscribe': 'Le serveur {{server}} confirme la fin de l’abonnement.',
    'notification:notifications/resources/updated':
      'Le serveur {{server}} prévient que le contenu de la ressource {{uri}} a changé.',
    'notification:notifications/elicitation/complete':
      'Le serveur {{server}} prévient que l’utilisateur a terminé la démarche sur sa page (élicitation par URL).',
    'request:skills/list':
      'Le client demande au serveur {{server}} la liste de ses compétences (extension Skills).',
    'result:skills/list':
      'Le serveur {{server}} décrit ses compétences : l’adresse de chacune, son nom, sa description et ses fichiers.',
    'request:roots/list':
      'Le serveur {{server}} demande au client ses racines : les URI (dossiers, fichiers) où il peut travailler.',
    'result:roots/list': 'Le client donne au serveur {{server}} la liste de ses racines.',
    'request:sampling/createMessage':
      'Le serveur {{server}} demande au client de faire générer un message par le modèle de l’hôte.',
    'result:sampling/createMessage':
      'Le client renvoie au serveur {{server}} le message généré, avec le nom du modèle qui l’a écrit.',
    'request:ping': '{{from}} vérifie que {{to}} répond encore.',
    'request:*': '{{from}} envoie la requête {{method}} {{toRecipient}}.',
    'result:*': '{{from}} répond avec succès à la requête {{method}}.',
    'notification:*':
      '{{from}} envoie la notification {{method}} {{toRecipient}}, sans attendre de réponse.',
    'error:*': '{{from}} répond à la requête {{method}} par une erreur {{code}} ({{message}}).',
  },
  'content/annotations/steps#summaries',
);

const ExplanationsSchema = z.record(z.string(), StepExplanationSchema);

/** What host and transport steps mean, keyed by step key (`host:choose-tool`, `transport:closed`). */
export const explanations = parseContent(
  ExplanationsSchema,
  {
    'host:question': {
      title: 'Question de l’utilisateur',
      text: 'L’utilisateur pose sa question à l’hôte. Rien ne passe encore sur le protocole : c’est l’hôte (l’application d’IA) qui décidera s’il faut un outil.',
    },
    'host:merge-registry': {
      title: 'L’hôte fusionne les outils',
      text: 'L’hôte rassemble les outils de tous ses serveurs, reçus par chacun de ses clients, en un seul registre présenté au modèle. Chaque outil garde la trace de son serveur.',
      spec: SPEC.toolList,
      checked: { section: 'Listing Tools' },
    },
    'host:choose-tool': {
      title: 'Le modèle simulé choisit un outil',
      text: 'Un modèle de substitution, déterministe, compare les mots de la question au nom (3 points), au titre (2 points) et à la description (1 point) de chaque outil. Le meilleur score l’emporte ; les arguments sont tirés de la question. Ce n’est pas une IA : c’est une simulation expliquée.',
    },
    'host:approve': {
      title: 'L’utilisateur autorise l’appel',
      text: 'Avant tout `tools/call`, cet hôte demande l’accord de l’humain (autoriser ou refuser) : la spécification recommande (SHOULD) qu’un humain puisse toujours refuser un appel d’outil. Les annotations de l’outil ne sont que des indices : la décision reste humaine.',
      spec: SPEC.humanInTheLoop,
      checked: { section: 'User Interaction Model' },
    },
    'host:consent': {
      title: 'Consentement sur la page d’autorisation',
      text: 'Le navigateur de l’hôte a ouvert la page du serveur d’autorisation : la personne y voit quel client demande l’accès, pour quel serveur et avec quelles portées, et choisit « Autoriser » ou « Refuser ». Le client MCP n’y voit rien : il ne reçoit qu’un code par la redirection, que l’hôte lui passe après avoir vérifié `state`. Ici le serveur d’autorisation est simulé dans la page, et ses jetons sont factices.',
      spec: SPEC.authFlow,
      checked: { section: 'Authorization Flow Steps' },
    },
    'host:refuse': {
      title: 'L’utilisateur refuse l’appel',
      text: 'L’humain a refusé : aucun message ne part vers le serveur, l’hôte le dit au modèle.',
      spec: SPEC.humanInTheLoop,
      checked: { section: 'User Interaction Model' },
    },
    'host:elicitation-answer': {
      title: 'Réponse de l’utilisateur',
      text: 'L’hôte a montré la demande du serveur à l’utilisateur et transmet sa décision au client. En mode formulaire, avec les valeurs saisies. En mode URL, l’hôte a affiché l’adresse complète et son domaine : `accept` dit seulement que l’utilisateur a accepté d’ouvrir la page, et rien de ce qu’il y fait ne passe par le client ; c’est le serveur qui apprend, de son côté, si la démarche est finie.',
      spec: SPEC.elicitation,
      checked: { section: 'User Interaction Model' },
    },
    'host:sampling-answer': {
      title: 'Génération pour le serveur',
      text: 'L’hôte a fait générer un message par son modèle, à la demande du serveur, avec l’accord de l’utilisateur.',
      spec: SPEC.sampling,
      checked: { section: 'User Interaction Model' },
    },
    'host:attach-resource': {
      title: 'L’hôte joint une ressource',
      text: 'L’hôte joint le contenu d’une ressource au contexte du modèle. Les ressources sont pilotées par l’application : c’est l’hôte qui décide comment les proposer (choix de l’utilisateur dans une liste, heuristique, ou sélection par le modèle) ; le protocole n’impose aucune interface.',
      spec: SPEC.resources,
      checked: { section: 'User Interaction Model' },
    },
    'host:invoke-prompt': {
      title: 'L’utilisateur choisit un prompt',
      text: 'Les prompts sont déclenchés par l’utilisateur (par exemple une commande `/`) : l’hôte insère leurs messages dans la conversation.',
      spec: SPEC.prompts,
      checked: { section: 'User Interaction Model' },
    },
    'host:cache-hit': {
      title: 'Réponse tirée du cache',
      text: 'Le client du SDK avait gardé ce résultat et il est encore frais : il le sert sans rien envoyer au serveur. La réponse qui l’a rempli portait `ttlMs` (sa durée de fraîcheur, en millisecondes) et `cacheScope` (`public` : partageable par tous ; `private` : seulement dans le même contexte d’autorisation). Une notification `…/list_changed` ou `notifications/resources/updated` l’invalide aussitôt. Rien de cela n’existe en 2025 : sans `ttlMs`, chaque lecture repart sur le fil.',
    },
    'host:resource-updated': {
      title: 'Ressource relue après changement',
      text: 'Le serveur a signalé que le contenu d’une ressource suivie a changé (`notifications/resources/updated`, qui ne porte que l’URI) : l’hôte la relit pour montrer le nouveau contenu. L’hôte ne suit que les ressources auxquelles il s’est abonné.',
      spec: SPEC.resourceSubscribe,
      checked: { section: 'Subscriptions' },
    },
    'host:answer': {
      title: 'Réponse de l’hôte',
      text: 'L’hôte rédige la réponse à l’utilisateur à partir du résultat de l’outil. Ce texte ne passe pas sur le protocole.',
    },
    'transport:parse-error': {
      title: 'Ligne rejetée par l’analyseur',
      text: 'Cette ligne n’est pas un message JSON-RPC. Sur stdio, la spécification interdit d’écrire sur le flux des messages autre chose que des messages MCP (le serveur ne doit rien écrire d’autre sur stdout). Ce SDK lit le flux ligne par ligne (`ReadBuffer`) : une ligne qui n’est pas du JSON est sautée en silence, sans erreur ni réponse ; une ligne de JSON qui n’est pas du JSON-RPC est signalée à `onerror`, sans réponse non plus. Un texte écrit sans fin de ligne se colle au message suivant, qui est alors perdu. Un autre client, ou un autre serveur, peut être plus strict et couper la connexion.',
      spec: SPEC.stdio,
      checked: { section: 'stdio' },
    },
    'transport:raw-line': {
      title: 'Texte brut sur le fil',
      text: 'Une ligne de texte écrite directement sur le transport, comme sur stdio : un message JSON par ligne, terminé par un saut de ligne.',
      spec: SPEC.stdio,
      checked: { section: 'stdio' },
    },
    'transport:closed': {
      title: 'Connexion fermée',
      text: 'Le transport est fermé. En 2025 comme en 2026-07-28, aucun message de protocole n’annonce la fin\u00A0: la connexion s’arrête, tout simplement (sur stdio, le client ferme l’entrée du serveur). Seul cas à part en 2026-07-28\u00A0: un serveur qui clôt de lui-même un flux `subscriptions/listen` devrait d’abord répondre à cette requête restée ouverte (ce SDK le fait).',
      spec: SPEC.shutdown,
      checked: [
        { section: 'Shutdown' },
        {
          revisions: ['2026-07-28'],
          page: 'basic/patterns/subscriptions',
          section: 'Graceful Closure',
        },
      ],
    },
    'transport:timeout': {
      title: 'Délai dépassé',
      text: 'Aucune réponse n’est arrivée à temps\u00A0: le client abandonne la requête et, comme sur stdio, prévient le serveur par `notifications/cancelled` (en Streamable HTTP 2026-07-28, fermer le flux de la réponse suffit). Le délai est local au client\u00A0: aucun code d’erreur ne passe sur le fil.',
      spec: SPEC.cancellation,
      checked: [
        { section: 'Behavior Requirements' },
        { revisions: ['2026-07-28'], section: 'Transport-Specific Cancellation' },
      ],
    },
    'transport:no-reply': {
      title: 'Aucune réponse',
      text: 'Le serveur n’a rien répondu à cette ligne. C’est normal pour une notification, qui n’attend jamais de réponse. Pour une ligne illisible ou un message que ce SDK refuse, JSON-RPC prévoit une erreur (`-32700`, `-32600`)\u00A0: ce SDK se tait, et l’émetteur attend jusqu’à son délai.',
      spec: SPEC.base,
      checked: { section: 'Messages' },
    },
    'transport:sdk-error': {
      title: 'Erreur du SDK',
      text: 'Le SDK a refusé localement, sans rien envoyer : une erreur de transport ou de validation, ou une méthode que la révision négociée n’a pas (`logging/setLevel` en 2026-07-28, où le niveau de journal voyage dans le `_meta` de chaque requête). Son message, en anglais, est montré tel quel.',
    },
  },
  'content/annotations/steps#explanations',
);

const LEGACY_AND_MODERN = [...LEGACY, ...MODERN];
/** Checked against a type of the schema of the given revisions (all by default). */
const type = (section: string, revisions: Revision[] = LEGACY_AND_MODERN) => ({
  page: 'schema',
  section,
  revisions,
});
/** Where a method of an extension is checked: the rules for extensions in each era. */
const EXTENSION_CHECK = [
  { revisions: MODERN, page: 'basic/versioning', section: 'Extension Negotiation' },
  { revisions: LEGACY, page: 'basic/lifecycle', section: 'Capability Negotiation' },
];
/** A request or notification that only one era has. */
const modern = (section: string) => type(section, MODERN);
const legacy = (section: string) => type(section, LEGACY);
/** The 2025 handshake, and the section of 2026-07-28 that keeps it for older clients. */
const handshake = (section: string) => [
  legacy(section),
  {
    revisions: MODERN,
    page: 'basic/versioning',
    section: 'Backward Compatibility with Initialization-Based Versions',
  },
];

/**
 * Where each summary was checked, in each revision it can be shown on: a schema type, or a
 * section of a page (`page` is required here, a summary has no link of its own).
 */
export const summaryChecks = parseContent(
  z.record(z.string(), CheckedSchema),
  {
    'request:server/discover': modern('DiscoverRequest'),
    'result:server/discover': modern('DiscoverResult'),
    'request:initialize': handshake('InitializeRequest'),
    'result:initialize': handshake('InitializeResult'),
    'notification:notifications/initialized': legacy('InitializedNotification'),
    'request:subscriptions/listen': modern('SubscriptionsListenRequest'),
    'notification:notifications/subscriptions/acknowledged': modern(
      'SubscriptionsAcknowledgedNotification',
    ),
    'result:subscriptions/listen': modern('SubscriptionsListenResult'),
    'request:tools/list': type('ListToolsRequest'),
    'result:tools/list': type('ListToolsResult'),
    'request:tools/call': type('CallToolRequest'),
    'result:tools/call': type('CallToolResult'),
    'result:*#input_required': modern('InputRequiredResult'),
    'request:resources/list': type('ListResourcesRequest'),
    'result:resources/list': type('ListResourcesResult'),
    'request:resources/templates/list': type('ListResourceTemplatesRequest'),
    'result:resources/templates/list': type('ListResourceTemplatesResult'),
    'request:resources/read': type('ReadResourceRequest'),
    'result:resources/read': type('ReadResourceResult'),
    'request:prompts/list': type('ListPromptsRequest'),
    'result:prompts/list': type('ListPromptsResult'),
    'request:prompts/get': type('GetPromptRequest'),
    'result:prompts/get': type('GetPromptResult'),
    // 2026-07-28 keeps these types, but only inside `inputRequests` / `inputResponses`.
    'request:elicitation/create': legacy('ElicitRequest'),
    'result:elicitation/create': legacy('ElicitResult'),
    'notification:notifications/tools/list_changed': type('ToolListChangedNotification'),
    'notification:notifications/resources/list_changed': type('ResourceListChangedNotification'),
    'notification:notifications/prompts/list_changed': type('PromptListChangedNotification'),
    'notification:notifications/cancelled': type('CancelledNotification'),
    'notification:notifications/progress': type('ProgressNotification'),
    'request:completion/complete': type('CompleteRequest'),
    'result:completion/complete': type('CompleteResult'),
    'request:logging/setLevel': legacy('SetLevelRequest'),
    'result:logging/setLevel': {
      revisions: LEGACY,
      page: 'server/utilities/logging',
      section: 'Setting Log Level',
    },
    'notification:notifications/message': type('LoggingMessageNotification'),
    'request:resources/subscribe': legacy('SubscribeRequest'),
    'result:resources/subscribe': {
      revisions: LEGACY,
      page: 'server/resources',
      section: 'Subscriptions',
    },
    'request:resources/unsubscribe': legacy('UnsubscribeRequest'),
    'result:resources/unsubscribe': {
      revisions: LEGACY,
      page: 'server/resources',
      section: 'Subscriptions',
    },
    'notification:notifications/resources/updated': type('ResourceUpdatedNotification'),
    'notification:notifications/elicitation/complete': type('ElicitationCompleteNotification', [
      '2025-11-25',
    ]),
    // An extension's method: the spec defines how extensions are negotiated (2026-07-28) or
    // leaves room for non-standard features (2025), not the method itself.
    'request:skills/list': EXTENSION_CHECK,
    'result:skills/list': EXTENSION_CHECK,
    'request:roots/list': legacy('ListRootsRequest'),
    'result:roots/list': legacy('ListRootsResult'),
    'request:sampling/createMessage': legacy('CreateMessageRequest'),
    'result:sampling/createMessage': legacy('CreateMessageResult'),
    'request:ping': legacy('PingRequest'),
    'request:*': { page: 'basic', section: 'Requests' },
    'result:*': { page: 'basic', section: 'Responses' },
    'notification:*': { page: 'basic', section: 'Notifications' },
    'error:*': [
      { revisions: ['2026-07-28', '2025-11-25'], page: 'basic', section: 'Error Responses' },
      { revisions: ['2025-06-18'], page: 'basic', section: 'Responses' },
    ],
  },
  'content/annotations/steps#summaryChecks',
);
