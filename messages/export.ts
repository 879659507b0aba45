/** Interface strings of « Emporter son serveur » (the share panel's export section). */
export const exportMessages = {
  serverIntro:
    'Un petit projet TypeScript avec le SDK officiel et le code même de la simulation, en stdio ou en Streamable HTTP. Avant de le télécharger, voici ce qu’il emporte.',
  carriedHeading: 'Dans le projet',
  notCarriedHeading: 'Pas dans le projet',
} as const;
