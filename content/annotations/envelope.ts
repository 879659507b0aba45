import type { AnnotationRuleInput } from '@/lib/annotations/schema';
import { LEGACY, MODERN, schemaType } from './eras';
import { SPEC } from './spec';

const META = 'io.modelcontextprotocol';
const JSON_RPC_CODES = {
  '-32700':
    '`-32700` Parse error : le texte reçu n’est pas du JSON valide. Le destinataire n’a même pas pu lire le message.',
  '-32600':
    '`-32600` Invalid Request : du JSON, mais pas une requête JSON-RPC valide (champ `jsonrpc` ou `method` manquant, ou d’un mauvais type…).',
  '-32603':
    '`-32603` Internal error : le destinataire a échoué en traitant la requête, sans que la faute soit clairement celle des paramètres.',
};
const LEGACY_RANGE_NOTE = 'code de la plage héritée `-32000`…`-32019`';

/** The JSON-RPC envelope and the `_meta` keys every message may carry. */
const envelopeRules: AnnotationRuleInput[] = [
  {
    paths: ['jsonrpc'],
    label: 'Version de JSON-RPC',
    text: 'Toujours la chaîne `2.0` : elle annonce que le message suit JSON-RPC 2.0, le format de tous les messages MCP, requêtes comme réponses et notifications.',
    revision: 'Identique dans toutes les révisions de MCP.',
    values: {
      '"2.0"':
        'La seule valeur admise. Sans ce champ, le message n’est plus du JSON-RPC : ce SDK n’y répond pas (sur stdio, son lecteur signale la ligne à `onerror`), là où JSON-RPC prévoit -32600.',
    },
    spec: SPEC.base,
    checked: { section: 'Messages' },
  },
  {
    on: ['request:*'],
    revisions: MODERN,
    paths: ['id'],
    label: 'Identifiant de la requête',
    text: 'Choisi par l’expéditeur : une chaîne ou un entier, jamais `null`. Il ne doit pas reprendre l’`id` d’une autre de ses requêtes qui attend encore sa réponse. La réponse reprend exactement cet identifiant : c’est ainsi que l’on relie une réponse à sa requête, même quand plusieurs attendent encore la leur.',
    revision:
      'En 2025, la règle était plus stricte : un `id` ne devait jamais avoir déjà servi à l’expéditeur dans la même session. En 2026-07-28, le SDK nomme sa sonde de découverte `server-discover-probe-…`.',
    spec: SPEC.requests,
    checked: { section: 'Requests' },
  },
  {
    on: ['request:*'],
    revisions: LEGACY,
    paths: ['id'],
    label: 'Identifiant de la requête',
    text: 'Choisi par l’expéditeur : une chaîne ou un entier, jamais `null`, et jamais déjà utilisé par lui dans la même session. La réponse reprend exactement cet identifiant : c’est ainsi que l’on relie une réponse à sa requête, même quand plusieurs attendent encore la leur.',
    revision:
      'En 2026-07-28, la règle s’assouplit : l’`id` doit seulement différer de ceux des requêtes de l’expéditeur qui attendent encore leur réponse.',
    spec: SPEC.requests,
    checked: { section: 'Requests' },
  },
  {
    on: ['result:*', 'error:*'],
    paths: ['id'],
    label: 'Identifiant de la requête à laquelle on répond',
    text: 'Recopie l’`id` de la requête : le destinataire retrouve ainsi quelle question reçoit cette réponse. Une notification n’a pas d’`id`, car personne ne lui répond.',
    spec: SPEC.responses,
    checked: { section: 'Responses' },
  },
  {
    on: ['notification:*'],
    paths: ['id'],
    label: 'Identifiant inattendu',
    text: 'Une notification ne doit pas porter d’`id` : elle n’attend aucune réponse. Un `id` en ferait une requête.',
    spec: SPEC.notifications,
    checked: { section: 'Notifications' },
  },
  {
    on: ['request:*'],
    paths: ['method'],
    label: 'Méthode demandée',
    text: 'Le nom de l’opération demandée au destinataire. Avec un `id`, le message est une requête : une réponse (résultat ou erreur) est attendue.',
    spec: SPEC.requests,
    checked: { section: 'Requests' },
  },
  {
    on: ['notification:*'],
    paths: ['method'],
    label: 'Méthode de la notification',
    text: 'Le nom de l’événement signalé. Le message n’a pas d’`id` : c’est une notification, envoyée sans attendre de réponse.',
    spec: SPEC.notifications,
    checked: { section: 'Notifications' },
  },
  {
    on: ['request:*', 'notification:*'],
    paths: ['params'],
    label: 'Paramètres',
    text: 'Les arguments de la méthode, toujours un objet en MCP. Leur forme dépend de la méthode.',
    spec: SPEC.requests,
    checked: { section: 'Requests' },
  },
  {
    on: ['request:*', 'notification:*'],
    paths: ['params[]', 'params[].**'],
    label: 'Paramètre positionnel',
    text: 'JSON-RPC admet des paramètres en tableau, mais MCP exige un objet : ce message n’est pas une requête MCP valide. Ce SDK l’écarte sans répondre.',
    spec: SPEC.requests,
    checked: { section: 'Requests' },
  },
  {
    on: ['request:*', 'notification:*'],
    paths: ['params._meta'],
    label: 'Métadonnées du message',
    text: 'Un objet réservé aux métadonnées, séparé des paramètres proprement dits. Certaines clés sont réservées au protocole.',
    revision:
      'En 2026-07-28, toute requête du client y porte la version du protocole et ses capacités (obligatoires) et, en principe, son identité (recommandée) : le protocole est sans état, chaque requête se suffit à elle-même. En 2025, ces informations ne passent qu’une fois, dans `initialize`.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    revisions: MODERN,
    paths: [`params._meta["${META}/protocolVersion"]`],
    label: 'Version du protocole (par requête)',
    text: 'La révision du protocole dans laquelle le client formule cette requête, obligatoire. Le serveur doit l’examiner à chaque requête et refuser (`-32022`, avec la liste de ses versions) une version qu’il ne prend pas en charge, inconnue ou non. Ce SDK ne vérifie que le premier message d’une connexion.',
    revision:
      'Nouveau en 2026-07-28 : remplace la négociation unique d’`initialize` (2025), où la version n’était échangée qu’au début de la connexion.',
    spec: SPEC.versions,
    checked: { section: 'Protocol Version Negotiation' },
  },
  {
    revisions: MODERN,
    paths: [`params._meta["${META}/clientInfo"]`],
    label: 'Identité du client (par requête)',
    text: 'Le nom et la version du logiciel client, pour l’affichage, les journaux et le diagnostic côté serveur. Recommandée, pas obligatoire. Ce n’est pas une preuve d’identité : n’importe quel client peut l’écrire.',
    revision:
      'Nouveau en 2026-07-28 : remplace `clientInfo` d’`initialize`, envoyé désormais avec chaque requête.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
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
    spec: SPEC.initialization,
    checked: schemaType('Implementation'),
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
    spec: SPEC.initialization,
    checked: schemaType('BaseMetadata'),
  },
  {
    paths: [
      `params._meta["${META}/clientInfo"].version`,
      `result._meta["${META}/serverInfo"].version`,
      'params.clientInfo.version',
      'result.serverInfo.version',
    ],
    label: 'Version du logiciel',
    text: 'La version du programme lui-même, à ne pas confondre avec la version du protocole : un serveur 1.0.0 peut prendre en charge plusieurs révisions de MCP.',
    spec: SPEC.initialization,
    checked: schemaType('Implementation'),
  },
  {
    revisions: MODERN,
    paths: [`params._meta["${META}/clientCapabilities"]`],
    label: 'Capacités du client (par requête)',
    text: 'Ce que le client sait faire en retour (répondre à une élicitation, à un échantillonnage, fournir des racines…), obligatoire sur chaque requête. Le serveur ne doit pas compter sur une capacité absente d’ici.',
    revision:
      'Nouveau en 2026-07-28 : remplace `capabilities` d’`initialize`. Si le traitement a besoin d’une capacité absente, le serveur répond `-32021`.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    revisions: MODERN,
    paths: [`params._meta["${META}/subscriptionId"]`, `result._meta["${META}/subscriptionId"]`],
    label: 'Identifiant d’abonnement',
    text: 'Relie ce message au flux `subscriptions/listen` qu’il concerne : c’est l’`id` de la requête d’écoute. Le client sait ainsi à quel abonnement appartient une notification, ou quel flux se ferme.',
    revision:
      'Nouveau en 2026-07-28. En 2025, les notifications `…/list_changed` arrivent sans abonnement (si la capacité `listChanged` est annoncée) ; `notifications/resources/updated` exigeait `resources/subscribe`. En 2026-07-28, tout passe par un flux `subscriptions/listen`.',
    spec: SPEC.subscriptions,
    checked: { section: 'Receiving Notifications' },
  },
  {
    revisions: LEGACY,
    paths: ['params._meta.progressToken'],
    label: 'Jeton de progression',
    text: 'Si présent, l’expéditeur de la requête accepte de recevoir des `notifications/progress` portant ce jeton ; le destinataire peut en envoyer (sans obligation) pendant le traitement. En 2025, les deux côtés peuvent en placer dans leurs requêtes : sur une requête du serveur (élicitation, échantillonnage, racines), c’est le serveur qui demande.',
    spec: SPEC.progress,
    checked: { section: 'Progress Flow' },
  },
  {
    revisions: MODERN,
    paths: ['params._meta.progressToken'],
    label: 'Jeton de progression',
    text: 'Si présent, l’expéditeur de la requête accepte de recevoir des `notifications/progress` portant ce jeton ; le destinataire peut en envoyer (sans obligation) pendant le traitement. En 2026-07-28, seul le client envoie des requêtes : c’est donc lui qui en place.',
    spec: SPEC.progress,
    checked: { section: 'Progress Flow' },
  },
  {
    revisions: MODERN,
    paths: ['params._meta.*', 'params._meta.*.**', 'result._meta.*', 'result._meta.*.**'],
    label: 'Métadonnée',
    text: 'Une clé de métadonnées. Sont réservés au protocole tout préfixe dont le deuxième label est `modelcontextprotocol` ou `mcp` (`io.modelcontextprotocol/`, `dev.mcp/`…), ainsi que `progressToken` et, pour OpenTelemetry, `traceparent`, `tracestate`, `baggage`. Les autres clés, préfixées par un nom de domaine inversé (`com.example/…`), appartiennent aux implémentations.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    revisions: ['2025-11-25'],
    paths: ['params._meta.*', 'params._meta.*.**', 'result._meta.*', 'result._meta.*.**'],
    label: 'Métadonnée',
    text: 'Une clé de métadonnées. Tout préfixe dont le deuxième label est `modelcontextprotocol` ou `mcp` (`io.modelcontextprotocol/`, `dev.mcp/`…) est réservé au protocole, comme les clés que le schéma définit (`progressToken`…). Les autres clés, préfixées par un nom de domaine inversé (`com.example/…`), appartiennent aux implémentations.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    revisions: ['2025-06-18'],
    paths: ['params._meta.*', 'params._meta.*.**', 'result._meta.*', 'result._meta.*.**'],
    label: 'Métadonnée',
    text: 'Une clé de métadonnées. Un préfixe qui contient le label `modelcontextprotocol` ou `mcp` suivi d’un autre label (`modelcontextprotocol.io/`, `mcp.dev/`…) est réservé au protocole, comme les clés que le schéma définit (`progressToken`…). Les autres clés appartiennent aux implémentations.',
    revision:
      'À partir de 2025-11-25, les préfixes s’écrivent en nom de domaine inversé (`io.modelcontextprotocol/`) : c’est le deuxième label qui compte.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    revisions: MODERN,
    paths: [`params._meta["${META}/logLevel"]`],
    label: 'Niveau de journal (par requête)',
    text: 'Le niveau minimal (`debug`, `info`, `warning`, `error`…) des messages de journal que le serveur peut envoyer pendant cette requête, sur le flux de sa réponse. Sans ce champ, le serveur ne doit envoyer aucun `notifications/message` pour elle. La journalisation est dépréciée depuis 2026-07-28.',
    revision:
      'Nouveau en 2026-07-28 : remplace la requête `logging/setLevel` de 2025, qui réglait le niveau pour toute la connexion.',
    spec: SPEC.logging,
    checked: { section: 'Per-request log level' },
  },
  {
    revisions: MODERN,
    paths: [
      'params._meta.traceparent',
      'params._meta.tracestate',
      'params._meta.baggage',
      'result._meta.traceparent',
      'result._meta.tracestate',
      'result._meta.baggage',
    ],
    label: 'Contexte de trace OpenTelemetry',
    text: 'Clés réservées pour propager une trace distribuée : leur valeur suit les formats W3C Trace Context (`traceparent`, `tracestate`) et W3C Baggage (`baggage`). Exception à la règle des préfixes.',
    revision:
      'Réservées par la spécification depuis 2026-07-28 ; en 2025, ce ne sont que des clés d’implémentation.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    revisions: LEGACY,
    paths: ['params._meta.traceparent', 'params._meta.tracestate', 'params._meta.baggage'],
    label: 'Contexte de trace (clé d’implémentation)',
    text: 'Le contexte W3C d’une trace distribuée (OpenTelemetry) : `00-<identifiant de trace>-<identifiant de segment>-<options>`. Cette révision ne réserve pas ces clés : ce sont des clés d’implémentation comme les autres, que ce SDK transmet telles quelles au serveur. Le serveur peut rattacher son travail et ses journaux à la même trace.',
    revision:
      'En 2026-07-28, `traceparent`, `tracestate` et `baggage` deviennent des clés réservées pour OpenTelemetry, exception à la règle des préfixes.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    on: ['result:*'],
    paths: ['result'],
    label: 'Résultat',
    text: 'La réponse réussie à la requête de même `id`. Une réponse contient soit `result`, soit `error`, jamais les deux.',
    spec: SPEC.responses,
    checked: { section: 'Responses' },
  },
  {
    on: ['result:*'],
    paths: ['result._meta'],
    label: 'Métadonnées du résultat',
    text: 'Métadonnées jointes à la réponse, distinctes du résultat proprement dit.',
    revision:
      'En 2026-07-28, chaque résultat du serveur devrait y porter son identité (`serverInfo`), puisqu’il n’y a plus de poignée de main pour l’annoncer une fois pour toutes.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    revisions: MODERN,
    paths: [`result._meta["${META}/serverInfo"]`],
    label: 'Identité du serveur (par réponse)',
    text: 'Le nom et la version du logiciel serveur, que le serveur devrait joindre à chaque résultat. L’hôte peut ainsi l’afficher sans avoir gardé de session. Déclarée par le serveur, non vérifiée.',
    revision:
      'Nouveau en 2026-07-28 : en 2025, `serverInfo` n’apparaît qu’une fois, dans le résultat d’`initialize`.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    on: ['result:*'],
    revisions: MODERN,
    paths: ['result.resultType'],
    label: 'Type de résultat',
    text: 'Dit si la réponse est définitive ou si le serveur a besoin d’autre chose avant de conclure. Présent sur chaque résultat.',
    revision:
      'Nouveau en 2026-07-28. En 2025, un serveur qui a besoin d’une information envoie sa propre requête au client (par exemple `elicitation/create`).',
    values: {
      '"complete"': '`complete` : la réponse est finale, la requête est terminée.',
      '"input_required"':
        '`input_required` : le serveur a besoin d’autre chose avant de conclure — une réponse de l’utilisateur (élicitation), une génération du modèle (échantillonnage), la liste des racines — ou seulement d’un nouvel essai. Il le décrit dans `inputRequests` et/ou joint un `requestState` ; le client renvoie la requête d’origine dans une nouvelle requête (nouvel `id`) avec `inputResponses` et le `requestState` reçu.',
    },
    spec: SPEC.resultType,
    checked: { section: 'ResultType' },
  },
  {
    on: ['result:*'],
    revisions: MODERN,
    paths: ['result.ttlMs'],
    label: 'Durée de validité (ms)',
    text: 'Combien de millisecondes le client peut considérer ce résultat comme frais. `0` : périmé aussitôt, le client peut redemander à chaque besoin (il peut encore le servir si la nouvelle demande échoue).',
    revision:
      'Nouveau en 2026-07-28, sur `server/discover`, `tools/list`, `prompts/list`, `resources/list`, `resources/templates/list` et `resources/read` : évite des demandes inutiles et complète les notifications `listChanged`.',
    spec: SPEC.caching,
    checked: { section: 'Time-to-Live (TTL) Field' },
  },
  {
    on: ['result:*'],
    revisions: MODERN,
    paths: ['result.cacheScope'],
    label: 'Portée du cache',
    text: 'Qui peut réutiliser ce résultat mis en cache.',
    revision: 'Nouveau en 2026-07-28, avec `ttlMs`.',
    values: {
      '"private"':
        '`private` : réutilisable seulement dans le même contexte d’autorisation (la réponse peut dépendre de qui la demande).',
      '"public"':
        '`public` : la réponse est la même pour tous ; tout client, passerelle ou cache intermédiaire peut la garder et la servir.',
    },
    spec: SPEC.cacheScope,
    checked: { section: 'Cache Scope Field' },
  },
  {
    on: ['result:*'],
    paths: ['result.nextCursor'],
    label: 'Curseur de page suivante',
    text: 'Présent quand la liste continue : le client renvoie ce curseur pour obtenir la page suivante. Absent sur la dernière page.',
    spec: SPEC.pagination,
    checked: { section: 'Response Format' },
  },
  {
    on: ['request:*'],
    paths: ['params.cursor'],
    label: 'Curseur',
    text: 'Le `nextCursor` reçu avec la page précédente : demande la suite de la liste.',
    spec: SPEC.pagination,
    checked: { section: 'Request Format' },
  },
  {
    on: ['error:*'],
    paths: ['error'],
    label: 'Erreur JSON-RPC',
    text: 'La requête a échoué au niveau du protocole : le serveur ne l’a pas traitée normalement. À distinguer d’un outil qui s’exécute et renvoie `isError: true` dans un résultat.',
    spec: SPEC.errors,
    checked: { page: 'server/tools', section: 'Error Handling' },
  },
  {
    on: ['error:*'],
    revisions: MODERN,
    paths: ['error.code'],
    label: 'Code d’erreur',
    text: 'Un entier qui classe l’erreur. JSON-RPC définit `-32700` et `-32600` à `-32603`. Depuis 2026-07-28, `-32000` à `-32019` est une plage héritée, sans sens commun, et `-32020` à `-32099` est réservée à la spécification MCP (`-32020`, `-32021`, `-32022`).',
    revision:
      'Jusqu’en 2025-11-25, MCP définissait aussi `-32002` (ressource introuvable) et `-32042` (élicitation par URL requise) dans la plage des erreurs de serveur.',
    values: {
      ...JSON_RPC_CODES,
      '-32601':
        '`-32601` Method not found : le destinataire ne connaît pas cette méthode (ou ne l’offre pas dans cette révision, comme `ping` en 2026-07-28).',
      '-32602':
        '`-32602` Invalid params : la méthode existe, mais ses paramètres ne conviennent pas (outil inconnu, ressource introuvable, `_meta` mal formé ou incomplet…).',
      '-32020':
        '`-32020` HeaderMismatch (HTTP) : un en-tête requis (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`, `Mcp-Param-…`) manque, est mal formé ou contredit le corps du message.',
      '-32021':
        '`-32021` : le serveur a besoin d’une capacité que le client n’a pas annoncée (par exemple l’élicitation) ; `data.requiredCapabilities` dit laquelle.',
      '-32022':
        '`-32022` : version du protocole non prise en charge ; `data.supported` liste les versions acceptées, `data.requested` celle reçue.',
      '-32001': `\`-32001\`\u00A0: ${LEGACY_RANGE_NOTE}, sans sens défini par MCP. Ce SDK l’emploie pour «\u00A0Session not found\u00A0» (HTTP, 2025). Un délai dépassé, lui, est une erreur locale (\`REQUEST_TIMEOUT\`)\u00A0: rien ne passe sur le fil, le client envoie seulement \`notifications/cancelled\`.`,
      '-32000': `\`-32000\`\u00A0: ${LEGACY_RANGE_NOTE}, au sens propre à chaque implémentation\u202F; un destinataire ne doit lui prêter aucun sens particulier et les nouvelles implémentations ne devraient plus l’employer.`,
    },
    spec: SPEC.errors,
    checked: { section: 'Error Codes' },
  },
  {
    on: ['error:*'],
    revisions: LEGACY,
    paths: ['error.code'],
    label: 'Code d’erreur',
    text: 'Un entier qui classe l’erreur. JSON-RPC définit `-32700` et `-32600` à `-32603`, et laisse `-32000` à `-32099` aux erreurs de serveur. Dans cette plage, MCP définit `-32002` (ressource introuvable) et, en 2025-11-25, `-32042` (élicitation par URL requise).',
    revision:
      'En 2026-07-28, `-32000` à `-32019` devient une plage héritée et `-32020` à `-32099` est réservée à la spécification (`-32020`, `-32021`, `-32022`).',
    values: {
      ...JSON_RPC_CODES,
      '-32601':
        '`-32601` Method not found : le destinataire ne connaît pas cette méthode (ou n’a pas annoncé la capacité qui l’offre).',
      '-32602':
        '`-32602` Invalid params : la méthode existe, mais ses paramètres ne conviennent pas (outil inconnu, argument manquant…). Ce SDK le renvoie aussi pour une ressource introuvable, là où la spécification de 2025 recommande `-32002`.',
      '-32002':
        '`-32002` : ressource introuvable, le code que la spécification de 2025 recommande pour `resources/read` ; `data.uri` donne l’adresse. Ce SDK répond `-32602` à la place.',
      '-32042':
        '`-32042` URLElicitationRequiredError (2025-11-25) : la requête ne peut aboutir qu’après une élicitation par URL (connexion, paiement…) ; `data.elicitations` dit lesquelles ouvrir.',
      '-32001': `\`-32001\`\u00A0: ${LEGACY_RANGE_NOTE} des erreurs de serveur, sans sens défini par MCP. Ce SDK l’emploie pour «\u00A0Session not found\u00A0» (HTTP). Un délai dépassé est une erreur locale (\`REQUEST_TIMEOUT\`)\u00A0: rien ne passe sur le fil, le client envoie seulement \`notifications/cancelled\`.`,
      '-32000':
        '`-32000` : erreur de serveur au sens propre à chaque implémentation ; MCP ne lui donne pas de sens.',
    },
    spec: SPEC.errors,
    checked: { page: 'server/resources', section: 'Error Handling' },
  },
  {
    on: ['error:*'],
    paths: ['error.message'],
    label: 'Message d’erreur',
    text: 'Une phrase courte pour les développeurs, en anglais dans le SDK. Elle aide au diagnostic, mais un programme doit se fier au `code`, pas au texte.',
    spec: SPEC.errors,
    checked: { section: 'Responses' },
  },
  {
    on: ['error:*'],
    revisions: MODERN,
    paths: ['error.data', 'error.data.**'],
    label: 'Données de l’erreur',
    text: 'Des détails sur l’erreur. JSON-RPC laisse `data` facultatif et libre, mais certaines erreurs MCP l’exigent, avec une forme fixée par la spécification : `-32022` (`supported`, `requested`) et `-32021` (`requiredCapabilities`). Pour les autres erreurs, l’expéditeur y met ce qui aide à corriger (par exemple l’URI introuvable).',
    revision:
      'En 2025-11-25, la seule erreur MCP dont `data` est imposé était `-32042` (`elicitations`) ; en 2025-06-18, aucune.',
    spec: SPEC.errors,
    checked: [
      { section: 'Responses' },
      { page: 'schema', section: 'UnsupportedProtocolVersionError' },
      { page: 'schema', section: 'MissingRequiredClientCapabilityError' },
    ],
  },
  {
    on: ['error:*'],
    revisions: ['2025-11-25'],
    paths: ['error.data', 'error.data.**'],
    label: 'Données de l’erreur',
    text: 'Des détails sur l’erreur. JSON-RPC laisse `data` facultatif et libre, mais l’erreur `-32042` (élicitation par URL requise) l’exige, avec la liste `elicitations` à proposer à l’utilisateur. Pour les autres erreurs, l’expéditeur y met ce qui aide à corriger (par exemple l’URI introuvable).',
    revision:
      'En 2026-07-28, `-32042` disparaît ; ce sont `-32022` (`supported`, `requested`) et `-32021` (`requiredCapabilities`) qui imposent leur `data`.',
    spec: SPEC.errors,
    checked: [{ section: 'Responses' }, { page: 'schema', section: 'URLElicitationRequiredError' }],
  },
  {
    on: ['error:*'],
    revisions: ['2025-06-18'],
    paths: ['error.data', 'error.data.**'],
    label: 'Données de l’erreur',
    text: 'Des détails facultatifs, que l’expéditeur choisit pour aider à corriger (par exemple l’URI introuvable).',
    revision:
      'Plus tard, certaines erreurs MCP imposent leur `data` : `-32042` en 2025-11-25, `-32022` et `-32021` en 2026-07-28.',
    spec: SPEC.errors,
    checked: { section: 'Responses' },
  },
  {
    on: ['error:*'],
    revisions: MODERN,
    paths: ['error.data.supported', 'error.data.supported[]'],
    label: 'Versions acceptées',
    text: 'Les révisions du protocole que le serveur prend en charge : le client devrait en choisir une qu’il prend en charge lui aussi, et réessayer.',
    spec: SPEC.versions,
    checked: { section: 'Protocol Version Negotiation' },
  },
  {
    on: ['error:*'],
    revisions: MODERN,
    paths: ['error.data.requested'],
    label: 'Version demandée',
    text: 'La version que le client a envoyée et que le serveur ne prend pas en charge (inconnue, ou connue mais refusée).',
    spec: SPEC.versions,
    checked: { section: 'Protocol Version Negotiation' },
  },
  {
    on: ['error:*'],
    revisions: MODERN,
    paths: ['error.data.requiredCapabilities', 'error.data.requiredCapabilities.**'],
    label: 'Capacités requises',
    text: 'Les capacités du client dont le serveur aurait besoin pour traiter la requête (par exemple `elicitation`). Le client doit les annoncer dans `_meta` pour que l’appel réussisse.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    on: ['error:*'],
    revisions: MODERN,
    paths: ['error.data.envelope', 'error.data.envelope.**'],
    label: 'Enveloppe `_meta` en cause',
    text: 'Ce qui manque ou est mal formé dans `params._meta` (détail propre à ce SDK) : en 2026-07-28, chaque requête doit porter la version (`protocolVersion`) et les capacités (`clientCapabilities`) du client ; son identité (`clientInfo`) est recommandée mais facultative.',
    spec: SPEC.meta,
    checked: { section: '`_meta`' },
  },
  {
    on: ['error:*'],
    paths: ['error.data.uri'],
    label: 'URI en cause',
    text: 'L’adresse de la ressource que le serveur n’a pas trouvée.',
    spec: SPEC.resourceErrors,
    checked: { section: 'Error Handling' },
  },
  {
    on: ['error:*'],
    revisions: ['2025-11-25'],
    paths: ['error.data.elicitations', 'error.data.elicitations.**'],
    label: 'Élicitations par URL requises',
    text: 'Avec l’erreur `-32042` : les élicitations par URL (mode `url`, adresse, message, `elicitationId`) que le client doit proposer à l’utilisateur avant de réessayer.',
    spec: SPEC.elicitation,
    checked: { section: 'url-elicitation-required-error' },
  },
];

/**
 * The fields of a software identity are written once for `initialize` (2025, and the 2026-07-28
 * servers that still answer it) and for the per-message `_meta` of 2026-07-28: the text holds
 * for both, but the `_meta` copy is defined by the `_meta` section, not by the handshake.
 */
function splitMetaIdentity(rule: AnnotationRuleInput): AnnotationRuleInput[] {
  if (rule.spec !== SPEC.initialization) return [rule];
  const inMeta = (path: string) => /^(params|result)\._meta\[/.test(path);
  const meta = rule.paths.filter(inMeta);
  const handshake = rule.paths.filter((path) => !inMeta(path));
  if (meta.length === 0 || handshake.length === 0) return [rule];
  return [
    { ...rule, paths: handshake },
    { ...rule, paths: meta, spec: SPEC.meta },
  ];
}

export const envelopeAnnotations: AnnotationRuleInput[] = envelopeRules.flatMap(splitMetaIdentity);
