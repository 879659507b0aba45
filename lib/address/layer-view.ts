/**
 * What the diagram, the list and the inspector show: the JSON-RPC messages (and the host), or
 * the HTTP exchanges that carried them. Here, below the playground, because addresses and
 * share links name it too (`couche=http`).
 */
export const LAYER_VIEWS = ['jsonrpc', 'http'] as const;
export type LayerView = (typeof LAYER_VIEWS)[number];
