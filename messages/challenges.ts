/** Interface strings of the challenges (« défis »): their list, the playground's panel, lessons. */

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const challengesMessages = {
  title: 'Défis',
  heading: 'Défis',
  intro:
    'Des objectifs à atteindre dans le bac à sable, sur la vraie simulation\u00A0: faites choisir un outil, provoquez une erreur précise, refusez un appel… Le moteur vérifie lui-même, sur la trace, que vous avez réussi.',
  howHeading: 'Comment ça marche',
  how: [
    'Chaque défi ouvre le bac à sable dans son état de départ. Avant d’agir, prédisez ce que va répondre le serveur.',
    'Agissez avec l’hôte, l’éditeur ou le terminal\u00A0: la liste des critères se coche à mesure que la trace grandit.',
    'Des indices se dévoilent un par un\u202F; «\u00A0Recommencer\u00A0» remet le défi dans son état de départ. Votre progression reste dans ce navigateur.',
  ],
  count: (n: number) => `${n} ${plural(n, 'défi', 'défis')}`,
  solvedOf: (solved: number, total: number) =>
    `${solved} ${plural(solved, 'réussi', 'réussis')} sur ${total}`,
  themeProgressLabel: (theme: string) => `Défis réussis en ${theme}`,
  solved: 'Réussi',
  notSolved: 'À faire',
  open: (title: string) => `Relever le défi «\u00A0${title}\u00A0»`,
  lessonsLabel: 'Leçons\u00A0:',

  panel: {
    label: 'Défi en cours',
    heading: (title: string) => `Défi\u00A0: ${title}`,
    unknown: (id: string) =>
      `Le défi «\u00A0${id}\u00A0» n’existe pas. Choisissez-en un dans la liste des défis.`,
    fold: 'Replier le défi',
    unfold: 'Déplier le défi',
    goal: 'Objectif',
    where: 'Où agir\u00A0:',
    allChallenges: 'Tous les défis',
    predictionHeading: 'Votre prédiction',
    predictionMany: 'Plusieurs réponses possibles.',
    predict: 'Enregistrer ma prédiction',
    predictFirst: 'Choisissez au moins une réponse.',
    predicted:
      'Prédiction enregistrée. Vous saurez si elle était juste une fois le défi réussi\u202F; à vous d’agir.',
    predictionRight: 'Votre prédiction était juste.',
    predictionWrong: 'Votre prédiction n’était pas la bonne.',
    predictionAnswer: 'La bonne réponse\u00A0:',
    noPrediction: 'Vous n’aviez rien prédit.',
    criteriaHeading: 'Critères vérifiés sur la trace',
    criterionDone: 'fait',
    criterionPending: 'pas encore',
    status: (done: number, total: number) =>
      `${done} ${plural(done, 'critère rempli', 'critères remplis')} sur ${total}.`,
    success: 'Défi réussi\u00A0!',
    alreadySolved: 'Vous avez déjà réussi ce défi\u00A0; rejouez-le autant que vous voulez.',
    imported:
      'Une trace importée ne compte pas\u00A0: revenez à la simulation pour relever le défi.',
    hintsHeading: 'Indices',
    nextHint: (n: number, total: number) => `Voir l’indice ${n} sur ${total}`,
    noMoreHints: 'Tous les indices sont affichés.',
    reset: 'Recommencer le défi',
    next: (title: string) => `Défi suivant\u00A0: ${title}`,
  },

  lesson: {
    heading: 'Défis de cette leçon',
    intro:
      'Mettez la leçon en pratique dans le bac à sable\u00A0: le moteur vérifie que vous avez réussi.',
  },
} as const;
