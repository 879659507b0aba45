// The worksheet's closed lists, shared by the light module and the schema loaded on demand.

export const PARAM_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

/** How a tool touches the world: it decides the annotations and whether a human must approve. */
export const TOOL_EFFECTS = ['lecture', 'ecriture', 'destruction'] as const;
export type ToolEffect = (typeof TOOL_EFFECTS)[number];

export const TRANSPORTS = ['stdio', 'http'] as const;
