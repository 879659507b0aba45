/** Interface strings of the errorLab panel. */
export const errorLabMessages = {} as const;
