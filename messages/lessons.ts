import { readingTime } from './site';

/** Interface strings of the lessons section (lesson pages, learning path, worksheet). */
export const lessonsMessages = {
  title: 'Leçons',
  heading: 'Leçons',
  intro:
    'Des leçons courtes qui donnent le concept, puis vous envoient le voir fonctionner dans le bac à sable.',
  pathHeading: 'Le parcours conseillé',
  minutes: (n: number) => `${n} min`,
  minutesLong: (n: number) => `${n} minutes de lecture`,
  totalTime: (minutes: number, count: number) =>
    `${count} leçons, environ ${readingTime(minutes)} en tout.`,
  position: (position: number, count: number) => `Leçon ${position} sur ${count}`,
  breadcrumb: 'Fil d’Ariane',
  objectivesHeading: 'Ce que vous saurez faire',
  tocHeading: 'Sommaire',
  keyPointsHeading: 'À retenir',
  sourcesHeading: 'Pour aller plus loin : la spécification',
  quizHeading: 'Vérifiez ce que vous avez retenu',
  quizMore: 'Tous les quiz, par thème',
  themeQuiz: (theme: string) => `Le quiz «\u00A0${theme}\u00A0» en entier`,
  externalHint: '(site externe)',
  neighbours: 'Leçon précédente et leçon suivante',
  previous: 'Leçon précédente',
  next: 'Leçon suivante',
  backToPath: 'Revenir au parcours',
  status: {
    done: 'Terminée',
    todo: 'À faire',
    doneOn: (date: string) => `Terminée le ${date}`,
  },
  markDone: 'Marquer la leçon comme terminée',
  doneAnnouncement: 'Leçon marquée comme terminée.',
  undoneAnnouncement: 'Leçon marquée comme non terminée.',
  progress: {
    label: 'Votre progression',
    summary: (done: number, count: number) =>
      done === 0
        ? `Aucune leçon terminée sur ${count}.`
        : done === 1
          ? `1 leçon terminée sur ${count}.`
          : `${done} leçons terminées sur ${count}.`,
    remaining: (minutes: number) => `Il reste environ ${readingTime(minutes)} de lecture.`,
    allDone: 'Parcours terminé : bravo ! Les quiz vous attendent pour vérifier le tout.',
    start: (title: string) => `Commencer\u00A0: ${title}`,
    resume: (title: string) => `Continuer\u00A0: ${title}`,
    storedLocally: 'Votre progression reste dans ce navigateur : aucun compte, rien n’est envoyé.',
    reset: 'Effacer ma progression',
    resetConfirm: 'Effacer la progression de toutes les leçons ?',
  },
  try: {
    kicker: 'Essayer dans le bac à sable',
    scenario: 'Scénario',
    revision: 'révision',
    step: 'étape',
    overHttp: 'sur Streamable HTTP',
    httpLayer: 'couche HTTP',
  },
  /** How a step key reads in French, next to an « Essayer » link. */
  stepKey: {
    message: (method: string) => ({ before: 'au message ', code: method, after: '' }),
    result: (method: string) => ({ before: 'à la réponse à ', code: method, after: '' }),
    error: (method: string) => ({ before: 'à l’erreur en réponse à ', code: method, after: '' }),
    http: { before: 'à l’étape HTTP ' },
    host: {
      'merge-registry': 'quand l’hôte réunit les outils',
      'choose-tool': 'quand l’hôte choisit l’outil',
      approve: 'quand l’hôte demande votre accord',
      refuse: 'quand l’hôte demande votre accord',
      answer: 'quand l’hôte répond à l’utilisateur',
      'cache-hit': 'quand le client ressert une réponse de son cache',
      'elicitation-answer': 'quand l’utilisateur répond à la demande du serveur',
      'resource-updated': 'quand l’hôte relit la ressource qui a changé',
      consent: 'quand la page de consentement vous demande votre accord',
    },
  },
  callouts: {
    retenir: 'À retenir',
    attention: 'Attention',
    changement: 'Ce qui a changé',
    sdk: 'Ce que fait ce SDK',
  },
  kinds: {
    request: 'requête',
    result: 'résultat',
    error: 'erreur',
    notification: 'notification',
    host: 'action de l’hôte ou de l’utilisateur',
  },
  diagram: {
    legend: 'Légende',
    textVersion: 'Version texte du schéma',
    scrollHint: 'Schéma de séquence (faites défiler horizontalement si besoin)',
    arrow: '→',
    required: 'obligatoire',
    optional: 'facultatif',
    transport: 'transport',
  },
  code: {
    label: (language: string) => `Exemple de code ${language.toUpperCase()}`,
  },
  trace: {
    recorded: (sdk: string, revision: string, steps: readonly number[]) =>
      `Messages réels, enregistrés avec le SDK TypeScript ${sdk} dans le bac à sable (révision ${revision}, ${steps.length > 1 ? 'étapes' : 'étape'} ${steps.join(', ')} de la simulation).`,
  },
  table: {
    scroll: 'Tableau (faites défiler horizontalement si besoin)',
  },
  worksheet: {
    heading: 'Fiche : les primitives de votre serveur',
    intro:
      'Chaque réponse affiche la primitive qu’elle devient. Les champs marqués d’un astérisque sont nécessaires pour essayer vos outils.',
    saved: 'Vos réponses sont enregistrées dans ce navigateur.',
    example: 'Remplir avec l’exemple de l’entrepôt',
    exampleConfirm: 'Remplacer vos réponses par l’exemple de l’entrepôt ?',
    clear: 'Tout effacer',
    clearConfirm: 'Effacer toutes vos réponses ?',
    server: {
      legend: 'Le serveur',
      name: 'Nom du serveur',
      nameHint: 'Par exemple « entrepot » : il apparaîtra dans `serverInfo`.',
      purpose: 'Son but, en une phrase',
      purposeHint: 'Ce qu’il permet au modèle de faire, et rien de plus.',
    },
    tools: {
      legend: 'Les actions : le modèle les déclenche',
      primitive: 'outil',
      empty: 'Aucun outil pour l’instant.',
      add: 'Ajouter un outil',
      remove: (name: string) => `Retirer l’outil ${name}`,
      untitled: 'sans nom',
      item: (n: number) => `Outil ${n}`,
      name: 'Nom de l’outil *',
      nameHint: '1 à 128 caractères : lettres ASCII, chiffres, `_`, `-` et `.`, sans espace.',
      title: 'Titre affiché',
      description: 'Description *',
      descriptionHint:
        'Ce qu’il fait, quand l’utiliser, quand ne pas l’utiliser, ce qu’il renvoie.',
      effect: 'Ce que fait l’outil',
      effects: {
        lecture: 'Lecture seule : il ne modifie rien',
        ecriture: 'Il écrit, sans rien détruire',
        destruction: 'Il peut supprimer ou écraser',
      },
      approval: 'Confirmation renforcée conseillée',
      params: 'Paramètres',
      paramsEmpty: 'Aucun paramètre : le schéma n’acceptera qu’un objet vide.',
      addParam: 'Ajouter un paramètre',
      removeParam: (name: string) => `Retirer le paramètre ${name}`,
      paramName: 'Nom du paramètre',
      paramItem: (n: number) => `nom du paramètre ${n}`,
      paramType: 'Type',
      paramDescription: 'Description du paramètre',
      paramRequired: 'Obligatoire',
      types: {
        string: 'texte (string)',
        number: 'nombre (number)',
        integer: 'entier (integer)',
        boolean: 'oui ou non (boolean)',
      },
    },
    resources: {
      legend: 'Les données à lire : l’application les joint',
      primitive: 'ressource',
      templatePrimitive: 'gabarit de ressource',
      empty: 'Aucune ressource pour l’instant.',
      add: 'Ajouter une ressource',
      remove: (uri: string) => `Retirer la ressource ${uri}`,
      item: (n: number) => `Ressource ${n}`,
      uri: 'URI *',
      uriHint:
        'Un schéma puis « : », par exemple `entrepot://schema/{base}/{table}` ; des `{variables}` en font un gabarit.',
      description: 'Ce qu’elle contient',
      mimeType: 'Type MIME',
    },
    prompts: {
      legend: 'Les tâches récurrentes : l’utilisateur les lance',
      primitive: 'prompt',
      empty: 'Aucun prompt pour l’instant.',
      add: 'Ajouter un prompt',
      remove: (name: string) => `Retirer le prompt ${name}`,
      item: (n: number) => `Prompt ${n}`,
      name: 'Nom du prompt *',
      description: 'Ce qu’il fait, en une phrase',
      args: 'Arguments, séparés par des virgules',
    },
    transport: {
      legend: 'Le transport',
      stdio: 'stdio\u00A0: le client de l’hôte lance le serveur sur la machine de l’utilisateur',
      http: 'Streamable HTTP : le serveur a son adresse web et sert plusieurs clients',
      reason: 'Pourquoi ce choix ?',
    },
    issues: {
      empty: 'Ce champ est nécessaire.',
      descriptionEmpty:
        'Écrivez une description : c’est ce que lit le modèle pour choisir l’outil.',
      tooLong: (length: number, max: number) =>
        `Trop long\u00A0: ${length} caractères pour ${max} au plus.`,
      space: 'Pas d’espace : utilisez `_` ou `-`, par exemple `get_weather`.',
      char: (char: string) =>
        `Le caractère «\u00A0${char}\u00A0» n’est pas permis\u00A0: seulement des lettres ASCII (sans accent), des chiffres, \`_\`, \`-\` et \`.\`.`,
      paramChar: (char: string) =>
        `Le caractère «\u00A0${char}\u00A0» n’est pas permis\u00A0: seulement des lettres ASCII (sans accent), des chiffres, \`_\` et \`-\`.`,
      duplicate: 'Ce nom est déjà pris par un autre élément de la fiche.',
      noScheme:
        'Il manque le schéma : une URI commence par exemple par `entrepot://` ou `file:///`.',
      templateBraces: 'Une accolade n’est pas refermée : écrivez les variables comme `{table}`.',
    },
    result: {
      heading: 'Ce que votre fiche devient',
      summary: (tools: number, resources: number, prompts: number) =>
        `${tools} outil${tools > 1 ? 's' : ''}, ${resources} ressource${resources > 1 ? 's' : ''}, ${prompts} prompt${prompts > 1 ? 's' : ''}.`,
      approvalHeading: 'Actions qui demandent une confirmation renforcée',
      approvalNone:
        'Aucune : tous les outils sont en lecture seule. L’utilisateur peut quand même refuser chaque appel.',
      definitionsHeading: 'Vos outils, tels que `tools/list` les renverrait',
      definitionsEmpty: 'Ajoutez un outil pour voir sa définition.',
      issuesHeading: (n: number) =>
        n === 1
          ? 'Un point à corriger avant d’essayer :'
          : `${n} points à corriger avant d’essayer\u00A0:`,
      tryLink: 'Essayer mes outils dans le bac à sable',
      tryHint: 'Le scénario vide « mon-serveur » s’ouvre avec vos outils dans l’éditeur.',
      tryDisabled: 'Corrigez les points signalés pour essayer vos outils.',
      tryNoTool: 'Ajoutez au moins un outil pour l’essayer dans le bac à sable.',
      goToField: 'Aller au champ',
      fieldRef: (item: string, field: string) => `${item}, ${field.toLocaleLowerCase('fr')}`,
    },
  },
} as const;
