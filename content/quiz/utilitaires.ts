import type { QuestionInput } from '@/lib/quiz/schema';
import { sources } from './sources';

/**
 * The protocol's utilities, read in traces recorded from the playground's own scenarios
 * (export-long, documentation, suivi-ressource, connexion-externe): progress, log lines,
 * completion, pages, cache, subscriptions, URL-mode elicitation; and what the SDK cannot run.
 */
export const utilitairesQuestions: QuestionInput[] = [
  {
    id: 'uti-trace-progression',
    theme: 'cycle-de-vie',
    lessons: ['utilitaires'],
    type: 'trace',
    ask: 'next',
    trace: 'progression-2026',
    shown: 1,
    next: { kind: 'notification', method: 'notifications/progress', from: 'server' },
    prompt:
      'Le client demande un export et glisse un `progressToken` dans le `_meta` de sa requête. Quel message arrive ensuite ?',
    choices: [
      {
        id: 'progress',
        text: 'Une notification `notifications/progress` du serveur, avec le même jeton.',
        explanation:
          'Le jeton autorise le serveur à donner des nouvelles : ici une notification par étape, avant le résultat.',
      },
      {
        id: 'resultat-avec-progression',
        text: 'Le résultat de l’outil, avec un champ `progress` qui récapitule les étapes franchies.',
        explanation:
          'La progression ne voyage pas dans le résultat : elle arrive avant lui, dans des notifications qui reprennent le jeton.',
      },
      {
        id: 'client-demande',
        text: 'Une requête `progress/get` du client, qui demande où en est le serveur.',
        explanation:
          'Cette méthode n’existe pas : le client ne sonde pas, il attend les notifications que le serveur décide d’envoyer.',
      },
      {
        id: 'accuse',
        text: 'Un accusé de réception du serveur, qui confirme qu’il enverra bien la progression.',
        explanation:
          'Rien ne confirme le jeton : le serveur peut aussi bien ne rien envoyer, la spécification le lui permet.',
      },
    ],
    answer: 'progress',
    source: sources.progression2026,
    link: { scenario: 'export-long', version: '2026-07-28', at: 'notifications/progress' },
  },
  {
    id: 'uti-trace-journal-par-requete',
    theme: 'revisions',
    lessons: ['utilitaires'],
    type: 'trace',
    ask: 'reading',
    trace: 'journal-par-requete-2026',
    prompt:
      'Dans ce scénario 2026-07-28, le premier export n’a reçu aucune ligne de journal. Qu’est-ce qui vaut celle-ci au second ?',
    choices: [
      {
        id: 'loglevel',
        text: 'Son `_meta` porte `io.modelcontextprotocol/logLevel` : `warning`.',
        explanation:
          'En 2026-07-28, le niveau se demande requête par requête ; sans ce champ, le serveur ne doit envoyer aucune ligne, d’où le silence du premier appel.',
      },
      {
        id: 'setlevel',
        text: 'Le client a envoyé `logging/setLevel` entre les deux appels, pour toute la suite de la connexion.',
        explanation:
          'Cette méthode n’existe plus en 2026-07-28 : le client du SDK l’a refusée sans rien envoyer (l’étape « erreur du SDK » du scénario).',
      },
      {
        id: 'traceparent',
        text: 'Le `traceparent` de son `_meta` : une requête tracée reçoit les journaux du serveur.',
        explanation:
          'Le `traceparent` rattache le travail à une trace OpenTelemetry ; le serveur le cite dans sa ligne, mais ce n’est pas lui qui l’autorise à l’envoyer.',
      },
      {
        id: 'capacite',
        text: 'Le serveur a déclaré `logging` entre-temps, dans un nouveau résultat de `server/discover`.',
        explanation:
          'Le serveur déclare `logging` dès le départ ; la capacité seule ne suffit pas en 2026-07-28, il faut le niveau dans la requête.',
      },
    ],
    answer: 'loglevel',
    source: sources.journalisation2026,
    link: { scenario: 'export-long', version: '2026-07-28', at: 'notifications/message' },
  },
  {
    id: 'uti-trace-niveau-2025',
    theme: 'revisions',
    type: 'trace',
    ask: 'reading',
    trace: 'niveau-de-journal-2025',
    prompt:
      'À chaque export, ce serveur 2025-11-25 journalise une ligne `info` puis une ligne `warning`. Pourquoi ne voit-on ici que l’avertissement ?',
    choices: [
      {
        id: 'setlevel',
        text: 'Le client a réglé le niveau à `warning` avec `logging/setLevel`, pour toute la connexion.',
        explanation:
          'En 2025, ce réglage vaut pour tous les appels qui suivent ; avant lui, ce SDK envoyait toutes les lignes.',
      },
      {
        id: 'meta',
        text: 'Le `_meta` de l’appel demande le niveau `warning`, et le serveur filtre les lignes de cet appel-là.',
        explanation:
          'Ce `_meta` ne porte qu’un `traceparent` : le niveau par requête n’existe qu’en 2026-07-28.',
      },
      {
        id: 'info-perdue',
        text: 'La ligne `info` s’est perdue sur le transport, car une notification n’est jamais renvoyée.',
        explanation:
          'Rien ne se perd ici : c’est le serveur qui n’envoie plus ce qui est sous le niveau demandé.',
      },
      {
        id: 'defaut',
        text: 'Par défaut, un serveur 2025 n’envoie que les avertissements et les erreurs.',
        explanation:
          'La spécification de 2025 ne fixe pas de niveau par défaut ; ce SDK envoie tout tant que le client n’a rien réglé, comme au premier appel du scénario.',
      },
    ],
    answer: 'setlevel',
    source: sources.journalisation2025,
    link: { scenario: 'export-long', version: '2025-11-25', at: 'logging/setLevel' },
  },
  {
    id: 'uti-trace-page-suivante',
    theme: 'primitives',
    lessons: ['utilitaires'],
    type: 'trace',
    ask: 'next',
    trace: 'pages-2025',
    shown: 2,
    next: { kind: 'request', method: 'resources/list', from: 'client' },
    prompt:
      'La première page des ressources arrive avec un `nextCursor`. Quel message vient ensuite, quand le client veut toute la liste ?',
    choices: [
      {
        id: 'cursor',
        text: 'Une nouvelle requête `resources/list` du client, qui renvoie ce curseur tel quel dans `cursor`.',
        explanation:
          'Le curseur est opaque : le client le rend sans le lire, et le serveur sait où reprendre. Le client du SDK le fait de lui-même, page après page.',
      },
      {
        id: 'page-2',
        text: 'Une requête `resources/list` avec `page: 2`, puisque le serveur annonce des pages.',
        explanation:
          'MCP ne numérote pas les pages : seul le curseur donné par le serveur permet de continuer.',
      },
      {
        id: 'serveur-pousse',
        text: 'La deuxième page, que le serveur envoie seul en notification tant qu’il en reste.',
        explanation:
          'Le serveur ne pousse rien : c’est le client qui demande chaque page, curseur en main.',
      },
      {
        id: 'decode',
        text: 'Le client décode le curseur en base64 pour savoir combien de ressources il reste.',
        explanation:
          'Même lisible, un curseur ne doit être ni lu ni modifié : sa forme appartient au serveur et peut changer.',
      },
    ],
    answer: 'cursor',
    source: sources.pagination2025,
    link: { scenario: 'documentation', version: '2025-11-25', at: 'resources/list', occurrence: 2 },
  },
  {
    id: 'uti-trace-completion',
    theme: 'primitives',
    type: 'trace',
    ask: 'reading',
    trace: 'completion-2026',
    prompt:
      'L’utilisateur tape « c » dans la variable `sujet` du modèle `docs://faq/{sujet}`. D’après ces deux messages, que peut afficher l’hôte ?',
    choices: [
      {
        id: 'quatre',
        text: 'Quatre suggestions : `cache`, `cles-api`, `connexion`, `curseurs` ; il n’y en a pas d’autre.',
        explanation:
          '`values` donne les suggestions, `total` leur nombre et `hasMore: false` dit qu’il n’en reste pas.',
      },
      {
        id: 'cent',
        text: 'Les cent premières valeurs du modèle, à filtrer lui-même sur la lettre tapée par l’utilisateur.',
        explanation:
          'Le serveur a déjà filtré sur « c » ; cent est seulement le maximum d’une réponse.',
      },
      {
        id: 'ressource',
        text: 'Le contenu de la ressource `docs://faq/c`, lue au passage par le serveur.',
        explanation:
          'La complétion ne lit rien : elle propose des valeurs. La lecture viendra ensuite, par `resources/read`.',
      },
      {
        id: 'suite',
        text: 'Une première série, puis d’autres quand l’utilisateur fera défiler, puisque `total` est donné.',
        explanation:
          '`hasMore` vaut `false` : tout est déjà là. `total` ne promet pas de suite, il compte.',
      },
    ],
    answer: 'quatre',
    source: sources.completion2026,
    link: { scenario: 'documentation', version: '2026-07-28', at: 'result:completion/complete' },
  },
  {
    id: 'uti-trace-cache',
    theme: 'primitives',
    lessons: ['utilitaires'],
    type: 'trace',
    ask: 'reading',
    trace: 'cache-2026',
    prompt:
      'Dix secondes après cette réponse, l’hôte relit `docs://support/horaires`. Que part sur le fil ?',
    choices: [
      {
        id: 'rien',
        text: 'Rien : la réponse est encore fraîche (`ttlMs` : 60 000) et le client la ressert.',
        explanation:
          'Pendant `ttlMs` millisecondes, le client peut réutiliser le résultat sans le redemander ; le bac à sable note l’étape qui a rempli le cache.',
      },
      {
        id: 'requete-conditionnelle',
        text: 'Un `resources/read` avec le `ttlMs` reçu, pour que le serveur confirme que rien n’a changé.',
        explanation:
          'MCP n’a pas de requête conditionnelle : une réponse fraîche est resservie sans demande, une périmée est redemandée en entier.',
      },
      {
        id: 'public-partage',
        text: 'Un `resources/read` ordinaire : `cacheScope: "public"` oblige à redemander à chaque lecture.',
        explanation:
          '`public` dit au contraire que la réponse est la même pour tous et peut être partagée ; c’est `ttlMs` qui dit combien de temps.',
      },
      {
        id: 'notification',
        text: 'Une notification du client, qui prévient le serveur qu’il a lu la ressource depuis son cache.',
        explanation:
          'Le client ne dit rien au serveur : la lecture servie par le cache est locale.',
      },
    ],
    answer: 'rien',
    source: sources.cache2026,
    link: {
      scenario: 'documentation',
      version: '2026-07-28',
      at: 'result:resources/read',
      occurrence: 2,
    },
  },
  {
    id: 'uti-trace-liste-changee',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'reading',
    trace: 'liste-changee-2026',
    prompt:
      'Le client gardait la liste des ressources en cache (`ttlMs` : 300 000), reçue il y a moins d’une minute. Pourquoi la redemande-t-il aussitôt ?',
    choices: [
      {
        id: 'invalide',
        text: 'La notification `notifications/resources/list_changed` invalide le résultat en cache, même frais.',
        explanation:
          'Cache et notifications se complètent : la durée évite les demandes inutiles, la notification dit que la liste a changé.',
      },
      {
        id: 'expire',
        text: 'Les 300 000 millisecondes de fraîcheur sont écoulées, alors le client redemande la liste.',
        explanation: '300 000 ms font cinq minutes : la réponse était encore fraîche.',
      },
      {
        id: 'curseur',
        text: 'La notification porte un nouveau curseur, qu’il faut utiliser pour lire la suite de la liste.',
        explanation:
          'Elle ne porte que l’identifiant d’abonnement ; le client recommence la liste depuis le début, sans curseur.',
      },
      {
        id: 'obligation',
        text: 'Le serveur l’exige : après une notification, le client doit répondre par une nouvelle requête.',
        explanation:
          'Une notification n’attend rien ; c’est le client qui décide de relire la liste, ici parce qu’il la montre à l’utilisateur.',
      },
    ],
    answer: 'invalide',
    source: sources.cacheNotifications2026,
    link: {
      scenario: 'documentation',
      version: '2026-07-28',
      at: 'notifications/resources/list_changed',
    },
  },
  {
    id: 'uti-trace-abonnement-2026',
    theme: 'cycle-de-vie',
    type: 'trace',
    ask: 'reading',
    trace: 'abonnement-2026',
    prompt:
      'Le client a deux flux `subscriptions/listen` ouverts. À quoi sait-il que `notifications/resources/updated` répond à celui qui suit `etat://production` ?',
    choices: [
      {
        id: 'subscription-id',
        text: 'Son `_meta` porte `io.modelcontextprotocol/subscriptionId` : `listen:1`, l’`id` de la requête d’écoute.',
        explanation:
          'Chaque notification d’un flux reprend l’`id` de la requête `subscriptions/listen` qui l’a ouvert : sur stdio, c’est la seule façon de les démêler.',
      },
      {
        id: 'uri',
        text: 'L’URI suffit toujours : une ressource n’est suivie que par un seul flux à la fois.',
        explanation:
          'Rien n’interdit deux flux sur la même URI ; l’identifiant d’abonnement lève l’ambiguïté.',
      },
      {
        id: 'ordre',
        text: 'Par l’ordre d’arrivée : la notification appartient au dernier flux ouvert par le client.',
        explanation: 'Les flux vivent en parallèle ; l’ordre ne dit rien, l’identifiant dit tout.',
      },
      {
        id: 'id-json-rpc',
        text: 'Par l’`id` JSON-RPC de la notification, qui reprend celui de la requête d’écoute.',
        explanation: 'Une notification n’a pas d’`id` : le lien passe par son `_meta`.',
      },
    ],
    answer: 'subscription-id',
    source: sources.abonnementsReception2026,
    link: {
      scenario: 'suivi-ressource',
      version: '2026-07-28',
      at: 'notifications/resources/updated',
    },
  },
  {
    id: 'uti-trace-abonnement-2025',
    theme: 'primitives',
    type: 'trace',
    ask: 'next',
    trace: 'abonnement-2025',
    shown: 3,
    next: { kind: 'request', method: 'resources/read', from: 'client' },
    prompt:
      'Abonné à `etat://production`, le client reçoit `notifications/resources/updated`. Que fait-il ensuite pour montrer le nouvel état ?',
    choices: [
      {
        id: 'read',
        text: 'Il relit la ressource avec `resources/read` : la notification ne porte que son URI.',
        explanation:
          'La notification dit seulement que le contenu a changé ; l’hôte la relit pour l’afficher.',
      },
      {
        id: 'contenu',
        text: 'Rien : la notification porte déjà le nouveau contenu, que l’hôte affiche tel quel.',
        explanation: 'Elle ne porte que `uri` : le contenu se lit avec `resources/read`.',
      },
      {
        id: 'resubscribe',
        text: 'Il se réabonne avec `resources/subscribe`, car un abonnement ne sert qu’une fois.',
        explanation: 'L’abonnement dure jusqu’à `resources/unsubscribe` ou la fin de la connexion.',
      },
      {
        id: 'acquitte',
        text: 'Il répond à la notification pour confirmer au serveur qu’il l’a bien reçue.',
        explanation: 'On ne répond jamais à une notification : elle n’a pas d’`id`.',
      },
    ],
    answer: 'read',
    source: sources.abonnementsRessources2025,
    link: {
      scenario: 'suivi-ressource',
      version: '2025-11-25',
      at: 'resources/read',
      occurrence: 2,
    },
  },
  {
    id: 'uti-trace-page-de-paiement',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'page-de-paiement-2025',
    prompt:
      'Dans cette élicitation par URL (2025-11-25), où l’utilisateur tape-t-il le numéro de sa carte, et que sait le client de ce qu’il a tapé ?',
    choices: [
      {
        id: 'page',
        text: 'Sur la page du serveur, hors du client : la réponse `accept` ne porte aucun contenu.',
        explanation:
          'Le mode URL existe pour cela : un secret ne doit pas traverser le client. `accept` dit seulement que l’utilisateur a accepté d’ouvrir la page.',
      },
      {
        id: 'formulaire',
        text: 'Dans un formulaire de l’hôte, qui transmet le numéro au serveur dans la réponse à `elicitation/create`.',
        explanation:
          'Ce serait une élicitation en mode formulaire, qui ne doit jamais servir à demander un secret ou une carte bancaire.',
      },
      {
        id: 'notification',
        text: 'Sur la page du serveur, qui renvoie ensuite le numéro au client dans `notifications/elicitation/complete`.',
        explanation:
          'Cette notification ne porte que l’`elicitationId` : elle dit que la démarche est finie, rien de plus.',
      },
      {
        id: 'url',
        text: 'Dans l’URL elle-même, que le client complète avec la carte avant de l’ouvrir.',
        explanation:
          'Le client n’ajoute rien à l’adresse, et le serveur ne doit mettre aucune donnée sensible dans l’URL.',
      },
    ],
    answer: 'page',
    source: sources.elicitationUrl2025,
    link: { scenario: 'connexion-externe', version: '2025-11-25', at: 'elicitation/create' },
  },
  {
    id: 'uti-trace-url-requise',
    theme: 'erreurs',
    type: 'trace',
    ask: 'next',
    trace: 'url-requise-2025',
    shown: 3,
    next: { kind: 'request', method: 'tools/call', from: 'client' },
    prompt:
      'L’appel a reçu l’erreur `-32042`, l’utilisateur a relié son compte, puis le serveur a envoyé `notifications/elicitation/complete`. Quel message vient ensuite ?',
    choices: [
      {
        id: 'retry',
        text: 'Le client refait le même `tools/call`, sous un nouvel `id` : cette fois, le serveur peut répondre.',
        explanation:
          'L’erreur disait « réessayez une fois la page terminée » ; la notification permet au client de réessayer sans attendre un clic.',
      },
      {
        id: 'resultat',
        text: 'Le serveur envoie enfin le résultat du `tools/call` d’origine, sous le même `id`.',
        explanation:
          'Ce `tools/call` a déjà reçu sa réponse : l’erreur. Il faut une nouvelle requête.',
      },
      {
        id: 'elicitation',
        text: 'Une requête `elicitation/create` du serveur, qui demande au client de confirmer la connexion du compte.',
        explanation:
          'La démarche est terminée et le serveur le sait : il n’a plus rien à demander.',
      },
      {
        id: 'reponse-notification',
        text: 'Le client répond à la notification pour accuser réception de l’`elicitationId`.',
        explanation: 'Une notification n’attend pas de réponse.',
      },
    ],
    answer: 'retry',
    source: sources.urlRequise2025,
    link: {
      scenario: 'connexion-externe',
      version: '2025-11-25',
      at: 'tools/call',
      occurrence: 3,
    },
  },
  {
    id: 'uti-taches-sans-runtime',
    theme: 'revisions',
    lessons: ['utilitaires'],
    type: 'single',
    prompt:
      'Une équipe veut qu’un outil de plusieurs minutes rende un identifiant de tâche que le client interrogera plus tard (l’extension Tasks). Que permet le SDK TypeScript 2.4.0 ?',
    choices: [
      {
        id: 'types-seulement',
        text: 'Ses types seulement : aucun runtime pour `tasks/get` ou `tasks/update`, il faudrait les écrire soi-même.',
        explanation:
          'Le SDK 2.4.0 connaît la forme des messages de l’extension sans les servir ; le bac à sable l’enseigne donc sans la jouer, et montre la progression pour les travaux longs.',
      },
      {
        id: 'complet',
        text: 'Tout : il suffit d’annoncer `io.modelcontextprotocol/tasks` pour que `McpServer` crée et suive les tâches.',
        explanation:
          'Annoncer l’extension sans la servir serait mentir : le SDK 2.4.0 n’a pas de gestionnaire pour ses méthodes.',
      },
      {
        id: 'coeur',
        text: 'Rien de spécial : en 2026-07-28, les tâches sont une fonction du cœur du protocole, comme en 2025-11-25.',
        explanation:
          'Expérimentales dans le cœur en 2025-11-25, elles en sortent en 2026-07-28 et deviennent une extension.',
      },
      {
        id: 'progression',
        text: 'L’extension Tasks est la progression : `progressToken` suffit à rendre un identifiant de tâche.',
        explanation:
          'La progression informe pendant un appel qui reste ouvert ; une tâche rend la main et se consulte plus tard.',
      },
    ],
    answer: 'types-seulement',
    source: sources.sdk,
  },
  {
    id: 'uti-classer-revisions',
    theme: 'revisions',
    type: 'classify',
    prompt:
      'Rangez chaque mécanisme selon la révision où il existe : 2025-11-25 seulement, 2026-07-28 seulement, ou les deux.',
    categories: [
      { id: 'v2025', label: '2025-11-25 seulement' },
      { id: 'v2026', label: '2026-07-28 seulement' },
      { id: 'deux', label: 'Les deux' },
    ],
    items: [
      {
        id: 'setlevel',
        text: '`logging/setLevel`',
        category: 'v2025',
        explanation: 'Retiré en 2026-07-28, où le niveau voyage dans le `_meta` de chaque requête.',
      },
      {
        id: 'loglevel',
        text: '`io.modelcontextprotocol/logLevel` dans `_meta`',
        category: 'v2026',
        explanation: 'Le niveau de journal par requête, nouveau en 2026-07-28.',
      },
      {
        id: 'subscribe',
        text: '`resources/subscribe`',
        category: 'v2025',
        explanation:
          'Remplacé en 2026-07-28 par `resourceSubscriptions` dans un flux `subscriptions/listen`.',
      },
      {
        id: 'url-requise',
        text: 'L’erreur `-32042` (élicitation par URL requise)',
        category: 'v2025',
        explanation: 'En 2026-07-28, le serveur demande la page dans un résultat `input_required`.',
      },
      {
        id: 'ttl',
        text: '`ttlMs` et `cacheScope` sur les résultats',
        category: 'v2026',
        explanation: 'Les indications de cache arrivent avec 2026-07-28.',
      },
      {
        id: 'curseur',
        text: '`nextCursor` et `cursor`',
        category: 'deux',
        explanation: 'La pagination par curseur opaque est la même dans les deux révisions.',
      },
      {
        id: 'progress',
        text: '`progressToken` et `notifications/progress`',
        category: 'deux',
        explanation: 'La progression est la même des deux côtés de 2026.',
      },
    ],
    source: sources.changements2026,
  },
];
