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
      'Le programme qui expose des outils, des ressources et des prompts. Il ignore tout du modèle et de la conversation ; il peut tourner en local (stdio) ou à distance (HTTP).',
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
      'Une donnée identifiée par une URI, que **l’application** choisit de lire (`resources/read`) et de joindre au contexte. La lire ne change rien.',
    see: ['uri', 'modele-de-ressource'],
  },
  {
    id: 'modele-de-ressource',
    term: 'modèle de ressource',
    english: 'resource template',
    definition:
      'Une URI paramétrée (`uriTemplate`, RFC 6570) comme `entrepot://schema/{base}/{table}` : une famille de ressources, listée par `resources/templates/list`.',
    see: ['ressource', 'uri'],
  },
  {
    id: 'prompt',
    term: 'prompt',
    english: 'prompt',
    definition:
      'Un modèle de messages réutilisable, avec des arguments, que **l’utilisateur** déclenche (souvent par une commande « / »). Le client le récupère avec `prompts/get`.',
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
      'Le serveur demande au modèle de l’hôte de produire un texte (`sampling/createMessage`). Déprécié en 2026-07-28 : un serveur qui a besoin d’un modèle appelle directement l’API d’un fournisseur.',
  },
  {
    id: 'racines',
    term: 'racines',
    english: 'roots',
    definition:
      'Les répertoires ou URI dans lesquels le client autorise un serveur à travailler (`roots/list`). Dépréciées en 2026-07-28 : on passe ces chemins en paramètres d’outil ou dans la configuration du serveur.',
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
      'Ce qu’un participant déclare savoir faire (`tools`, `resources`, `elicitation`…). Ni le client ni le serveur ne doivent utiliser une fonctionnalité que l’autre n’a pas déclarée.',
  },
  {
    id: 'transport',
    term: 'transport',
    english: 'transport',
    definition:
      'La façon dont les messages voyagent entre client et serveur : stdio en local, Streamable HTTP à distance. Les messages eux-mêmes ne changent pas d’un transport à l’autre.',
    see: ['stdio', 'streamable-http'],
  },
  {
    id: 'stdio',
    term: 'stdio',
    english: 'standard input/output',
    definition:
      'Le transport local : l’hôte lance le serveur comme sous-processus et échange un message JSON par ligne sur son entrée et sa sortie standard. Rien d’autre ne doit être écrit sur la sortie standard.',
  },
  {
    id: 'streamable-http',
    term: 'Streamable HTTP',
    english: 'Streamable HTTP',
    definition:
      'Le transport distant : chaque message est envoyé par POST à une seule adresse (par exemple `/mcp`), et le serveur répond en JSON ou par un flux. Il a remplacé HTTP+SSE en 2025-03-26.',
    see: ['oauth'],
  },
  {
    id: 'json-rpc',
    term: 'JSON-RPC 2.0',
    english: 'JSON-RPC 2.0',
    definition:
      'Le format de tous les messages MCP : des requêtes (avec `id` et `method`), des réponses (`result` ou `error`, avec le même `id`) et des notifications (sans `id`).',
    see: ['requete', 'notification'],
  },
  {
    id: 'requete',
    term: 'requête',
    english: 'request',
    definition:
      'Un message qui porte un `id` et une `method`, et qui attend exactement une réponse : un résultat ou une erreur.',
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
      'Une version datée du protocole : 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28. Le bac à sable parle 2026-07-28, 2025-11-25 et 2025-06-18.',
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
      'La poignée de main des révisions 2025 : `initialize` (version, capacités, identité), sa réponse, puis `notifications/initialized`. Supprimée en 2026-07-28.',
  },
  {
    id: 'decouverte',
    term: 'découverte',
    english: 'discovery',
    definition:
      'En 2026-07-28, la requête `server/discover` : le serveur y annonce les révisions qu’il parle, ses capacités et son identité. Tout serveur doit la traiter ; le client peut s’en passer.',
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
    english: 'multi round-trip request (MRTR)',
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
      'Le cadre d’autorisation des serveurs HTTP : un serveur d’autorisation délivre un jeton d’accès au nom de l’utilisateur, et le serveur MCP le vérifie à chaque requête.',
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
];
