/** Interface strings of the quiz section. */
export const quizMessages = {
  title: 'Quiz',
  heading: 'Quiz',
  intro:
    'Des questions sur les primitives, les erreurs, le cycle de vie, les transports, les révisions et la sécurité, chacune expliquée.',
  comingSoon: 'Les banques de questions arrivent ici.',
} as const;
