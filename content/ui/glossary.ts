/** Interface strings of the glossary section. */
export const glossaryMessages = {
  title: 'Glossaire',
  heading: 'Glossaire',
  intro: 'Chaque terme de MCP, avec sa définition, son nom anglais et les leçons qui l’utilisent.',
  comingSoon: 'Les définitions arrivent ici.',
} as const;
