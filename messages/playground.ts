/** Interface strings of the playground section. */
import type { Slots } from './message';

export const playgroundMessages = {
  title: 'Bac à sable',
  heading: 'Bac à sable',
  intro:
    'Choisissez un scénario et une révision du protocole, puis suivez chaque message échangé entre l’hôte, ses clients et ses serveurs.',
  scenarioLabel: 'Scénario',
  scenarioGroups: {
    decouvrir: 'Découvrir le protocole',
    hote: 'L’hôte et ses serveurs',
    utilitaires: 'Les utilitaires du protocole',
    laboratoire: 'Laboratoire d’erreurs',
  },
  revisionLabel: 'Révision du protocole',
  revisionShortLabel: 'Révision',
  revisions: {
    '2026-07-28': '2026-07-28 (actuelle, server/discover)',
    '2025-11-25': '2025-11-25 (poignée de main initialize)',
    '2025-06-18': '2025-06-18 (poignée de main initialize)',
  },
  revisionShort: {
    '2026-07-28': '2026-07-28',
    '2025-11-25': '2025-11-25',
    '2025-06-18': '2025-06-18',
  },
  revisionHint: {
    '2026-07-28': 'actuelle',
    '2025-11-25': 'poignée de main initialize',
    '2025-06-18': 'poignée de main initialize',
  },
  revisionUnavailable: 'Ce scénario ne se joue pas dans cette révision.',
  /** What the address asked for and the playground replaced, said once on arrival. */
  opening: {
    unknownScenario: (v: Slots<'scenario' | 'fallback'>) =>
      `Le scénario «\u00A0${v.scenario}\u00A0» demandé par l’adresse n’existe pas dans l’atelier\u00A0: voici «\u00A0${v.fallback}\u00A0» à sa place.`,
    unknownRevision: (v: Slots<'revision' | 'list' | 'fallback'>) =>
      `«\u00A0${v.revision}\u00A0» n’est pas une révision que l’atelier sait jouer (${v.list})\u00A0: le scénario s’ouvre en ${v.fallback}.`,
    unsupportedRevision: (v: Slots<'scenario' | 'revision' | 'fallback'>) =>
      `Le scénario «\u00A0${v.scenario}\u00A0» ne se joue pas en révision ${v.revision}\u00A0: il s’ouvre en ${v.fallback}.`,
    dismiss: 'Masquer',
  },
  running: 'Le scénario se joue…',
  loading: {
    title: (v: Slots<'scenario'>) => `Chargement de «\u00A0${v.scenario}\u00A0»`,
    recording: (v: Slots<'scenario'>) =>
      `Enregistrement de «\u00A0${v.scenario}\u00A0»\u00A0: les étapes s’affichent à mesure qu’elles passent sur le fil`,
    progress: (v: Slots<'done' | 'expected'>) => `${v.done} étapes enregistrées sur ${v.expected}`,
    progressOne: (v: Slots<'done' | 'expected'>) => `${v.done} étape enregistrée sur ${v.expected}`,
    progressUnknown: (v: Slots<'done'>) => `${v.done} étapes enregistrées`,
    progressUnknownOne: (v: Slots<'done'>) => `${v.done} étape enregistrée`,
    label: 'Progression du chargement',
    database:
      'PostgreSQL démarre dans un fil d’exécution à part (PGlite)\u00A0: la page reste utilisable pendant ce temps.',
  },
  toolbar: 'Scénario, révision et vue',
  announce: (v: Slots<'step' | 'total' | 'label'>) =>
    `Étape ${v.step} sur ${v.total}\u00A0: ${v.label}`,
  /** While the scenario still records (waiting for a dialog, say): its total is not known yet. */
  announceRecording: (v: Slots<'step' | 'label'>) =>
    `Étape ${v.step}\u00A0: ${v.label} (l’enregistrement continue)`,
  separatorLeft: 'Largeur du diagramme et de l’inspecteur',
  separatorTop: 'Hauteur du diagramme et des outils',
  separatorHelp:
    'Les barres entre les volets se déplacent à la souris ou au clavier (flèches, Entrée pour la taille d’origine)\u00A0; les tailles sont gardées dans ce navigateur.',
  timelineToggle: 'Liste des messages échangés',
  stepOf: (v: Slots<'step' | 'total'>) => `Étape ${v.step} sur ${v.total}`,
  noStep: 'Aucune étape',
  controls: 'Commandes du pas à pas',
  first: 'Première étape',
  previous: 'Étape précédente',
  next: 'Étape suivante',
  last: 'Dernière étape',
  play: 'Lecture',
  pause: 'Pause',
  speed: 'Vitesse',
  speeds: { '0.5': '0,5 étape/s', '1': '1 étape/s', '2': '2 étapes/s', '4': '4 étapes/s' },
  slider: 'Aller à l’étape',
  keyboardHelp:
    'Clavier\u00A0: ← → une étape (même depuis le scénario ou la révision, que ↑ ↓ changent) · Début, Fin · Espace lance ou arrête la lecture.',
  timeline: 'Messages échangés',
  diagram: 'Diagramme de séquence',
  /** Under a diagram wider than its box (a phone, three servers): the lanes go on. */
  diagramOverflow:
    '↔ Le diagramme continue de côté\u00A0: faites-le défiler pour voir tous les couloirs.',
  diagramDescription:
    'Une colonne par acteur (l’hôte, un client par serveur, chaque serveur)\u00A0; une flèche par message, de l’expéditeur vers le destinataire.',
  diagramClick: 'Cliquez sur une flèche pour l’inspecter.',
  legend: 'Légende',
  kinds: {
    request: 'requête',
    result: 'résultat',
    error: 'erreur',
    notification: 'notification',
    host: 'étape de l’hôte',
    transport: 'couche transport',
  },
  kindGlyph: {
    request: '→',
    result: '✓',
    error: '✕',
    notification: '◆',
    host: '●',
    transport: '≈',
  },
  phases: {
    initialisation: 'Découverte / Initialisation',
    operation: 'Opérations',
    shutdown: 'Arrêt',
  },
  phasesModern: { initialisation: 'Découverte' },
  phasesLegacy: { initialisation: 'Initialisation' },
  layers: { data: 'données JSON-RPC', transport: 'transport', http: 'HTTP' },
  actors: {
    host: 'Hôte',
    client: (v: Slots<'server'>) => `Client ${v.server}`,
    server: (v: Slots<'server'>) => `Serveur ${v.server}`,
  },
  actorsInSentence: {
    host: 'l’hôte',
    client: (v: Slots<'server'>) => `le client ${v.server}`,
    server: (v: Slots<'server'>) => `le serveur ${v.server}`,
  },
  /** The same after « à », with the contraction French requires (« au serveur meteo »). */
  actorsAfterA: {
    host: 'à l’hôte',
    client: (v: Slots<'server'>) => `au client ${v.server}`,
    server: (v: Slots<'server'>) => `au serveur ${v.server}`,
  },
  connection: (v: Slots<'server'>) => `Connexion ${v.server}`,
  labels: {
    result: (v: Slots<'method'>) => `résultat de ${v.method}`,
    error: (v: Slots<'code'>) => `erreur ${v.code}`,
    errorOf: (v: Slots<'code' | 'method'>) => `erreur ${v.code} (${v.method})`,
    host: {
      question: 'question de l’utilisateur',
      'merge-registry': 'fusion des outils',
      'choose-tool': 'le modèle choisit un outil',
      approve: 'l’utilisateur autorise',
      refuse: 'l’utilisateur refuse',
      'elicitation-answer': 'réponse de l’utilisateur',
      'sampling-answer': 'génération du modèle',
      'attach-resource': 'ressource jointe',
      'invoke-prompt': 'prompt choisi',
      'cache-hit': 'réponse tirée du cache',
      'resource-updated': 'ressource relue après changement',
      consent: 'page de consentement (autorisation OAuth)',
      answer: 'réponse de l’hôte',
    },
    transport: {
      // A line the stdio reader cannot read: not JSON (skipped silently by this SDK's
      // ReadBuffer), or JSON that is not JSON-RPC (passed to onerror), see lib/annotations/stdio-line.
      'parse-error': 'pas du JSON\u00A0: ligne sautée en silence',
      'parse-error-json': 'pas du JSON-RPC\u00A0: signalé à onerror',
      'raw-line': 'texte brut',
      closed: 'connexion fermée',
      timeout: 'délai dépassé',
      'no-reply': 'aucune réponse',
      'sdk-error': 'erreur du SDK',
    },
    http: {
      sse: (v: Slots<'what'>) => `SSE · ${v.what}`,
      result: 'résultat',
      error: (v: Slots<'code'>) => `erreur ${v.code}`,
      event: (v: Slots<'event'>) => `événement SSE «\u00A0${v.event}\u00A0»`,
      comment: 'commentaire SSE',
      retry: 'délai de reconnexion SSE',
      end: {
        complete: 'fin du flux',
        aborted: 'flux coupé par le client',
        error: 'flux interrompu',
      },
    },
  },
  inspector: 'Inspecteur de message',
  inspectorEmpty: 'Aucune étape à inspecter pour l’instant.',
  stepHeading: (v: Slots<'step' | 'label'>) => `Étape ${v.step}\u00A0: ${v.label}`,
  fromTo: (v: Slots<'from' | 'to'>) => `${v.from} → ${v.to}`,
  kindLabel: 'Nature',
  routeLabel: 'Trajet',
  phaseLabel: 'Phase',
  layerLabel: 'Couche',
  /** A host step's layer: a decision inside the application, nothing on the wire. */
  hostLayer: 'hôte (rien ne passe sur le protocole)',
  idLabel: 'Identifiant',
  answeredBy: (v: Slots<'step'>) => `Réponse\u00A0: étape ${v.step}`,
  answers: (v: Slots<'step'>) => `Répond à l’étape ${v.step}`,
  noAnswer: 'Pas encore de réponse',
  /**
   * A 2026-07-28 `subscriptions/listen` is answered only when the stream ends: the server's
   * graceful closure (a client that stops listening gets no answer at all).
   */
  streamOpen:
    'Flux ouvert\u00A0: pas de réponse tant que l’abonnement dure. Le serveur ne répond qu’en le fermant\u00A0; d’ici là, ses notifications portent l’id de cette requête.',
  answeredByHttp: (v: Slots<'step' | 'status'>) =>
    `Pas de réponse JSON-RPC\u00A0: la réponse HTTP ${v.status} l’a refusée (étape ${v.step})`,
  notificationNoId: 'Notification\u00A0: pas d’`id`, aucune réponse attendue.',
  permalink: 'Lien vers cette étape',
  json: 'Message JSON',
  jsonHelp:
    'Chaque nom de champ est un bouton\u00A0: survolez-le, donnez-lui le focus (Tab) ou cliquez dessus pour lire son annotation.',
  annotation: 'Annotation du champ',
  annotationEmpty: 'Choisissez un champ du message pour lire son annotation.',
  annotationMissing: 'Ce champ n’a pas encore d’annotation.',
  annotationRevision: 'Selon la révision\u00A0:',
  annotationValue: 'Cette valeur\u00A0:',
  annotationEra: (v: Slots<'revision'>) =>
    `Ce message appartient à la révision ${v.revision}\u00A0: il est annoté selon elle, pas selon celle de la session.`,
  specLink: (v: Slots<'label'>) => `Spécification\u00A0: ${v.label}`,
  wireLine: 'Ligne sur le fil',
  /** The transport control (beside the revision) and the layer switch of a trace over HTTP. */
  transport: {
    label: 'Transport',
    memory: 'Direct (en mémoire)',
    stdio: 'stdio (lignes de texte)',
    http: 'Streamable HTTP',
    help: 'Le vrai client HTTP du SDK et le point d’accès du serveur exporté, reliés dans la page\u00A0: rien ne part sur le réseau.',
    httpOnly: 'Ce scénario ne se joue que sur HTTP.',
    noHttp: 'Ce scénario porte sur stdio\u00A0: il ne se joue pas sur HTTP.',
  },
  layer: {
    label: 'Couche affichée',
    jsonrpc: 'JSON-RPC',
    http: 'HTTP',
    shortcut: 'C',
    help: 'Les étapes gardent leur numéro dans les deux couches\u00A0: les numéros sautés sont ceux de l’autre couche.',
    unavailable: 'Jouez le scénario sur Streamable HTTP pour voir la couche HTTP.',
  },
  http: {
    request: 'Requête HTTP',
    response: 'Réponse HTTP',
    event: 'Événement SSE',
    end: 'Fin d’un flux',
    fields: 'Ligne de requête, en-têtes et corps',
    fieldsResponse: 'Statut, en-têtes et corps',
    fieldsEvent: 'Champs de l’événement',
    fieldsEnd: 'Fin de l’échange',
    fieldHelp: 'Choisissez une ligne pour lire son annotation.',
    /** The parameters read out of one line (a URL, `WWW-Authenticate`, a form body). */
    partsOf: (v: Slots<'name'>) => `Paramètres de ${v.name}`,
    noBody: '(pas de corps)',
    streamBody: 'Corps\u00A0: un flux SSE, dont chaque événement est une étape.',
    carried: (v: Slots<'step' | 'label'>) =>
      `Message JSON-RPC porté\u00A0: étape ${v.step} (${v.label})`,
    carrier: (v: Slots<'step' | 'label'>) =>
      `Échange HTTP qui l’a porté\u00A0: étape ${v.step} (${v.label})`,
    exchange: (v: Slots<'step'>) => `Requête de cet échange\u00A0: étape ${v.step}`,
    summary: {
      request: (v: Slots<'from' | 'what'>) => `${v.from} envoie ${v.what}.`,
      requestCarrying: (v: Slots<'from' | 'what' | 'message'>) =>
        `${v.from} envoie ${v.what}, avec ${v.message} dans le corps.`,
      response: (v: Slots<'from' | 'status'>) => `${v.from} répond ${v.status}.`,
      responseJson: (v: Slots<'from' | 'status' | 'message'>) =>
        `${v.from} répond ${v.status}, avec ${v.message} dans un corps JSON.`,
      responseStream: (v: Slots<'from' | 'status'>) =>
        `${v.from} répond ${v.status} et ouvre un flux SSE\u00A0: ses événements suivent.`,
      event: (v: Slots<'from' | 'index' | 'message'>) =>
        `${v.from} envoie l’événement n°\u00A0${v.index} du flux\u00A0: ${v.message}.`,
      eventOther: (v: Slots<'from' | 'index'>) =>
        `${v.from} envoie l’événement n°\u00A0${v.index} du flux, sans message JSON-RPC.`,
      end: {
        complete: 'Le serveur ferme le flux.',
        aborted: 'Le client coupe l’échange avant sa fin.',
        error: 'Le flux s’interrompt.',
      },
      message: {
        request: (v: Slots<'method'>) => `la requête ${v.method}`,
        notification: (v: Slots<'method'>) => `la notification ${v.method}`,
        result: (v: Slots<'method'>) => `le résultat de ${v.method}`,
        error: (v: Slots<'method'>) => `une erreur (${v.method})`,
      },
    },
  },
  hostData: 'Données de l’étape',
  /** The consent page the host's browser opened, told in plain words. */
  consent: {
    caption: 'La page de consentement',
    client: 'Client qui demande',
    server: 'Serveur MCP visé',
    asked: 'Portées demandées',
    decision: 'Décision',
    granted: 'Portées accordées',
    allow: 'Autoriser',
    deny: 'Refuser',
    none: 'aucune',
  },
  transportText: 'Texte concerné',
  transportDetail: 'Message du SDK',
  scores: {
    caption: (v: Slots<'question'>) =>
      `Scores du modèle simulé pour la question «\u00A0${v.question}\u00A0»`,
    tool: 'Outil',
    server: 'Serveur',
    score: 'Score',
    matches: 'Mots trouvés',
    chosen: 'choisi',
    none: 'aucun',
    arguments: 'Arguments déduits de la question',
  },
  fieldMatch: (v: Slots<'word' | 'field' | 'points'>) => `${v.word} (${v.field}, +${v.points})`,
  matchFields: { name: 'nom', title: 'titre', description: 'description' },
  /** The host's own data, read in French (protocol payloads inside keep their names). */
  hostDataKeys: {
    question: 'question',
    tools: 'outils',
    server: 'serveur',
    name: 'nom',
    questionWords: 'mots de la question',
    scores: 'scores',
    tool: 'outil',
    score: 'score',
    matches: 'mots trouvés',
    word: 'mot',
    field: 'champ',
    points: 'points',
    chosen: 'outil choisi',
    arguments: 'arguments',
    argumentNotes: 'arguments expliqués',
    value: 'valeur',
    because: 'raison',
    found: 'trouvé',
    source: 'source',
    annotations: 'annotations',
    request: 'demande du serveur',
    answer: 'réponse',
    visited: 'page visitée',
    refused: 'refusé',
    uri: 'uri',
    by: 'joint par',
    contents: 'contenus',
    command: 'commande',
    messages: 'messages',
    method: 'méthode',
    storedAt: 'résultat mis en cache à l’étape',
    ttlMs: 'durée de vie (ms)',
    cacheScope: 'portée du cache',
    authorizationUrl: 'adresse d’autorisation',
    clientId: 'identifiant du client',
    scopes: 'portées demandées',
    resource: 'ressource',
    allow: 'autorisé',
    granted: 'portées accordées',
    text: 'texte',
    origin: 'origine',
  } as Readonly<Record<string, string>>,
  /** How the stand-in model found an argument (`source` of its notes). */
  argumentSources: {
    hint: 'indication du scénario',
    enum: 'valeur permise trouvée dans la question',
    number: 'nombre de la question',
    date: 'date de la question',
    quoted: 'texte entre guillemets',
    file: 'nom de fichier',
    missing: 'introuvable',
  } as Readonly<Record<string, string>>,
  attachedBy: { learner: 'l’apprenant', application: 'l’application' } as Readonly<
    Record<string, string>
  >,
  /** Where a call the host approved came from, when not from a question. */
  callOrigins: { editor: 'éditeur d’outils' } as Readonly<Record<string, string>>,
  views: 'Vue',
  viewStepper: 'Pas à pas',
  viewCompare: 'Comparer les révisions',
  compare: {
    heading: 'Le même scénario dans deux révisions',
    intro:
      'À gauche la poignée de main de 2025, à droite la révision 2026-07-28. Les lignes sont alignées sur les opérations\u00A0: l’ouverture d’un côté face à l’ouverture de l’autre, puis les mêmes requêtes en face.',
    running: 'Les deux révisions se jouent…',
    step: 'Différence',
    missing: '—',
    sameAsAbove: 'Même différence qu’à la ligne du dessus.',
    open: (v: Slots<'step' | 'version'>) => `Ouvrir l’étape ${v.step} en ${v.version}`,
    unavailable: 'Ce scénario ne se joue pas dans les deux révisions comparées.',
    differences: {
      handshake:
        'Ouverture\u00A0: en 2025, la poignée de main `initialize` puis `notifications/initialized`\u00A0; en 2026-07-28, une simple requête `server/discover`, sans état.',
      listen:
        'En 2026-07-28, le client ouvre un flux `subscriptions/listen` pour recevoir les notifications de changement\u00A0; en 2025, elles arrivent sans avoir été demandées.',
      meta: 'En 2026-07-28, la requête porte dans `_meta` la version, l’identité et les capacités du client\u00A0; en 2025, rien de tout cela après `initialize`.',
      resultMeta:
        'En 2026-07-28, le résultat porte `resultType`, l’identité du serveur dans `_meta` et, pour les listes, `ttlMs` et `cacheScope`.',
      notification:
        'La même notification de changement\u00A0: en 2026-07-28 elle passe par le flux d’écoute (avec `subscriptionId`), en 2025 elle arrive seule.',
      inputRequired:
        'Besoin d’une confirmation\u00A0: en 2026-07-28, le serveur répond `resultType: "input_required"` et le client rappelle l’outil avec `inputResponses`\u00A0; en 2025, le serveur envoie une vraie requête `elicitation/create` au client.',
      onlyLegacy: 'N’existe qu’en 2025.',
      onlyModern: 'N’existe qu’en 2026-07-28.',
      same: 'Identique dans les deux révisions.',
    },
  },
  panels: 'Panneaux du bac à sable',
  panelHost: 'Hôte',
  panelEditor: 'Éditeur d’outils',
  panelTerminal: 'Terminal',
  panelErrorLab: 'Laboratoire d’erreurs',
  panelShare: 'Partager et exporter',
  // Here rather than with the remote panel's sentences: the tab shows before the panel loads.
  panelRemote: 'Brancher mon serveur',
  panelLoading: 'Chargement du panneau…',
  httpDetailLoading: 'Chargement des champs HTTP et de leurs annotations…',
  wireStep: (v: Slots<'step' | 'label'>) => `Étape ${v.step}\u00A0: ${v.label}`,
  argsForm: {
    legend: 'Arguments (formulaire tiré de l’inputSchema)',
    required: 'obligatoire',
    none: 'Cet outil ne déclare aucune propriété dans son inputSchema\u00A0: l’appel part avec un objet vide, ou avec ce que vous écrivez dans le JSON.',
    jsonField: 'en JSON',
    blocked:
      'Le JSON ci-contre est illisible\u00A0: corrigez-le pour reprendre le formulaire (les deux restent synchronisés).',
    help: 'Formulaire et JSON sont synchronisés\u00A0: modifiez l’un, l’autre suit.',
  },
  escapeEditor:
    'Clavier\u00A0: dans l’éditeur, Tab indente\u00A0; Échap (ou Ctrl+M puis Tab) en sort et ramène sur l’onglet.',
  escapeTerminal:
    'Clavier\u00A0: dans le terminal, Tab complète\u00A0; Échap en sort et ramène sur l’onglet.',
} as const;
