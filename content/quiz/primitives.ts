import type { QuestionInput } from '@/lib/quiz/schema';
import { toolsText } from '@/lib/quiz/fix-text';
import { sources } from './sources';

/** Primitives: tools, resources and prompts on the server, and what the client offers back. */
/** The two search tools of the duplicate-name question, all but their names. */
const clientSearch = {
  title: 'Rechercher des clients',
  description:
    'Cherche des clients par nom, courriel ou ville et renvoie leur identifiant et leurs coordonnées.',
  inputSchema: {
    type: 'object',
    properties: { texte: { type: 'string', description: 'Ce que l’on cherche.' } },
    required: ['texte'],
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};
const orderSearch = {
  title: 'Rechercher des commandes',
  description:
    'Cherche des commandes par numéro, produit ou nom de client et renvoie leur état et leur montant.',
  inputSchema: {
    type: 'object',
    properties: { texte: { type: 'string', description: 'Ce que l’on cherche.' } },
    required: ['texte'],
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

export const primitivesQuestions: QuestionInput[] = [
  {
    id: 'prim-qui-appelle-un-outil',
    theme: 'primitives',
    lessons: ['primitives-serveur'],
    type: 'single',
    prompt: 'Dans MCP, qui décide d’appeler un outil (tool) ?',
    choices: [
      {
        id: 'modele',
        text: 'Le modèle, de lui-même, au fil de son raisonnement.',
        explanation:
          'C’est la définition d’un outil : une primitive contrôlée par le modèle. Il lit le nom et la description de chaque outil et décide seul de l’appeler, d’où l’importance de la description et d’une validation humaine pour les actions sensibles.',
      },
      {
        id: 'application',
        text: 'L’application hôte, quand elle juge utile de joindre un contexte.',
        explanation:
          'C’est le mode de contrôle d’une ressource : l’application, ou l’utilisateur, choisit ce qu’elle joint au contexte. Un outil, lui, est choisi par le modèle.',
      },
      {
        id: 'utilisateur',
        text: 'L’utilisateur, en tapant une commande à barre oblique.',
        explanation:
          'C’est ainsi qu’on déclenche un prompt : une invocation explicite, souvent présentée comme une commande `/…`. Un outil n’attend pas l’utilisateur pour être choisi.',
      },
      {
        id: 'serveur',
        text: 'Le serveur, qui lance ses outils quand ses données changent.',
        explanation:
          'Un serveur n’appelle jamais ses propres outils : il exécute les `tools/call` que lui envoie le client. En 2025, il peut certes adresser des requêtes au client (élicitation, échantillonnage, racines), mais pas déclencher un outil.',
      },
    ],
    answer: 'modele',
    source: sources.primitivesQuiControle,
    link: { scenario: 'meteo', at: 'host:choose-tool' },
    takeaway:
      'Outil : le modèle décide. Ressource : l’application décide. Prompt : l’utilisateur décide.',
  },
  {
    id: 'prim-classer-serveur-commandes',
    theme: 'primitives',
    lessons: ['primitives-serveur'],
    type: 'classify',
    prompt: 'Rangez chaque capacité d’un serveur « commandes » dans la primitive qui lui convient.',
    categories: [
      { id: 'outil', label: 'Outil' },
      { id: 'ressource', label: 'Ressource' },
      { id: 'prompt', label: 'Prompt' },
    ],
    items: [
      {
        id: 'get-order',
        text: '`get_order` : retrouver une commande dès que la conversation cite son numéro.',
        category: 'outil',
        explanation:
          'Le modèle doit pouvoir s’en servir de lui-même, au moment où la conversation l’exige : c’est un outil.',
      },
      {
        id: 'schema',
        text: '`orders://schema` : le schéma SQL de la table des commandes.',
        category: 'ressource',
        explanation:
          'Une donnée de référence, adressée par une URI, lue sans effet de bord, que l’application joint au contexte : une ressource.',
      },
      {
        id: 'triage',
        text: '`/triage` : un gabarit qui prépare l’analyse d’une commande en retard.',
        category: 'prompt',
        explanation:
          'Un point d’entrée pensé pour l’humain, invoqué explicitement avec un argument : un prompt, souvent affiché comme une commande à barre oblique.',
      },
      {
        id: 'politique',
        text: 'La politique de remboursement, un document Markdown.',
        category: 'ressource',
        explanation:
          'Un document à consulter ou à joindre, qui ne fait rien par lui-même : une ressource.',
      },
      {
        id: 'annuler',
        text: '`cancel_order` : annuler une commande.',
        category: 'outil',
        explanation:
          'Une action avec un effet de bord, que le modèle peut décider d’appeler : un outil, à protéger par une confirmation de l’utilisateur.',
      },
      {
        id: 'reponse-client',
        text: '« Rédiger une réponse au client », avec un argument `ton`.',
        category: 'prompt',
        explanation:
          'Un gabarit de requête réutilisable, que l’utilisateur choisit et paramètre\u00A0: un prompt.',
      },
      {
        id: 'statut',
        text: '`update_status`\u00A0: passer une commande au statut «\u00A0expédiée\u00A0».',
        category: 'outil',
        explanation:
          'Une action qui modifie une donnée, décidée au fil de la conversation\u00A0: un outil.',
      },
    ],
    source: sources.primitivesQuiControle,
    link: { scenario: 'commandes', at: 'prompts/get' },
  },
  {
    id: 'prim-methodes-par-role',
    theme: 'primitives',
    lessons: ['primitives-serveur'],
    type: 'classify',
    prompt: 'À quoi sert chacune de ces méthodes ?',
    categories: [
      { id: 'decouvrir', label: 'Découvrir' },
      { id: 'recuperer', label: 'Récupérer' },
      { id: 'executer', label: 'Exécuter' },
    ],
    items: [
      {
        id: 'tools-list',
        text: '`tools/list`',
        category: 'decouvrir',
        explanation: 'Les méthodes en `*/list` découvrent ce que le serveur propose.',
      },
      {
        id: 'templates-list',
        text: '`resources/templates/list`',
        category: 'decouvrir',
        explanation:
          'Elle découvre les gabarits de ressources, ces URI à trous comme `entrepot://schema/{base}/{table}`.',
      },
      {
        id: 'prompts-get',
        text: '`prompts/get`',
        category: 'recuperer',
        explanation: 'Elle récupère un prompt précis, arguments remplis.',
      },
      {
        id: 'resources-read',
        text: '`resources/read`',
        category: 'recuperer',
        explanation: 'Elle récupère le contenu d’une ressource dont on connaît l’URI.',
      },
      {
        id: 'tools-call',
        text: '`tools/call`',
        category: 'executer',
        explanation:
          'C’est la seule de ces méthodes qui fait agir le serveur : elle exécute un outil.',
      },
    ],
    source: sources.serveur,
    takeaway:
      '`*/list` pour découvrir, `*/get` ou `*/read` pour récupérer, `tools/call` pour exécuter.',
  },
  {
    id: 'prim-lire-une-ressource',
    theme: 'primitives',
    lessons: ['ressources-uri'],
    type: 'single',
    prompt:
      'Un client veut le contenu d’une ressource dont il connaît l’URI. Quelle méthode envoie-t-il ?',
    choices: [
      {
        id: 'read',
        text: '`resources/read`',
        explanation: 'On lit une ressource par son URI, passée dans `params.uri`.',
      },
      {
        id: 'get',
        text: '`resources/fetch`',
        explanation:
          'Cette méthode n’existe pas\u00A0: une ressource se lit, avec `resources/read`.',
      },
      {
        id: 'list',
        text: '`resources/list`',
        explanation:
          'Elle dresse la liste des ressources disponibles, avec leurs URI, mais ne renvoie pas leur contenu.',
      },
      {
        id: 'call',
        text: '`tools/call` avec l’URI en argument',
        explanation:
          'C’est confondre les primitives : un outil exécute une action, alors qu’une ressource se lit par son URI, avec `resources/read`.',
      },
    ],
    answer: 'read',
    source: sources.ressources,
    link: { scenario: 'entrepot', at: 'resources/read' },
  },
  {
    id: 'prim-confirmer-une-suppression',
    theme: 'primitives',
    lessons: ['primitives-client'],
    type: 'single',
    prompt:
      'Un serveur a besoin que l’utilisateur confirme une suppression avant de continuer. De quelle fonctionnalité côté client se sert-il ?',
    choices: [
      {
        id: 'elicitation',
        text: 'L’élicitation',
        explanation:
          'L’élicitation permet au serveur de demander une information ou une confirmation à l’utilisateur, par l’intermédiaire du client.',
      },
      {
        id: 'sampling',
        text: 'L’échantillonnage (sampling)',
        explanation:
          'L’échantillonnage demande une complétion au modèle de l’hôte, pas une décision à l’humain. Il est de plus déprécié en 2026-07-28.',
      },
      {
        id: 'roots',
        text: 'Les racines (roots)',
        explanation:
          'Les racines signalent au serveur les répertoires et fichiers (des URI `file://`) qui comptent pour l’utilisateur ; elles ne posent aucune question.',
      },
      {
        id: 'logging',
        text: 'La journalisation (logging)',
        explanation:
          'La journalisation transporte des messages de diagnostic, sans attendre de réponse de l’utilisateur.',
      },
    ],
    answer: 'elicitation',
    source: sources.elicitation,
    link: { scenario: 'elicitation', version: '2026-07-28', at: 'result:tools/call' },
  },
  {
    id: 'prim-fonctionnalites-client-depreciees',
    theme: 'primitives',
    lessons: ['primitives-client'],
    type: 'multiple',
    prompt: 'Lesquelles de ces fonctionnalités la révision 2026-07-28 déprécie-t-elle ?',
    choices: [
      {
        id: 'sampling',
        text: 'L’échantillonnage (sampling)',
        explanation:
          'Déprécié : la spécification conseille d’appeler directement l’API d’un fournisseur de modèles.',
      },
      {
        id: 'roots',
        text: 'Les racines (roots)',
        explanation:
          'Dépréciées : on passe les répertoires ou fichiers en paramètre d’outil, en URI de ressource ou dans la configuration du serveur.',
      },
      {
        id: 'logging',
        text: 'La journalisation (logging)',
        explanation:
          'Dépréciée. C’est une fonctionnalité du serveur, qu’il déclare dans ses capacités ; à la place, on écrit sur stderr en stdio, ou l’on passe par OpenTelemetry.',
      },
      {
        id: 'elicitation',
        text: 'L’élicitation (`elicitation/create`)',
        explanation:
          'Toujours active. Elle change seulement de forme : un résultat `input_required`, puis le même appel relancé avec la réponse de l’utilisateur.',
      },
      {
        id: 'list-changed',
        text: 'Les notifications de changement de liste (`list_changed`)',
        explanation:
          'Toujours là : en 2026-07-28, elles arrivent sur le flux ouvert par `subscriptions/listen`, auquel le client s’abonne.',
      },
    ],
    answers: ['sampling', 'roots', 'logging'],
    source: sources.deprecie,
    specNote:
      'Le support de cours ne cite que l’échantillonnage et la journalisation. Le registre des fonctionnalités dépréciées de la spécification 2026-07-28 y ajoute les racines (roots) : la question suit la spécification.',
    takeaway:
      'Déprécié ne veut pas dire supprimé : ces fonctionnalités marchent encore, mais les nouvelles implémentations ne devraient plus les adopter.',
  },
  {
    id: 'prim-remplacer-le-sampling',
    theme: 'primitives',
    type: 'single',
    prompt:
      'En 2026-07-28, que recommande la spécification à la place de l’échantillonnage (sampling) ?',
    choices: [
      {
        id: 'api-fournisseur',
        text: 'Que le serveur appelle lui-même l’API d’un fournisseur de modèles.',
        explanation:
          'C’est la migration indiquée dans le registre des fonctionnalités dépréciées : le serveur qui a besoin d’un modèle s’y intègre lui-même.',
      },
      {
        id: 'elicitation',
        text: 'Une élicitation qui demande à l’utilisateur de rédiger lui-même la réponse attendue du modèle.',
        explanation:
          'L’élicitation interroge l’humain, pas un modèle : elle ne remplace pas une complétion.',
      },
      {
        id: 'notifications',
        text: 'Des notifications `notifications/message`.',
        explanation:
          'Ce sont les messages de journalisation, dépréciée elle aussi, et ils ne demandent rien à personne.',
      },
      {
        id: 'rien',
        text: 'Rien : l’échantillonnage reste la voie recommandée pour joindre un modèle.',
        explanation:
          'Il fonctionne encore pendant la période de dépréciation, mais les nouvelles implémentations ne devraient plus l’adopter.',
      },
    ],
    answer: 'api-fournisseur',
    source: sources.deprecie,
  },
  {
    id: 'prim-journaux-en-2026',
    theme: 'primitives',
    lessons: ['primitives-client'],
    type: 'single',
    prompt:
      'En 2026-07-28, un serveur stdio veut écrire des journaux de diagnostic. Que recommande la spécification ?',
    choices: [
      {
        id: 'stderr',
        text: 'Écrire sur stderr, ou passer par OpenTelemetry.',
        explanation:
          'C’est la migration prévue pour la journalisation dépréciée, et stderr ne gêne pas le protocole, qui n’occupe que stdout.',
      },
      {
        id: 'set-level',
        text: 'Attendre `logging/setLevel`, puis envoyer des `notifications/message`.',
        explanation:
          '`logging/setLevel` a été retiré en 2026-07-28 (ce SDK répond -32601) et la journalisation par le protocole est dépréciée.',
      },
      {
        id: 'stdout',
        text: 'Écrire sur stdout : le client saura faire le tri.',
        explanation:
          'En stdio, stdout ne doit transporter que des messages MCP : une ligne de journal y enfreint la règle et peut casser l’échange (selon le client, elle est ignorée, rejetée ou collée au message suivant).',
      },
      {
        id: 'resultats',
        text: 'Glisser les journaux dans chaque résultat d’outil.',
        explanation:
          'Ils arriveraient dans le contexte du modèle, qui n’en a que faire, et masqueraient le vrai résultat.',
      },
    ],
    answer: 'stderr',
    source: sources.deprecie,
    link: { scenario: 'erreur-stdout-pollue' },
  },
  {
    id: 'prim-a-quoi-servent-les-racines',
    theme: 'primitives',
    lessons: ['primitives-client'],
    type: 'single',
    prompt: 'À quoi servent les racines (roots) d’un client ?',
    choices: [
      {
        id: 'frontieres',
        text: 'À signaler au serveur les répertoires qui intéressent l’utilisateur.',
        explanation:
          'Le client expose ses racines, par exemple le dossier du projet, pour que le serveur sache où concentrer son travail. C’est une indication : la spécification 2026-07-28 précise qu’il ne s’agit pas d’un contrôle d’accès.',
      },
      {
        id: 'serveur-principal',
        text: 'À désigner le serveur principal quand l’hôte en a plusieurs.',
        explanation:
          'Il n’y a pas de serveur principal : l’hôte a un client par serveur, tous au même rang.',
      },
      {
        id: 'ressources-racines',
        text: 'À lister les ressources de plus haut niveau d’un serveur.',
        explanation:
          'C’est le client qui déclare ses racines au serveur, pas l’inverse ; les ressources se découvrent avec `resources/list`.',
      },
      {
        id: 'droits-admin',
        text: 'À interdire au serveur tout fichier situé hors de ces répertoires.',
        explanation:
          'C’est la confusion la plus courante : les racines sont une indication, pas un contrôle d’accès. Le protocole n’empêche pas un serveur d’en sortir ; pour l’en empêcher, il faut un vrai cloisonnement (droits du système, conteneur).',
      },
    ],
    answer: 'frontieres',
    source: sources.roots,
    takeaway:
      'Les racines sont dépréciées en 2026-07-28 : on passe plutôt les répertoires en paramètre d’outil, en URI de ressource ou dans la configuration.',
  },
  {
    id: 'prim-trace-input-required',
    theme: 'primitives',
    lessons: ['primitives-client'],
    type: 'trace',
    ask: 'next',
    trace: 'input-required-2026',
    shown: 2,
    next: { kind: 'request', method: 'tools/call', from: 'client' },
    prompt:
      'En 2026-07-28, le serveur a répondu à cet appel par un résultat `input_required`. Quel message vient ensuite ?',
    choices: [
      {
        id: 'relance',
        text: 'Le client relance `tools/call` avec la réponse dans `inputResponses`.',
        explanation:
          'C’est le schéma MRTR : le client recueille la réponse de l’utilisateur puis renvoie la même requête, sous un nouvel `id`, en y joignant cette réponse. Un serveur qui a besoin d’un état le glisse dans `requestState`, que le client renvoie tel quel ; ici, le serveur n’en a pas envoyé.',
      },
      {
        id: 'elicitation-create',
        text: 'Le serveur envoie une requête `elicitation/create` au client.',
        explanation:
          'C’était la mécanique des révisions 2025. En 2026-07-28, le serveur n’envoie plus de requête au client : la demande voyage dans le résultat.',
      },
      {
        id: 'erreur',
        text: 'Le client signale une erreur au modèle : l’appel a échoué.',
        explanation:
          'Ce n’est pas un échec : `resultType: "input_required"` est un résultat intermédiaire qui attend une réponse.',
      },
      {
        id: 'initialized',
        text: 'Le client envoie `notifications/initialized` pour reprendre.',
        explanation:
          'Il n’y a ni session ni `notifications/initialized` en 2026-07-28 : chaque requête se suffit à elle-même.',
      },
    ],
    answer: 'relance',
    source: sources.mrtr,
    link: { scenario: 'elicitation', version: '2026-07-28', at: 'result:tools/call' },
  },
  {
    id: 'prim-ordre-confirmation-2026',
    theme: 'primitives',
    type: 'order',
    prompt:
      'En 2026-07-28, un outil demande une confirmation avant de supprimer un fichier. Remettez les étapes dans l’ordre.',
    items: [
      {
        id: 'appel',
        text: 'Le client envoie `tools/call` pour `supprimer_fichier`.',
        explanation: 'Tout part d’un appel ordinaire, avec son `_meta`.',
      },
      {
        id: 'input-required',
        text: 'Le serveur répond par un résultat `input_required` qui contient une demande `elicitation/create` (et, s’il en a besoin, un `requestState`).',
        explanation:
          'Le serveur ne garde rien en mémoire : il met dans le résultat ce dont il a besoin et l’état à lui renvoyer.',
      },
      {
        id: 'utilisateur',
        text: 'L’hôte montre la question à l’utilisateur, qui confirme.',
        explanation: 'C’est le moment où l’humain décide, avant toute action irréversible.',
      },
      {
        id: 'relance',
        text: 'Le client relance `tools/call`, sous un nouvel `id`, avec `inputResponses` (et le `requestState` reçu, s’il y en avait un).',
        explanation:
          'La relance est une requête indépendante : elle porte tout ce qu’il faut pour finir le travail.',
      },
      {
        id: 'resultat',
        text: 'Le serveur renvoie le résultat final (`resultType: "complete"`).',
        explanation: 'Le serveur a sa réponse : il exécute la suppression et conclut.',
      },
    ],
    source: sources.mrtr,
    link: { scenario: 'elicitation', version: '2026-07-28', at: 'result:tools/call' },
  },
  {
    id: 'prim-trace-elicitation-2025',
    theme: 'primitives',
    type: 'trace',
    ask: 'next',
    trace: 'elicitation-2025',
    shown: 2,
    next: { kind: 'result', from: 'client' },
    prompt:
      'En 2025-11-25, pendant un appel d’outil, le serveur envoie cette requête au client. Quel message vient ensuite ?',
    choices: [
      {
        id: 'reponse-client',
        text: 'La réponse du client, avec le choix de l’utilisateur.',
        explanation:
          'Dans les révisions 2025, l’élicitation est une vraie requête du serveur vers le client : le client y répond (`action: "accept"` et le contenu saisi), puis le serveur termine l’appel d’outil.',
      },
      {
        id: 'resultat-outil',
        text: 'Le serveur renvoie le résultat du `tools/call`.',
        explanation:
          'Pas encore : le serveur attend la réponse de l’utilisateur avant de terminer l’outil.',
      },
      {
        id: 'relance-2026',
        text: 'Le client relance `tools/call` avec `inputResponses`.',
        explanation: 'C’est la mécanique de 2026-07-28, pas celle de 2025-11-25.',
      },
      {
        id: 'notification',
        text: 'Le client envoie une notification pour accuser réception.',
        explanation: 'Une requête appelle une réponse portant le même `id`, pas une notification.',
      },
    ],
    answer: 'reponse-client',
    source: sources.elicitation2025,
    link: { scenario: 'elicitation', version: '2025-11-25', at: 'elicitation/create' },
  },
  {
    id: 'prim-champ-lu-par-le-modele',
    theme: 'primitives',
    lessons: ['anatomie-outil'],
    type: 'single',
    prompt: 'Quel champ d’une définition d’outil le modèle lit-il pour décider de l’appeler ?',
    choices: [
      {
        id: 'description',
        text: '`description`',
        explanation:
          'C’est le champ le plus important : il dit au modèle ce que fait l’outil, quand s’en servir et quand l’éviter.',
      },
      {
        id: 'title',
        text: '`title`',
        explanation: 'Un nom lisible destiné à l’affichage pour les humains.',
      },
      {
        id: 'input-schema',
        text: '`inputSchema`',
        explanation:
          'Il dit comment appeler l’outil (quels arguments, de quels types), pas quand l’appeler.',
      },
      {
        id: 'annotations',
        text: '`annotations`',
        explanation:
          'Des indices de comportement (lecture seule, destructif…) destinés au client, et qui ne sont pas fiables venant d’un serveur inconnu.',
      },
    ],
    answer: 'description',
    source: sources.outils,
    link: { scenario: 'meteo', at: 'result:tools/list' },
  },
  {
    id: 'prim-noms-outils-valides',
    theme: 'primitives',
    lessons: ['anatomie-outil'],
    type: 'multiple',
    prompt:
      'Lesquels de ces noms d’outils suivent la règle de nommage que recommande la spécification : 1 à 128 caractères, lettres ASCII, chiffres, `_`, `-` et `.` ?',
    choices: [
      {
        id: 'get-weather',
        text: '`get_weather`',
        explanation: 'Lettres ASCII et tiret bas : conforme.',
      },
      {
        id: 'admin-tools-list',
        text: '`admin/tools/list`',
        explanation:
          'La barre oblique n’est pas dans l’alphabet recommandé (le point, lui, l’est) : ce nom sort de la règle, même s’il ressemble à une méthode MCP.',
      },
      {
        id: 'data-export',
        text: '`DATA_EXPORT_v2`',
        explanation:
          'Majuscules, chiffres et tiret bas sont permis, et la casse compte : conforme.',
      },
      {
        id: 'espace',
        text: '`chercher client`',
        explanation:
          'La spécification demande (SHOULD NOT) de ne pas mettre d’espace ; beaucoup d’hôtes et d’API de modèles refusent un tel nom.',
      },
      {
        id: 'accent',
        text: '`météo_actuelle`',
        explanation:
          'Hors de l’alphabet recommandé : les lettres accentuées ne sont pas des caractères ASCII.',
      },
    ],
    answers: ['get-weather', 'data-export'],
    source: sources.outilsNoms,
  },
  {
    id: 'prim-outil-sans-parametre',
    theme: 'primitives',
    lessons: ['anatomie-outil'],
    type: 'single',
    prompt:
      'Un outil ne prend aucun paramètre. Quel `inputSchema` la spécification recommande-t-elle ?',
    choices: [
      {
        id: 'ferme',
        text: '`{ "type": "object", "additionalProperties": false }`',
        explanation:
          'C’est la forme recommandée : un objet, qui refuse explicitement tout argument.',
      },
      {
        id: 'ouvert',
        text: '`{ "type": "object", "properties": {}, "required": [] }`',
        explanation:
          'Accepté, mais des `properties` et un `required` vides n’interdisent rien : n’importe quel argument passerait. La forme recommandée ferme la porte avec `additionalProperties: false`.',
      },
      {
        id: 'null',
        text: '`null`',
        explanation: '`inputSchema` doit être un schéma JSON valide de type objet, jamais `null`.',
      },
      {
        id: 'absent',
        text: 'Pas d’`inputSchema` du tout.',
        explanation: 'Le champ est obligatoire dans une définition d’outil.',
      },
    ],
    answer: 'ferme',
    source: sources.outils,
  },
  {
    id: 'prim-schema-de-sortie',
    theme: 'primitives',
    lessons: ['anatomie-outil'],
    type: 'single',
    prompt: 'Un outil déclare un `outputSchema`. Qu’est-ce que cela engage pour le serveur ?',
    choices: [
      {
        id: 'conforme',
        text: 'Renvoyer un `structuredContent` conforme à ce schéma.',
        explanation:
          'Un serveur qui déclare un schéma de sortie doit s’y tenir. Ce SDK le vérifie : un `structuredContent` non conforme devient un résultat `isError: true` (« Output validation error »).',
      },
      {
        id: 'plus-de-content',
        text: 'Ne plus renvoyer de tableau `content`, que `structuredContent` remplace.',
        explanation:
          'Au contraire : pour les clients plus anciens, le serveur devrait (SHOULD) renvoyer aussi le JSON sérialisé dans un bloc de texte de `content`.',
      },
      {
        id: 'documentaire',
        text: 'Rien : le schéma est purement documentaire.',
        explanation:
          'Il engage le serveur, et les clients peuvent valider les résultats contre lui.',
      },
      {
        id: 'entrees',
        text: 'Valider les arguments reçus avec ce schéma.',
        explanation: 'Les arguments se valident avec `inputSchema`, pas avec `outputSchema`.',
      },
    ],
    answer: 'conforme',
    source: sources.outilsSortie,
  },
  {
    id: 'prim-modele-de-ressource',
    theme: 'primitives',
    lessons: ['ressources-uri'],
    type: 'single',
    prompt: 'Que permet un gabarit de ressource comme `entrepot://schema/{base}/{table}` ?',
    choices: [
      {
        id: 'famille',
        text: 'Décrire une famille de ressources, une par base et par table.',
        explanation:
          'Un modèle (champ `uriTemplate`) décrit des URI paramétrées : ici une ressource par table, dont le contenu donne la structure.',
      },
      {
        id: 'sql',
        text: 'Exécuter une requête SQL sur la table que désignent les paramètres.',
        explanation:
          'Une ressource se lit, elle n’est pas faite pour agir : exécuter une requête relève d’un outil.',
      },
      {
        id: 'prompt',
        text: 'Déclarer un prompt avec deux arguments.',
        explanation:
          'Les prompts ont leurs propres arguments et se récupèrent avec `prompts/get` ; rien à voir avec une URI.',
      },
      {
        id: 'acces',
        text: 'Interdire au modèle toute table que ces paramètres ne permettent pas de nommer.',
        explanation:
          'Un gabarit d’URI ne contrôle aucun accès ; c’est le serveur qui décide ce qu’il accepte de lire.',
      },
    ],
    answer: 'famille',
    source: sources.ressourcesModeles,
    link: { scenario: 'entrepot', at: 'resources/read' },
  },
  {
    id: 'prim-ressource-ou-outil',
    theme: 'primitives',
    lessons: ['ressources-uri'],
    type: 'single',
    prompt: 'Qu’est-ce qui distingue une ressource d’un outil ?',
    choices: [
      {
        id: 'donnee',
        text: 'Une donnée adressée par une URI, que l’application joint au contexte.',
        explanation:
          'C’est l’intention de conception : une URI, une lecture plutôt qu’une action, et une décision qui revient d’ordinaire à l’application ou à l’utilisateur. La spécification n’impose pourtant aucune interface : un hôte peut aussi laisser le modèle choisir une ressource.',
      },
      {
        id: 'texte',
        text: 'Une ressource ne porte que du texte, jamais d’image.',
        explanation:
          'Une ressource peut aussi porter des données binaires (champ `blob`, en base64), avec leur type MIME.',
      },
      {
        id: 'rapide',
        text: 'Une ressource est un outil sans paramètre, appelé par `tools/call`.',
        explanation:
          'Une ressource se lit avec `resources/read`, par son URI ; `tools/call` exécute un outil, avec ses arguments.',
      },
      {
        id: 'modele',
        text: 'Une ressource ne sert qu’aux fichiers du disque (`file://`).',
        explanation:
          'Une ressource peut être n’importe quelle donnée adressable : une page web (`https://`), un dépôt (`git://`) ou un schéma propre au serveur, comme `entrepot://`.',
      },
    ],
    answer: 'donnee',
    source: sources.ressources,
  },
  {
    id: 'prim-uri-acceptables',
    theme: 'primitives',
    lessons: ['ressources-uri'],
    type: 'multiple',
    prompt: 'Lesquelles de ces chaînes peuvent identifier une ressource MCP ?',
    choices: [
      {
        id: 'file',
        text: '`file:///projets/app/config.json`',
        explanation:
          'Le schéma `file://` est prévu pour ce qui se comporte comme un système de fichiers.',
      },
      {
        id: 'https',
        text: '`https://exemple.fr/tarifs.json`',
        explanation: 'Une ressource web ; le client peut d’ailleurs aller la chercher lui-même.',
      },
      {
        id: 'personnalise',
        text: '`entrepot://schema/ventes/commandes`',
        explanation: 'Un schéma personnalisé est permis tant qu’il respecte la RFC 3986.',
      },
      {
        id: 'git',
        text: '`git://exemple.fr/atelier.git`',
        explanation:
          'Le schéma `git://` fait partie de ceux que cite la spécification, pour ce qui vient d’un dépôt Git.',
      },
      {
        id: 'phrase',
        text: '`la table des commandes de l’entrepôt de ventes`',
        explanation: 'Une phrase n’est pas une URI : il lui faut au moins un schéma.',
      },
      {
        id: 'relatif',
        text: '`schema/ventes/commandes/colonnes.sql`',
        explanation:
          'Un chemin relatif, sans schéma, n’identifie rien de façon unique : ce n’est pas une URI.',
      },
    ],
    answers: ['file', 'https', 'personnalise', 'git'],
    source: sources.ressourcesUri,
  },
  {
    id: 'prim-ce-que-renvoie-prompts-get',
    theme: 'primitives',
    lessons: ['primitives-serveur'],
    type: 'single',
    prompt: 'Que renvoie un serveur à `prompts/get` ?',
    choices: [
      {
        id: 'messages',
        text: 'Des messages prêts pour le modèle, arguments insérés.',
        explanation:
          'Le serveur construit les messages (rôle et contenu) ; l’hôte les place dans la conversation.',
      },
      {
        id: 'reponse-modele',
        text: 'La réponse que le modèle a rédigée pour ce prompt.',
        explanation:
          'Le serveur ne parle pas au modèle : il fournit le texte, c’est l’hôte qui interroge le modèle.',
      },
      {
        id: 'contenu-ressource',
        text: 'Le contenu d’une ressource.',
        explanation: 'Le contenu d’une ressource se récupère avec `resources/read`.',
      },
      {
        id: 'resultat-outil',
        text: 'Le résultat d’un outil exécuté pour l’occasion.',
        explanation:
          'Récupérer un prompt n’exécute aucun outil\u00A0: le serveur ne fait que construire des messages.',
      },
    ],
    answer: 'messages',
    source: sources.prompts,
    link: { scenario: 'commandes', at: 'result:prompts/get' },
  },
  {
    id: 'prim-corriger-nom-et-description',
    theme: 'primitives',
    type: 'fix',
    prompt:
      'Le modèle ne choisit jamais cet outil météo, et l’éditeur de l’Atelier le refuse. Corrigez sa définition pour que l’appel de `obtenir_meteo` réussisse.',
    broken: toolsText([
      {
        name: 'obtenir meteo',
        description: 'Météo.',
        inputSchema: {
          type: 'object',
          properties: { ville: { type: 'string', description: 'Nom de la ville, en français.' } },
          required: ['ville'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: true },
      },
    ]),
    call: { tool: 'obtenir_meteo', arguments: { ville: 'Lyon' } },
    fix: toolsText([
      {
        name: 'obtenir_meteo',
        title: 'Obtenir la météo',
        description:
          'Donne la météo actuelle d’une ville : température, ciel et vent. À utiliser quand l’utilisateur demande le temps qu’il fait maintenant, pas pour une prévision.',
        inputSchema: {
          type: 'object',
          properties: { ville: { type: 'string', description: 'Nom de la ville, en français.' } },
          required: ['ville'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: true },
      },
    ]),
    defects: [
      {
        code: 'name-spaces',
        explanation:
          'Le nom contenait une espace. Un nom d’outil est un identifiant : la spécification recommande (SHOULD) 1 à 128 caractères parmi les lettres ASCII, les chiffres, `_`, `-` et `.`. C’est lui qui part dans `params.name` de `tools/call`. Le SDK 2.4.0 se contente d’un avertissement, mais beaucoup d’hôtes et d’API de modèles refusent un tel nom. Le libellé lisible par un humain, avec ses espaces et ses accents, va dans `title`.',
      },
      {
        code: 'description-vague',
        explanation:
          'La description « Météo. » ne disait ni ce que fait l’outil, ni quand l’utiliser, ni ce qu’il renvoie. Le modèle choisit ses outils en lisant ces descriptions : trop courte, elle le laisse deviner, et il risque de l’ignorer ou de l’appeler pour une prévision qu’il ne sait pas faire.',
      },
    ],
    source: sources.outilsNoms,
    link: { scenario: 'meteo', at: 'host:choose-tool' },
    takeaway:
      '`name` est un identifiant pour les machines, `title` un libellé pour les humains, `description` le mode d’emploi que lit le modèle.',
  },
  {
    id: 'prim-corriger-noms-en-double',
    theme: 'primitives',
    type: 'fix',
    prompt:
      'Ce serveur publie deux outils de recherche. Corrigez la définition pour que l’appel de `rechercher_commandes` réussisse.',
    broken: toolsText([
      { name: 'rechercher', ...clientSearch },
      { name: 'rechercher', ...orderSearch },
    ]),
    call: { tool: 'rechercher_commandes', arguments: { texte: 'CMD-1042' } },
    fix: toolsText([
      { name: 'rechercher_clients', ...clientSearch },
      { name: 'rechercher_commandes', ...orderSearch },
    ]),
    defects: [
      {
        code: 'name-duplicate',
        explanation:
          'Les deux outils s’appelaient `rechercher`. Le nom est la seule chose qu’un `tools/call` envoie pour désigner l’outil (`params.name`) : avec deux outils du même nom, ni l’hôte ni le serveur ne peuvent savoir lequel est demandé, et le modèle voit deux fois le même nom. La spécification demande (SHOULD) des noms uniques sur un serveur, et ce SDK refuse d’enregistrer un second outil du même nom.',
      },
    ],
    source: sources.outilsNoms,
    link: { scenario: 'mon-serveur', at: 'result:tools/list' },
    takeaway:
      'Un nom d’outil est une clé : unique sur son serveur, c’est lui que porte `tools/call`.',
  },
  {
    id: 'prim-corriger-output-schema-tableau',
    theme: 'primitives',
    type: 'fix',
    prompt:
      'L’outil `lister_commandes` décrit sa sortie par une phrase. Corrigez son `outputSchema` pour que l’appel réussisse.',
    broken: toolsText([
      {
        name: 'lister_commandes',
        title: 'Lister les commandes d’un client',
        description:
          'Liste les commandes d’un client, de la plus récente à la plus ancienne, avec leur numéro et leur état.',
        inputSchema: {
          type: 'object',
          properties: { client: { type: 'string', description: 'Identifiant du client (C-…).' } },
          required: ['client'],
          additionalProperties: false,
        },
        outputSchema: 'Liste des commandes du client : numéro et état de chacune.',
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
    ]),
    call: { tool: 'lister_commandes', arguments: { client: 'C-1' } },
    fix: toolsText([
      {
        name: 'lister_commandes',
        title: 'Lister les commandes d’un client',
        description:
          'Liste les commandes d’un client, de la plus récente à la plus ancienne, avec leur numéro et leur état.',
        inputSchema: {
          type: 'object',
          properties: { client: { type: 'string', description: 'Identifiant du client (C-…).' } },
          required: ['client'],
          additionalProperties: false,
        },
        outputSchema: {
          type: 'object',
          properties: {
            commandes: {
              type: 'array',
              items: {
                type: 'object',
                properties: { numero: { type: 'string' }, etat: { type: 'string' } },
                required: ['numero', 'etat'],
              },
            },
          },
          required: ['commandes'],
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
    ]),
    defects: [
      {
        code: 'output-object',
        explanation:
          '`outputSchema` était une phrase. C’est un schéma JSON, donc un objet, qui décrit la forme de `structuredContent` : le client s’en sert pour valider le résultat, et ce SDK pour vérifier ce que renvoie l’outil. Une phrase ne décrit rien qu’une machine puisse vérifier ; sa place est dans `description`.',
      },
    ],
    source: sources.outilsSortie,
    link: { scenario: 'mon-serveur', at: 'result:tools/list' },
    specNote:
      'En 2025-06-18 et 2025-11-25, `structuredContent` est un objet et `outputSchema` doit être de type `"object"` : une liste se range dans une propriété, comme ici `commandes`. Depuis 2026-07-28, `outputSchema` accepte tout schéma JSON 2020-12 et `structuredContent` toute valeur JSON, tableau compris. La correction proposée vaut pour toutes les révisions.',
    takeaway:
      '`outputSchema` est un schéma JSON, jamais une phrase ; un objet qui range la liste dans une propriété convient à toutes les révisions.',
  },
  {
    id: 'prim-types-de-contenu',
    theme: 'primitives',
    type: 'multiple',
    prompt:
      'Lesquels de ces blocs un outil peut-il mettre dans le tableau `content` de son résultat ?',
    choices: [
      {
        id: 'image',
        text: 'Une image en base64 (`image`)',
        explanation: 'Avec son `mimeType`, par exemple `image/png`.',
      },
      {
        id: 'lien',
        text: 'Un lien vers une ressource (`resource_link`)',
        explanation: 'L’outil donne une URI ; le client lit la ressource s’il le veut.',
      },
      {
        id: 'programme',
        text: 'Un programme que le client doit exécuter pour obtenir le vrai résultat',
        explanation:
          'Aucun type de contenu ne fait exécuter du code au client ; un résultat est une donnée, à traiter comme non fiable.',
      },
      {
        id: 'texte',
        text: 'Du texte (`text`)',
        explanation: 'Le cas le plus courant : le texte est dans le champ `text`.',
      },
      {
        id: 'audio',
        text: 'Du son (`audio`)',
        explanation: 'En base64 dans `data`, avec son `mimeType`.',
      },
      {
        id: 'requete',
        text: 'Une nouvelle requête `tools/call` que l’hôte enverra de lui-même à un autre serveur',
        explanation:
          'Un résultat ne déclenche aucun appel : c’est le modèle qui choisit le prochain outil, et l’utilisateur peut le refuser.',
      },
    ],
    answers: ['image', 'lien', 'audio', 'texte'],
    source: {
      kind: 'spec',
      section: 'Outils — résultat (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#tool-result',
    },
  },
  {
    id: 'prim-trace-capacites-du-serveur',
    theme: 'primitives',
    type: 'trace',
    ask: 'reading',
    trace: 'decouverte-2026',
    prompt:
      'D’après sa réponse à `server/discover`, que peut demander le client à ce serveur « calendrier » ?',
    choices: [
      {
        id: 'tout',
        text: 'Des outils, des ressources et des prompts, comme tout serveur',
        explanation:
          'Un serveur n’offre pas forcément les trois : il ne déclare que ce qu’il sait servir.',
      },
      {
        id: 'outils',
        text: 'Seulement ses outils',
        explanation:
          'Ses `capabilities` ne contiennent que `tools` : pas de `resources` ni de `prompts`, donc pas de `resources/read` ni de `prompts/get`.',
      },
      {
        id: 'prompts',
        text: 'Ses prompts, puisque `instructions` est présent dans la réponse',
        explanation: '`instructions` est un texte pour le modèle, pas la capacité `prompts`.',
      },
      {
        id: 'rien',
        text: 'Rien tant que `initialize` n’a pas été envoyé',
        explanation:
          'En 2026-07-28, il n’y a plus d’`initialize` : chaque requête porte son `_meta` et peut être traitée seule.',
      },
    ],
    answer: 'outils',
    source: {
      kind: 'spec',
      section: '`server/discover` (2026-07-28)',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28/server/discover',
    },
    link: { scenario: 'changement-de-liste', version: '2026-07-28', at: 'server/discover' },
  },
];
