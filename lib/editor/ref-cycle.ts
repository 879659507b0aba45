import type { Node } from 'jsonc-parser';
import { propertyValue, valueNode } from './json-node';

/** Keywords that apply a subschema to the same value, without stepping into it. */
const IN_PLACE_ONE = ['not', 'if', 'then', 'else'] as const;
const IN_PLACE_MANY = ['allOf', 'anyOf', 'oneOf'] as const;

/** The schema node a local `$ref` (`#`, `#/$defs/x`, `#/properties/a`) points at, if any. */
function resolveLocal(root: Node, ref: string): Node | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: Node | undefined = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node) return undefined;
    if (node.type === 'array') node = node.children?.[Number(key)];
    else node = propertyValue(node, key);
  }
  return node;
}

/** The subschemas applied to the same value as this one: where a validator does not advance. */
function inPlace(root: Node, schema: Node): { target: Node; via: Node }[] {
  if (schema.type !== 'object') return [];
  const out: { target: Node; via: Node }[] = [];
  const ref = propertyValue(schema, '$ref');
  if (ref?.type === 'string' && typeof ref.value === 'string') {
    const target = resolveLocal(root, ref.value);
    if (target) out.push({ target, via: ref });
  }
  for (const key of IN_PLACE_ONE) {
    const sub = propertyValue(schema, key);
    if (sub) out.push({ target: sub, via: sub });
  }
  for (const key of IN_PLACE_MANY) {
    const list = propertyValue(schema, key);
    for (const sub of list?.type === 'array' ? (list.children ?? []) : []) {
      out.push({ target: sub, via: sub });
    }
  }
  return out;
}

/** Every schema node of the document, so that a cycle reachable from `$defs` is found too. */
function schemaNodes(node: Node, out: Node[] = []): Node[] {
  if (node.type === 'object') out.push(node);
  for (const child of node.children ?? []) schemaNodes(child, out);
  return out;
}

/**
 * The `$ref` that closes a loop of references applied to the same value (`{"$ref": "#"}` at
 * the root, or two definitions that point at each other): a validator following it never
 * returns. Recursion through `properties` or `items` is fine, since it steps into the value.
 */
export function findRefCycle(root: Node): Node | undefined {
  const state = new Map<Node, 'open' | 'done'>();
  for (const start of schemaNodes(root)) {
    if (state.has(start)) continue;
    // Depth-first without recursion: a long chain of definitions cannot overflow the stack.
    const stack = [{ schema: start, next: inPlace(root, start), i: 0 }];
    state.set(start, 'open');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edge = frame.next[frame.i++];
      if (!edge) {
        state.set(frame.schema, 'done');
        stack.pop();
        continue;
      }
      const seen = state.get(edge.target);
      if (seen === 'open') return edge.via;
      if (seen === undefined) {
        state.set(edge.target, 'open');
        stack.push({ schema: edge.target, next: inPlace(root, edge.target), i: 0 });
      }
    }
  }
  return undefined;
}

/** Whether a schema given as a value (from a link, not the editor) holds such a loop. */
export function hasRefCycle(schema: unknown): boolean {
  if (schema === undefined) return false;
  return findRefCycle(valueNode(schema)) !== undefined;
}
