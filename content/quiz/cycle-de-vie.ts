import type { QuestionInput } from '@/lib/quiz/schema';
import { sources } from './sources';

/** Lifecycle: the 2025-era handshake and phases, and the stateless 2026-07-28 revision. */
export const cycleDeVieQuestions: QuestionInput[] = [
  {
    id: 'cyc-ordre-session-2025',
    theme: 'cycle-de-vie',
    lessons: ['cycle-de-vie'],
    type: 'order',
    prompt: 'Remettez dans l’ordre les messages d’une session 2025-11-25.',
    items: [
      {
        id: 'initialize',
        text: '`initialize` (client → serveur)',
        explanation:
          'Tout commence par la requête du client, qui annonce la révision qu’il souhaite, ses capacités et qui il est.',
      },
      {
        id: 'resultat',
        text: 'Résultat d’`initialize` (serveur → client)',
        explanation: 'Le serveur répond avec la révision retenue, ses capacités et son identité.',
      },
      {
        id: 'initialized',
        text: '`notifications/initialized` (client → serveur)',
        explanation:
          'Le client confirme qu’il accepte cette réponse : la phase d’initialisation s’achève.',
      },
      {
        id: 'tools-list',
        text: '`tools/list` (client → serveur)',
        explanation: 'Première opération : découvrir les outils avant de s’en servir.',
      },
      {
        id: 'tools-call',
        text: '`tools/call` (client → serveur)',
        explanation: 'On appelle enfin un outil, par le nom exact que `tools/list` a donné.',
      },
    ],
    source: sources.cycleDeVie,
    link: { scenario: 'meteo', version: '2025-11-25', at: 'initialize' },
  },
  {
    id: 'cyc-ordre-session-2026',
    theme: 'cycle-de-vie',
    type: 'order',
    prompt:
      'Un client 2026-07-28 découvre d’abord le serveur, puis s’abonne aux changements de la liste des outils. Remettez ces messages dans l’ordre.',
    items: [
      {
        id: 'discover',
        text: '`server/discover` (client → serveur)',
        explanation:
          'Le client apprend d’abord les révisions et les capacités du serveur, dont `tools.listChanged` : inutile de s’abonner à une notification que le serveur n’émet pas.',
      },
      {
        id: 'resultat',
        text: 'Résultat de `server/discover` (serveur → client)',
        explanation:
          'Le serveur annonce ce qu’il sait faire, avec `ttlMs` et `cacheScope` pour la mise en cache.',
      },
      {
        id: 'listen',
        text: '`subscriptions/listen` (client → serveur)',
        explanation:
          'Le client s’abonne en nommant les notifications qu’il veut, ici `toolsListChanged`.',
      },
      {
        id: 'acknowledged',
        text: '`notifications/subscriptions/acknowledged` (serveur → client)',
        explanation:
          'Le serveur doit envoyer cet accusé de réception en premier sur le flux de l’abonnement, qui reste ouvert pour les notifications à venir.',
      },
      {
        id: 'list-changed',
        text: '`notifications/tools/list_changed` (serveur → client)',
        explanation:
          'Elle ne peut arriver qu’après l’accusé de réception, sur le flux ouvert par `subscriptions/listen` : le serveur ne doit rien envoyer sur un abonnement avant de l’avoir confirmé.',
      },
    ],
    source: sources.changements2026,
    link: { scenario: 'changement-de-liste', version: '2026-07-28', at: 'server/discover' },
  },
  {
    id: 'cyc-trace-apres-initialize',
    theme: 'cycle-de-vie',
    lessons: ['cycle-de-vie'],
    type: 'trace',
    ask: 'next',
    trace: 'poignee-de-main-2025',
    shown: 2,
    next: { kind: 'notification', method: 'notifications/initialized', from: 'client' },
    prompt: 'Le serveur vient de répondre à `initialize`. Quel message vient ensuite ?',
    choices: [
      {
        id: 'initialized',
        text: 'Le client envoie `notifications/initialized`.',
        explanation:
          'Le client confirme qu’il a accepté la réponse ; les opérations peuvent commencer.',
      },
      {
        id: 'tools-list',
        text: 'Le client envoie `tools/list`.',
        explanation:
          'Trop tôt : le client confirme d’abord la fin de l’initialisation, puis il découvre les outils.',
      },
      {
        id: 'serveur-initialized',
        text: 'Le serveur envoie `notifications/initialized`.',
        explanation:
          'C’est le client qui l’envoie : le serveur a déjà dit ce qu’il avait à dire dans sa réponse.',
      },
      {
        id: 'second-initialize',
        text: 'Le client renvoie `initialize` pour confirmer la révision.',
        explanation:
          'La révision est déjà négociée : le résultat contient celle que le serveur a retenue.',
      },
    ],
    answer: 'initialized',
    source: sources.initialisation,
    link: { scenario: 'meteo', version: '2025-11-25', at: 'notifications/initialized' },
  },
  {
    id: 'cyc-trace-phase',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'phase',
    trace: 'poignee-de-main-2025',
    prompt: 'À quelle phase en est la session au dernier message de cet extrait ?',
    choices: [
      {
        id: 'operation',
        text: 'La phase d’opération.',
        explanation:
          '`notifications/initialized` a clos l’initialisation ; `tools/list` est une opération ordinaire.',
      },
      {
        id: 'initialisation',
        text: 'La phase d’initialisation.',
        explanation: 'Elle s’est terminée au message précédent, avec `notifications/initialized`.',
      },
      {
        id: 'negociation',
        text: 'Une phase de négociation des capacités, distincte de l’initialisation.',
        explanation:
          'La négociation des capacités fait partie de l’initialisation : elle tient dans `initialize` et sa réponse.',
      },
      {
        id: 'shutdown',
        text: 'La phase d’arrêt.',
        explanation:
          'Rien ne ferme la connexion ici ; en 2025, l’arrêt passe d’ailleurs par le transport, pas par un message.',
      },
    ],
    answer: 'operation',
    source: sources.cycleDeVie,
    specNote:
      'Le support de cours découpe la session en quatre phases (initialize, initialized, opérations, arrêt). La spécification en compte trois : initialisation (qui comprend `notifications/initialized`), opération et arrêt. La question suit la spécification.',
    link: { scenario: 'meteo', version: '2025-11-25', at: 'tools/list' },
  },
  {
    id: 'cyc-role-initialized',
    theme: 'cycle-de-vie',
    lessons: ['cycle-de-vie'],
    type: 'single',
    prompt: 'Pourquoi un client 2025 envoie-t-il `notifications/initialized` ?',
    choices: [
      {
        id: 'confirmer',
        text: 'Pour signaler que l’initialisation est terminée.',
        explanation:
          'Le client confirme qu’il accepte la réponse à `initialize`. Avant, le serveur ne devrait envoyer que des `ping` et de la journalisation ; après, les opérations normales commencent, dans les limites des capacités négociées.',
      },
      {
        id: 'outils',
        text: 'Pour demander au serveur la liste de ses outils, première opération de la session.',
        explanation: 'C’est `tools/list`, une requête, qui vient après.',
      },
      {
        id: 'fermer',
        text: 'Pour clore la session.',
        explanation:
          'Elle l’ouvre au contraire. L’arrêt, en 2025, passe par le transport (fermeture de stdin, fin de la connexion HTTP).',
      },
      {
        id: 'capacites',
        text: 'Pour que le serveur confirme à son tour les capacités qu’il a retenues.',
        explanation:
          'Une notification n’attend aucune réponse, et les capacités du serveur sont déjà dans le résultat d’`initialize`.',
      },
    ],
    answer: 'confirmer',
    source: sources.initialisation,
    link: { scenario: 'meteo', version: '2025-11-25', at: 'notifications/initialized' },
  },
  {
    id: 'cyc-trace-avant-initialize',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'reading',
    trace: 'avant-initialisation-2025',
    prompt:
      'Ce client demande la liste des outils sans avoir envoyé `initialize`. Que fait ce SDK, et que dit la spécification ?',
    choices: [
      {
        id: 'servi',
        text: 'Le SDK la sert ; la spécification demande pourtant d’initialiser d’abord.',
        explanation:
          'La trace montre un résultat ordinaire, avec l’outil `reserver_train`. La spécification 2025-11-25 dit pourtant que le client ne devrait envoyer que des `ping` avant la réponse à `initialize`.',
      },
      {
        id: '32600',
        text: 'Le SDK répond -32600, le code prévu pour une requête envoyée trop tôt.',
        explanation:
          'La trace montre un `result`, pas une erreur ; et la spécification ne fixe aucun code pour ce cas.',
      },
      {
        id: 'non-initialise',
        text: 'Le SDK répond par une erreur « serveur non initialisé ».',
        explanation:
          'Certains serveurs le font, pas celui-ci : il répond comme si la session était ouverte.',
      },
      {
        id: 'ferme',
        text: 'Le SDK ferme la connexion.',
        explanation: 'La connexion reste ouverte et la requête reçoit sa réponse.',
      },
    ],
    answer: 'servi',
    source: sources.initialisation,
    specNote:
      'La spécification 2025-11-25 demande au client de n’envoyer que des `ping` avant la réponse à `initialize`. Le SDK TypeScript 2.4.0 ne le vérifie pas et sert la requête (comportement mesuré) : qu’un serveur tolère l’écart ne le rend pas correct.',
    link: { scenario: 'erreur-avant-initialisation', version: '2025-11-25', at: 'tools/list' },
  },
  {
    id: 'cyc-trace-version-inconnue',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'reading',
    trace: 'version-inconnue-2025',
    prompt:
      'Le client a demandé la révision 2099-01-01, que ce serveur ne connaît pas. Comment le serveur a-t-il répondu ?',
    choices: [
      {
        id: 'propose',
        text: 'Par un résultat qui propose 2025-11-25.',
        explanation:
          'C’est la négociation des révisions 2025 : le serveur répond avec une révision qu’il prend en charge. Au client de décider : s’il ne la prend pas en charge, il devrait se déconnecter.',
      },
      {
        id: '32022',
        text: 'Par l’erreur -32022 (révision non prise en charge), qui liste les révisions acceptées.',
        explanation:
          'Ce code appartient à 2026-07-28, où la révision voyage dans le `_meta` de chaque requête ; ici la réponse est un `result`.',
      },
      {
        id: 'adopte',
        text: 'En adoptant 2099-01-01 pour rester compatible.',
        explanation:
          'Le serveur ne prend pas en charge cette révision : la trace montre qu’il répond avec `"protocolVersion": "2025-11-25"`.',
      },
      {
        id: 'silence',
        text: 'En fermant la connexion sans répondre.',
        explanation: 'Il répond, et la décision de continuer revient au client.',
      },
    ],
    answer: 'propose',
    source: sources.versions2025,
    link: { scenario: 'erreur-version-non-supportee', version: '2025-11-25', at: 'initialize' },
  },
  {
    id: 'cyc-arret-stdio',
    theme: 'cycle-de-vie',
    type: 'single',
    prompt: 'Comment se termine proprement une connexion stdio ?',
    choices: [
      {
        id: 'stdin',
        text: 'Le client ferme l’entrée standard du serveur et attend qu’il se termine.',
        explanation:
          'S’il ne se termine pas à temps, le client le force à s’arrêter : SIGTERM puis, en dernier recours, SIGKILL. L’arrêt n’a pas de message dédié : il passe par le transport, en laissant au serveur le temps de libérer ses ressources.',
      },
      {
        id: 'shutdown',
        text: 'Le client envoie une requête `shutdown`, puis une notification `exit`.',
        explanation:
          'C’est le protocole des serveurs de langage (LSP), dont MCP s’inspire ; MCP ne définit pas ces messages.',
      },
      {
        id: 'serveur',
        text: 'Le client envoie SIGKILL dès qu’il n’a plus besoin du serveur.',
        explanation:
          'SIGKILL ne laisse au serveur aucune chance de libérer ses ressources : c’est le dernier recours, après la fermeture de stdin puis SIGTERM.',
      },
      {
        id: 'jamais',
        text: 'On ne l’arrête jamais : il vit jusqu’au redémarrage.',
        explanation: 'Le client qui a lancé le processus en est responsable et doit le terminer.',
      },
    ],
    answer: 'stdin',
    source: sources.arret,
  },
  {
    id: 'cyc-remplacant-initialize',
    theme: 'cycle-de-vie',
    type: 'single',
    prompt: 'Qu’est-ce qui remplace la poignée de main `initialize` en 2026-07-28 ?',
    choices: [
      {
        id: 'discover-meta',
        text: '`server/discover`, facultatif, et le `_meta` de chaque requête.',
        explanation:
          'Chaque requête dit elle-même sa révision et ses capacités (et, en principe, qui l’envoie) ; `server/discover` permet de connaître le serveur d’avance, sans ouvrir de session.',
      },
      {
        id: 'renommee',
        text: 'La même poignée de main, renommée `session/start` et envoyée une seule fois.',
        explanation: 'Il n’y a plus de session à ouvrir : le protocole est sans état.',
      },
      {
        id: 'rien',
        text: 'Rien : le client devine ce que sait faire le serveur.',
        explanation:
          'Le serveur doit implémenter `server/discover`, qui annonce ses révisions et ses capacités.',
      },
      {
        id: 'listen',
        text: '`subscriptions/listen`.',
        explanation:
          'Ce flux sert aux notifications de changement auxquelles le client s’abonne ; il n’annonce ni révision ni capacités.',
      },
    ],
    answer: 'discover-meta',
    source: sources.changements2026,
    link: { scenario: 'meteo', version: '2026-07-28', at: 'server/discover' },
  },
  {
    id: 'cyc-trace-meta-repete',
    theme: 'cycle-de-vie',
    lessons: ['cycle-de-vie'],
    type: 'trace',
    ask: 'reading',
    trace: 'decouverte-2026',
    prompt:
      'Dans cet extrait 2026-07-28, pourquoi chaque requête du client répète-t-elle le même `_meta` ?',
    choices: [
      {
        id: 'sans-etat',
        text: 'Parce que le serveur ne garde rien d’une requête à l’autre.',
        explanation:
          'Le protocole est sans état : chaque requête doit dire sa révision et ses capacités, et devrait dire qui l’envoie (`clientInfo`, recommandé). Le serveur ne déduit rien des requêtes précédentes, même sur la même connexion.',
      },
      {
        id: 'defaut',
        text: 'Parce que le SDK duplique les champs par erreur.',
        explanation: 'C’est voulu par la révision 2026-07-28, pas un défaut.',
      },
      {
        id: 'authentification',
        text: 'Pour authentifier le client à chaque requête.',
        explanation:
          '`clientInfo` se déclare, il ne prouve rien ; l’authentification passe par OAuth sur HTTP.',
      },
      {
        id: 'echec',
        text: 'Parce que `server/discover` a échoué\u00A0: il faut se représenter.',
        explanation:
          'La trace montre une réponse `resultType: "complete"` : la découverte a réussi.',
      },
    ],
    answer: 'sans-etat',
    source: sources.sansEtat,
    link: { scenario: 'changement-de-liste', version: '2026-07-28', at: 'server/discover' },
  },
  {
    id: 'cyc-trace-message-absent-2026',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'reading',
    trace: 'decouverte-2026',
    prompt:
      'Quel message de la poignée de main 2025 ne verra-t-on jamais dans une trace 2026-07-28 ?',
    choices: [
      {
        id: 'initialized',
        text: '`notifications/initialized`',
        explanation:
          'La révision 2026-07-28 a retiré `initialize` et `notifications/initialized` : il n’y a plus de session à confirmer.',
      },
      {
        id: 'list-changed',
        text: '`notifications/tools/list_changed`',
        explanation:
          'Elle existe toujours en 2026-07-28, mais voyage sur le flux ouvert par `subscriptions/listen`, auquel le client de l’extrait vient de s’abonner.',
      },
      {
        id: 'listen',
        text: '`subscriptions/listen`',
        explanation:
          'Il est dans l’extrait, et c’est une nouveauté de 2026-07-28, pas un reste de 2025.',
      },
      {
        id: 'discover',
        text: '`server/discover`',
        explanation: 'C’est le premier message de l’extrait, introduit par 2026-07-28.',
      },
    ],
    answer: 'initialized',
    source: sources.changements2026,
    link: { scenario: 'changement-de-liste', version: '2026-07-28', at: 'server/discover' },
  },
  {
    id: 'cyc-pourquoi-sans-etat',
    theme: 'cycle-de-vie',
    type: 'single',
    prompt: 'Pourquoi la révision 2026-07-28 a-t-elle rendu MCP sans état ?',
    choices: [
      {
        id: 'echelle',
        text: 'Pour qu’une requête puisse aller à n’importe quelle instance du serveur.',
        explanation:
          'Sans session à retenir, plus besoin de sessions collantes ni de stockage partagé : derrière un simple répartiteur de charge, un serveur MCP se déploie comme n’importe quel service HTTP.',
      },
      {
        id: 'notifications',
        text: 'Pour en finir avec les notifications, qui liaient le serveur à ses clients.',
        explanation:
          'Elles existent toujours ; les notifications de changement passent par un flux `subscriptions/listen`.',
      },
      {
        id: 'json-rpc',
        text: 'Pour abandonner JSON-RPC au profit de simples requêtes HTTP REST.',
        explanation: 'Les messages restent du JSON-RPC 2.0, quel que soit le transport.',
      },
      {
        id: 'chiffrer',
        text: 'Pour que chaque message puisse être chiffré indépendamment des autres.',
        explanation: 'Le chiffrement relève du transport (HTTPS), pas de l’absence d’état.',
      },
    ],
    answer: 'echelle',
    source: sources.mrtr,
  },
  {
    id: 'cyc-trace-meta-absent-2025',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'missing-field',
    trace: 'tools-list-2025',
    missing: { message: 0, path: 'params._meta' },
    prompt:
      'Cette requête vient d’une session 2025-11-25. Quel champ lui manquerait-il pour qu’un serveur 2026-07-28 l’accepte ?',
    choices: [
      {
        id: 'meta',
        text: '`params._meta`',
        explanation:
          'Il porte la révision, les capacités et l’identité du client. En 2025-11-25, ces informations n’ont voyagé qu’une fois, dans `initialize` ; en 2026-07-28, sans session, chaque requête doit porter révision et capacités dans son `_meta` (l’identité y est recommandée).',
      },
      {
        id: 'cursor',
        text: '`params.cursor`',
        explanation: 'Le curseur de pagination est facultatif, dans les deux révisions.',
      },
      {
        id: 'jsonrpc',
        text: '`jsonrpc`',
        explanation: 'Il est présent : `"jsonrpc": "2.0"`.',
      },
      {
        id: 'session',
        text: 'L’identifiant de session `Mcp-Session-Id`',
        explanation:
          'Les sessions ont disparu en 2026-07-28, et c’était un en-tête HTTP, pas un champ du message.',
      },
    ],
    answer: 'meta',
    source: sources.base2026,
    link: { scenario: 'meteo', version: '2025-11-25', at: 'tools/list' },
  },
  {
    id: 'cyc-trace-initialize-sans-elicitation',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'missing-field',
    trace: 'initialize-sans-elicitation-2025',
    missing: { message: 0, path: 'params.capabilities.elicitation' },
    prompt:
      'Plus tard, le serveur voudra demander une confirmation à l’utilisateur. Quel champ manque à cet `initialize` pour qu’il en ait le droit ?',
    choices: [
      {
        id: 'elicitation',
        text: '`params.capabilities.elicitation`',
        explanation:
          'Le client n’a déclaré aucune capacité (`capabilities` est vide) : le serveur ne peut pas lui envoyer `elicitation/create`. Dans ce scénario, l’appel de `vider_corbeille` échoue pour cette raison.',
      },
      {
        id: 'version',
        text: '`params.protocolVersion`',
        explanation: 'Il est présent : 2025-11-25.',
      },
      {
        id: 'client-info',
        text: '`params.clientInfo`',
        explanation:
          'Il est présent : le client se nomme `atelier-mcp-hote`, en version 1.0.0. Et dire qui l’on est ne donne aucun droit.',
      },
      {
        id: 'sampling',
        text: '`params.capabilities.sampling`',
        explanation:
          'L’échantillonnage sert à demander une complétion au modèle de l’hôte, pas une confirmation à l’utilisateur.',
      },
    ],
    answer: 'elicitation',
    source: sources.negociation,
    link: { scenario: 'erreur-capacite-manquante', version: '2025-11-25', at: 'initialize' },
  },
  {
    id: 'cyc-capacite-non-declaree',
    theme: 'cycle-de-vie',
    lessons: ['primitives-serveur'],
    type: 'single',
    prompt: 'Le serveur n’a pas déclaré la capacité `prompts`. Que fait un client bien écrit ?',
    choices: [
      {
        id: 'abstient',
        text: 'Il n’appelle ni `prompts/list` ni `prompts/get`.',
        explanation:
          'Il ne se sert que de ce qui a été déclaré : c’est le rôle de la négociation des capacités, qui dit d’avance à chacun ce que l’autre sait faire.',
      },
      {
        id: 'essaie',
        text: 'Il appelle `prompts/list` quand même, pour voir.',
        explanation:
          'Il obtiendrait au mieux une erreur -32601 : la déclaration est là pour éviter ces essais.',
      },
      {
        id: 'ferme',
        text: 'Il ferme la session : un serveur doit tout proposer.',
        explanation: 'Un serveur peut très bien n’exposer que des outils, ou que des ressources.',
      },
      {
        id: 'declare',
        text: 'Il déclare lui-même la capacité à la place du serveur.',
        explanation: 'Chaque partie ne déclare que ses propres capacités.',
      },
    ],
    answer: 'abstient',
    source: sources.negociation,
  },
  {
    id: 'cyc-notification-plutot-que-sonder',
    theme: 'cycle-de-vie',
    lessons: ['cycle-de-vie'],
    type: 'single',
    prompt:
      'Que gagne le client à recevoir `notifications/tools/list_changed` plutôt qu’à s’en passer\u202F?',
    choices: [
      {
        id: 'sonder',
        text: 'Il relit la liste quand elle change, au lieu de sonder en boucle.',
        explanation:
          'Sans notification, le client devrait relire `tools/list` à intervalles réguliers, au cas où. La notification le prévient au bon moment\u202F; en 2026-07-28, `ttlMs` lui dit en plus combien de temps sa copie reste valable.',
      },
      {
        id: 'liste',
        text: 'Il reçoit la nouvelle liste d’outils, jointe à la notification elle-même.',
        explanation:
          'La notification ne porte aucune liste\u00A0: le client la redemande avec `tools/list`.',
      },
      {
        id: 'accuse',
        text: 'Il peut confirmer au serveur qu’il a bien reçu la liste précédente.',
        explanation:
          'C’est le serveur qui envoie la notification, et une notification n’attend aucune réponse.',
      },
      {
        id: 'reconnexion',
        text: 'Il sait qu’il doit rouvrir la connexion au serveur.',
        explanation: 'La connexion continue\u00A0: seule la liste est à relire.',
      },
    ],
    answer: 'sonder',
    source: sources.outilsListeChangee,
    link: { scenario: 'changement-de-liste', at: 'notifications/tools/list_changed' },
  },
  {
    id: 'cyc-trace-liste-changee-2025',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'next',
    trace: 'outil-ajoute-2025',
    shown: 1,
    next: { kind: 'request', method: 'tools/list', from: 'client' },
    prompt: 'Le serveur vient d’envoyer cette notification. Quel message vient ensuite ?',
    choices: [
      {
        id: 'tools-list',
        text: 'Le client redemande `tools/list`.',
        explanation:
          'La notification dit seulement que la liste a changé ; le client va chercher la nouvelle.',
      },
      {
        id: 'repond',
        text: 'Le client répond à la notification.',
        explanation: 'On ne répond jamais à une notification : elle n’a pas d’`id`.',
      },
      {
        id: 'pousse',
        text: 'Le serveur envoie la nouvelle liste de lui-même.',
        explanation: 'Le serveur prévient ; c’est au client de redemander la liste.',
      },
      {
        id: 'reinitialise',
        text: 'Le client renvoie `initialize` au serveur.',
        explanation: 'La session continue : il suffit de rafraîchir la liste.',
      },
    ],
    answer: 'tools-list',
    source: sources.outils2025,
    link: {
      scenario: 'changement-de-liste',
      version: '2025-11-25',
      at: 'notifications/tools/list_changed',
    },
  },
  {
    id: 'cyc-trace-subscription-id',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'reading',
    trace: 'outil-ajoute-2026',
    prompt:
      'En 2026-07-28, pourquoi cette notification porte-t-elle `io.modelcontextprotocol/subscriptionId` ?',
    choices: [
      {
        id: 'flux',
        text: 'Elle dit à quel abonnement elle appartient.',
        explanation:
          'Elle voyage sur le flux ouvert par `subscriptions/listen`. Le serveur étiquette chaque notification avec l’abonnement qui l’a demandée, et le client s’en sert pour les trier : en stdio, plusieurs abonnements partagent le même canal.',
      },
      {
        id: 'reponse',
        text: 'Elle répond à la requête `subscriptions/listen`, dont elle reprend l’`id`.',
        explanation:
          'Une notification ne répond à rien : elle n’a pas d’`id`. L’identifiant d’abonnement reprend ici celui de `subscriptions/listen`, mais la réponse à cette requête ne viendra qu’à la fermeture du flux.',
      },
      {
        id: 'auth',
        text: 'Elle prouve au client que la notification vient bien du serveur qu’il a découvert.',
        explanation: 'Cet identifiant désigne un abonnement, pas une identité.',
      },
      {
        id: 'annule',
        text: 'Elle met fin à l’abonnement.',
        explanation:
          'L’abonnement continue ; la fin du flux passe par la réponse à `subscriptions/listen` ou par une annulation.',
      },
    ],
    answer: 'flux',
    source: sources.abonnements,
    link: {
      scenario: 'changement-de-liste',
      version: '2026-07-28',
      at: 'notifications/tools/list_changed',
    },
  },
  {
    id: 'cyc-ce-que-negocie-initialize',
    theme: 'cycle-de-vie',
    type: 'multiple',
    prompt:
      'En 2025-11-25, qu’est-ce que client et serveur échangent pendant `initialize` et sa réponse ?',
    choices: [
      {
        id: 'revision',
        text: 'La révision du protocole',
        explanation:
          'Le client propose `protocolVersion` ; le serveur renvoie la même s’il la prend en charge, sinon une autre.',
      },
      {
        id: 'capacites',
        text: 'Les capacités de chacun',
        explanation:
          '`capabilities` des deux côtés : chacun apprend ce que l’autre sait faire, et s’y tient pendant la session.',
      },
      {
        id: 'identite',
        text: 'Le nom et la version de chaque logiciel',
        explanation:
          '`clientInfo` et `serverInfo` : une identité déclarée, utile au débogage et à la compatibilité.',
      },
      {
        id: 'outils',
        text: 'La liste complète des outils du serveur, avec leurs schémas',
        explanation:
          'La réponse dit seulement que le serveur a des outils (`tools`) ; leur liste vient ensuite, par `tools/list`.',
      },
      {
        id: 'jeton',
        text: 'Le jeton d’accès OAuth de l’utilisateur',
        explanation:
          'L’autorisation se règle au niveau du transport HTTP (en-tête `Authorization`), pas dans `initialize`.',
      },
    ],
    answers: ['revision', 'capacites', 'identite'],
    source: {
      kind: 'spec',
      section: 'Cycle de vie — initialisation (2025-11-25)',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle',
    },
    link: { scenario: 'meteo', version: '2025-11-25', at: 'initialize' },
  },
  {
    id: 'cyc-progression',
    theme: 'cycle-de-vie',
    type: 'single',
    prompt:
      'Un outil d’export met plusieurs minutes. Comment le client peut-il recevoir des nouvelles de son avancement ?',
    choices: [
      {
        id: 'sondage',
        text: 'En rappelant `tools/call` toutes les secondes pour demander où en est l’export',
        explanation:
          'Chaque `tools/call` relancerait l’export. Le protocole prévoit plutôt des notifications sur la requête en cours.',
      },
      {
        id: 'jeton',
        text: 'En mettant un `progressToken` dans le `_meta` de sa requête',
        explanation:
          'Le serveur peut alors envoyer des `notifications/progress` qui reprennent ce jeton, avec une valeur qui augmente. Il n’y est pas obligé.',
      },
      {
        id: 'ping',
        text: 'Avec `ping`, qui renvoie l’état de la requête',
        explanation:
          '`ping` vérifiait seulement que l’autre partie répond (et a disparu en 2026-07-28) ; il ne dit rien d’une requête.',
      },
      {
        id: 'rien',
        text: 'Impossible : il faut attendre le résultat, ou le délai',
        explanation:
          'Les notifications de progression existent justement pour les opérations longues.',
      },
    ],
    answer: 'jeton',
    source: {
      kind: 'spec',
      section: 'Progression (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/progress',
    },
  },
];
