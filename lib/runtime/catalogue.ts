import {
  ProtocolError,
  ProtocolErrorCode,
  type McpServer,
  type Resource,
} from '@modelcontextprotocol/server';

/*
 * What a server's catalogue of resources does besides being read, shared like behaviour.ts:
 * pages (`nextCursor`), subscriptions (2025 `resources/subscribe`) and live changes. `McpServer`
 * never pages and has no `resources/subscribe` handler: both are low-level handlers here.
 */

/** A resource as listed (the scenario format's resource, without its text). */
export interface ListedResource {
  name: string;
  uri: string;
  title?: string | undefined;
  description?: string | undefined;
  mimeType?: string | undefined;
}

/** The live state of a server's resources: their current texts, and who listens to which. */
export interface CatalogueState {
  /** The text each static resource reads as now (`update-resource` changes it). */
  texts: Map<string, string>;
  /** Every static resource, in list order, including those added while connected. */
  listed: ListedResource[];
  /** 2025 connections: the URIs each server instance's client subscribed to. */
  subscribed: WeakMap<McpServer, Set<string>>;
}

/** A resource as `resources/list` shows it: its description, not its content. */
export function listedResource(resource: ListedResource): ListedResource {
  return {
    name: resource.name,
    uri: resource.uri,
    ...(resource.title && { title: resource.title }),
    ...(resource.description && { description: resource.description }),
    ...(resource.mimeType && { mimeType: resource.mimeType }),
  };
}

export function seededCatalogue(
  resources: readonly (ListedResource & { text: string })[],
): CatalogueState {
  return {
    texts: new Map(resources.map((r) => [r.uri, r.text])),
    listed: resources.map(listedResource),
    subscribed: new WeakMap(),
  };
}

/**
 * The cursor of a page: opaque to clients (they must send it back untouched), readable here.
 * Base64 of a small JSON object, as in the specification's example.
 */
export function encodeCursor(start: number): string {
  return btoa(JSON.stringify({ debut: start }));
}

function decodeCursor(cursor: string): number | undefined {
  try {
    const start = (JSON.parse(atob(cursor)) as { debut?: unknown }).debut;
    return typeof start === 'number' && Number.isInteger(start) && start >= 0 ? start : undefined;
  } catch {
    return undefined;
  }
}

/** Serves `resources/list` in pages of `pageSize`, each with a `nextCursor` but the last. */
export function pageResources(
  server: McpServer,
  catalogue: CatalogueState,
  pageSize: number,
  invalidCursor: string,
): void {
  server.server.setRequestHandler('resources/list', (request) => {
    const cursor = request.params?.cursor;
    const start = cursor === undefined ? 0 : decodeCursor(cursor);
    // The specification's advice for a cursor the server never gave: Invalid params.
    if (start === undefined)
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, invalidCursor);
    const resources: Resource[] = catalogue.listed.slice(start, start + pageSize);
    const next = start + pageSize;
    return { resources, ...(next < catalogue.listed.length && { nextCursor: encodeCursor(next) }) };
  });
}

/**
 * 2025 subscriptions: `resources/subscribe` and `resources/unsubscribe`, remembered per server
 * instance. (2026-07-28 replaced them by `resourceSubscriptions` on `subscriptions/listen`,
 * which the SDK handles itself.)
 */
export function serveSubscriptions(server: McpServer, catalogue: CatalogueState): void {
  const uris = new Set<string>();
  catalogue.subscribed.set(server, uris);
  server.server.setRequestHandler('resources/subscribe', (request) => {
    uris.add(request.params.uri);
    return {};
  });
  server.server.setRequestHandler('resources/unsubscribe', (request) => {
    uris.delete(request.params.uri);
    return {};
  });
}

/**
 * A resource's content changed: its new text is read from now on, and its subscribers are told
 * (`notifications/resources/updated`). On 2026-07-28 the SDK delivers it to the listen streams
 * that asked for this URI; on a 2025 connection, only a client that subscribed is told.
 */
export async function updateResource(
  server: McpServer | undefined,
  era: 'modern' | 'legacy' | undefined,
  catalogue: CatalogueState,
  uri: string,
  text: string,
): Promise<void> {
  catalogue.texts.set(uri, text);
  if (!server || !server.isConnected()) return;
  if (era === 'legacy' && !catalogue.subscribed.get(server)?.has(uri)) return;
  await server.server.sendResourceUpdated({ uri });
}
