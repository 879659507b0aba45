/** Interface strings of the playground section. */
export const playgroundMessages = {
  title: 'Bac à sable',
  heading: 'Bac à sable',
  intro:
    'Choisissez un scénario et une révision du protocole, puis suivez chaque message échangé entre l’hôte, ses clients et ses serveurs.',
  comingSoon:
    'Le pas à pas annoté, l’éditeur d’outils, le terminal et le laboratoire d’erreurs arrivent ici.',
} as const;
