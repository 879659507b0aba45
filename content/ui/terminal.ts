/** Interface strings of the terminal panel. */
export const terminalMessages = {} as const;
