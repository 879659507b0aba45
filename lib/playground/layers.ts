import type { TraceEntry } from '@/lib/mcp/trace';
import type { LayerView } from '@/lib/address/layer-view';

/*
 * The two layers of a trace played over HTTP (LayerView). Steps keep their numbers in both:
 * the other layer's steps are the numbers skipped.
 */
export { LAYER_VIEWS, type LayerView } from '@/lib/address/layer-view';

/**
 * Whether a step belongs to a layer. Transport events (a timeout, a closed connection) happen
 * beneath both and show in both.
 */
export function inLayer(entry: TraceEntry, layer: LayerView): boolean {
  if (entry.type === 'transport') return true;
  return layer === 'http' ? entry.type === 'http' : entry.type !== 'http';
}

/** Whether a trace has an HTTP layer to show at all. */
export function hasHttpLayer(entries: readonly TraceEntry[]): boolean {
  return entries.some((entry) => entry.type === 'http');
}

/** The steps of one layer, in order (the whole trace when it has no HTTP layer). */
export function layerEntries(entries: readonly TraceEntry[], layer: LayerView): TraceEntry[] {
  if (layer === 'http' && !hasHttpLayer(entries)) return [...entries];
  if (layer === 'jsonrpc' && !hasHttpLayer(entries)) return entries as TraceEntry[];
  return entries.filter((entry) => inLayer(entry, layer));
}

/**
 * The step of `layer` to show for `step`: itself if it belongs there, else the nearest one in
 * `direction` (forward by default, then backward), so that stepping never lands in between.
 */
export function snapToLayer(
  entries: readonly TraceEntry[],
  layer: LayerView,
  step: number,
  direction: 1 | -1 = 1,
): number {
  const visible = (seq: number) => {
    const entry = entries[seq - 1];
    return entry !== undefined && (!hasHttpLayer(entries) || inLayer(entry, layer));
  };
  if (visible(step)) return step;
  for (const dir of [direction, -direction]) {
    for (let seq = step + dir; seq >= 1 && seq <= entries.length; seq += dir) {
      if (visible(seq)) return seq;
    }
  }
  return step;
}

/** The next (`delta` 1) or previous (-1) step of the layer, or `step` at either end. */
export function neighbourInLayer(
  entries: readonly TraceEntry[],
  layer: LayerView,
  step: number,
  delta: 1 | -1,
): number {
  const hasLayers = hasHttpLayer(entries);
  for (let seq = step + delta; seq >= 1 && seq <= entries.length; seq += delta) {
    const entry = entries[seq - 1];
    if (entry && (!hasLayers || inLayer(entry, layer))) return seq;
  }
  return step;
}

/** The first and last steps of the layer. */
export function layerBounds(
  entries: readonly TraceEntry[],
  layer: LayerView,
): { first: number; last: number } {
  if (entries.length === 0) return { first: 0, last: 0 };
  return {
    first: snapToLayer(entries, layer, 1, 1),
    last: snapToLayer(entries, layer, entries.length, -1),
  };
}

/**
 * The same moment in the other layer: a message goes to the HTTP step that carried it, an HTTP
 * step to the first message it carried; otherwise the nearest step of that layer.
 */
export function crossLayerStep(
  entries: readonly TraceEntry[],
  step: number,
  to: LayerView,
): number {
  const entry = entries[step - 1];
  if (!entry) return step;
  if (!hasHttpLayer(entries) || inLayer(entry, to)) return step;
  if (to === 'http' && entry.type === 'message' && entry.carriedBy !== undefined) {
    return entry.carriedBy;
  }
  if (to === 'jsonrpc' && entry.type === 'http') {
    const carried = entries.find((e) => e.type === 'message' && e.carriedBy === entry.seq);
    if (carried) return carried.seq;
  }
  return snapToLayer(entries, to, step, to === 'http' ? -1 : 1);
}

/** Maps each HTTP step to the JSON-RPC message steps its body carried, built once per timeline. */
export function carriedIndex(entries: readonly TraceEntry[]): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (const entry of entries) {
    if (entry.type !== 'message' || entry.carriedBy === undefined) continue;
    const list = index.get(entry.carriedBy);
    if (list) list.push(entry.seq);
    else index.set(entry.carriedBy, [entry.seq]);
  }
  return index;
}

/**
 * The HTTP answer that refused the exchange carrying a request (a 401 before any token, a 403,
 * a 400…), when no JSON-RPC answer came: the request was answered, by HTTP.
 */
export function httpRefusalOf(
  entries: readonly TraceEntry[],
  entry: TraceEntry | undefined,
): { step: number; status: number } | undefined {
  if (entry?.type !== 'message' || entry.kind !== 'request' || entry.carriedBy === undefined) {
    return undefined;
  }
  const carrier = entry.carriedBy;
  const answer = entries.find(
    (e) => e.type === 'http' && e.part === 'response' && e.exchange === carrier,
  );
  if (answer?.type !== 'http' || answer.part !== 'response' || answer.status < 400) {
    return undefined;
  }
  return { step: answer.seq, status: answer.status };
}
