import type {
  Prompt,
  Resource,
  ResourceTemplateType as ResourceTemplate,
  Tool,
} from '@modelcontextprotocol/client';

/** One entry of the host's merged registry: what it is, and which server serves it. */
export interface RegistryEntry<T> {
  server: string;
  item: T;
}

export interface Registry {
  tools: RegistryEntry<Tool>[];
  resources: RegistryEntry<Resource>[];
  resourceTemplates: RegistryEntry<ResourceTemplate>[];
  prompts: RegistryEntry<Prompt>[];
}

export function emptyRegistry(): Registry {
  return { tools: [], resources: [], resourceTemplates: [], prompts: [] };
}

/** Replaces what one server contributes to one kind of the registry, keeping the others'. */
export function replaceEntries<K extends keyof Registry>(
  registry: Registry,
  server: string,
  kind: K,
  items: Registry[K][number]['item'][],
): void {
  const kept = registry[kind].filter((entry) => entry.server !== server);
  (registry[kind] as RegistryEntry<unknown>[]) = [
    ...kept,
    ...items.map((item) => ({ server, item })),
  ];
}
