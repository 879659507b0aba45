/** Interface strings of the glossary section. */
export const glossaryMessages = {
  title: 'Glossaire',
  heading: 'Glossaire',
  intro: 'Chaque terme de MCP, avec sa définition, son nom anglais et les leçons qui l’utilisent.',
  lettersLabel: 'Aller à la lettre',
  english: 'En anglais',
  seeAlso: 'Voir aussi',
  usedIn: 'Leçons qui l’utilisent',
  filterLabel: 'Filtrer les termes',
  filterHint: 'Un mot, en français ou en anglais.',
  filterCount: (shown: number, total: number) =>
    shown === total ? `${total} termes.` : `${shown} termes sur ${total}.`,
  filterNone: 'Aucun terme ne correspond à ce filtre.',
} as const;
