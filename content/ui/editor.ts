/** Interface strings of the editor panel. */
export const editorMessages = {} as const;
