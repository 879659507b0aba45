import type { QuestionInput } from '@/lib/quiz/schema';
import { sources } from './sources';

/** Revisions: what changed between protocol revisions, and what is deprecated. */
export const revisionsQuestions: QuestionInput[] = [
  {
    id: 'rev-numerotation',
    theme: 'revisions',
    type: 'single',
    prompt: 'Comment les révisions du protocole MCP sont-elles numérotées ?',
    choices: [
      {
        id: 'date',
        text: 'Par une date, comme 2025-11-25 ou 2026-07-28.',
        explanation:
          'Chaque révision porte la date de sa publication ; la spécification publie aussi un brouillon (draft).',
      },
      {
        id: 'semver',
        text: 'Par un numéro sémantique, comme 2.0.0.',
        explanation:
          'C’est la version des SDK (le SDK TypeScript v2, par exemple), pas celle du protocole. On entend parfois « MCP 2.0 » : ce nom n’existe pas.',
      },
      {
        id: 'nom-de-code',
        text: 'Par un nom de code.',
        explanation: 'Le protocole n’utilise pas de noms de code.',
      },
      {
        id: 'sdk',
        text: 'Par la version du SDK qui l’implémente.',
        explanation:
          'Un même SDK parle plusieurs révisions : celui de cet atelier parle 2026-07-28 et les révisions 2025.',
      },
    ],
    answer: 'date',
    source: sources.versions2026,
  },
  {
    id: 'rev-classer-2025-ou-2026',
    theme: 'revisions',
    lessons: ['revisions'],
    type: 'classify',
    prompt: 'Mécanisme des révisions 2025, ou nouveauté de 2026-07-28 ?',
    categories: [
      { id: 'r2025', label: 'Révisions 2025' },
      { id: 'r2026', label: '2026-07-28' },
    ],
    items: [
      {
        id: 'initialize',
        text: '`initialize` puis `notifications/initialized`',
        category: 'r2025',
        explanation: 'La poignée de main des révisions 2025, retirée en 2026-07-28.',
      },
      {
        id: 'discover',
        text: '`server/discover`',
        category: 'r2026',
        explanation:
          'Nouveau en 2026-07-28 : le serveur y annonce ses versions, ses capacités et son identité.',
      },
      {
        id: 'session-id',
        text: 'L’en-tête HTTP `Mcp-Session-Id`',
        category: 'r2025',
        explanation: 'Les sessions attribuées par le serveur ont disparu en 2026-07-28.',
      },
      {
        id: 'meta',
        text: 'Un `_meta` avec la version et les capacités sur chaque requête',
        category: 'r2026',
        explanation: 'C’est ce qui rend le protocole sans état.',
      },
      {
        id: 'listen',
        text: '`subscriptions/listen`',
        category: 'r2026',
        explanation:
          'Le flux auquel le client s’abonne pour recevoir les notifications de changement.',
      },
      {
        id: 'elicitation-create',
        text: 'Une requête `elicitation/create` envoyée par le serveur au client',
        category: 'r2025',
        explanation:
          'En 2026-07-28, le serveur n’envoie plus de requêtes : il renvoie un résultat `input_required`.',
      },
      {
        id: 'input-required',
        text: 'Un résultat `input_required`, puis le même appel relancé',
        category: 'r2026',
        explanation: 'Le schéma MRTR, introduit par 2026-07-28.',
      },
      {
        id: 'ping',
        text: '`ping`',
        category: 'r2025',
        explanation: 'Retiré en 2026-07-28 ; ce SDK répond -32601 à un `ping` moderne.',
      },
    ],
    source: sources.changements2026,
    link: { scenario: 'meteo', version: '2026-07-28', at: 'server/discover' },
  },
  {
    id: 'rev-ce-qui-a-disparu',
    theme: 'revisions',
    lessons: ['revisions'],
    type: 'multiple',
    prompt: 'Qu’est-ce que la révision 2026-07-28 a supprimé du protocole ?',
    choices: [
      {
        id: 'ping',
        text: '`ping`',
        explanation: 'Supprimé : sans session, plus besoin de vérifier qu’elle est vivante.',
      },
      {
        id: 'set-level',
        text: '`logging/setLevel`',
        explanation:
          'Supprimé : le niveau de journalisation se donne désormais requête par requête, dans le `_meta`.',
      },
      {
        id: 'handshake',
        text: 'La poignée de main `initialize` / `notifications/initialized`',
        explanation: 'Supprimée : chaque requête porte sa version et ses capacités.',
      },
      {
        id: 'tools-call',
        text: '`tools/call`',
        explanation: 'Toujours là : c’est ainsi qu’on exécute un outil.',
      },
      {
        id: 'list-changed',
        text: 'La notification `notifications/tools/list_changed`',
        explanation:
          'Toujours là, mais elle voyage désormais sur un flux `subscriptions/listen` auquel le client s’abonne.',
      },
    ],
    answers: ['ping', 'set-level', 'handshake'],
    source: sources.changements2026,
  },
  {
    id: 'rev-sens-de-deprecie',
    theme: 'revisions',
    lessons: ['revisions'],
    type: 'single',
    prompt:
      'Le sampling, les racines et la journalisation sont « dépréciés » en 2026-07-28. Qu’est-ce que cela veut dire ?',
    choices: [
      {
        id: 'sursis',
        text: 'Ils fonctionnent encore, mais les nouvelles implémentations ne devraient plus les adopter ; leur retrait deviendra possible après une période d’au moins douze mois.',
        explanation:
          'Le registre des fonctionnalités dépréciées fixe le retrait au plus tôt à la première révision publiée à partir du 28 juillet 2027.',
      },
      {
        id: 'disparus',
        text: 'Ils ont disparu du protocole.',
        explanation:
          'Déprécié n’est pas supprimé : `ping` ou `logging/setLevel`, eux, ont bien été retirés.',
      },
      {
        id: 'distant',
        text: 'Ils sont réservés aux serveurs distants.',
        explanation: 'La dépréciation ne dépend pas du transport.',
      },
      {
        id: 'obligatoires',
        text: 'Ils deviennent obligatoires pour les nouveaux serveurs.',
        explanation: 'C’est l’inverse : les nouveaux serveurs ne devraient plus s’en servir.',
      },
    ],
    answer: 'sursis',
    source: sources.deprecie,
  },
  {
    id: 'rev-tutoriel-perime',
    theme: 'revisions',
    type: 'single',
    prompt:
      'Un tutoriel écrit mi-2025 présente 2024-11-05 comme « la version stable actuelle ». Qu’en retenir aujourd’hui ?',
    choices: [
      {
        id: 'perime',
        text: 'Il est périmé : repérez la révision qu’il décrit et comparez avec la spécification à jour.',
        explanation:
          'Depuis, 2025-03-26, 2025-06-18, 2025-11-25 puis 2026-07-28 sont parus ; les transports, les erreurs et le cycle de vie ont changé.',
      },
      {
        id: 'toujours-valable',
        text: 'Il reste valable : une version stable ne change plus.',
        explanation:
          'La révision 2024-11-05 ne change plus, mais elle n’est plus la dernière : le tutoriel décrit un protocole ancien.',
      },
      {
        id: 'sdk',
        text: 'Il suffit de mettre à jour le SDK pour que ses exemples fonctionnent.',
        explanation:
          'Un SDK récent masque bien des différences, mais pas toutes : la poignée de main ou le transport HTTP+SSE ont changé.',
      },
      {
        id: 'semver',
        text: '2024-11-05 est plus récente que 2025-11-25, car la numérotation est inversée.',
        explanation: 'Les révisions sont des dates, dans l’ordre du calendrier.',
      },
    ],
    answer: 'perime',
    source: sources.versions2026,
    specNote:
      'Un des textes du cours, écrit mi-2025, donne 2024-11-05 comme version stable et 2025-03-26 comme option. La spécification publie aujourd’hui 2026-07-28 comme révision la plus récente : la question suit la spécification.',
  },
  {
    id: 'rev-accepter-32002',
    theme: 'revisions',
    type: 'single',
    prompt:
      'Un client 2026-07-28 parle à un serveur 2025-11-25 qui répond -32002 pour une ressource introuvable. Que faire ?',
    choices: [
      {
        id: 'accepter',
        text: 'Le comprendre comme « ressource introuvable » : c’était le code de l’époque.',
        explanation:
          'La spécification 2026-07-28 remplace -32002 par -32602, mais demande aux clients d’accepter encore -32002 des serveurs plus anciens.',
      },
      {
        id: 'rejeter',
        text: 'Le traiter comme une erreur inconnue et se déconnecter.',
        explanation:
          'Ce serait casser la compatibilité avec les serveurs plus anciens, que la spécification protège.',
      },
      {
        id: 'reessayer',
        text: 'Réessayer jusqu’à obtenir -32602.',
        explanation: 'Le serveur ne changera pas de révision entre deux tentatives.',
      },
      {
        id: 'emettre',
        text: 'Répondre lui-même -32002 au serveur.',
        explanation:
          'Le client n’a rien à répondre à une réponse, et les implémentations 2026-07-28 ne doivent plus émettre ce code.',
      },
    ],
    answer: 'accepter',
    source: sources.codes2026,
  },
  {
    id: 'rev-plage-des-codes',
    theme: 'revisions',
    type: 'single',
    prompt:
      'Pourquoi les codes d’erreur propres à MCP en 2026-07-28 sont-ils -32020, -32021 et -32022 ?',
    choices: [
      {
        id: 'plage',
        text: 'Parce que la plage -32020 à -32099 est désormais réservée à la spécification MCP, -32000 à -32019 restant aux implémentations.',
        explanation:
          'JSON-RPC laisse -32000 à -32099 aux erreurs de serveur ; MCP partage cette plage pour que ses codes ne heurtent plus ceux des SDK.',
      },
      {
        id: 'hasard',
        text: 'Parce qu’ils ont été tirés au hasard.',
        explanation:
          'Ils ont même été renumérotés exprès (-32001, -32003 et -32004 dans le brouillon) pour entrer dans la plage réservée.',
      },
      {
        id: 'http',
        text: 'Parce qu’ils reprennent des codes HTTP.',
        explanation: 'Aucun rapport avec les statuts HTTP, qui vont de 100 à 599.',
      },
      {
        id: 'json-rpc',
        text: 'Parce que JSON-RPC 2.0 les définit.',
        explanation:
          'JSON-RPC ne définit que -32700 et -32600 à -32603 ; le reste de -32000 à -32099 est laissé aux implémentations.',
      },
    ],
    answer: 'plage',
    source: sources.codes2026,
  },
  {
    id: 'rev-result-type',
    theme: 'revisions',
    lessons: ['revisions'],
    type: 'single',
    prompt: 'Quel champ chaque résultat porte-t-il obligatoirement depuis 2026-07-28 ?',
    choices: [
      {
        id: 'result-type',
        text: '`resultType`, qui vaut `complete` ou `input_required`',
        explanation:
          'Il dit comment lire le résultat. Face à un serveur plus ancien qui l’omet, le client le considère comme `complete`.',
      },
      {
        id: 'session-id',
        text: '`sessionId`',
        explanation: 'Il n’y a plus de sessions en 2026-07-28.',
      },
      {
        id: 'protocol-version',
        text: '`protocolVersion`',
        explanation: 'La version voyage dans le `_meta` des requêtes, pas dans chaque résultat.',
      },
      {
        id: 'is-error',
        text: '`isError`',
        explanation:
          'Il ne concerne que les résultats d’outils, il est facultatif, et il existait bien avant.',
      },
    ],
    answer: 'result-type',
    source: sources.base2026,
    link: { scenario: 'meteo', version: '2026-07-28', at: 'result:tools/call' },
  },
  {
    id: 'rev-suivre-les-changements',
    theme: 'revisions',
    lessons: ['revisions'],
    type: 'single',
    prompt:
      'En 2026-07-28, un client veut être prévenu quand la liste des outils change. Que fait-il ?',
    choices: [
      {
        id: 'listen',
        text: 'Il ouvre un flux `subscriptions/listen` en nommant les notifications qu’il veut recevoir.',
        explanation:
          'Les notifications de changement sont à la demande : le serveur accuse réception, puis envoie sur ce flux ce que le client a choisi.',
      },
      {
        id: 'attendre',
        text: 'Il attend `notifications/tools/list_changed`, qui arrive sans rien demander.',
        explanation:
          'C’était le cas en 2025. En 2026-07-28, sans abonnement, ce SDK laisse tomber ces notifications sans rien dire.',
      },
      {
        id: 'subscribe',
        text: 'Il appelle `resources/subscribe`.',
        explanation:
          'Cette méthode a été remplacée par `subscriptions/listen`, et elle concernait les ressources.',
      },
      {
        id: 'sonder',
        text: 'Il redemande `tools/list` chaque seconde.',
        explanation:
          'C’est du gaspillage ; entre deux changements, `ttlMs` dit d’ailleurs combien de temps la liste reste valable.',
      },
    ],
    answer: 'listen',
    source: sources.changements2026,
    link: { scenario: 'changement-de-liste', version: '2026-07-28', at: 'subscriptions/listen' },
  },
  {
    id: 'rev-sdk-poignee-par-defaut',
    theme: 'revisions',
    type: 'single',
    prompt:
      'Sans réglage particulier, quelle poignée de main le client du SDK TypeScript v2 utilise-t-il ?',
    choices: [
      {
        id: 'legacy',
        text: 'Celle des révisions 2025 (`initialize`), sauf si l’on épingle 2026-07-28 ou choisit le mode automatique.',
        explanation:
          'En mode automatique, il essaie `server/discover` et se replie sur `initialize` si le serveur répond -32601.',
      },
      {
        id: 'discover',
        text: 'Toujours `server/discover`, la plus récente.',
        explanation:
          'Il faut le demander (`versionNegotiation`) ; par défaut, le client reste sur la poignée de main 2025, comprise par tous les serveurs.',
      },
      {
        id: 'aucune',
        text: 'Aucune : il envoie directement `tools/list`.',
        explanation:
          'Il établit toujours la connexion d’abord, par `initialize` ou par `server/discover`.',
      },
      {
        id: 'ping',
        text: 'Un `ping`, puis la version que le serveur annonce.',
        explanation: '`ping` n’a jamais servi à négocier une version.',
      },
    ],
    answer: 'legacy',
    source: sources.sdk,
    link: { scenario: 'meteo', version: '2025-11-25', at: 'initialize' },
  },
  {
    id: 'rev-ttl-et-cache',
    theme: 'revisions',
    type: 'single',
    prompt:
      'À quoi servent `ttlMs` et `cacheScope` dans le résultat de `server/discover` ou de `tools/list` (2026-07-28) ?',
    choices: [
      {
        id: 'cache',
        text: 'À dire combien de temps le client peut garder la réponse, et si un intermédiaire partagé peut la garder aussi.',
        explanation:
          '`ttlMs` est une durée de fraîcheur en millisecondes ; `cacheScope` vaut `public` ou `private`.',
      },
      {
        id: 'delai',
        text: 'À fixer le délai maximal d’un appel d’outil.',
        explanation: 'Le délai d’un appel est réglé par le client, pas annoncé par le serveur.',
      },
      {
        id: 'session',
        text: 'À fixer la durée de vie de la session.',
        explanation: 'Il n’y a plus de session en 2026-07-28.',
      },
      {
        id: 'jeton',
        text: 'À dire quand le jeton OAuth expire.',
        explanation: 'L’expiration du jeton relève du serveur d’autorisation.',
      },
    ],
    answer: 'cache',
    source: sources.changements2026,
    link: { scenario: 'meteo', version: '2026-07-28', at: 'result:server/discover' },
  },
  {
    id: 'rev-enregistrement-des-clients',
    theme: 'revisions',
    type: 'single',
    prompt:
      'La révision 2026-07-28 déprécie l’enregistrement dynamique des clients OAuth (Dynamic Client Registration). Au profit de quoi ?',
    choices: [
      {
        id: 'cimd',
        text: 'Des documents de métadonnées d’identifiant client (Client ID Metadata Documents).',
        explanation:
          'Le client publie ses métadonnées à une URL qui lui sert d’identifiant ; l’enregistrement dynamique reste possible pour les serveurs d’autorisation plus anciens.',
      },
      {
        id: 'cle-partagee',
        text: 'D’une clé d’API partagée entre tous les clients.',
        explanation:
          'Une clé partagée efface l’identité de chaque utilisateur : c’est précisément ce qu’OAuth évite.',
      },
      {
        id: 'session-id',
        text: 'De l’en-tête `Mcp-Session-Id`.',
        explanation: 'Cet en-tête a été supprimé, et il n’a jamais servi à enregistrer un client.',
      },
      {
        id: 'client-info',
        text: 'Du champ `clientInfo` du `_meta`.',
        explanation: '`clientInfo` se déclare librement ; il ne prouve rien.',
      },
    ],
    answer: 'cimd',
    source: sources.deprecie,
  },
];
