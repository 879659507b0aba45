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
          'Chaque révision porte une date AAAA-MM-JJ : celle de ses derniers changements incompatibles (en pratique, sa date de parution). La spécification publie aussi un brouillon (draft).',
      },
      {
        id: 'semver',
        text: 'Par un numéro sémantique, comme 2.0.0.',
        explanation:
          'C’est la version des SDK (le SDK TypeScript v2, par exemple), pas celle du protocole. On entend parfois « MCP 2.0 » : ce nom n’existe pas.',
      },
      {
        id: 'nom-de-code',
        text: 'Par un nom de code, comme les versions d’Android.',
        explanation: 'Le protocole n’utilise pas de noms de code.',
      },
      {
        id: 'sdk',
        text: 'Par la version du SDK qui l’implémente.',
        explanation:
          'Un même SDK prend en charge plusieurs révisions : celui de cet atelier, 2026-07-28 et les révisions 2025.',
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
          'Nouveau en 2026-07-28 : le serveur y annonce ses révisions, ses capacités et son identité.',
      },
      {
        id: 'session-id',
        text: 'L’en-tête HTTP `Mcp-Session-Id`',
        category: 'r2025',
        explanation: 'Les sessions attribuées par le serveur ont disparu en 2026-07-28.',
      },
      {
        id: 'meta',
        text: 'Un `_meta` avec la révision et les capacités sur chaque requête',
        category: 'r2026',
        explanation: 'C’est ce qui rend le protocole sans état.',
      },
      {
        id: 'set-level',
        text: '`logging/setLevel` pour régler le niveau de journal',
        category: 'r2025',
        explanation:
          'Retiré en 2026-07-28\u00A0: le niveau voyage désormais dans le `_meta` de chaque requête (`io.modelcontextprotocol/logLevel`).',
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
        explanation: 'Supprimée : chaque requête porte sa révision et ses capacités.',
      },
      {
        id: 'roots-list-changed',
        text: '`notifications/roots/list_changed`',
        explanation:
          'Supprimée en 2026-07-28, avec `ping` et `logging/setLevel` ; les racines elles-mêmes ne sont que dépréciées.',
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
    answers: ['ping', 'set-level', 'handshake', 'roots-list-changed'],
    source: sources.changements2026,
  },
  {
    id: 'rev-sens-de-deprecie',
    theme: 'revisions',
    lessons: ['revisions'],
    type: 'single',
    prompt:
      'L’échantillonnage (sampling), les racines et la journalisation sont « dépréciés » en 2026-07-28. Qu’est-ce que cela veut dire ?',
    choices: [
      {
        id: 'sursis',
        text: 'Ils marchent encore, mais on ne devrait plus les adopter.',
        explanation:
          'Les nouvelles implémentations ne devraient plus les adopter (SHOULD NOT). Leur retrait devient possible après au moins douze mois : le registre des fonctionnalités dépréciées le fixe au plus tôt à la première révision publiée à partir du 28 juillet 2027.',
      },
      {
        id: 'disparus',
        text: 'Ils ont disparu du protocole : un serveur 2026-07-28 répond -32601 à leurs méthodes.',
        explanation:
          'Déprécié n’est pas supprimé : `ping` ou `logging/setLevel`, eux, ont bien été retirés.',
      },
      {
        id: 'distant',
        text: 'Ils ne restent permis que sur les transports anciens, comme HTTP+SSE.',
        explanation: 'La dépréciation ne dépend pas du transport.',
      },
      {
        id: 'obligatoires',
        text: 'Ils deviennent obligatoires pour tous les nouveaux serveurs.',
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
        text: 'Il est périmé : comparez-le à la révision la plus récente.',
        explanation:
          'Il était déjà en retard à sa rédaction (2025-03-26 était paru) ; depuis, 2025-06-18, 2025-11-25 puis 2026-07-28 sont parus, et les transports, les erreurs et le cycle de vie ont changé. Repérez la révision qu’il décrit, puis comparez.',
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
        id: 'derniere',
        text: 'Il est à jour : 2024-11-05 est la dernière révision publiée qui ne soit pas un brouillon.',
        explanation:
          'Plusieurs révisions définitives ont suivi : 2025-03-26, 2025-06-18, 2025-11-25 et 2026-07-28.',
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
      'Un client qui prend en charge 2026-07-28 et, en repli, 2025-11-25 est connecté à un serveur 2025-11-25, qui répond -32002 pour une ressource introuvable. Que faire ?',
    choices: [
      {
        id: 'accepter',
        text: 'Le lire comme « ressource introuvable ».',
        explanation:
          'C’était le code des révisions 2025. La spécification 2026-07-28 le remplace par -32602, mais demande (SHOULD) aux clients d’accepter encore -32002 des serveurs plus anciens.',
      },
      {
        id: 'rejeter',
        text: 'Le traiter comme une erreur inconnue et se déconnecter.',
        explanation:
          'Ce serait casser la compatibilité avec les serveurs plus anciens, que la spécification protège.',
      },
      {
        id: 'reessayer',
        text: 'Réessayer jusqu’à obtenir -32602, le seul code qu’il doit comprendre.',
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
        text: 'Parce que -32020 à -32099 est réservé à la spécification MCP.',
        explanation:
          'JSON-RPC laisse -32000 à -32099 aux erreurs de serveur. MCP y réserve -32020 à -32099 à ses propres codes, pour qu’ils ne heurtent plus ceux des SDK ; -32000 à -32019 est une plage héritée, que les nouvelles implémentations ne devraient plus utiliser (SHOULD NOT).',
      },
      {
        id: 'hasard',
        text: 'Parce que chaque SDK choisit les siens, et le SDK TypeScript a retenu ceux-là.',
        explanation:
          'Ils sont définis par la spécification elle-même, et aucune implémentation ne doit émettre dans cette plage un code qu’elle ne définit pas.',
      },
      {
        id: 'http',
        text: 'Parce qu’ils prolongent les codes HTTP 4xx renvoyés par Streamable HTTP.',
        explanation: 'Aucun rapport avec les statuts HTTP, qui vont de 100 à 599.',
      },
      {
        id: 'json-rpc',
        text: 'Parce que JSON-RPC 2.0 les définit lui-même, comme -32700 ou -32601.',
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
        text: '`resultType`',
        explanation:
          'Il vaut `complete` ou `input_required` et dit comment lire le résultat. Face à un serveur plus ancien qui l’omet, le client le considère comme `complete`.',
      },
      {
        id: 'session-id',
        text: '`sessionId`',
        explanation: 'Il n’y a plus de sessions en 2026-07-28.',
      },
      {
        id: 'protocol-version',
        text: '`protocolVersion`',
        explanation: 'La révision voyage dans le `_meta` des requêtes, pas dans chaque résultat.',
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
        text: 'Il ouvre un flux `subscriptions/listen` en nommant les notifications voulues.',
        explanation:
          'Il ouvre ce flux en nommant les notifications qu’il veut recevoir (`toolsListChanged`) ; le serveur accuse réception, puis envoie sur ce flux ce que le client a choisi.',
      },
      {
        id: 'attendre',
        text: 'Il attend `notifications/tools/list_changed`, qui arrive sans rien demander.',
        explanation:
          'C’était le cas en 2025. En 2026-07-28, sans abonnement, ce SDK laisse tomber ces notifications sans rien dire.',
      },
      {
        id: 'subscribe',
        text: 'Il appelle `resources/subscribe` avec l’URI de la liste des outils.',
        explanation:
          'Cette méthode a été remplacée par `subscriptions/listen`, et elle concernait les ressources.',
      },
      {
        id: 'sonder',
        text: 'Il redemande `tools/list` à intervalles réguliers, et compare.',
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
        text: 'Celle des révisions 2025 : `initialize` puis `notifications/initialized`.',
        explanation:
          'Sauf si l’on épingle 2026-07-28 ou choisit le mode automatique (`versionNegotiation`). En mode automatique, il essaie `server/discover` et se replie sur `initialize` si la réponse n’est pas une erreur moderne reconnue (souvent -32601) ou, en stdio, s’il n’en vient aucune.',
      },
      {
        id: 'discover',
        text: '`server/discover`, la plus récente, avec repli sur `initialize`.',
        explanation:
          'C’est le mode automatique, qu’il faut demander (`versionNegotiation`). Par défaut, le client reste sur la poignée de main 2025, que comprennent les serveurs 2025 et bi-révision, mais pas un serveur uniquement 2026-07-28.',
      },
      {
        id: 'aucune',
        text: 'Aucune : il envoie directement `tools/list`, avec un `_meta` complet.',
        explanation:
          'Il établit toujours la connexion d’abord, par `initialize` ou par `server/discover`.',
      },
      {
        id: 'ping',
        text: 'Un `ping`, puis la révision que le serveur annonce.',
        explanation: '`ping` n’a jamais servi à négocier une révision.',
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
        text: 'À dire combien de temps, et par qui, la réponse peut être gardée.',
        explanation:
          '`ttlMs` est une durée de fraîcheur en millisecondes ; `cacheScope` vaut `public` (un intermédiaire partagé peut la garder et la resservir) ou `private` (seulement pour le même contexte d’autorisation).',
      },
      {
        id: 'delai',
        text: 'À fixer le délai au-delà duquel le client doit abandonner un appel d’outil.',
        explanation: 'Le délai d’un appel est réglé par le client, pas annoncé par le serveur.',
      },
      {
        id: 'session',
        text: 'À fixer la durée de vie de la session que le serveur garde en mémoire.',
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
        text: 'Des documents de métadonnées publiés à l’URL du client.',
        explanation:
          'Des documents de métadonnées d’identifiant client : le client publie ses métadonnées à une URL qui lui sert d’identifiant ; l’enregistrement dynamique reste possible pour les serveurs d’autorisation plus anciens.',
      },
      {
        id: 'cle-partagee',
        text: 'D’une clé d’API partagée entre tous les clients.',
        explanation:
          'Une clé partagée efface l’identité de chaque utilisateur : c’est précisément ce qu’OAuth évite.',
      },
      {
        id: 'session-id',
        text: 'De l’en-tête `Mcp-Session-Id`, attribué par le serveur à chaque client.',
        explanation: 'Cet en-tête a été supprimé, et il n’a jamais servi à enregistrer un client.',
      },
      {
        id: 'client-info',
        text: 'Du champ `clientInfo`, que le client répète dans le `_meta` de chaque requête.',
        explanation: '`clientInfo` se déclare librement ; il ne prouve rien.',
      },
    ],
    answer: 'cimd',
    source: sources.deprecie,
  },
];
