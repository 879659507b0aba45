/** Interface strings of the host panel, and the stand-in model's explanations. */
import { count, type Slots } from './message';

export const hostMessages = {
  heading: 'Hôte',
  intro:
    'L’hôte est l’application qui décide\u00A0: il tient la conversation, fusionne les registres de ses serveurs, laisse le modèle simulé choisir un outil, vous demande votre accord, puis répond aux requêtes que les serveurs lui adressent.',
  noSession: 'L’hôte attend qu’une session soit prête.',
  /** A recorded opening on screen; its live session starts as the learner comes to act. */
  startingLive:
    'Démarrage de la session en direct : le SDK se charge et rejoue le script du scénario (mêmes étapes)…',
  sessionError: 'La session n’a pas pu démarrer\u00A0: l’hôte n’a rien à montrer.',

  conversation: {
    heading: 'Conversation',
    empty: 'Aucun échange pour l’instant. Posez une question à l’hôte.',
    questionLabel: 'Votre question',
    ask: 'Demander',
    asking: 'Le modèle simulé choisit…',
    you: 'Vous',
    model: 'Modèle simulé',
    host: 'Hôte',
    attached: (v: Slots<'uri' | 'server' | 'by'>) =>
      `Ressource jointe à la conversation\u00A0: ${v.uri} (serveur «\u00A0${v.server}\u00A0», choisie par ${v.by})`,
    attachedBy: { learner: 'vous', application: 'l’application' },
    invoked: (v: Slots<'command' | 'server'>) =>
      `Commande ${v.command} du serveur «\u00A0${v.server}\u00A0»`,
    promptMessage: (v: Slots<'role'>) => `Message ${v.role} du prompt\u00A0:`,
    refused: (v: Slots<'tool' | 'server'>) =>
      `Appel refusé\u00A0: ${v.tool} (${v.server}). Rien n’a été envoyé.`,
    approved: (v: Slots<'tool' | 'server'>) => `Appel autorisé\u00A0: ${v.tool} (${v.server}).`,
    /** A call made in the tool editor: no question, no model; the click was the approval. */
    fromEditor: (v: Slots<'tool' | 'server' | 'arguments'>) =>
      `Appel lancé depuis l’éditeur d’outils, sans question ni modèle simulé\u00A0: ${v.tool} (${v.server}) avec ${v.arguments}. Votre clic sur «\u00A0Appeler\u00A0» valait accord.`,
    editorResult: (v: Slots<'step'>) => `Résultat de l’outil (étape ${v.step})\u00A0:`,
    editorError: (v: Slots<'step'>) => `Erreur renvoyée (étape ${v.step})\u00A0:`,
    editorPending: 'Pas encore de résultat.',
    elicitationAnswer: (v: Slots<'server' | 'action'>) =>
      `Réponse au serveur «\u00A0${v.server}\u00A0» (élicitation)\u00A0: demande ${v.action}.`,
    elicitationActions: { accept: 'acceptée', decline: 'refusée', cancel: 'annulée' },
    samplingAnswer: (v: Slots<'server' | 'text'>) =>
      `Réponse au serveur «\u00A0${v.server}\u00A0» (échantillonnage)\u00A0: ${v.text}`,
    samplingRefused: (v: Slots<'server'>) =>
      `Demande d’échantillonnage du serveur «\u00A0${v.server}\u00A0» refusée.`,
    failed: (v: Slots<'message'>) => `La demande a échoué\u00A0: ${v.message}`,
    viaRequest: (v: Slots<'method' | 'seq'>) =>
      `Question arrivée par une requête ${v.method} du serveur vers le client (étape ${v.seq}).`,
    viaInputRequired: (v: Slots<'seq'>) =>
      `Question arrivée dans le résultat de tools/call (resultType\u00A0: input_required, étape ${v.seq}).`,
    retried: (v: Slots<'retry'>) =>
      `Le client renvoie alors l’appel avec la réponse (tools/call, étape ${v.retry}).`,
  },

  registry: {
    heading: 'Registre fusionné donné au modèle simulé',
    intro:
      'Chaque client liste les outils de son serveur\u00A0; l’hôte les réunit en un seul registre, en retenant le serveur de chacun pour aiguiller l’appel vers le bon client.',
    empty: 'Aucun outil listé pour l’instant.',
    tool: 'Outil',
    server: 'Serveur',
    description: 'Description',
    noDescription: '(aucune description)',
    count: (v: Slots<'tools' | 'servers'>) =>
      `${count(Number(v.tools), 'outil')} venant de ${count(Number(v.servers), 'serveur')}`,
  },

  model: {
    heading: 'Décision du modèle simulé',
    disclaimer:
      'Ceci n’est pas une IA\u00A0: un modèle simulé, déterministe, compare les mots de la question au nom (×3), au titre (×2) et à la description (×1) de chaque outil. Le meilleur score l’emporte\u00A0; à égalité, le premier du registre. Un score nul ne choisit rien.',
    none: 'Le modèle simulé n’a encore rien choisi\u00A0: posez une question.',
    questionWords: (v: Slots<'words'>) => `Mots retenus dans la question\u00A0: ${v.words}`,
    noWords: 'aucun',
    scoresCaption: (v: Slots<'question'>) => `Scores des outils pour «\u00A0${v.question}\u00A0»`,
    tool: 'Outil',
    server: 'Serveur',
    score: 'Score',
    matches: 'Mots trouvés',
    noMatch: 'aucun mot commun',
    match: (v: Slots<'word' | 'field' | 'points'>) =>
      `«\u00A0${v.word}\u00A0» dans ${v.field} (+${v.points})`,
    fields: { name: 'le nom', title: 'le titre', description: 'la description' },
    chosen: (v: Slots<'tool' | 'server' | 'score'>) =>
      `Outil proposé\u00A0: ${v.tool} (serveur «\u00A0${v.server}\u00A0», score ${v.score})`,
    nothingChosen:
      'Aucun outil ne partage de mot avec la question\u00A0: le modèle simulé ne propose rien.',
    argumentsHeading: 'Arguments construits',
    noArguments: 'Aucun argument.',
    notFound: 'non trouvé',
    editHint:
      'Modifiez la description d’un outil dans l’éditeur, puis reposez la question\u00A0: c’est le champ que lit le modèle, et le choix change.',
  },

  chooser: {
    how: {
      enum: (v: Slots<'value' | 'name'>) =>
        `La valeur «\u00A0${v.value}\u00A0», une des valeurs permises (enum) de «\u00A0${v.name}\u00A0», figure dans la question.`,
      enumMissing: (v: Slots<'name' | 'values'>) =>
        `Aucune des valeurs permises de «\u00A0${v.name}\u00A0» (${v.values}) ne figure dans la question\u00A0: l’argument est laissé vide.`,
      number: (v: Slots<'name' | 'text'>) =>
        `«\u00A0${v.name}\u00A0» attend un nombre\u00A0: le modèle simulé reprend «\u00A0${v.text}\u00A0», le premier nombre de la question.`,
      numberMissing: (v: Slots<'name'>) =>
        `«\u00A0${v.name}\u00A0» attend un nombre, mais la question n’en contient aucun\u00A0: l’argument est laissé vide.`,
      date: (v: Slots<'name' | 'text' | 'value'>) =>
        `«\u00A0${v.name}\u00A0» attend une date\u00A0: «\u00A0${v.text}\u00A0» devient ${v.value} (format ISO AAAA-MM-JJ).`,
      dateMissing: (v: Slots<'name'>) =>
        `«\u00A0${v.name}\u00A0» attend une date, mais la question n’en donne aucune\u00A0: l’argument est laissé vide.`,
      quoted: (v: Slots<'name'>) =>
        `«\u00A0${v.name}\u00A0» est une chaîne obligatoire\u00A0: le modèle simulé reprend le texte entre guillemets de la question.`,
      file: (v: Slots<'name' | 'value'>) =>
        `«\u00A0${v.name}\u00A0» est une chaîne obligatoire\u00A0: le modèle simulé reprend le nom de fichier «\u00A0${v.value}\u00A0» trouvé dans la question.`,
      stringMissing: (v: Slots<'name'>) =>
        `«\u00A0${v.name}\u00A0» est une chaîne obligatoire que la question ne fournit pas\u00A0: le modèle simulé ne l’invente pas, la validation du serveur le signalera.`,
      unsupported: (v: Slots<'name'>) =>
        `«\u00A0${v.name}\u00A0» est d’un type que le modèle simulé ne sait pas remplir\u00A0: l’argument est laissé vide.`,
    },
  },

  consent: {
    title: (v: Slots<'server'>) => `Autoriser l’accès au serveur «\u00A0${v.server}\u00A0»\u202F?`,
    intro:
      'La page de consentement du serveur d’autorisation (simulé, dans la page)\u00A0: le client de l’hôte demande un jeton d’accès. Rien n’est échangé tant que vous n’avez pas décidé.',
    client: 'Client',
    resource: 'Serveur visé (resource)',
    redirect: 'Retour après votre choix (redirect_uri)',
    scopes: 'Portées accordées',
    scopesHint:
      'Décochez ce dont l’outil n’a pas besoin\u00A0: le jeton ne portera que les portées cochées.',
    refuseHint:
      'Refuser renvoie error=access_denied au client\u00A0; l’hôte redemandera ensuite l’autorisation.',
    escapeHint: 'Échap refuse.',
    allow: 'Autoriser',
    refuse: 'Refuser',
  },
  approval: {
    title: 'Autoriser l’appel de l’outil\u202F?',
    intro:
      'Le modèle simulé veut appeler un outil. Rien n’est envoyé au serveur tant que vous n’avez pas décidé.',
    tool: 'Outil',
    server: 'Serveur',
    arguments: 'Arguments',
    annotations: 'Annotations déclarées par le serveur',
    hintsWarning:
      'Ce sont des indices, jamais des garanties\u00A0: un serveur peut se tromper ou mentir. Quand une annotation est absente, la valeur par défaut de la spécification s’applique (en italique). destructiveHint et idempotentHint n’ont de sens que pour un outil qui ne se dit pas en lecture seule\u00A0: sinon, «\u00A0sans objet\u00A0».',
    declared: 'déclarée',
    byDefault: 'par défaut',
    notApplicable: 'sans objet',
    notApplicableDetail: (v: Slots<'origin' | 'value'>) =>
      `n’a de sens que si readOnlyHint vaut false\u00A0; ${v.origin}\u00A0: ${v.value}`,
    yes: 'oui',
    no: 'non',
    hints: {
      readOnlyHint: 'Lecture seule (readOnlyHint)',
      destructiveHint: 'Destructif (destructiveHint)',
      idempotentHint: 'Idempotent (idempotentHint)',
      openWorldHint: 'Monde ouvert (openWorldHint)',
    },
    allow: 'Autoriser',
    refuse: 'Refuser',
    escapeHint: 'Échap refuse l’appel.',
  },

  resources: {
    heading: 'Ressources',
    intro:
      'Les ressources sont pilotées par l’application\u00A0: c’est l’hôte qui décide comment les joindre au contexte. Ici, c’est vous qui les joignez à la conversation\u00A0; un autre hôte pourrait aussi laisser le modèle les choisir.',
    empty: 'Aucune ressource listée par les serveurs connectés.',
    attach: (v: Slots<'name'>) => `Joindre ${v.name}`,
    templatesHeading: 'Gabarits de ressources',
    templateLegend: (v: Slots<'uriTemplate'>) => `Remplir ${v.uriTemplate}`,
    uri: (v: Slots<'uri'>) => `URI obtenue\u00A0: ${v.uri}`,
    attachTemplate: 'Joindre cette ressource',
    incomplete: 'Remplissez chaque variable du modèle.',
    follow: (v: Slots<'name'>) => `Suivre ${v.name}`,
    unfollow: (v: Slots<'name'>) => `Ne plus suivre ${v.name}`,
    followHint:
      'Suivre une ressource\u00A0: resources/subscribe en 2025, un flux subscriptions/listen avec resourceSubscriptions en 2026-07-28. Le serveur prévient à chaque changement et l’hôte relit la ressource.',
    pages: {
      heading: 'Page par page',
      intro:
        'Le client du SDK lit d’ordinaire toutes les pages d’une liste lui-même. Ici, comme dans un inspecteur, vous demandez les pages une à une\u00A0: la suivante avec le nextCursor de la précédente.',
      first: (v: Slots<'server'>) => `Première page (${v.server})`,
      next: (v: Slots<'server'>) => `Page suivante (${v.server})`,
      page: (v: Slots<'count'>) => `Page reçue\u00A0: ${count(Number(v.count), 'ressource')}`,
      cursor: (v: Slots<'cursor'>) => `nextCursor\u00A0: ${v.cursor} (opaque, renvoyé tel quel)`,
      last: 'Dernière page\u00A0: pas de nextCursor.',
      failed: (v: Slots<'message'>) => `Échec\u00A0: ${v.message}`,
    },
    list: 'Lister les ressources et les prompts des serveurs',
    listHint:
      'L’hôte ne connaît que ce que ses clients ont listé\u00A0: ce bouton envoie resources/list, resources/templates/list et prompts/list aux serveurs qui les proposent.',
  },

  completion: {
    suggestions: (v: Slots<'name'>) => `Suggestions du serveur pour ${v.name}`,
    hint: 'Pendant que vous tapez, le client demande des suggestions au serveur (completion/complete)\u00A0: choisissez-en une ou continuez à taper.',
    noSuggestion: 'Aucune suggestion du serveur pour ce début.',
  },

  prompts: {
    heading: 'Commandes (prompts)',
    intro:
      'Les prompts sont contrôlés par l’utilisateur\u00A0: l’hôte les présente comme des commandes à barre oblique, que vous invoquez avec leurs arguments.',
    empty: 'Aucun prompt listé par les serveurs connectés.',
    legend: (v: Slots<'command' | 'server'>) =>
      `Invoquer ${v.command} (serveur «\u00A0${v.server}\u00A0»)`,
    required: '(obligatoire)',
    invoke: (v: Slots<'command'>) => `Invoquer ${v.command}`,
  },

  requests: {
    heading: 'Requêtes envoyées par les clients de l’hôte',
    intro:
      'Chaque serveur a son propre client\u00A0: l’hôte aiguille chaque appel vers le client du serveur qui possède l’outil.',
    empty: 'Aucun appel pour l’instant.',
    row: (v: Slots<'seq' | 'method' | 'server'>) =>
      `Étape ${v.seq}\u00A0: ${v.method} par le client «\u00A0${v.server}\u00A0»`,
    show: (v: Slots<'seq'>) => `Voir l’étape ${v.seq}`,
    perServer: (server: string, count: number) =>
      `Client «\u00A0${server}\u00A0»\u00A0: ${count.toLocaleString('fr-FR')} requête${count > 1 ? 's' : ''}`,
    showingLast: (shown: number, total: number) =>
      `Les ${shown} dernières requêtes sur ${total.toLocaleString('fr-FR')}\u00A0:`,
    showAll: (total: number) => `Afficher les ${total.toLocaleString('fr-FR')} requêtes`,
    showFewer: 'N’afficher que les dernières',
  },

  activity: {
    heading: 'Pendant l’appel',
    intro:
      'Ce que le serveur dit en travaillant et ce que le client évite de redemander\u00A0: progression, journal, cache, ressources suivies.',
    progressLabel: (v: Slots<'tool' | 'server'>) =>
      `Progression de ${v.tool} (serveur «\u00A0${v.server}\u00A0»)`,
    progressOf: (v: Slots<'progress' | 'total'>) => `${v.progress} sur ${v.total}`,
    progressCount: (v: Slots<'progress'>) => `${v.progress} (total inconnu)`,
    progressDone: 'Terminé\u00A0: le serveur a répondu.',
    progressNone:
      'Aucune progression pour l’instant\u00A0: il faut qu’une requête porte un progressToken, et que le serveur choisisse d’en envoyer.',
    journalHeading: 'Journal des serveurs',
    journalNone:
      'Aucune ligne. En 2026-07-28, un serveur n’en envoie que pour une requête qui demande un niveau (io.modelcontextprotocol/logLevel dans son _meta).',
    journalLine: (v: Slots<'level' | 'server'>) => `${v.level} — ${v.server}`,
    cacheHeading: 'Réponses tirées du cache',
    cacheHit: (v: Slots<'method' | 'target' | 'stored' | 'ttl' | 'scope'>) =>
      `${v.method}${v.target}\u00A0: aucune requête envoyée. Le résultat de l’étape ${v.stored} est encore frais (ttlMs\u00A0: ${v.ttl}, cacheScope\u00A0: ${v.scope}).`,
    updatesHeading: 'Ressources modifiées',
    updated: (v: Slots<'uri' | 'server'>) =>
      `${v.uri} (serveur «\u00A0${v.server}\u00A0») a changé\u00A0; l’hôte l’a relue\u00A0:`,
    show: (v: Slots<'seq'>) => `Voir l’étape ${v.seq}`,
  },

  urlElicitation: {
    title: (v: Slots<'server'>) => `Le serveur «\u00A0${v.server}\u00A0» vous envoie sur sa page`,
    intro:
      'Une élicitation par URL\u00A0: ce que vous saisirez sur cette page reste entre vous et le serveur, le client n’en voit rien.',
    address: 'Adresse complète',
    domain: 'Domaine',
    wire2026:
      'En 2026-07-28, la demande est arrivée dans un résultat input_required\u00A0; votre accord part dans un nouvel appel de l’outil, avec le requestState du serveur.',
    wire2025:
      'En 2025-11-25, la demande est une requête elicitation/create (avec un elicitationId), ou une erreur -32042 avant un nouvel essai.',
    open: 'Ouvrir la page',
    decline: 'Refuser',
    cancel: 'Annuler',
    escapeHint: 'Échap annule la demande\u00A0; l’hôte n’ouvre rien sans votre accord.',
    frameLabel: (v: Slots<'domain'>) => `Page de ${v.domain} (simulée)`,
    frameNote:
      'Page simulée par l’Atelier, pour suivre l’échange. Un vrai hôte ouvre le navigateur du système et ne peut pas lire la page.',
    unknownPage: 'Cette page ne répond pas\u00A0: le serveur ne l’a pas donnée.',
    leave: 'Fermer la page sans terminer',
    externalNote:
      'Votre serveur est un vrai serveur\u00A0: sa page s’ouvre dans un nouvel onglet du navigateur. Faites-y ce qu’elle demande, puis revenez dire si vous avez terminé. Le client ne voit rien de ce que vous y saisissez.',
    openTab: 'Ouvrir dans un nouvel onglet',
    done: 'J’ai terminé sur la page',
    notWebPage:
      'Cette adresse n’est pas une page web (http ou https)\u00A0: l’hôte ne l’ouvre pas. Refusez la demande.',
  },

  elicitation: {
    title: (v: Slots<'server'>) => `Le serveur «\u00A0${v.server}\u00A0» demande une information`,
    wire2026:
      'En 2026-07-28, cette demande est arrivée dans le résultat de tools/call (resultType\u00A0: input_required)\u00A0; votre réponse part dans un nouvel appel de l’outil.',
    wire2025:
      'En 2025, cette demande est une vraie requête du serveur vers le client\u00A0: elicitation/create.',
    accept: 'Accepter',
    decline: 'Refuser',
    cancel: 'Annuler',
    escapeHint: 'Échap annule la demande.',
    invalidNumber: 'Saisissez un nombre.',
  },

  clientPrimitives: {
    heading: 'Primitives côté client',
    sampling2025:
      'Ce client déclare l’échantillonnage (sampling) et les racines (roots)\u00A0: en 2025, le serveur les demande par de vraies requêtes sampling/createMessage et roots/list, que l’hôte traite.',
  },

  sampling: {
    title: (v: Slots<'server'>) =>
      `Le serveur «\u00A0${v.server}\u00A0» demande un texte au modèle de l’hôte`,
    intro:
      'Échantillonnage (sampling)\u00A0: le serveur n’a pas de modèle, il emprunte celui de l’hôte par sampling/createMessage. Vous relisez la demande et la réponse avant que rien ne parte.',
    deprecated:
      'L’échantillonnage est déprécié depuis la révision 2026-07-28 (SEP-2577)\u00A0: un serveur qui emprunte le modèle de l’hôte complique la confiance et le contrôle des coûts\u00A0; la spécification le garde au moins douze mois, transporté dans un résultat input_required.',
    rootsNote:
      'Les racines (roots/list) sont prises en charge par le SDK\u00A0; elles sont, elles aussi, dépréciées depuis 2026-07-28.',
    systemPrompt: 'Consigne système',
    maxTokens: (v: Slots<'maxTokens'>) => `Longueur maximale\u00A0: ${v.maxTokens} jetons`,
    messages: 'Messages envoyés',
    answerLabel: 'Réponse du modèle simulé (modifiable)',
    send: 'Envoyer la réponse',
    refuse: 'Refuser',
    escapeHint: 'Échap refuse la demande.',
    standInAnswer: (v: Slots<'sentence'>) => `Résumé du modèle simulé\u00A0: ${v.sentence}`,
  },
} as const;
