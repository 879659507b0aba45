import type { GlossaryTermInput } from '@/lib/glossary/schema';

/**
 * The glossary: every term the lessons use, with its English name. Lessons link to a term
 * with `[texte](/glossaire#id)`; the glossary page lists, for each term, the lessons that do.
 */
export const glossarySources: GlossaryTermInput[] = [
  {
    id: 'hote',
    term: 'hôte',
    english: 'host',
    definition:
      'L’application d’IA avec laquelle l’utilisateur parle (assistant, éditeur de code, agent). Elle crée un client par serveur, montre au modèle les outils disponibles et demande l’accord de l’utilisateur avant d’agir.',
    see: ['client', 'serveur'],
  },
  {
    id: 'client',
    term: 'client',
    english: 'client',
    definition:
      'Le composant de l’hôte qui tient la connexion avec **un seul** serveur : il déclare ses capacités, transmet les requêtes et rapporte les réponses.',
    see: ['hote', 'serveur'],
  },
  {
    id: 'serveur',
    term: 'serveur',
    english: 'server',
    definition:
      'Le programme qui expose des outils, des ressources et des prompts. Il ne voit ni le modèle ni la conversation ; du client, il ne connaît que l’identité déclarée (`clientInfo`). Lancé en sous-processus (stdio), il tourne sur la machine de l’hôte ; joint en Streamable HTTP, il tourne chez un fournisseur ou sur la même machine.',
    see: ['primitive', 'transport'],
  },
  {
    id: 'primitive',
    term: 'primitive',
    english: 'primitive',
    definition:
      'Une catégorie de ce qu’un participant offre à l’autre. Côté serveur : outils, ressources, prompts. Côté client : élicitation, et les fonctionnalités dépréciées en 2026-07-28 (échantillonnage, racines).',
    see: ['outil', 'ressource', 'prompt', 'elicitation'],
  },
  {
    id: 'outil',
    term: 'outil',
    english: 'tool',
    definition:
      'Une fonction que le **modèle** décide d’appeler (`tools/call`), décrite par un nom, une description et un `inputSchema`. Elle peut avoir des effets sur le monde.',
    see: ['input-schema', 'annotations'],
  },
  {
    id: 'ressource',
    term: 'ressource',
    english: 'resource',
    definition:
      'Une donnée identifiée par une URI, que **l’application** (ou l’utilisateur) choisit en général de lire (`resources/read`) et de joindre au contexte. C’est une intention de conception : un hôte peut aussi laisser le modèle choisir. Une lecture est pensée sans effet de bord.',
    see: ['uri', 'modele-de-ressource'],
  },
  {
    id: 'modele-de-ressource',
    term: 'gabarit de ressource',
    english: 'resource template',
    definition:
      'Une URI à trous (`uriTemplate`, RFC 6570) comme `entrepot://schema/{base}/{table}` : une famille de ressources, listée par `resources/templates/list`. On dit aussi gabarit d’URI.',
    see: ['ressource', 'uri'],
  },
  {
    id: 'prompt',
    term: 'prompt',
    english: 'prompt',
    definition:
      'La primitive : un gabarit de messages réutilisable, avec des arguments, que **l’utilisateur** déclenche (souvent par une commande « / »). Le client le récupère avec `prompts/get`. Ce site garde « prompt » pour cette primitive ; le texte envoyé au modèle s’appelle ici la consigne.',
  },
  {
    id: 'elicitation',
    term: 'élicitation',
    english: 'elicitation',
    definition:
      'Quand le serveur a besoin d’une information ou d’une confirmation de l’utilisateur. En 2025 : une requête `elicitation/create` du serveur ; en 2026-07-28 : un résultat `input_required` suivi d’un nouvel appel.',
    see: ['input-required'],
  },
  {
    id: 'echantillonnage',
    term: 'échantillonnage',
    english: 'sampling',
    definition:
      'Le serveur demande au modèle de l’hôte de produire une réponse, texte, image ou son (`sampling/createMessage`). Déprécié en 2026-07-28 : un serveur qui a besoin d’un modèle appelle directement l’API d’un fournisseur.',
  },
  {
    id: 'racines',
    term: 'racines',
    english: 'roots',
    definition:
      'Les répertoires et fichiers (des URI `file://`) que le client signale au serveur comme pertinents (`roots/list`). Une indication, pas un contrôle d’accès : le protocole n’empêche pas le serveur d’en sortir. Dépréciées en 2026-07-28 : on passe ces chemins en paramètres d’outil, en URI de ressource ou dans la configuration du serveur.',
  },
  {
    id: 'journalisation',
    term: 'journalisation',
    english: 'logging',
    definition:
      'Les messages de journal qu’un serveur envoie au client (`notifications/message`). Dépréciée en 2026-07-28 : en stdio, on écrit sur la sortie d’erreur ; sinon, on utilise OpenTelemetry.',
    see: ['stdio'],
  },
  {
    id: 'capacite',
    term: 'capacité',
    english: 'capability',
    definition:
      'Ce qu’un participant déclare savoir faire (`tools`, `resources`, `elicitation`…). Ni le client ni le serveur ne doivent utiliser une fonctionnalité que l’autre n’a pas déclarée. En 2025, elles s’échangent une fois, à `initialize` ; en 2026-07-28, le client les met dans le `_meta` de chaque requête et le serveur les annonce dans sa réponse à `server/discover`.',
  },
  {
    id: 'transport',
    term: 'transport',
    english: 'transport',
    definition:
      'La façon dont les messages voyagent entre client et serveur : stdio (un sous-processus) ou Streamable HTTP (une adresse web, distante ou locale), et des transports personnalisés permis par la spécification. Les messages eux-mêmes ne changent pas d’un transport à l’autre.',
    see: ['stdio', 'streamable-http'],
  },
  {
    id: 'stdio',
    term: 'stdio',
    english: 'standard input/output',
    definition:
      'Le transport local : le client (dans l’hôte) lance le serveur comme sous-processus et échange un message JSON par ligne sur son entrée et sa sortie standard. Rien d’autre ne doit être écrit sur la sortie standard.',
  },
  {
    id: 'streamable-http',
    term: 'Streamable HTTP',
    english: 'Streamable HTTP',
    definition:
      'Le transport HTTP : chaque message est envoyé par POST à une seule adresse (par exemple `/mcp`), et le serveur répond en JSON ou par un flux SSE. Le serveur peut être distant ou tourner sur la même machine. Il a remplacé HTTP+SSE en 2025-03-26.',
    see: ['oauth'],
  },
  {
    id: 'json-rpc',
    term: 'JSON-RPC 2.0',
    english: 'JSON-RPC 2.0',
    definition:
      'Le format de tous les messages MCP : des requêtes (avec `id` et `method`), des réponses (`result` ou `error`, avec le même `id`, sauf pour une erreur sur une requête dont l’`id` était illisible) et des notifications (sans `id`).',
    see: ['requete', 'notification'],
  },
  {
    id: 'requete',
    term: 'requête',
    english: 'request',
    definition:
      'Un message qui porte un `id` (jamais `null` en MCP) et une `method`, et qui attend exactement une réponse : un résultat ou une erreur. En 2026-07-28, seul le client envoie des requêtes ; le serveur n’en envoie plus.',
  },
  {
    id: 'resultat',
    term: 'résultat',
    english: 'result',
    definition:
      'La réponse réussie à une requête (`result`). En 2026-07-28, elle porte toujours `resultType` : `complete` ou `input_required`.',
  },
  {
    id: 'notification',
    term: 'notification',
    english: 'notification',
    definition:
      'Un message sans `id` : personne n’y répond. Exemple : `notifications/tools/list_changed` prévient que la liste des outils a changé.',
  },
  {
    id: 'erreur-de-protocole',
    term: 'erreur de protocole',
    english: 'protocol error',
    definition:
      'Une réponse JSON-RPC `error` avec un code (`-32602`, `-32601`…) : la requête elle-même n’a pas pu être traitée (outil inconnu, paramètres invalides).',
  },
  {
    id: 'erreur-d-execution',
    term: 'erreur d’exécution',
    english: 'tool execution error',
    definition:
      'Un résultat d’outil avec `isError: true` et un message dans `content` : l’appel a été compris, mais l’outil a échoué. Le modèle peut lire le message et se corriger.',
  },
  {
    id: 'revision',
    term: 'révision',
    english: 'protocol version',
    definition:
      'Une version datée du protocole : 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28. À ne pas confondre avec la version d’un logiciel : un même SDK prend en charge plusieurs révisions. Le bac à sable prend en charge 2026-07-28, 2025-11-25 et 2025-06-18.',
  },
  {
    id: 'meta',
    term: '_meta',
    code: true,
    english: '_meta',
    definition:
      'Un champ de métadonnées des messages. En 2026-07-28, chaque requête y porte `io.modelcontextprotocol/protocolVersion`, `io.modelcontextprotocol/clientCapabilities` et, en principe, `io.modelcontextprotocol/clientInfo`.',
    see: ['sans-etat'],
  },
  {
    id: 'cycle-de-vie',
    term: 'cycle de vie',
    english: 'lifecycle',
    definition:
      'L’ordre des échanges entre client et serveur. En 2025 : initialisation, opérations, fermeture. En 2026-07-28 : plus de poignée de main, chaque requête se suffit à elle-même.',
    see: ['initialisation', 'decouverte'],
  },
  {
    id: 'initialisation',
    term: 'initialisation',
    english: 'initialization',
    definition:
      'La poignée de main des révisions 2025 : `initialize` (révision, capacités, identité), sa réponse, puis `notifications/initialized`. Supprimée en 2026-07-28.',
  },
  {
    id: 'decouverte',
    term: 'découverte',
    english: 'discovery',
    definition:
      'En 2026-07-28, la requête `server/discover` : le serveur y annonce les révisions qu’il prend en charge, ses capacités et son identité. Tout serveur doit la traiter ; le client peut s’en passer.',
  },
  {
    id: 'sans-etat',
    term: 'sans état',
    english: 'stateless',
    definition:
      'Un protocole où chaque requête contient tout ce qu’il faut pour la traiter : pas de session à ouvrir ni à retenir. C’est le cas de MCP depuis 2026-07-28.',
  },
  {
    id: 'abonnement',
    term: 'flux d’abonnement',
    english: 'subscription stream',
    definition:
      'En 2026-07-28, la requête `subscriptions/listen` ouvre un flux qui reste ouvert : le serveur y envoie les notifications de changement que le client a demandées, et seulement celles-là.',
  },
  {
    id: 'input-required',
    term: 'input_required',
    code: true,
    english: 'InputRequiredResult (multi round-trip request, MRTR)',
    definition:
      'En 2026-07-28, un résultat qui dit « il me manque quelque chose » : il liste ses demandes dans `inputRequests` ; le client les satisfait puis refait l’appel avec `inputResponses`.',
    see: ['elicitation'],
  },
  {
    id: 'annotations',
    term: 'annotations d’outil',
    english: 'tool annotations',
    definition:
      'Des indices sur le comportement d’un outil (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`). Ce ne sont pas des garanties : un serveur peut mentir.',
  },
  {
    id: 'input-schema',
    term: 'inputSchema',
    code: true,
    english: 'input schema',
    definition:
      'Le JSON Schema des arguments d’un outil. Toujours un objet, jamais `null` ; sans paramètre : `{ "type": "object", "additionalProperties": false }`.',
  },
  {
    id: 'output-schema',
    term: 'outputSchema',
    code: true,
    english: 'output schema',
    definition:
      'Le JSON Schema, facultatif, du résultat structuré d’un outil. S’il est fourni, le serveur doit renvoyer un `structuredContent` conforme.',
  },
  {
    id: 'uri',
    term: 'URI',
    english: 'Uniform Resource Identifier',
    definition:
      'L’adresse unique d’une ressource, selon la RFC 3986 : `https://…`, `file:///…`, `git://…` ou un schéma à vous comme `entrepot://…`.',
  },
  {
    id: 'oauth',
    term: 'OAuth 2.1',
    english: 'OAuth 2.1',
    definition:
      'Le cadre d’autorisation des serveurs HTTP, facultatif dans MCP : un serveur d’autorisation délivre un jeton d’accès au nom de l’utilisateur, et le serveur MCP le vérifie à chaque requête, y compris qu’il lui est bien destiné. Il ne le relaie jamais à une autre API.',
    see: ['pkce'],
  },
  {
    id: 'pkce',
    term: 'PKCE',
    english: 'Proof Key for Code Exchange',
    definition:
      'Une protection obligatoire d’OAuth 2.1 : le client invente un secret, n’en montre que l’empreinte au départ, puis le révèle pour échanger le code contre un jeton. Un code intercepté ne sert à rien.',
  },
  {
    id: 'humain-dans-la-boucle',
    term: 'humain dans la boucle',
    english: 'human in the loop',
    definition:
      'Le principe selon lequel une personne voit les appels d’outils et peut les refuser. La spécification le recommande pour tout appel d’outil.',
  },
  {
    id: 'moindre-privilege',
    term: 'moindre privilège',
    english: 'least privilege',
    definition:
      'N’accorder à un serveur et à ses outils que les droits strictement nécessaires : lecture seule par défaut, actions destructrices à part, identité de l’utilisateur plutôt qu’un compte partagé.',
  },
  {
    id: 'injection-indirecte',
    term: 'injection indirecte',
    english: 'indirect prompt injection',
    definition:
      'Des instructions cachées dans une donnée que lit le modèle (page web, ticket, note de CRM renvoyée par un outil) et qui tentent de le détourner.',
  },
  {
    id: 'couche-donnees',
    term: 'couche données',
    english: 'data layer',
    definition:
      'La partie de MCP qui définit le sens des messages : JSON-RPC, cycle de vie, primitives, notifications. Un outil qui échoue est un problème de cette couche.',
    see: ['couche-transport'],
  },
  {
    id: 'couche-transport',
    term: 'couche transport',
    english: 'transport layer',
    definition:
      'La partie de MCP qui fait voyager les messages : connexion, découpage, authentification. Un serveur qui n’apparaît pas est presque toujours un problème de cette couche.',
    see: ['couche-donnees'],
  },
  {
    id: 'registre-d-outils',
    term: 'registre d’outils',
    english: 'tool registry',
    definition:
      'La liste unique que l’hôte construit en réunissant les outils de tous ses serveurs ; c’est elle que voit le modèle. L’hôte y garde pour chaque outil le client qui doit l’appeler.',
  },
  {
    id: 'modele-de-langage',
    term: 'modèle de langage',
    english: 'large language model (LLM)',
    definition:
      'Le modèle d’IA que l’hôte interroge. Il lit la question et les descriptions d’outils, puis choisit quel outil appeler. Dans le bac à sable, un sélecteur déterministe le remplace.',
  },
  {
    id: 'session',
    term: 'session',
    english: 'session',
    definition:
      'Dans les révisions 2025, la relation qu’ouvre la poignée de main entre un client et un serveur : la révision et les capacités négociées valent jusqu’à la fermeture du transport. En HTTP, le serveur peut lui attribuer un identifiant (`Mcp-Session-Id`). Il n’y a plus de session en 2026-07-28.',
    see: ['poignee-de-main', 'sans-etat'],
  },
  {
    id: 'poignee-de-main',
    term: 'poignée de main',
    english: 'handshake',
    definition:
      'L’échange qui ouvre une session 2025 : `initialize`, sa réponse, puis `notifications/initialized`. Synonyme ici d’initialisation ; supprimée en 2026-07-28.',
    see: ['initialisation', 'session'],
  },
  {
    id: 'sdk',
    term: 'SDK',
    english: 'software development kit',
    definition:
      'Une bibliothèque officielle qui implémente le protocole pour un langage (TypeScript, Python…) : elle écrit et lit les messages à votre place. Ce site fait tourner le SDK TypeScript 2.4.0 ; là où il s’écarte de la spécification, les leçons le disent.',
  },
  {
    id: 'inspector',
    term: 'MCP Inspector',
    english: 'MCP Inspector',
    definition:
      'L’outil de développement officiel qui se branche sur un serveur (stdio ou HTTP) et en montre les capacités, les outils, les ressources et les prompts, pour les essayer un par un avant de brancher le serveur sur un vrai hôte.',
  },
  {
    id: 'result-type',
    term: 'resultType',
    code: true,
    english: 'result type',
    definition:
      'En 2026-07-28, le champ obligatoire de chaque résultat : `complete` quand la réponse est là, `input_required` quand le serveur a besoin d’une information avant de finir.',
    see: ['resultat', 'input-required'],
  },
  {
    id: 'request-state',
    term: 'requestState',
    code: true,
    english: 'request state',
    definition:
      'En 2026-07-28, un état opaque qu’un résultat `input_required` peut joindre et que le client renvoie tel quel au nouvel appel. Le client peut le modifier : le serveur le traite comme une donnée venue d’un attaquant et en protège l’intégrité s’il s’en sert.',
    see: ['input-required'],
  },
  {
    id: 'sse',
    term: 'SSE',
    english: 'Server-Sent Events',
    definition:
      'Un format standard du web pour envoyer une suite d’événements sur une réponse HTTP qui reste ouverte. Streamable HTTP s’en sert pour répondre en flux ; l’ancien transport HTTP+SSE, déprécié, en faisait son canal principal.',
    see: ['streamable-http'],
  },
  {
    id: 'pagination',
    term: 'pagination',
    english: 'pagination',
    definition:
      'Découper une longue liste en pages. Les méthodes `*/list` renvoient un `nextCursor` que le client redonne pour obtenir la page suivante ; un outil bien conçu plafonne aussi la taille de ce qu’il renvoie.',
  },
  {
    id: 'completion',
    term: 'complétion',
    english: 'completion',
    definition:
      'La requête `completion/complete` : le serveur propose des valeurs pour l’argument d’un prompt ou la variable d’un gabarit d’URI, comme l’autocomplétion d’un formulaire.',
    see: ['modele-de-ressource'],
  },
  {
    id: 'erreur-metier',
    term: 'erreur métier',
    english: 'business error',
    definition:
      'Une erreur d’exécution due à une règle du domaine : commande introuvable, date passée, quota dépassé. Elle revient en résultat `isError: true`, avec un message qui dit quoi corriger.',
    see: ['erreur-d-execution'],
  },
  {
    id: 'deprecie',
    term: 'déprécié',
    english: 'deprecated',
    definition:
      'Se dit d’une fonctionnalité encore dans la spécification mais promise au retrait : elle marche toujours, un nouveau code ne devrait plus s’en servir, et la spécification indique son remplaçant. Déprécié ne veut pas dire supprimé.',
  },
  {
    id: 'mise-en-cache',
    term: 'mise en cache',
    english: 'caching',
    definition:
      'En 2026-07-28, les réponses de `server/discover`, des listes et de `resources/read` portent `ttlMs` (combien de millisecondes la réponse reste valable) et `cacheScope` (si elle vaut pour tous les utilisateurs ou pour un seul).',
  },
  {
    id: 'serveur-d-autorisation',
    term: 'serveur d’autorisation',
    english: 'authorization server',
    definition:
      'Dans OAuth, le service qui authentifie l’utilisateur et délivre les jetons d’accès. C’est un rôle distinct du serveur MCP, même s’il peut être hébergé avec lui.',
    see: ['oauth', 'serveur-de-ressources'],
  },
  {
    id: 'serveur-de-ressources',
    term: 'serveur de ressources',
    english: 'resource server',
    definition:
      'Dans OAuth, le service protégé qui vérifie les jetons d’accès : c’est le rôle du serveur MCP. Rien à voir avec les ressources MCP (`resources/read`).',
    see: ['oauth', 'serveur-d-autorisation'],
  },
  {
    id: 'jeton-d-acces',
    term: 'jeton d’accès',
    english: 'access token',
    definition:
      'La preuve, délivrée par le serveur d’autorisation, que le client agit pour un utilisateur. Il voyage dans l’en-tête HTTP `Authorization: Bearer …` et expire vite ; un jeton de rafraîchissement, s’il a été délivré, permet d’en obtenir un nouveau.',
    see: ['audience-du-jeton'],
  },
  {
    id: 'audience-du-jeton',
    term: 'audience du jeton',
    english: 'token audience',
    definition:
      'Le service pour lequel un jeton a été délivré. Un serveur MCP refuse tout jeton qui ne lui est pas destiné, et ne relaie jamais le jeton reçu à une autre API (relais de jeton, token passthrough, interdit).',
    see: ['jeton-d-acces'],
  },
  {
    id: 'empoisonnement-d-outil',
    term: 'empoisonnement d’outil',
    english: 'tool poisoning',
    definition:
      'L’attaque d’un serveur malveillant qui glisse des instructions pour le modèle dans la description de ses outils, ou dans ses réponses.',
    see: ['injection-indirecte'],
  },
  {
    id: 'idempotence',
    term: 'idempotence',
    english: 'idempotency',
    definition:
      'Un appel est idempotent si le refaire avec les mêmes arguments ne change rien de plus. Pour un outil qui écrit, une clé d’idempotence permet de rejouer un appel sans créer de doublon.',
  },
  {
    id: 'ping',
    term: 'ping',
    code: true,
    english: 'ping',
    definition:
      'Dans les révisions 2025, une requête sans paramètre qui vérifie que l’autre partie répond encore. Supprimée en 2026-07-28.',
  },
  {
    id: 'client-info',
    term: 'clientInfo',
    code: true,
    english: 'client info / server info',
    definition:
      'Le nom et la version qu’un client déclare (`clientInfo`), et ceux d’un serveur (`serverInfo`). Déclarés par l’expéditeur, jamais vérifiés : bons pour l’affichage et les journaux, pas pour une décision de sécurité.',
  },
  {
    id: 'progression',
    term: 'notification de progression',
    english: 'progress notification',
    definition:
      'Pendant une opération longue, les nouvelles qu’un serveur envoie (`notifications/progress`) sur une requête dont le client a fourni un `progressToken` : une valeur qui augmente, un total facultatif, un message.',
  },
  {
    id: 'extension',
    term: 'extension',
    english: 'extension',
    definition:
      'Une fonction facultative, hors du cœur du protocole, sous un identifiant préfixé (`io.modelcontextprotocol/skills`, `io.modelcontextprotocol/tasks`…). En 2026-07-28, client et serveur la négocient dans `capabilities.extensions` ; celui qui la connaît seul revient au comportement de base ou refuse la requête.',
    see: ['capacite'],
  },
  {
    id: 'elicitation-par-url',
    term: 'élicitation par URL',
    english: 'URL mode elicitation',
    definition:
      'Une élicitation qui envoie l’utilisateur sur une page du serveur (paiement, connexion à un compte tiers) au lieu de lui poser une question dans l’hôte : ce qu’il y saisit ne passe jamais par le client. Apparue en 2025-11-25.',
    see: ['elicitation'],
  },
];
