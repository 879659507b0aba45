/** Interface strings of the presentation panel. */
export const presentationMessages = {} as const;
