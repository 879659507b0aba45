import type { QuestionInput } from '@/lib/quiz/schema';
import { sources } from './sources';

/** Transports: stdio and its reserved stdout, Streamable HTTP, and OAuth 2.1 with PKCE. */
export const transportsQuestions: QuestionInput[] = [
  {
    id: 'tra-print-sur-stdout',
    theme: 'transports',
    lessons: ['transports'],
    type: 'single',
    prompt:
      'Un serveur stdio écrit `Connexion à la base OK` avec `print()`, donc sur sa sortie standard. Qu’en dire ?',
    choices: [
      {
        id: 'interdit',
        text: 'C’est interdit, même si ce SDK ignore une telle ligne sans rien dire.',
        explanation:
          'En stdio, le serveur ne doit rien écrire sur stdout qui ne soit un message MCP (MUST NOT). Le SDK TypeScript 2.4.0 saute en silence une ligne entière qui n’est pas du JSON ; un autre client peut la rejeter et couper la connexion. Et même avec ce SDK, un `print(…, end="")` sans saut de ligne colle le texte au message suivant, qui est perdu, et une ligne de journal au format JSON est refusée comme message invalide.',
      },
      {
        id: 'tolere',
        text: 'Rien de grave\u00A0: la spécification tolère du texte entre deux messages.',
        explanation:
          'Non : le serveur ne doit rien écrire sur stdout qui ne soit un message MCP valide. Que ce SDK ignore la ligne ne rend pas l’écart permis.',
      },
      {
        id: 'erreur-32700',
        text: 'Le client répond au serveur par une erreur -32700 (parse error).',
        explanation:
          'Non\u00A0: en 2026-07-28, le client n’écrit jamais de réponse sur stdio (la spécification le lui interdit), et ce SDK écarte la ligne sans rien dire.',
      },
      {
        id: 'console',
        text: 'La ligne s’affiche dans la console de l’hôte, comme un journal.',
        explanation:
          'C’est ce qui peut arriver à ce qu’on écrit sur stderr, que l’hôte est libre de journaliser ou d’afficher ; stdout est réservé aux messages.',
      },
    ],
    answer: 'interdit',
    source: sources.stdio,
    link: { scenario: 'erreur-stdout-pollue' },
    specNote:
      'La spécification pose la règle sans dire ce que fait un client d’une ligne parasite. Le SDK TypeScript 2.4.0 l’ignore en silence (comportement mesuré) ; d’autres clients la traitent comme une erreur et ferment la connexion. Le scénario du bac à sable montre la ligne parasite, puis l’échange qui continue.',
    takeaway:
      'En Python, `print()` écrit sur stdout : utilisez le module `logging`, qui écrit sur stderr.',
  },
  {
    id: 'tra-ou-journaliser-en-stdio',
    theme: 'transports',
    type: 'multiple',
    prompt: 'Où un serveur stdio peut-il écrire ses journaux sans casser le protocole ?',
    choices: [
      {
        id: 'stderr',
        text: 'Sur stderr.',
        explanation:
          'La spécification le permet explicitement ; l’hôte peut capturer, afficher ou ignorer ces lignes.',
      },
      {
        id: 'fichier',
        text: 'Dans un fichier de journal.',
        explanation: 'Un fichier ne touche pas au flux des messages.',
      },
      {
        id: 'reseau',
        text: 'Vers un service de journalisation, par le réseau.',
        explanation: 'Rien ne passe par stdout\u00A0: le flux des messages reste intact.',
      },
      {
        id: 'stdout-prefixe',
        text: 'Sur stdout, à condition de préfixer chaque ligne par `#`.',
        explanation:
          'Il n’existe aucune convention de commentaire dans ce flux : la ligne reste hors règle. Ce SDK l’ignorerait, un autre client pourrait couper la connexion.',
      },
    ],
    answers: ['stderr', 'fichier', 'reseau'],
    source: sources.stdio,
    link: { scenario: 'erreur-stdout-pollue' },
  },
  {
    id: 'tra-choisir-pour-base-locale',
    theme: 'transports',
    lessons: ['transports'],
    type: 'single',
    prompt:
      'Votre serveur lit une base de données sur votre machine et ne sert que votre hôte. Quel transport choisir ?',
    choices: [
      {
        id: 'stdio',
        text: 'stdio',
        explanation:
          'Le serveur tourne en sous-processus de l’hôte, sans port ouvert ni authentification réseau à gérer : c’est le transport local par excellence.',
      },
      {
        id: 'http',
        text: 'Streamable HTTP',
        explanation:
          'Possible : un serveur HTTP peut tourner en local, à l’écoute de 127.0.0.1 seulement. Mais il faudrait alors sécuriser un point d’accès HTTP sans en avoir besoin ; ce transport sert surtout quand plusieurs clients partagent un serveur.',
      },
      {
        id: 'sse',
        text: 'HTTP+SSE',
        explanation: 'Ancien transport distant, remplacé par Streamable HTTP et déprécié.',
      },
      {
        id: 'websocket',
        text: 'WebSocket',
        explanation: 'Ce n’est pas un transport standard de MCP.',
      },
    ],
    answer: 'stdio',
    source: sources.transports,
  },
  {
    id: 'tra-ce-que-remplace-streamable-http',
    theme: 'transports',
    type: 'single',
    prompt: 'Qu’a remplacé Streamable HTTP, et depuis quelle révision ?',
    choices: [
      {
        id: 'sse-2025-03',
        text: 'HTTP+SSE, depuis 2025-03-26.',
        explanation:
          'L’ancien transport HTTP+SSE avait deux points d’accès ; Streamable HTTP n’en a qu’un, qui répond en JSON ou en flux SSE selon la requête.',
      },
      {
        id: 'stdio-2026',
        text: 'stdio, depuis 2026-07-28, pour les serveurs qui tournent en local.',
        explanation:
          'stdio reste le transport des serveurs que le client de l’hôte lance en sous-processus ; les deux coexistent.',
      },
      {
        id: 'websocket',
        text: 'WebSocket, depuis 2024-11-05.',
        explanation: 'WebSocket n’a jamais été un transport standard de MCP.',
      },
      {
        id: 'sse-2026',
        text: 'HTTP+SSE, mais seulement depuis 2026-07-28.',
        explanation:
          'Le remplacement date de 2025-03-26 ; 2026-07-28 a seulement classé HTTP+SSE parmi les fonctionnalités dépréciées.',
      },
    ],
    answer: 'sse-2025-03',
    source: sources.streamableHttp,
    specNote:
      'Un des textes du cours présente encore HTTP+SSE comme l’option distante et Streamable HTTP comme un ajout. Depuis 2025-03-26, Streamable HTTP le remplace, et la spécification 2026-07-28 range HTTP+SSE parmi les fonctionnalités dépréciées.',
  },
  {
    id: 'tra-streamable-http-2026',
    theme: 'transports',
    type: 'multiple',
    prompt: 'Lesquelles de ces affirmations sur Streamable HTTP en 2026-07-28 sont vraies ?',
    choices: [
      {
        id: 'initialize-d-abord',
        text: 'Le client ouvre d’abord une session par `initialize`, puis envoie ses POST.',
        explanation:
          'Plus de poignée de main ni de session en 2026-07-28\u00A0: chaque POST, vers l’unique point d’accès du serveur, porte sa révision et ses capacités dans `_meta`.',
      },
      {
        id: 'json-ou-sse',
        text: 'Le serveur répond toujours par un flux SSE, même pour une seule réponse.',
        explanation:
          'Il répond soit par un objet JSON, soit par un flux SSE propre à la requête ; le flux sert quand des notifications liées à la requête précèdent la réponse finale.',
      },
      {
        id: 'en-tete',
        text: 'Chaque requête porte l’en-tête `MCP-Protocol-Version`, qui doit correspondre au `_meta` du corps.',
        explanation:
          'Les en-têtes recopient le corps pour les intermédiaires ; un désaccord vaut l’erreur -32020.',
      },
      {
        id: 'session',
        text: 'Le serveur attribue un `Mcp-Session-Id` à chaque client.',
        explanation: 'Les sessions et cet en-tête ont été supprimés en 2026-07-28.',
      },
      {
        id: 'get',
        text: 'Les notifications de changement arrivent sur un flux GET séparé.',
        explanation:
          'Le point d’accès GET a été supprimé : le client ouvre un flux avec la requête `subscriptions/listen`.',
      },
    ],
    answers: ['en-tete'],
    source: sources.streamableHttp,
  },
  {
    id: 'tra-autorisation-facultative',
    theme: 'transports',
    lessons: ['transports'],
    type: 'single',
    prompt:
      'Un serveur MCP distant, joint en Streamable HTTP, doit-il forcément exiger OAuth\u202F?',
    choices: [
      {
        id: 'facultative',
        text: 'Non\u00A0: elle est facultative\u202F; s’il protège ses outils, il suit OAuth 2.1.',
        explanation:
          'La spécification rend l’autorisation facultative (OPTIONAL). Un serveur HTTP qui en veut une devrait suivre son cadre\u00A0: OAuth 2.1, avec PKCE. En pratique, un serveur distant qui sert les données de plusieurs utilisateurs en a besoin\u00A0: sans elle, tous agissent avec les mêmes droits.',
      },
      {
        id: 'obligatoire',
        text: 'Oui\u00A0: la spécification impose OAuth 2.1 à tout serveur joignable par le réseau.',
        explanation:
          'C’est une idée reçue\u00A0: l’autorisation est facultative\u202F; le cadre OAuth 2.1 s’applique quand on la met en place.',
      },
      {
        id: 'cle-url',
        text: 'Oui, mais une clé d’API dans l’adresse du serveur suffit.',
        explanation:
          'Une clé n’est pas OAuth, et la spécification interdit de placer un jeton d’accès dans l’URL (MUST NOT).',
      },
      {
        id: 'stdio',
        text: 'Non, car un serveur distant passe par stdio, sans autorisation.',
        explanation:
          'stdio lance un sous-processus local\u00A0: un serveur distant passe par HTTP. En stdio, les secrets viennent de l’environnement.',
      },
    ],
    answer: 'facultative',
    source: sources.autorisation,
  },
  {
    id: 'tra-ordre-oauth',
    theme: 'transports',
    lessons: ['transports'],
    type: 'order',
    prompt:
      'Remettez dans l’ordre le flux OAuth 2.1 d’un client MCP qui se connecte à un serveur distant.',
    items: [
      {
        id: 'ressource-protegee',
        text: 'Le serveur MCP répond `401` ; le client lit ses métadonnées de ressource protégée.',
        explanation:
          'Le serveur MCP doit publier ces métadonnées (RFC 9728) : elles désignent le serveur d’autorisation qui délivre ses jetons.',
      },
      {
        id: 'metadonnees',
        text: 'Le client découvre les métadonnées du serveur d’autorisation (`/.well-known/…`).',
        explanation: 'Il y apprend où demander l’autorisation et où obtenir le jeton.',
      },
      {
        id: 'pkce',
        text: 'Il ouvre la demande d’autorisation dans le navigateur, avec un `code_challenge` (PKCE).',
        explanation:
          'Le défi est dérivé d’un `code_verifier` que le client garde secret ; seul ce défi part avec la demande.',
      },
      {
        id: 'consentement',
        text: 'L’utilisateur se connecte et consent dans son navigateur.',
        explanation: 'C’est l’utilisateur final qui accorde l’accès, pas le client tout seul.',
      },
      {
        id: 'code',
        text: 'Le serveur d’autorisation redirige vers le client avec un code.',
        explanation: 'Ce code, à lui seul, ne suffit pas à obtenir un jeton.',
      },
      {
        id: 'jeton',
        text: 'Le client échange le code et le `code_verifier` contre un jeton d’accès.',
        explanation:
          'Le serveur d’autorisation vérifie que le `code_verifier` correspond au défi reçu plus tôt.',
      },
      {
        id: 'appel',
        text: 'Le client appelle le serveur MCP avec l’en-tête `Authorization: Bearer …`.',
        explanation:
          'Le serveur MCP, serveur de ressources, vérifie le jeton et ses droits à chaque requête.',
      },
    ],
    source: sources.autorisation,
    specNote:
      'Flux simplifié : l’enregistrement du client auprès du serveur d’autorisation (document de métadonnées du client, ou enregistrement dynamique) se place entre la découverte et la demande d’autorisation.',
  },
  {
    id: 'tra-a-quoi-sert-pkce',
    theme: 'transports',
    type: 'single',
    prompt: 'À quoi sert PKCE dans le flux d’autorisation d’un client MCP ?',
    choices: [
      {
        id: 'preuve',
        text: 'À rendre inutilisable un code d’autorisation intercepté.',
        explanation:
          'PKCE prouve que celui qui échange le code est celui qui a lancé la demande : sans le `code_verifier` gardé secret par le client, un code volé ne sert à rien. OAuth 2.1 rend PKCE obligatoire, et MCP aussi.',
      },
      {
        id: 'chiffrer',
        text: 'À chiffrer le jeton d’accès pour qu’il ne circule jamais en clair.',
        explanation: 'Le transport est protégé par HTTPS ; PKCE ne chiffre rien.',
      },
      {
        id: 'consentement',
        text: 'À éviter la page de consentement quand l’utilisateur a déjà accepté.',
        explanation: 'L’utilisateur consent toujours ; PKCE protège l’échange du code qui suit.',
      },
      {
        id: 'cle-api',
        text: 'À remplacer le jeton par une clé d’API.',
        explanation:
          'Le flux se conclut toujours par un jeton d’accès, jamais par une clé d’API partagée.',
      },
    ],
    answer: 'preuve',
    source: sources.pkce,
  },
  {
    id: 'tra-role-serveur-oauth',
    theme: 'transports',
    type: 'single',
    prompt: 'Dans l’autorisation OAuth de MCP, quel rôle joue le serveur MCP ?',
    choices: [
      {
        id: 'ressources',
        text: 'Un serveur de ressources : il vérifie les jetons qu’on lui présente.',
        explanation:
          'Il vérifie les jetons émis par un serveur d’autorisation, notamment qu’ils lui sont bien destinés (leur audience), avant de servir la requête.',
      },
      {
        id: 'emetteur',
        text: 'Un serveur d’autorisation\u00A0: il émet lui-même les jetons.',
        explanation:
          'Émettre les jetons est le rôle du serveur d’autorisation : un rôle distinct dans la spécification, même s’il peut être hébergé avec le serveur MCP.',
      },
      {
        id: 'relais',
        text: 'Il relaie le jeton reçu, tel quel, aux API qu’il appelle ensuite.',
        explanation:
          'Ce relais de jeton est interdit (MUST NOT) : pour les API en aval, le serveur utilise un jeton distinct, émis pour elles.',
      },
      {
        id: 'aucun',
        text: 'Aucun : OAuth ne concerne que l’hôte et le fournisseur du modèle.',
        explanation:
          'OAuth protège justement l’accès au serveur MCP distant, au nom de l’utilisateur final.',
      },
    ],
    answer: 'ressources',
    source: sources.autorisation,
  },
  {
    id: 'tra-secret-en-stdio',
    theme: 'transports',
    type: 'single',
    prompt:
      'Un serveur stdio a besoin d’une clé d’API. D’où la spécification lui dit-elle de la tirer ?',
    choices: [
      {
        id: 'environnement',
        text: 'De son environnement : variables d’environnement, configuration locale.',
        explanation:
          'En stdio, la spécification d’autorisation ne s’applique pas : le serveur récupère ses identifiants dans son environnement.',
      },
      {
        id: 'oauth',
        text: 'D’un flux OAuth 2.1 complet, comme un serveur Streamable HTTP.',
        explanation:
          'La spécification dit précisément que les implémentations stdio ne devraient pas suivre la spécification d’autorisation.',
      },
      {
        id: 'argument',
        text: 'D’un argument d’outil, que le modèle remplit d’après la conversation.',
        explanation: 'Le secret passerait par le modèle et finirait dans la conversation.',
      },
      {
        id: 'meta',
        text: 'Du `_meta` de chaque requête, où le client place ses identifiants.',
        explanation:
          'Le `_meta` porte la révision, les capacités et l’identité déclarée du client, pas de secrets.',
      },
    ],
    answer: 'environnement',
    source: sources.base2026,
  },
  {
    id: 'tra-origin-et-localhost',
    theme: 'transports',
    type: 'single',
    prompt:
      'Pourquoi un serveur Streamable HTTP qui tourne en local doit-il vérifier l’en-tête `Origin`, et devrait-il n’écouter que sur 127.0.0.1 ?',
    choices: [
      {
        id: 'rebinding',
        text: 'Pour qu’une page web malveillante ne puisse l’atteindre par DNS rebinding.',
        explanation:
          'Sans ces protections, un site visité pourrait faire envoyer des requêtes au serveur local par le navigateur.',
      },
      {
        id: 'vitesse',
        text: 'Parce que `Origin` remplace l’authentification dès que le serveur est local.',
        explanation:
          'Vérifier `Origin` écarte les requêtes venues d’une page web étrangère ; cela ne remplace pas l’authentification, que la spécification recommande pour toute connexion.',
      },
      {
        id: 'stdio',
        text: 'Parce qu’en local la spécification impose stdio, et HTTP seulement à distance.',
        explanation: 'Un serveur local peut être joint en HTTP\u202F; il doit alors se protéger.',
      },
      {
        id: 'cors',
        text: 'Pour que le navigateur de l’utilisateur puisse l’appeler sans restriction.',
        explanation: 'C’est l’inverse : on restreint qui peut l’appeler.',
      },
    ],
    answer: 'rebinding',
    source: sources.streamableHttp,
  },
  {
    id: 'tra-clients-d-un-serveur-stdio',
    theme: 'transports',
    lessons: ['transports'],
    type: 'single',
    prompt: 'Combien de clients sert en général un serveur stdio ?',
    choices: [
      {
        id: 'un',
        text: 'Un seul\u00A0: le client de l’hôte qui a lancé le processus.',
        explanation:
          'Le client de l’hôte démarre le serveur en sous-processus et lui parle par son entrée et sa sortie standard.',
      },
      {
        id: 'tous',
        text: 'Tous les hôtes ouverts sur la machine, qui se partagent le processus.',
        explanation:
          'Chaque hôte lance son propre processus : les entrées et sorties standard ne se partagent pas.',
      },
      {
        id: 'requetes',
        text: 'Un par requête : chaque requête relance le processus du serveur.',
        explanation:
          'Le processus dure toute la connexion ; il n’est pas relancé à chaque requête.',
      },
      {
        id: 'illimite',
        text: 'Autant qu’on veut, comme un serveur HTTP.',
        explanation: 'C’est le propre d’un serveur distant en Streamable HTTP.',
      },
    ],
    answer: 'un',
    source: sources.transports,
  },
  {
    id: 'tra-trace-meme-message',
    theme: 'transports',
    type: 'trace',
    ask: 'reading',
    trace: 'poignee-de-main-2025',
    prompt:
      'Cet échange a été enregistré sur un transport en mémoire. Sur stdio, puis sur Streamable HTTP, que changerait-il dans ces messages JSON ?',
    choices: [
      {
        id: 'rien',
        text: 'Rien : les mêmes messages, seul leur voyage change',
        explanation:
          'La couche données ne dépend pas du transport : stdio les écrit un par ligne, HTTP les porte dans des requêtes POST et leurs réponses, mais le JSON est le même.',
      },
      {
        id: 'http-session',
        text: 'En HTTP, chaque message porterait un champ `sessionId` dans son JSON',
        explanation:
          'L’identifiant de session de 2025 voyage dans un en-tête HTTP (`Mcp-Session-Id`), jamais dans le JSON.',
      },
      {
        id: 'stdio-jsonrpc',
        text: 'Sur stdio, le champ `jsonrpc` deviendrait inutile',
        explanation: 'Tout message MCP porte `jsonrpc: "2.0"`, quel que soit le transport.',
      },
      {
        id: 'http-format',
        text: 'En HTTP, les messages passeraient en XML',
        explanation: 'MCP n’utilise que JSON-RPC 2.0, sur tous les transports.',
      },
    ],
    answer: 'rien',
    source: {
      kind: 'spec',
      section: 'Transports (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports',
    },
    link: { scenario: 'meteo', version: '2025-11-25', at: 'initialize' },
  },
];
