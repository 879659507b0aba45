import type { QuestionInput } from '@/lib/quiz/schema';
import { toolsText } from '@/lib/quiz/fix-text';
import { sources } from './sources';

/** Architecture: host, clients and servers, the two layers, and when MCP is the right tool. */
/** The ticket tool of « arch-corriger-nom-absent », all but its name (the defect). */
const ticketTool = {
  title: 'Créer un ticket',
  description:
    'Ouvre un ticket d’assistance pour l’équipe informatique et renvoie son numéro. À utiliser quand l’utilisateur signale une panne ou demande une intervention.',
  inputSchema: {
    type: 'object',
    properties: {
      sujet: { type: 'string', description: 'Le problème, en une phrase.' },
      priorite: { type: 'string', enum: ['basse', 'normale', 'haute'] },
    },
    required: ['sujet'],
    additionalProperties: false,
  },
  annotations: {
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: false,
  },
};

export const architectureQuestions: QuestionInput[] = [
  {
    id: 'arc-combien-de-clients',
    theme: 'architecture',
    lessons: ['trois-roles'],
    type: 'single',
    prompt: 'Un hôte est connecté à trois serveurs MCP. Combien de clients MCP contient-il ?',
    choices: [
      {
        id: 'trois',
        text: 'Trois : un client par serveur.',
        explanation:
          'Chaque client maintient une connexion un-à-un avec un seul serveur ; l’hôte crée un client pour chaque serveur qu’il branche.',
      },
      {
        id: 'un',
        text: 'Un seul, partagé par les trois serveurs.',
        explanation:
          'C’est l’idée reçue la plus courante : un client ne parle qu’à un serveur, avec ses propres capacités négociées.',
      },
      {
        id: 'zero',
        text: 'Aucun : l’hôte parle directement aux serveurs.',
        explanation: 'L’hôte délègue toujours la communication à ses clients.',
      },
      {
        id: 'six',
        text: 'Six : un client pour envoyer, un autre pour recevoir.',
        explanation: 'Une même connexion porte les messages dans les deux sens.',
      },
    ],
    answer: 'trois',
    source: sources.architecture,
    link: { scenario: 'hote-multi-serveurs', at: 'host:merge-registry' },
  },
  {
    id: 'arc-qui-fait-quoi',
    theme: 'architecture',
    lessons: ['trois-roles'],
    type: 'classify',
    prompt: 'Qui fait quoi ? Rangez chaque responsabilité chez l’hôte, le client ou le serveur.',
    categories: [
      { id: 'hote', label: 'Hôte' },
      { id: 'client', label: 'Client' },
      { id: 'serveur', label: 'Serveur' },
    ],
    items: [
      {
        id: 'modele',
        text: 'Piloter le modèle et décider quand solliciter une capacité.',
        category: 'hote',
        explanation:
          'L’hôte est l’application d’IA : l’intelligence et les décisions restent de son côté.',
      },
      {
        id: 'registre',
        text: 'Fusionner les outils de tous les serveurs en un seul registre.',
        category: 'hote',
        explanation: 'Seul l’hôte voit tous les serveurs à la fois, à travers ses clients.',
      },
      {
        id: 'consentement',
        text: 'Demander à l’utilisateur d’autoriser un appel d’outil.',
        category: 'hote',
        explanation:
          'Le consentement est une politique de l’hôte, qui parle à l’utilisateur ; le client l’applique au moment d’envoyer.',
      },
      {
        id: 'connexion',
        text: 'Tenir la connexion avec un serveur précis et négocier ses capacités.',
        category: 'client',
        explanation: 'C’est le cœur du rôle de client : une connexion un-à-un.',
      },
      {
        id: 'relayer',
        text: 'Relayer les requêtes de l’hôte et rapporter les réponses.',
        category: 'client',
        explanation: 'Le client est l’intermédiaire protocolaire entre l’hôte et un serveur.',
      },
      {
        id: 'sql',
        text: 'Exécuter la requête SQL en lecture seule sur la base.',
        category: 'serveur',
        explanation: 'Le serveur est le seul à parler à la base.',
      },
      {
        id: 'declarer',
        text: 'Déclarer ses outils, ses ressources et ses prompts.',
        category: 'serveur',
        explanation: 'Le serveur expose des capacités ; il ignore tout du modèle qui s’en servira.',
      },
    ],
    source: sources.architecture,
    link: { scenario: 'hote-multi-serveurs', at: 'host:merge-registry' },
  },
  {
    id: 'arc-ce-que-sait-le-serveur',
    theme: 'architecture',
    lessons: ['trois-roles'],
    type: 'single',
    prompt: 'Que sait un serveur MCP du modèle qui se sert de lui ?',
    choices: [
      {
        id: 'rien',
        text: 'Presque rien : au mieux le nom du logiciel client, tel qu’il le déclare.',
        explanation:
          'Ni les instructions système, ni l’historique de la conversation : seulement la requête, et le nom et la version du logiciel client (`clientInfo`), déclarés sans garantie. C’est un choix de conception : un serveur qui ignore le modèle peut servir n’importe quel hôte sans changement.',
      },
      {
        id: 'historique',
        text: 'Il reçoit l’historique de la conversation avec chaque appel.',
        explanation:
          'Il ne reçoit que la requête\u00A0: l’outil, ses arguments et, en 2026-07-28, le `_meta` du client, jamais la conversation.',
      },
      {
        id: 'nom-du-modele',
        text: 'Il connaît le nom du modèle, que `clientInfo` annonce à chaque requête.',
        explanation:
          '`clientInfo` identifie le logiciel client (nom et version), pas le modèle. Seul l’échantillonnage, déprécié, renvoie au serveur le nom du modèle qui a répondu.',
      },
      {
        id: 'prompt',
        text: 'Il lit les instructions système du modèle pour adapter ses réponses.',
        explanation: 'Les instructions système restent dans l’hôte.',
      },
    ],
    answer: 'rien',
    source: sources.architecture,
  },
  {
    id: 'arc-deux-couches',
    theme: 'architecture',
    lessons: ['deux-couches'],
    type: 'single',
    prompt: 'Quelles sont les deux couches de MCP ?',
    choices: [
      {
        id: 'donnees-transport',
        text: 'La couche données (les messages) et la couche transport (leur acheminement).',
        explanation:
          'La couche données porte JSON-RPC 2.0, le cycle de vie et les primitives ; la couche transport, la connexion, le découpage des messages et l’authentification. Les mêmes messages circulent quel que soit le transport, stdio ou HTTP.',
      },
      {
        id: 'client-serveur',
        text: 'La couche client et la couche serveur, reliées par le protocole.',
        explanation: 'Ce sont des rôles, pas des couches.',
      },
      {
        id: 'requete-reponse',
        text: 'La couche des requêtes et celle des réponses, chacune avec son format.',
        explanation: 'Ce sont des sortes de messages, toutes dans la couche données.',
      },
      {
        id: 'stdio-http',
        text: 'La couche stdio, pour le local, et la couche HTTP, pour le distant.',
        explanation:
          'Ce sont deux transports, réunis dans la même couche ; et un serveur HTTP peut aussi tourner en local.',
      },
    ],
    answer: 'donnees-transport',
    source: sources.architectureVueDEnsemble,
  },
  {
    id: 'arc-serveur-absent',
    theme: 'architecture',
    lessons: ['deux-couches'],
    type: 'single',
    prompt: 'Votre serveur n’apparaît pas du tout dans l’hôte. Où chercher d’abord ?',
    choices: [
      {
        id: 'transport',
        text: 'Du côté du transport : lancement, connexion, authentification.',
        explanation:
          'Commande de lancement, chemin, sortie standard polluée, URL ou authentification : si le serveur n’apparaît pas, les messages ne passent pas, et c’est la couche transport qu’il faut examiner.',
      },
      {
        id: 'description',
        text: 'Dans la description des outils, que le modèle n’a pas su lire.',
        explanation:
          'Ce serait la piste si le serveur apparaissait mais que le modèle ne choisissait pas le bon outil.',
      },
      {
        id: 'code-outil',
        text: 'Dans le code d’un outil qui lève une exception au premier appel.',
        explanation:
          'Un outil qui échoue relève de la couche données, et suppose que le serveur soit déjà visible.',
      },
      {
        id: 'modele',
        text: 'Dans le choix du modèle, qui n’a pas retenu ce serveur parmi les autres.',
        explanation: 'Le modèle ne voit même pas un serveur qui ne s’est pas connecté.',
      },
    ],
    answer: 'transport',
    source: sources.reflexeDebogage,
  },
  {
    id: 'arc-classer-symptomes',
    theme: 'architecture',
    lessons: ['deux-couches'],
    type: 'classify',
    prompt: 'Réflexe de débogage : rangez chaque symptôme dans la couche à examiner.',
    categories: [
      { id: 'transport', label: 'Couche transport' },
      { id: 'donnees', label: 'Couche données' },
    ],
    items: [
      {
        id: 'absent',
        text: 'Le serveur n’apparaît pas dans la liste de l’hôte.',
        category: 'transport',
        explanation: 'Aucun message ne passe : la connexion elle-même est en cause.',
      },
      {
        id: 'processus',
        text: 'Le processus stdio s’arrête dès son lancement.',
        category: 'transport',
        explanation: 'Sans processus, pas de canal pour les messages.',
      },
      {
        id: '401',
        text: 'Chaque POST vers le serveur distant reçoit une réponse 401.',
        category: 'transport',
        explanation: 'L’authentification relève de la couche transport.',
      },
      {
        id: 'refusee',
        text: 'L’adresse du serveur HTTP répond «\u00A0connexion refusée\u00A0».',
        category: 'transport',
        explanation: 'Aucune requête n’atteint le serveur\u00A0: le canal lui-même est en cause.',
      },
      {
        id: 'is-error',
        text: 'Un `tools/call` renvoie `isError: true`.',
        category: 'donnees',
        explanation: 'Le message est arrivé et a reçu une réponse : c’est l’outil qui échoue.',
      },
      {
        id: 'outil-inconnu',
        text: 'Le serveur répond -32602, outil inconnu.',
        category: 'donnees',
        explanation: 'La connexion fonctionne ; le nom d’outil demandé ne correspond à rien.',
      },
      {
        id: 'jamais-choisi',
        text: 'Le modèle n’appelle jamais l’outil attendu.',
        category: 'donnees',
        explanation:
          'Le serveur est visible ; c’est la description ou le schéma de l’outil qu’il faut revoir.',
      },
    ],
    source: sources.reflexeDebogage,
    takeaway: 'Serveur absent : transport. Serveur présent mais outil en échec : données.',
  },
  {
    id: 'arc-socle-json-rpc',
    theme: 'architecture',
    lessons: ['deux-couches'],
    type: 'single',
    prompt: 'Sur quoi repose la couche données de MCP ?',
    choices: [
      {
        id: 'json-rpc',
        text: 'JSON-RPC 2.0',
        explanation:
          'Requêtes, réponses et notifications : un format minimal et éprouvé, le même que celui des serveurs de langage (LSP).',
      },
      {
        id: 'grpc',
        text: 'gRPC',
        explanation: 'MCP n’utilise ni Protocol Buffers ni gRPC.',
      },
      {
        id: 'rest',
        text: 'Une API REST sur HTTP',
        explanation:
          'Même en Streamable HTTP, on envoie des messages JSON-RPC à un point d’accès unique, pas des ressources REST.',
      },
      {
        id: 'graphql',
        text: 'GraphQL',
        explanation: 'MCP n’utilise pas GraphQL.',
      },
    ],
    answer: 'json-rpc',
    source: sources.base2026,
  },
  {
    id: 'arc-un-serveur-plusieurs-hotes',
    theme: 'architecture',
    lessons: ['trois-roles'],
    type: 'single',
    prompt:
      'Pourquoi un même serveur MCP peut-il servir à la fois un assistant conversationnel, un éditeur de code et une chaîne d’automatisation ?',
    choices: [
      {
        id: 'ignorant',
        text: 'Parce qu’il expose des capacités déclarées, sans dépendre d’un hôte.',
        explanation:
          'Il ne dépend d’aucun hôte\u00A0: il ignore le modèle et la conversation, et ne connaît de l’application que le nom qu’elle déclare (`clientInfo`), sans s’en servir pour changer de comportement. Tout hôte conforme peut utiliser ce qu’il déclare\u00A0: on écrit le serveur une fois, pour tous les hôtes.',
      },
      {
        id: 'adaptateurs',
        text: 'Parce qu’il contient un adaptateur pour chaque hôte.',
        explanation: 'C’est exactement ce que MCP évite d’avoir à écrire.',
      },
      {
        id: 'meme-editeur',
        text: 'Parce que ces trois hôtes viennent du même éditeur.',
        explanation: 'MCP est un protocole ouvert, implémenté par des hôtes très différents.',
      },
      {
        id: 'modele-commun',
        text: 'Parce que les trois hôtes utilisent le même modèle.',
        explanation: 'Le serveur ne sait rien du modèle : ils peuvent en utiliser de différents.',
      },
    ],
    answer: 'ignorant',
    source: sources.architecture,
  },
  {
    id: 'arc-qui-route-l-appel',
    theme: 'architecture',
    lessons: ['trois-roles'],
    type: 'single',
    prompt: 'Le modèle a choisi l’outil `run_select`. Qui fait parvenir l’appel au bon serveur ?',
    choices: [
      {
        id: 'hote',
        text: 'L’hôte, qui passe l’appel au client relié à ce serveur.',
        explanation:
          'L’hôte a construit le registre des outils : il sait d’où vient chaque outil et passe l’appel au client concerné, qui envoie `tools/call`.',
      },
      {
        id: 'modele',
        text: 'Le modèle, qui contacte lui-même le serveur dont vient l’outil.',
        explanation: 'Le modèle ne fait que produire une intention d’appel ; l’hôte l’exécute.',
      },
      {
        id: 'serveur',
        text: 'Le serveur entrepôt, qui écoute la conversation.',
        explanation: 'Le serveur ne voit pas la conversation : il attend qu’on l’appelle.',
      },
      {
        id: 'n-importe',
        text: 'N’importe quel client de l’hôte, le premier libre.',
        explanation: 'Chaque client est lié à un seul serveur : un autre ne connaît pas cet outil.',
      },
    ],
    answer: 'hote',
    source: sources.architecture,
    link: { scenario: 'hote-multi-serveurs', at: 'host:choose-tool' },
  },
  {
    id: 'arc-ordre-combien-de-commandes',
    theme: 'architecture',
    type: 'order',
    prompt:
      'Remettez dans l’ordre ce qui se passe quand on demande « Combien de commandes hier ? » avec un serveur entrepôt (2026-07-28).',
    items: [
      {
        id: 'discover',
        text: 'Le client envoie `server/discover`.',
        explanation: 'Le client apprend les révisions et les capacités du serveur.',
      },
      {
        id: 'tools-list',
        text: 'Le client envoie `tools/list` ; l’hôte ajoute les outils à son registre.',
        explanation: 'Le modèle ne peut choisir que parmi les outils qu’on lui présente.',
      },
      {
        id: 'choix',
        text: 'Le modèle lit la question et les descriptions, et choisit `run_select`.',
        explanation: 'La description de l’outil fait ici toute la différence.',
      },
      {
        id: 'validation',
        text: 'L’utilisateur autorise l’appel.',
        explanation: 'L’humain dans la boucle intervient avant que la requête parte.',
      },
      {
        id: 'call',
        text: 'Le client envoie `tools/call` avec la requête SQL.',
        explanation: 'L’appel porte le nom exact de l’outil et ses arguments.',
      },
      {
        id: 'resultat',
        text: 'Le serveur répond avec un tableau `content`.',
        explanation:
          'Il peut y joindre un `structuredContent`, obligatoire si l’outil déclare un schéma de sortie.',
      },
      {
        id: 'reponse',
        text: 'L’hôte place le résultat dans la conversation et le modèle formule sa réponse.',
        explanation: 'Le résultat n’est qu’une donnée : c’est le modèle qui rédige la réponse.',
      },
    ],
    source: sources.architecture,
    link: { scenario: 'entrepot', at: 'host:answer' },
  },
  {
    id: 'arc-fonction-d-une-seule-appli',
    theme: 'architecture',
    lessons: ['alternatives'],
    type: 'single',
    prompt:
      'Une fonction ne sert que dans une seule application et ne sera jamais réutilisée ailleurs. Que préférer ?',
    choices: [
      {
        id: 'outil-api',
        text: 'Un outil déclaré dans l’appel à l’API du modèle.',
        explanation:
          'Moins d’infrastructure : un serveur MCP ne se justifie que si le connecteur doit servir plusieurs hôtes ou agents.',
      },
      {
        id: 'mcp',
        text: 'Un serveur MCP, pour qu’elle reste découvrable par d’autres hôtes.',
        explanation:
          'Ce serait un processus et un protocole de plus à maintenir, sans personne pour profiter de la réutilisation.',
      },
      {
        id: 'skill',
        text: 'Un skill, que le modèle chargera quand il en aura besoin.',
        explanation:
          'Un skill transmet une procédure ou une connaissance à suivre, pas une fonction à exécuter.',
      },
      {
        id: 'a2a',
        text: 'Un protocole agent à agent.',
        explanation: 'Il n’y a pas ici deux agents autonomes qui négocient.',
      },
    ],
    answer: 'outil-api',
    source: sources.alternatives,
  },
  {
    id: 'arc-choisir-la-solution',
    theme: 'architecture',
    lessons: ['alternatives'],
    type: 'classify',
    prompt: 'Quelle solution convient à chaque besoin ?',
    categories: [
      { id: 'mcp', label: 'Serveur MCP' },
      { id: 'outil', label: 'Outil dans la requête API' },
      { id: 'code', label: 'Appel d’API dans le code' },
      { id: 'skill', label: 'Skill' },
    ],
    items: [
      {
        id: 'crm-partage',
        text: 'Donner à trois assistants internes l’accès au même CRM.',
        category: 'mcp',
        explanation:
          'Un connecteur réutilisable, découvrable, dont les droits sont gérés par chaque hôte : le cas d’école de MCP.',
      },
      {
        id: 'fonction-unique',
        text: 'Une fonction de calcul utile dans une seule application.',
        category: 'outil',
        explanation: 'Un outil personnalisé suffit, sans infrastructure en plus.',
      },
      {
        id: 'etape-fixe',
        text: 'Une étape toujours identique, qui n’a besoin d’aucun jugement du modèle.',
        category: 'code',
        explanation:
          'Un simple appel dans le code est moins cher, déterministe et facile à tester.',
      },
      {
        id: 'procedure',
        text: 'Une procédure de revue que le modèle doit suivre pas à pas.',
        category: 'skill',
        explanation:
          'C’est une connaissance à transmettre, chargée au besoin, sans rien à exécuter.',
      },
    ],
    source: sources.alternatives,
  },
  {
    id: 'arc-agents-entre-eux',
    theme: 'architecture',
    lessons: ['alternatives'],
    type: 'single',
    prompt: 'Deux agents autonomes doivent négocier entre eux. MCP est-il fait pour cela ?',
    choices: [
      {
        id: 'non',
        text: 'Non : MCP relie un modèle à des outils et à des données.',
        explanation:
          'Entre agents, on passe par un protocole agent à agent ou une couche d’orchestration. Un serveur MCP offre des capacités ; ce n’est pas un interlocuteur qui raisonne et négocie.',
      },
      {
        id: 'oui',
        text: 'Oui : chaque agent expose l’autre comme un outil, et le tour est joué.',
        explanation:
          'On peut bricoler ainsi, mais MCP ne prévoit rien pour deux parties autonomes qui négocient.',
      },
      {
        id: 'sampling',
        text: 'Oui, grâce à l’échantillonnage (sampling), qui fait dialoguer deux modèles.',
        explanation:
          'L’échantillonnage permet à un serveur d’emprunter le modèle de l’hôte, pas à deux agents de dialoguer ; il est de plus déprécié.',
      },
      {
        id: 'http',
        text: 'Oui, à condition que les deux agents passent par Streamable HTTP.',
        explanation: 'Le transport ne change rien au modèle d’interaction.',
      },
    ],
    answer: 'non',
    source: sources.alternatives,
  },
  {
    id: 'arc-question-a-trancher',
    theme: 'architecture',
    lessons: ['cadrer-son-serveur'],
    type: 'single',
    prompt:
      'Avant d’écrire un serveur, quelle question faut-il trancher pour chacune de ses capacités ?',
    choices: [
      {
        id: 'qui-declenche',
        text: 'Qui la déclenche : le modèle, l’application ou l’utilisateur ?',
        explanation:
          'Le modèle (outil), l’application (ressource) ou l’utilisateur (prompt) : beaucoup d’erreurs de conception viennent d’un outil qui aurait dû être une ressource, ou l’inverse.',
      },
      {
        id: 'langage',
        text: 'Dans quel langage l’écrire, puisque chaque SDK impose ses primitives ?',
        explanation:
          'Utile, mais sans effet sur la primitive à choisir : les trois primitives existent dans tous les SDK.',
      },
      {
        id: 'nombre',
        text: 'Combien d’outils en tirer, pour couvrir chaque verbe de l’API ?',
        explanation:
          'Un outil par verbe de l’API donne un registre trop large : le modèle choisit moins bien, et l’on expose des actions inutiles.',
      },
      {
        id: 'revision',
        text: 'Quelle révision du protocole afficher dans la description de l’outil\u202F?',
        explanation: 'La révision se négocie entre client et serveur ; elle n’a rien à faire là.',
      },
    ],
    answer: 'qui-declenche',
    source: sources.conceptionServeur,
  },
  {
    id: 'arc-combien-d-outils',
    theme: 'architecture',
    lessons: ['cadrer-son-serveur'],
    type: 'single',
    prompt: 'Combien d’outils expose en général un serveur bien conçu ?',
    choices: [
      {
        id: 'quelques-uns',
        text: 'Quelques outils étroits, chacun avec un but précis.',
        explanation:
          'Quatre à huit, c’est courant : une règle empirique, pas une règle de la spécification. Au-delà d’une dizaine, le modèle choisit souvent moins bien.',
      },
      {
        id: 'execute',
        text: 'Un seul outil générique, `execute`, qui accepte n’importe quelle commande.',
        explanation:
          'Le modèle n’a alors aucune description utile pour décider, et l’outil peut tout faire.',
      },
      {
        id: 'tous-les-verbes',
        text: 'Un outil par verbe de l’API, pour être complet.',
        explanation:
          'Trop large : le modèle se perd, et l’on expose des actions dont personne n’a besoin.',
      },
      {
        id: 'cinquante',
        text: 'Une cinquantaine, pour couvrir tous les cas.',
        explanation:
          'Le registre déborde, les descriptions se ressemblent et le modèle se trompe d’outil.',
      },
    ],
    answer: 'quelques-uns',
    source: sources.conceptionServeur,
  },
  {
    id: 'arc-meilleure-description',
    theme: 'architecture',
    lessons: ['cadrer-son-serveur'],
    type: 'single',
    prompt: 'Quelle description de `describe_table` aide le mieux le modèle ?',
    choices: [
      {
        id: 'complete',
        text: '« À appeler avant d’écrire du SQL sur une table, pas pour compter. Renvoie les colonnes et leurs types. »',
        explanation:
          'Elle dit quand s’en servir, quand ne pas s’en servir et ce qu’elle renvoie : tout ce dont le modèle a besoin pour choisir.',
      },
      {
        id: 'courte',
        text: '« Décrit une table. »',
        explanation: 'Trop vague : le modèle ne sait ni quand l’appeler ni ce qu’il obtiendra.',
      },
      {
        id: 'technique',
        text: '« Interroge `information_schema.columns` avec un `JOIN` sur `pg_class`, puis trie les colonnes par position et par type. »',
        explanation:
          'Elle raconte l’implémentation, pas l’usage : le modèle n’en tire rien pour décider.',
      },
      {
        id: 'marketing',
        text: '« L’outil le plus puissant de l’entrepôt : il sait tout de vos tables, de vos colonnes et de vos données. À utiliser sans modération ! »',
        explanation: 'Elle pousse le modèle à l’appeler à tort, sans dire ce qu’il fait.',
      },
    ],
    answer: 'complete',
    source: sources.conceptionServeur,
    link: { scenario: 'entrepot', at: 'host:choose-tool' },
  },
  {
    id: 'arch-corriger-nom-absent',
    theme: 'architecture',
    type: 'fix',
    prompt:
      'L’outil de ce serveur de tickets n’a qu’un titre. Corrigez sa définition pour que l’hôte puisse appeler `creer_ticket`.',
    broken: toolsText([ticketTool]),
    call: {
      tool: 'creer_ticket',
      arguments: { sujet: 'L’imprimante du deuxième étage est en panne.', priorite: 'haute' },
    },
    fix: toolsText([{ name: 'creer_ticket', ...ticketTool }]),
    defects: [
      {
        code: 'name-missing',
        explanation:
          'L’outil n’avait pas de `name`, seulement un `title`. Les deux ne s’adressent pas au même acteur : `title` est le libellé que l’hôte affiche à l’humain, `name` l’identifiant que le modèle choisit et que le client envoie dans `params.name` de `tools/call` pour que le serveur sache quel outil exécuter. Sans lui, l’outil ne peut être ni désigné ni appelé.',
      },
    ],
    source: sources.outils,
    link: { scenario: 'mon-serveur', at: 'result:tools/list' },
    takeaway:
      'L’humain lit `title`, le modèle choisit par `name`, et c’est `name` que porte chaque `tools/call`.',
  },
  {
    id: 'arc-qu-est-ce-que-mcp',
    theme: 'architecture',
    type: 'single',
    prompt: 'Qu’est-ce que MCP, le Model Context Protocol ?',
    choices: [
      {
        id: 'protocole',
        text: 'Un protocole standard entre une application d’IA et des serveurs',
        explanation:
          'Des règles d’échange : l’application (l’hôte) obtient du contexte et appelle des capacités que des serveurs exposent, quel que soit le fournisseur du modèle.',
      },
      {
        id: 'modele',
        text: 'Un modèle de langage entraîné pour appeler des outils',
        explanation:
          'MCP n’est pas un modèle : le modèle reste dans l’hôte, et n’importe quel modèle peut s’en servir à travers lui.',
      },
      {
        id: 'agent',
        text: 'Un cadre pour faire négocier des agents autonomes entre eux',
        explanation:
          'MCP relie une application d’IA à des outils et à des données ; le dialogue d’agent à agent relève d’autres protocoles.',
      },
      {
        id: 'api',
        text: 'L’API web d’un fournisseur, qu’on appelle avec une clé',
        explanation:
          'Un serveur MCP enveloppe souvent une API existante, mais MCP lui-même n’est l’API de personne : c’est un format commun.',
      },
    ],
    answer: 'protocole',
    source: {
      kind: 'spec',
      section: 'Vue d’ensemble (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28',
    },
    takeaway: 'MCP est un protocole, pas un modèle ni un agent.',
  },
  {
    id: 'arc-serveur-le-programme',
    theme: 'architecture',
    type: 'single',
    prompt:
      'Une équipe lance un serveur MCP sur le poste de chaque développeur ; une autre l’héberge dans le nuage. Lequel des deux est un « serveur » MCP ?',
    choices: [
      {
        id: 'nuage',
        text: 'Seulement celui du nuage : un serveur tourne sur une machine distante',
        explanation:
          '« Serveur » ne désigne pas la machine : un serveur lancé en sous-processus sur le poste de l’utilisateur en est un aussi.',
      },
      {
        id: 'les-deux',
        text: 'Les deux',
        explanation:
          '« Serveur » désigne le programme qui expose des outils, des ressources et des prompts, où qu’il tourne.',
      },
      {
        id: 'poste',
        text: 'Seulement celui du poste, car il sert un seul client',
        explanation:
          'Servir un ou plusieurs clients ne change pas le rôle : le programme du nuage est tout autant un serveur MCP.',
      },
      {
        id: 'aucun',
        text: 'Aucun : le serveur MCP, c’est l’application d’IA elle-même',
        explanation:
          'L’application d’IA est l’hôte. Le serveur est le programme auquel son client se connecte.',
      },
    ],
    answer: 'les-deux',
    source: {
      kind: 'spec',
      section: 'Architecture (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/architecture',
    },
    link: { scenario: 'hote-multi-serveurs', version: '2026-07-28', at: 'host:merge-registry' },
  },
  {
    id: 'arc-trace-notification-sans-id',
    theme: 'architecture',
    type: 'trace',
    ask: 'reading',
    trace: 'outil-ajoute-2025',
    prompt:
      'Le serveur envoie le premier message, puis le client envoie le second. Pourquoi le client ne répond-il pas au premier ?',
    choices: [
      {
        id: 'oubli',
        text: 'Le client a oublié de répondre : la session va expirer',
        explanation:
          'Rien n’est oublié : aucun message ne doit répondre à une notification, et le `tools/list` qui suit est une nouvelle requête.',
      },
      {
        id: 'notification',
        text: 'C’est une notification : sans `id`, elle n’attend pas de réponse',
        explanation:
          'Une notification n’a pas d’`id`. Le client réagit en redemandant la liste, par une requête qui a son propre `id`.',
      },
      {
        id: 'reponse',
        text: 'Le `tools/list` est la réponse au premier message',
        explanation:
          'Une réponse porte `result` ou `error` et le même `id` que la requête ; `tools/list` porte une `method` : c’est une requête.',
      },
      {
        id: 'interdit',
        text: 'En 2025, un client n’a jamais le droit d’écrire au serveur en premier',
        explanation:
          'Le client écrit en premier dès `initialize`. Ce qui compte ici, c’est que le premier message soit une notification.',
      },
    ],
    answer: 'notification',
    source: {
      kind: 'spec',
      section: 'Vue d’ensemble du protocole : messages (2025-11-25)',
      url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic',
    },
    link: {
      scenario: 'changement-de-liste',
      version: '2025-11-25',
      at: 'notifications/tools/list_changed',
    },
  },
  {
    id: 'arc-limite-de-taille',
    theme: 'architecture',
    type: 'single',
    prompt:
      'L’outil `describe_table` de l’entrepôt renvoie les colonnes d’une table et trois lignes d’exemple, jamais la table entière. Pourquoi cette limite ?',
    choices: [
      {
        id: 'protocole',
        text: 'Le protocole limite un résultat à trois lignes',
        explanation:
          'La spécification ne fixe aucune limite de ce genre ; c’est un choix de conception du serveur.',
      },
      {
        id: 'contexte',
        text: 'Ce que renvoie un outil remplit le contexte du modèle',
        explanation:
          'Tout le résultat est lu par le modèle : une table entière coûterait cher et noierait l’information utile. D’où une limite de taille dans la fiche.',
      },
      {
        id: 'securite',
        text: 'Pour que l’utilisateur n’ait pas à approuver chaque ligne renvoyée par l’outil',
        explanation: 'L’utilisateur approuve un appel, pas les lignes de son résultat.',
      },
      {
        id: 'stdio',
        text: 'Un message stdio ne peut pas dépasser une ligne',
        explanation:
          'Un message tient sur une ligne, mais une ligne peut être longue : la limite ne vient pas du transport.',
      },
    ],
    answer: 'contexte',
    source: {
      kind: 'concept',
      concept: 'Conception d’un serveur : limite de taille des résultats',
    },
  },
  {
    id: 'arc-trace-serveur-reutilise',
    theme: 'architecture',
    type: 'trace',
    ask: 'reading',
    trace: 'tools-list-2025',
    prompt:
      'Un autre hôte conforme, écrit par une autre équipe, veut utiliser ce serveur météo. Que faut-il changer dans le serveur ?',
    choices: [
      {
        id: 'adaptateur',
        text: 'Écrire un adaptateur pour le format d’outils de cet hôte',
        explanation:
          'C’est précisément ce que MCP évite : tout hôte conforme envoie le même `tools/list` et lit la même réponse.',
      },
      {
        id: 'rien',
        text: 'Rien',
        explanation:
          'Le serveur répond au même `tools/list` de la même façon, quel que soit l’hôte\u00A0: il n’a pas à le connaître. Un serveur écrit une fois sert n’importe quel hôte conforme.',
      },
      {
        id: 'modele',
        text: 'Le réentraîner pour le modèle que cet autre hôte interroge',
        explanation: 'Un serveur n’a pas de modèle et ne voit pas celui de l’hôte.',
      },
      {
        id: 'cle',
        text: 'Lui donner le nom de l’hôte dans sa configuration',
        explanation:
          'Le serveur n’a pas besoin de connaître l’hôte ; au mieux, le client se présente lui-même dans `clientInfo`.',
      },
    ],
    answer: 'rien',
    source: {
      kind: 'spec',
      section: 'Architecture (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/architecture',
    },
    link: { scenario: 'meteo', version: '2025-11-25', at: 'tools/list' },
  },
  {
    id: 'arc-trace-ce-que-voit-le-serveur',
    theme: 'architecture',
    type: 'trace',
    ask: 'reading',
    trace: 'decouverte-2026',
    prompt:
      'D’après ces requêtes, que sait le serveur « calendrier » de l’application qui l’appelle ?',
    choices: [
      {
        id: 'conversation',
        text: 'La question de l’utilisateur',
        explanation:
          'Aucune requête ne la porte : la conversation reste dans l’hôte, le serveur n’en voit rien.',
      },
      {
        id: 'declare',
        text: 'Le nom et la version déclarés dans `clientInfo`, sans preuve',
        explanation:
          'C’est tout ce qui l’identifie (`atelier-mcp-hote`, `1.0.0`)\u00A0: une identité déclarée, à ne pas utiliser pour une décision de sécurité. Le même `_meta` dit aussi la révision et les capacités du client, mais rien de la conversation ni du modèle.',
      },
      {
        id: 'modele',
        text: 'Le modèle de langage que l’hôte interroge et sa version exacte',
        explanation: 'Aucun champ ne le dit : le serveur ignore le modèle.',
      },
      {
        id: 'verifie',
        text: 'L’identité vérifiée de l’hôte',
        explanation:
          '`clientInfo` est déclaré par le client et n’est vérifié par personne. Une identité vérifiée passe par l’autorisation (un jeton OAuth).',
      },
    ],
    answer: 'declare',
    source: {
      kind: 'spec',
      section: 'Vue d’ensemble du protocole : `_meta` (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic',
    },
    link: { scenario: 'changement-de-liste', version: '2026-07-28', at: 'server/discover' },
  },
];
