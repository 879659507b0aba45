import type { AnnotationRuleInput } from '@/lib/annotations/schema';
import { SPEC } from './spec';

const META = 'io.modelcontextprotocol';

/** The JSON-RPC envelope and the `_meta` keys every message may carry. */
export const envelopeAnnotations: AnnotationRuleInput[] = [
  {
    paths: ['jsonrpc'],
    label: 'Version de JSON-RPC',
    text: 'Toujours la chaîne `2.0` : elle annonce que le message suit JSON-RPC 2.0, le format de tous les messages MCP, requêtes comme réponses et notifications.',
    revision: 'Identique dans toutes les révisions de MCP.',
    values: {
      '"2.0"': 'La seule valeur admise. Sans ce champ, le SDK ignore le message sans répondre.',
    },
    spec: SPEC.base,
  },
  {
    on: ['request:*'],
    paths: ['id'],
    label: 'Identifiant de la requête',
    text: 'Choisi par l’expéditeur (nombre ou chaîne, jamais `null`), unique parmi ses requêtes en cours. La réponse reprend exactement cet identifiant : c’est ainsi que l’on relie une réponse à sa requête, même quand plusieurs sont en vol.',
    revision:
      'Identique dans toutes les révisions. En 2026-07-28, le SDK nomme sa sonde de découverte `server-discover-probe-…`.',
    spec: SPEC.base,
  },
  {
    on: ['result:*', 'error:*'],
    paths: ['id'],
    label: 'Identifiant de la requête à laquelle on répond',
    text: 'Recopie l’`id` de la requête : le destinataire retrouve ainsi quelle question reçoit cette réponse. Une notification n’a pas d’`id`, car personne ne lui répond.',
    spec: SPEC.base,
  },
  {
    on: ['notification:*'],
    paths: ['id'],
    label: 'Identifiant inattendu',
    text: 'Une notification ne porte normalement pas d’`id` : elle n’attend aucune réponse. Un `id` en ferait une requête.',
    spec: SPEC.base,
  },
  {
    on: ['request:*'],
    paths: ['method'],
    label: 'Méthode demandée',
    text: 'Le nom de l’opération demandée au destinataire. Avec un `id`, le message est une requête : une réponse (résultat ou erreur) est attendue.',
    spec: SPEC.base,
  },
  {
    on: ['notification:*'],
    paths: ['method'],
    label: 'Méthode de la notification',
    text: 'Le nom de l’événement signalé. Le message n’a pas d’`id` : c’est une notification, envoyée sans attendre de réponse.',
    spec: SPEC.base,
  },
  {
    on: ['request:*', 'notification:*'],
    paths: ['params'],
    label: 'Paramètres',
    text: 'Les arguments de la méthode, toujours un objet en MCP. Leur forme dépend de la méthode.',
    spec: SPEC.base,
  },
  {
    on: ['request:*', 'notification:*'],
    paths: ['params._meta'],
    label: 'Métadonnées du message',
    text: 'Un objet réservé aux métadonnées, séparé des paramètres proprement dits. Les clés préfixées par `io.modelcontextprotocol/` sont définies par le protocole.',
    revision:
      'En 2026-07-28, toute requête du client porte ici la version, l’identité et les capacités du client : le protocole est sans état, chaque requête se suffit à elle-même. En 2025, ces informations ne passent qu’une fois, dans `initialize`.',
    spec: SPEC.meta,
  },
  {
    paths: [`params._meta["${META}/protocolVersion"]`],
    label: 'Version du protocole (par requête)',
    text: 'La révision du protocole dans laquelle le client formule cette requête. Le serveur l’examine à chaque requête et refuse une version qu’il ne connaît pas (erreur `-32022`, avec la liste des versions qu’il accepte).',
    revision:
      'Nouveau en 2026-07-28 : remplace la négociation unique de `initialize` (2025), où la version n’était échangée qu’au début de la connexion.',
    spec: SPEC.versions,
  },
  {
    paths: [`params._meta["${META}/clientInfo"]`],
    label: 'Identité du client (par requête)',
    text: 'Le nom et la version du logiciel client, pour les journaux et le diagnostic côté serveur. Ce n’est pas une preuve d’identité : n’importe quel client peut l’écrire.',
    revision:
      'Nouveau en 2026-07-28 : remplace `clientInfo` de `initialize`, répété désormais à chaque requête.',
    spec: SPEC.lifecycle,
  },
  {
    paths: [
      `params._meta["${META}/clientInfo"].*`,
      `result._meta["${META}/serverInfo"].*`,
      'params.clientInfo.*',
      'result.serverInfo.*',
    ],
    label: 'Champ d’identité',
    text: 'Un élément de la fiche d’identité du logiciel (`name`, `version`, éventuellement `title` lisible par un humain). Sert à l’affichage et au diagnostic, jamais à la sécurité.',
    spec: SPEC.lifecycle,
  },
  {
    paths: [
      `params._meta["${META}/clientInfo"].name`,
      `result._meta["${META}/serverInfo"].name`,
      'params.clientInfo.name',
      'result.serverInfo.name',
    ],
    label: 'Nom du logiciel',
    text: 'L’identifiant du programme (ici l’hôte de l’atelier ou le serveur du scénario). Utile dans les journaux pour savoir qui parle.',
    spec: SPEC.lifecycle,
  },
  {
    paths: [
      `params._meta["${META}/clientInfo"].version`,
      `result._meta["${META}/serverInfo"].version`,
      'params.clientInfo.version',
      'result.serverInfo.version',
    ],
    label: 'Version du logiciel',
    text: 'La version du programme lui-même, à ne pas confondre avec la version du protocole : un serveur 1.0.0 peut parler plusieurs révisions de MCP.',
    spec: SPEC.lifecycle,
  },
  {
    paths: [`params._meta["${META}/clientCapabilities"]`],
    label: 'Capacités du client (par requête)',
    text: 'Ce que le client sait faire en retour : répondre à une élicitation, à un échantillonnage, fournir des racines… Le serveur n’utilise que ce qui est annoncé ici.',
    revision:
      'Nouveau en 2026-07-28 : remplace `capabilities` de `initialize`. Si un outil a besoin d’une capacité absente, le serveur répond `-32021`.',
    spec: SPEC.capabilities,
  },
  {
    paths: [`params._meta["${META}/subscriptionId"]`],
    label: 'Identifiant d’abonnement',
    text: 'Relie cette notification au flux `subscriptions/listen` qui l’a demandée : c’est l’`id` de la requête d’écoute. Le client sait ainsi à quel abonnement elle appartient.',
    revision:
      'Nouveau en 2026-07-28 : en 2025, les notifications de changement arrivent sans avoir été demandées, hors de tout flux.',
    spec: SPEC.subscriptions,
  },
  {
    paths: ['params._meta.progressToken'],
    label: 'Jeton de progression',
    text: 'Si présent, le client accepte de recevoir des notifications `notifications/progress` portant ce jeton pendant le traitement de la requête.',
    spec: SPEC.progress,
  },
  {
    paths: ['params._meta.*', 'params._meta.*.**', 'result._meta.*', 'result._meta.*.**'],
    label: 'Métadonnée',
    text: 'Une clé de métadonnées libre : le protocole réserve le préfixe `io.modelcontextprotocol/`, les autres clés appartiennent aux implémentations et n’ont pas d’effet sur le protocole.',
    spec: SPEC.meta,
  },
  {
    on: ['result:*'],
    paths: ['result'],
    label: 'Résultat',
    text: 'La réponse réussie à la requête de même `id`. Une réponse contient soit `result`, soit `error`, jamais les deux.',
    spec: SPEC.base,
  },
  {
    on: ['result:*'],
    paths: ['result._meta'],
    label: 'Métadonnées du résultat',
    text: 'Métadonnées jointes à la réponse, à part du résultat proprement dit.',
    revision:
      'En 2026-07-28, chaque résultat du serveur y porte son identité (`serverInfo`), puisqu’il n’y a plus de poignée de main pour l’annoncer une fois pour toutes.',
    spec: SPEC.meta,
  },
  {
    paths: [`result._meta["${META}/serverInfo"]`],
    label: 'Identité du serveur (par réponse)',
    text: 'Le nom et la version du logiciel serveur, joints à chaque réponse. L’hôte peut ainsi l’afficher sans avoir gardé de session.',
    revision:
      'Nouveau en 2026-07-28 : en 2025, `serverInfo` n’apparaît qu’une fois, dans le résultat d’`initialize`.',
    spec: SPEC.lifecycle,
  },
  {
    on: ['result:*'],
    paths: ['result.resultType'],
    label: 'Type de résultat',
    text: 'Dit si la réponse est définitive ou si le serveur a besoin d’autre chose avant de conclure.',
    revision:
      'Nouveau en 2026-07-28 : présent sur chaque résultat. En 2025, un serveur qui a besoin d’une information envoie sa propre requête au client (par exemple `elicitation/create`).',
    values: {
      '"complete"': '`complete` : la réponse est finale, la requête est terminée.',
      '"input_required"':
        '`input_required` : le serveur ne peut pas conclure sans une réponse de l’utilisateur. Il décrit ce qu’il lui faut dans `inputRequests` et le client renverra la même requête avec `inputResponses`.',
    },
    spec: SPEC.inputRequired,
  },
  {
    on: ['result:*'],
    paths: ['result.ttlMs'],
    label: 'Durée de validité (ms)',
    text: 'Combien de millisecondes le client peut réutiliser ce résultat sans redemander. `0` : ne pas le garder en cache.',
    revision:
      'Nouveau en 2026-07-28 : sans session, le cache remplace le fait de se souvenir de la poignée de main.',
    spec: SPEC.lifecycle,
  },
  {
    on: ['result:*'],
    paths: ['result.cacheScope'],
    label: 'Portée du cache',
    text: 'Qui peut réutiliser ce résultat mis en cache.',
    revision: 'Nouveau en 2026-07-28, avec `ttlMs`.',
    values: {
      '"private"':
        '`private` : seul ce client peut le réutiliser (la réponse peut dépendre de lui).',
      '"public"': '`public` : la réponse est la même pour tous, un intermédiaire peut la partager.',
    },
    spec: SPEC.lifecycle,
  },
  {
    on: ['result:*'],
    paths: ['result.nextCursor'],
    label: 'Curseur de page suivante',
    text: 'Présent quand la liste continue : le client renvoie ce curseur pour obtenir la page suivante. Absent sur la dernière page.',
    spec: SPEC.pagination,
  },
  {
    on: ['request:*'],
    paths: ['params.cursor'],
    label: 'Curseur',
    text: 'Le `nextCursor` reçu avec la page précédente : demande la suite de la liste.',
    spec: SPEC.pagination,
  },
  {
    on: ['error:*'],
    paths: ['error'],
    label: 'Erreur JSON-RPC',
    text: 'La requête a échoué au niveau du protocole : le serveur ne l’a pas traitée normalement. À distinguer d’un outil qui s’exécute et renvoie `isError: true` dans un résultat.',
    spec: SPEC.errors,
  },
  {
    on: ['error:*'],
    paths: ['error.code'],
    label: 'Code d’erreur',
    text: 'Un entier qui classe l’erreur. De `-32700` à `-32600` : erreurs définies par JSON-RPC ; les codes `-320xx` sont réservés aux implémentations, MCP en définit quelques-uns.',
    values: {
      '-32700':
        '`-32700` Parse error : le texte reçu n’est pas du JSON valide. Le destinataire n’a même pas pu lire le message.',
      '-32600':
        '`-32600` Invalid Request : du JSON, mais pas une requête JSON-RPC valide (champ `jsonrpc` manquant, `id` nul…).',
      '-32601':
        '`-32601` Method not found : le destinataire ne connaît pas cette méthode (ou ne l’offre pas dans cette révision, comme `ping` en 2026-07-28).',
      '-32602':
        '`-32602` Invalid params : la méthode existe, mais ses paramètres ne conviennent pas (outil inconnu, ressource introuvable, `_meta` mal formé…).',
      '-32603':
        '`-32603` Internal error : le destinataire a échoué en traitant la requête, sans que la faute soit clairement celle des paramètres.',
      '-32020':
        '`-32020` : incohérence entre en-tête et corps (2026-07-28, transport HTTP) : l’en-tête `MCP-Protocol-Version` ne dit pas la même version que le `_meta` du message.',
      '-32021':
        '`-32021` : le serveur a besoin d’une capacité que le client n’a pas annoncée (par exemple l’élicitation) ; `data.requiredCapabilities` dit laquelle.',
      '-32022':
        '`-32022` : version du protocole non prise en charge ; `data.supported` liste les versions acceptées, `data.requested` celle reçue.',
      '-32001':
        '`-32001` : délai dépassé, la requête a expiré avant la réponse (code utilisé par le SDK).',
      '-32000': '`-32000` : erreur générique côté implémentation (plage réservée aux serveurs).',
    },
    spec: SPEC.errors,
  },
  {
    on: ['error:*'],
    paths: ['error.message'],
    label: 'Message d’erreur',
    text: 'Une phrase courte pour les développeurs, en anglais dans le SDK. Elle aide au diagnostic, mais un programme doit se fier au `code`, pas au texte.',
    spec: SPEC.errors,
  },
  {
    on: ['error:*'],
    paths: ['error.data', 'error.data.**'],
    label: 'Données de l’erreur',
    text: 'Des détails facultatifs, libres, choisis par l’expéditeur pour aider à corriger (l’URI introuvable, les versions acceptées…).',
    spec: SPEC.errors,
  },
  {
    on: ['error:*'],
    paths: ['error.data.supported', 'error.data.supported[]'],
    label: 'Versions acceptées',
    text: 'Les révisions du protocole que le serveur sait parler : le client peut réessayer avec l’une d’elles.',
    spec: SPEC.versions,
  },
  {
    on: ['error:*'],
    paths: ['error.data.requested'],
    label: 'Version demandée',
    text: 'La version que le client a envoyée et que le serveur ne connaît pas.',
    spec: SPEC.versions,
  },
  {
    on: ['error:*'],
    paths: ['error.data.requiredCapabilities', 'error.data.requiredCapabilities.**'],
    label: 'Capacités requises',
    text: 'Les capacités du client dont le serveur aurait besoin pour traiter la requête (par exemple `elicitation`). Le client doit les annoncer dans `_meta` pour que l’appel réussisse.',
    spec: SPEC.capabilities,
  },
  {
    on: ['error:*'],
    paths: ['error.data.envelope', 'error.data.envelope.**'],
    label: 'Enveloppe `_meta` en cause',
    text: 'Ce qui manque ou est mal formé dans `params._meta` : en 2026-07-28, chaque requête doit porter version, identité et capacités du client.',
    spec: SPEC.meta,
  },
  {
    on: ['error:*'],
    paths: ['error.data.uri'],
    label: 'URI en cause',
    text: 'L’adresse de la ressource que le serveur n’a pas trouvée.',
    spec: SPEC.resources,
  },
];
