/** Interface strings of the quiz section. */

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const quizMessages = {
  title: 'Quiz',
  heading: 'Quiz',
  intro:
    'Des questions sur les primitives, les erreurs, le cycle de vie, les transports, les révisions, la sécurité et l’architecture de MCP, chacune expliquée et reliée au bac à sable.',
  themeTitle: (name: string) => `Quiz\u00A0: ${name}`,
  loading: 'Chargement de votre progression…',

  home: {
    themesHeading: 'Les thèmes',
    questionCount: (n: number) => `${n} ${plural(n, 'question', 'questions')}`,
    notStarted: 'Pas encore commencé',
    inProgress: (question: number, total: number) =>
      `En cours\u00A0: question ${question} sur ${total}`,
    lastScore: (score: number, total: number) => `Dernier quiz\u00A0: ${score} sur ${total}`,
    bestScore: (score: number, total: number) => `Meilleur\u00A0: ${score} sur ${total}`,
    mastery: (correct: number, total: number) =>
      `${correct} ${plural(correct, 'question réussie', 'questions réussies')} sur ${total}`,
    masteryLabel: (name: string) => `Questions réussies en ${name}`,
    toReview: (n: number) => `${n} ${plural(n, 'erreur', 'erreurs')} à revoir`,
    reviewHeading: 'Revoir mes erreurs',
    reviewIntro:
      'Les questions auxquelles vous avez mal répondu la dernière fois, tous thèmes mêlés, y compris celles des leçons. Une bonne réponse les retire de la liste.',
    reviewNone: 'Aucune erreur à revoir pour l’instant.',
    reviewLink: (n: number) => `Revoir mes erreurs (${n})`,
    keyboardHeading: 'Au clavier',
    keyboard:
      'Touches 1 à 9 pour choisir une réponse, Entrée pour valider puis pour passer à la question suivante. Un lien avec `?graine=…` reproduit le même ordre des questions pour toute une classe.',
  },

  start: {
    count: (n: number) =>
      `Ce quiz compte ${n} ${plural(n, 'question', 'questions')}, dans un ordre tiré au hasard.`,
    reviewCount: (n: number) =>
      `${n} ${plural(n, 'question', 'questions')} à revoir, dans un ordre tiré au hasard.`,
    seedFromLink: (seed: string) =>
      `L’ordre des questions est fixé par le lien que vous avez ouvert (graine ${seed}).`,
    start: 'Commencer le quiz',
    startReview: 'Commencer la révision',
    resume: (index: number, total: number) => `Reprendre à la question ${index} sur ${total}`,
    scores: 'Vos scores',
    reviewEmpty:
      'Aucune erreur à revoir pour l’instant. Les questions que vous manquerez dans un quiz ou à la fin d’une leçon viendront ici.',
    backToThemes: 'Choisir un thème',
  },

  question: {
    progress: (index: number, total: number) => `Question ${index} sur ${total}`,
    progressLabel: 'Progression dans le quiz',
    rightSoFar: (n: number) => `${n} ${plural(n, 'bonne réponse', 'bonnes réponses')}`,
    themeOf: (name: string) => `Thème\u00A0: ${name}`,
    hints: {
      single: 'Une seule bonne réponse.',
      multiple: 'Plusieurs bonnes réponses possibles\u00A0: cochez-les toutes.',
      order: 'Remettez les éléments dans le bon ordre avec les boutons Monter et Descendre.',
      classify: 'Rangez chaque élément dans sa catégorie.',
      trace: 'Lisez l’extrait de trace, puis répondez.',
      fix: 'Corrigez la définition dans l’éditeur, puis vérifiez\u00A0: les règles de l’éditeur doivent passer et l’appel réussir sur un vrai serveur simulé.',
    },
    keys: (n: number) => `Touches 1 à ${n} pour choisir, Entrée pour valider.`,
    classifyKeys: (n: number) =>
      `Dans chaque élément, touches 1 à ${n} pour choisir la catégorie, Entrée pour valider.`,
    answersLabel: 'Réponses',
    validate: 'Valider',
    incomplete: {
      single: 'Choisissez une réponse avant de valider.',
      multiple: 'Cochez au moins une réponse avant de valider.',
      order: 'Remettez les éléments dans l’ordre avant de valider.',
      classify: 'Rangez chaque élément dans une catégorie avant de valider.',
      trace: 'Choisissez une réponse avant de valider.',
      fix: 'Vérifiez votre correction, ou affichez celle de référence.',
    },
    next: 'Question suivante',
    finish: 'Voir mon score',
    moveUp: (item: string) => `Monter «\u00A0${item}\u00A0»`,
    moveDown: (item: string) => `Descendre «\u00A0${item}\u00A0»`,
    up: 'Monter',
    down: 'Descendre',
    moved: (item: string, position: number, total: number) =>
      `«\u00A0${item}\u00A0» est maintenant en position ${position} sur ${total}.`,
    position: (n: number) => `Position ${n}`,
  },

  feedback: {
    right: 'Bonne réponse',
    wrong: 'Réponse incorrecte',
    expectedAnswer: (text: string) => `La bonne réponse\u00A0: «\u00A0${text}\u00A0».`,
    expectedAnswers: (texts: string[]) =>
      `Les bonnes réponses\u00A0: ${texts.map((x) => `«\u00A0${x}\u00A0»`).join(', ')}.`,
    detail: {
      choices:
        'Chaque choix est expliqué dans la liste ci-dessus, y compris ceux que vous avez écartés.',
      classify: 'Chaque élément est expliqué dans la liste ci-dessus.',
      order: 'Voici l’ordre attendu, étape par étape.',
      fix: 'Voici ce qui n’allait pas, défaut par défaut, puis une correction de référence.',
    },
    chosenRight: 'Votre réponse, juste',
    chosenWrong: 'Votre réponse, fausse',
    expected: 'Bonne réponse',
    expectedMissed: 'Bonne réponse, non cochée',
    notExpected: 'Fausse',
    placedRight: (position: number) => `Bien placé, en position ${position}`,
    placedWrong: (yours: number, expected: number) =>
      `Vous l’aviez mis en position ${yours}\u202F; sa place est la ${expected}${expected === 1 ? 'ʳᵉ' : 'ᵉ'}`,
    expectedOrder: 'L’ordre attendu',
    classifiedRight: (label: string) => `Bien rangé\u00A0: ${label}`,
    classifiedWrong: (yours: string, expected: string) =>
      `Vous l’aviez rangé en ${yours}\u202F; il va en ${expected}`,
    takeaway: 'À retenir',
    specNote: 'Cours, spécification et SDK',
    source: 'Source',
    playground: 'Voir cette étape dans le bac à sable',
    realNext: 'Le message qui a vraiment suivi',
  },

  fix: {
    callHeading: 'L’appel qui doit réussir',
    callIntro: (tool: string) =>
      `Une fois les règles satisfaites, l’hôte sert vos définitions sur un serveur MCP simulé («\u00A0Mon serveur\u00A0»), les liste, puis appelle \`${tool}\` avec ces arguments\u00A0:`,
    editorLabel: 'Définitions à corriger (JSON)',
    editorHelp:
      'Dans l’éditeur, Tab indente. Pour en sortir au clavier, appuyez sur Ctrl+M (Ctrl+Maj+M sur Mac), puis Tab.',
    editorLoading: 'Chargement de l’éditeur… Vous pouvez déjà corriger le texte ci-dessous.',
    editorFailed: (message: string) =>
      `L’éditeur n’a pas pu se charger (${message})\u00A0: corrigez le texte dans la zone ci-dessous, les vérifications fonctionnent de même.`,
    check: 'Vérifier',
    checking: 'Vérification…',
    reveal: 'Voir la correction',
    revealNote: 'Afficher la correction termine la question\u00A0: elle comptera comme manquée.',
    restart: 'Revenir au texte de départ',
    restartConfirm: 'Revenir au texte cassé de départ\u00A0? Vos modifications seront perdues.',
    resultHeading: 'Résultat de la vérification',
    checkCount: (n: number) => `Vérification n°\u00A0${n}`,
    rulesOk: 'Règles de l’éditeur\u00A0: aucune erreur.',
    rulesSyntax:
      'Règles de l’éditeur\u00A0: le JSON est invalide, rien n’a été envoyé (voir les remarques).',
    rulesErrors: (n: number) =>
      `Règles de l’éditeur\u00A0: ${n} ${plural(n, 'problème à corriger', 'problèmes à corriger')}, rien n’a été envoyé (voir les remarques).`,
    rulesShape:
      'Règles de l’éditeur\u00A0: le texte n’a pas la forme d’une liste de définitions d’outils que le serveur peut servir, rien n’a été envoyé.',
    callOk: 'Appel\u00A0: réussi, le serveur a répondu sans erreur.',
    callIsError:
      'Appel\u00A0: le serveur a répondu avec `isError: true` (arguments refusés par l’inputSchema, ou erreur de l’outil).',
    callProtocolError: (message: string) =>
      `Appel\u00A0: erreur de protocole JSON-RPC (${message}).`,
    callFailed: (message: string) =>
      `Appel\u00A0: le serveur n’a pas pu démarrer avec ces définitions (${message}).`,
    callNotRun: 'Appel\u00A0: pas encore tenté.',
    checkCrashed: (message: string) =>
      `La vérification n’a pas pu se lancer (${message}). Votre texte est conservé\u00A0: réessayez.`,
    requestLabel: 'Requête tools/call envoyée par le client',
    answerLabel: 'Réponse du serveur',
    solvedIn: (n: number) => `Résolu en ${n} ${plural(n, 'vérification', 'vérifications')}.`,
    revealed:
      'Correction affichée avant d’avoir résolu\u00A0: la question compte comme manquée et revient dans «\u00A0Revoir mes erreurs\u00A0».',
    yourText: 'Votre texte',
    defectsHeading: 'Ce qui n’allait pas',
    referenceHeading: 'Une correction de référence',
    referenceLabel: 'Correction de référence (JSON)',
  },

  trace: {
    caption: (version: string) => `Extrait de trace réelle, révision ${version}.`,
    recorded: (recording: string) => `Enregistré avec le ${recording}.`,
    parties: { host: 'Hôte', client: 'Client', server: 'Serveur' } as Record<string, string>,
    kinds: {
      request: 'requête',
      result: 'résultat',
      error: 'erreur',
      notification: 'notification',
    } as Record<string, string>,
    /** The kinds of an HTTP step of a run over Streamable HTTP. */
    httpKinds: {
      request: 'requête HTTP',
      result: 'réponse HTTP',
      error: 'réponse HTTP d’erreur',
      notification: 'événement SSE',
    } as Record<string, string>,
    towards: 'vers',
    messageLabel: (n: number, from: string, to: string) => `Message ${n}, de ${from} à ${to}`,
    unanswered: 'Aucune réponse n’est jamais arrivée.',
  },

  results: {
    heading: 'Quiz terminé',
    reviewHeading: 'Révision terminée',
    score: (score: number, total: number) => `${score} sur ${total}`,
    scoreSentence: (score: number, total: number) =>
      `Votre score\u00A0: ${score} ${plural(score, 'bonne réponse', 'bonnes réponses')} sur ${total}.`,
    appreciation: (ratio: number) =>
      ratio === 1
        ? 'Sans faute\u202F!'
        : ratio >= 0.8
          ? 'Très bien\u00A0: il reste quelques points à revoir.'
          : ratio >= 0.5
            ? 'Bonne base\u00A0: revoyez vos erreurs pour consolider.'
            : 'Reprenez les leçons de ce thème, puis revoyez vos erreurs.',
    byTheme: 'Par thème',
    themeColumn: 'Thème',
    thisRunColumn: 'Ce quiz',
    overallColumn: 'Progression du thème',
    overall: (correct: number, total: number) =>
      `${correct} ${plural(correct, 'réussie', 'réussies')} sur ${total}`,
    notInRun: '—',
    missedHeading: 'Les questions manquées',
    allRight: 'Aucune question manquée.',
    retry: 'Recommencer avec un nouvel ordre',
    review: (n: number) => `Revoir mes erreurs (${n})`,
    backToThemes: 'Tous les quiz',
    shareLink: 'Lien vers ce tirage (même ordre des questions)',
  },

  notice: {
    dismiss: 'Compris',
  },

  lesson: {
    intro:
      'Quelques questions sur cette leçon. Vos erreurs rejoignent la liste « Revoir mes erreurs » des quiz.',
    count: (index: number, total: number) => `Question ${index} sur ${total}`,
    allQuizzes: 'Tous les quiz',
  },
} as const;
