/** Interface strings of the host panel. */
export const hostMessages = {} as const;
