import type {
  Client,
  Prompt,
  Resource,
  ResourceTemplateType,
  Tool,
} from '@modelcontextprotocol/client';
import type { Trace } from '../trace';
import { watchCache } from './cache-watch';

export type ListKind = 'tools' | 'resources' | 'resourceTemplates' | 'prompts';

const METHODS = {
  tools: 'tools/list',
  resources: 'resources/list',
  resourceTemplates: 'resources/templates/list',
  prompts: 'prompts/list',
} as const;

/** What a list gives the registry: its items, and for one page the cursor of the next. */
export type Listed =
  | { kind: 'tools'; items: Tool[] }
  | { kind: 'resources'; items: Resource[] }
  | { kind: 'resourceTemplates'; items: ResourceTemplateType[] }
  | { kind: 'prompts'; items: Prompt[] };

/**
 * The whole list, as the SDK gives it: it walks every page (`nextCursor`) itself, and serves a
 * list still fresh in its cache (`ttlMs`) without asking; the host records that hit.
 */
export async function listAll(
  client: Client,
  trace: Trace,
  server: string,
  kind: ListKind,
): Promise<Listed> {
  const call = { server, method: METHODS[kind] };
  switch (kind) {
    case 'tools':
      return { kind, items: (await watchCache(trace, call, () => client.listTools())).tools };
    case 'resources':
      return {
        kind,
        items: (await watchCache(trace, call, () => client.listResources())).resources,
      };
    case 'resourceTemplates':
      return {
        kind,
        items: (await watchCache(trace, call, () => client.listResourceTemplates()))
          .resourceTemplates,
      };
    case 'prompts':
      return { kind, items: (await watchCache(trace, call, () => client.listPrompts())).prompts };
  }
}

/**
 * One page, page by page as an inspector does: the first without a cursor, the next with the
 * cursor the server gave. A single page is never cached by the SDK.
 */
export async function listPage(
  client: Client,
  kind: ListKind,
  cursor: string | undefined,
): Promise<{ items: unknown[]; nextCursor: string | undefined }> {
  const params = cursor === undefined ? {} : { cursor };
  const page = (await client.request({ method: METHODS[kind], params })) as Record<string, unknown>;
  const items = page[kind];
  const next = page.nextCursor;
  return {
    items: Array.isArray(items) ? items : [],
    nextCursor: typeof next === 'string' ? next : undefined,
  };
}
