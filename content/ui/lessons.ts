/** Interface strings of the lessons section. */
export const lessonsMessages = {
  title: 'Leçons',
  heading: 'Leçons',
  intro:
    'Des leçons courtes qui donnent le concept, puis vous envoient le voir fonctionner dans le bac à sable.',
  comingSoon: 'Le parcours de leçons arrive ici.',
} as const;
