import type { AnnotationRuleInput } from '@/lib/annotations/schema';
import { SPEC } from './spec';

const SERVER_CAPS = ['result.capabilities'];
const CLIENT_CAPS = [
  'params.capabilities',
  'params._meta["io.modelcontextprotocol/clientCapabilities"]',
];
const ALL_CAPS = [...SERVER_CAPS, ...CLIENT_CAPS];
const under = (containers: string[], rest: string) => containers.map((c) => `${c}.${rest}`);

/** Discovery (2026-07-28), the `initialize` handshake (2025), capabilities, listening, utilities. */
export const lifecycleAnnotations: AnnotationRuleInput[] = [
  {
    on: ['result:server/discover'],
    paths: ['result.supportedVersions'],
    label: 'Versions prises en charge',
    text: 'Toutes les révisions du protocole que ce serveur sait parler. Le client choisit l’une d’elles et l’écrira dans le `_meta` de chacune de ses requêtes.',
    revision:
      'Propre à 2026-07-28. En 2025, le serveur renvoie une seule `protocolVersion` dans le résultat d’`initialize`.',
    spec: SPEC.versions,
  },
  {
    on: ['result:server/discover'],
    paths: ['result.supportedVersions[]'],
    label: 'Une version acceptée',
    text: 'Une révision du protocole, datée (AAAA-MM-JJ) : la date de la dernière modification incompatible.',
    spec: SPEC.versions,
  },
  {
    on: ['result:server/discover', 'result:initialize'],
    paths: ['result.instructions'],
    label: 'Instructions du serveur',
    text: 'Un texte destiné au modèle de l’hôte : comment bien utiliser ce serveur. L’hôte peut l’ajouter au contexte du modèle ; ce n’est pas un ordre pour le client.',
    spec: SPEC.lifecycle,
  },
  {
    on: ['request:initialize'],
    paths: ['params.protocolVersion'],
    label: 'Version proposée par le client',
    text: 'La révision du protocole la plus récente que le client connaît. Le serveur répond avec celle qu’il retient ; si le client ne la parle pas, il doit se déconnecter.',
    revision:
      'Propre à la poignée de main de 2025. En 2026-07-28, la version voyage dans le `_meta` de chaque requête.',
    spec: SPEC.legacyLifecycle,
  },
  {
    on: ['result:initialize'],
    paths: ['result.protocolVersion'],
    label: 'Version retenue par le serveur',
    text: 'La révision que le serveur accepte pour toute la connexion : la même que celle du client s’il la connaît, sinon la plus récente qu’il sache parler.',
    revision:
      'Propre à la poignée de main de 2025. En 2026-07-28, le serveur publie `supportedVersions` dans `server/discover`.',
    spec: SPEC.legacyLifecycle,
  },
  {
    on: ['request:initialize'],
    paths: ['params.clientInfo'],
    label: 'Identité du client',
    text: 'Le nom et la version du logiciel client, donnés une fois pour toute la connexion.',
    revision:
      'En 2026-07-28, remplacé par `_meta["io.modelcontextprotocol/clientInfo"]` sur chaque requête.',
    spec: SPEC.legacyLifecycle,
  },
  {
    on: ['result:initialize'],
    paths: ['result.serverInfo'],
    label: 'Identité du serveur',
    text: 'Le nom et la version du logiciel serveur, donnés une fois pour toute la connexion.',
    revision:
      'En 2026-07-28, remplacé par `_meta["io.modelcontextprotocol/serverInfo"]` sur chaque résultat.',
    spec: SPEC.legacyLifecycle,
  },
  {
    on: ['request:initialize'],
    paths: ['params.capabilities'],
    label: 'Capacités du client',
    text: 'Ce que le client sait faire en retour (élicitation, échantillonnage, racines). Le serveur ne doit utiliser que ce qui est annoncé.',
    revision: 'En 2026-07-28, ces capacités voyagent dans le `_meta` de chaque requête.',
    spec: SPEC.capabilities,
  },
  {
    on: ['result:initialize', 'result:server/discover'],
    paths: ['result.capabilities'],
    label: 'Capacités du serveur',
    text: 'Les familles de fonctions que le serveur offre : outils, ressources, prompts, complétion, journalisation. Le client n’appelle que ce qui est annoncé ici.',
    revision:
      'Mêmes clés dans les deux époques ; en 2026-07-28 elles arrivent par `server/discover`, en 2025 par le résultat d’`initialize`.',
    spec: SPEC.capabilities,
  },
  {
    paths: under(ALL_CAPS, '*'),
    label: 'Capacité',
    text: 'Une capacité annoncée : sa présence (même avec un objet vide) suffit à dire « je sais faire ceci ». Une capacité absente ne doit pas être utilisée.',
    spec: SPEC.capabilities,
  },
  {
    paths: under(ALL_CAPS, '*.**'),
    label: 'Option de capacité',
    text: 'Un détail d’une capacité (une sous-fonction ou une variante prise en charge).',
    spec: SPEC.capabilities,
  },
  {
    paths: under(SERVER_CAPS, 'tools'),
    label: 'Capacité « outils »',
    text: 'Le serveur expose des outils que le modèle peut appeler : `tools/list` et `tools/call` sont disponibles.',
    spec: SPEC.tools,
  },
  {
    paths: under(SERVER_CAPS, 'resources'),
    label: 'Capacité « ressources »',
    text: 'Le serveur expose des ressources en lecture (`resources/list`, `resources/read`, modèles d’URI).',
    spec: SPEC.resources,
  },
  {
    paths: under(SERVER_CAPS, 'prompts'),
    label: 'Capacité « prompts »',
    text: 'Le serveur propose des modèles de messages que l’utilisateur choisit (`prompts/list`, `prompts/get`).',
    spec: SPEC.prompts,
  },
  {
    paths: under(SERVER_CAPS, 'completions'),
    label: 'Capacité « complétion »',
    text: 'Le serveur sait proposer des valeurs pour les arguments des prompts et des modèles d’URI (`completion/complete`).',
    spec: SPEC.completion,
  },
  {
    paths: under(SERVER_CAPS, 'logging'),
    label: 'Capacité « journalisation »',
    text: 'Le serveur peut envoyer des messages de journal au client (`notifications/message`).',
    spec: SPEC.logging,
  },
  {
    paths: under(SERVER_CAPS, '*.listChanged'),
    label: 'Avertit des changements de liste',
    text: '`true` : le serveur signalera que sa liste (d’outils, de ressources ou de prompts) a changé, pour que le client la redemande.',
    revision:
      'En 2025, la notification `…/list_changed` arrive d’elle-même ; en 2026-07-28, seulement dans un flux ouvert par `subscriptions/listen`.',
    spec: SPEC.capabilities,
  },
  {
    paths: under(SERVER_CAPS, 'resources.subscribe'),
    label: 'Abonnement aux ressources',
    text: '`true` : le client peut s’abonner à une ressource et être prévenu quand son contenu change.',
    spec: SPEC.resources,
  },
  {
    paths: under(CLIENT_CAPS, 'elicitation'),
    label: 'Capacité « élicitation »',
    text: 'Le client sait poser une question à l’utilisateur pour le compte du serveur (un formulaire, une confirmation).',
    revision:
      'En 2026-07-28, le serveur s’en sert en répondant `input_required` ; en 2025, en envoyant une requête `elicitation/create`.',
    spec: SPEC.elicitation,
  },
  {
    paths: under(CLIENT_CAPS, 'elicitation.form'),
    label: 'Élicitation par formulaire',
    text: 'Le client sait afficher un formulaire décrit par un petit schéma JSON et renvoyer les valeurs saisies.',
    spec: SPEC.elicitation,
  },
  {
    paths: under(CLIENT_CAPS, 'elicitation.url'),
    label: 'Élicitation par URL',
    text: 'Le client sait ouvrir une adresse web pour une démarche hors du protocole (connexion, paiement).',
    spec: SPEC.elicitation,
  },
  {
    paths: under(CLIENT_CAPS, 'sampling'),
    label: 'Capacité « échantillonnage »',
    text: 'Le client accepte que le serveur demande une génération au modèle de l’hôte, avec l’accord de l’utilisateur.',
    spec: SPEC.sampling,
  },
  {
    paths: under(CLIENT_CAPS, 'roots'),
    label: 'Capacité « racines »',
    text: 'Le client peut indiquer au serveur les dossiers ou URI dans lesquels il a le droit de travailler.',
    spec: SPEC.roots,
  },
  {
    on: [
      'request:subscriptions/listen',
      'notification:notifications/subscriptions/acknowledged',
      'result:subscriptions/listen',
    ],
    paths: ['params.notifications', 'result.notifications'],
    label: 'Notifications demandées',
    text: 'Les familles de notifications que le client veut recevoir dans ce flux d’écoute. Le serveur confirme celles qu’il enverra.',
    revision:
      'Propre à 2026-07-28 : en 2025, le serveur envoie ses notifications sans qu’on les demande.',
    spec: SPEC.subscriptions,
  },
  {
    on: [
      'request:subscriptions/listen',
      'notification:notifications/subscriptions/acknowledged',
      'result:subscriptions/listen',
    ],
    paths: [
      'params.notifications.*',
      'result.notifications.*',
      'params.notifications.*.**',
      'result.notifications.*.**',
    ],
    label: 'Famille de notifications',
    text: 'Une famille d’événements : `toolsListChanged` (la liste des outils a changé), `resourcesListChanged`, `promptsListChanged`… `true` : la recevoir.',
    spec: SPEC.subscriptions,
  },
  {
    on: ['request:subscriptions/listen', 'result:subscriptions/listen'],
    paths: [
      'params.resourceSubscriptions',
      'params.resourceSubscriptions.**',
      'result.resourceSubscriptions',
      'result.resourceSubscriptions.**',
    ],
    label: 'Ressources suivies',
    text: 'Les URI de ressources dont le client veut connaître les modifications dans ce flux.',
    spec: SPEC.subscriptions,
  },
  {
    on: ['notification:notifications/cancelled'],
    paths: ['params.requestId'],
    label: 'Requête annulée',
    text: 'L’`id` de la requête que l’expéditeur abandonne. Le destinataire peut arrêter son travail ; s’il répond quand même, la réponse sera ignorée.',
    spec: SPEC.cancellation,
  },
  {
    on: ['notification:notifications/cancelled'],
    paths: ['params.reason'],
    label: 'Raison de l’annulation',
    text: 'Une explication facultative, pour les journaux (délai dépassé, utilisateur qui abandonne…).',
    spec: SPEC.cancellation,
  },
  {
    on: ['notification:notifications/progress'],
    paths: ['params.progressToken'],
    label: 'Jeton de progression',
    text: 'Le jeton fourni par le demandeur dans `_meta.progressToken` : il relie cet avancement à sa requête.',
    spec: SPEC.progress,
  },
  {
    on: ['notification:notifications/progress'],
    paths: ['params.progress', 'params.total', 'params.message'],
    label: 'Avancement',
    text: 'Où en est le traitement : `progress` augmente à chaque notification, `total` (facultatif) donne l’objectif, `message` une phrase lisible.',
    spec: SPEC.progress,
  },
  {
    on: ['request:logging/setLevel'],
    paths: ['params.level'],
    label: 'Niveau de journalisation',
    text: 'Le niveau minimal des messages de journal que le client veut recevoir (`debug`, `info`, `warning`, `error`…).',
    revision: 'N’existe plus en 2026-07-28 : le serveur répond `-32601`.',
    spec: SPEC.logging,
  },
  {
    on: ['notification:notifications/message'],
    paths: ['params.level', 'params.logger', 'params.data', 'params.data.**'],
    label: 'Message de journal',
    text: 'Un message de journal envoyé par le serveur : son niveau, sa source (`logger`) et son contenu libre (`data`).',
    spec: SPEC.logging,
  },
];
