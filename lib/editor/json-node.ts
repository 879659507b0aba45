import type { Node } from 'jsonc-parser';

/*
 * Reading a syntax tree without the parser that builds it: the share link's check for `$ref`
 * loops walks a tree of its own (lib/editor/ref-cycle.ts) in the playground's first view, where
 * the editor's parser and its French messages have no business yet.
 */

/** The value node of a property of an object node. */
export function propertyValue(object: Node, key: string): Node | undefined {
  return propertyNode(object, key)?.children?.[1];
}

/** The property node (key and value) of an object node. */
export function propertyNode(object: Node, key: string): Node | undefined {
  if (object.type !== 'object') return undefined;
  return object.children?.find((p) => p.children?.[0]?.value === key);
}

/**
 * The syntax tree of a value already parsed (no offsets: nothing to point at in a text). A
 * property whose value is `undefined` is left out, as `JSON.stringify` would.
 */
export function valueNode(value: unknown): Node {
  const node = (type: Node['type'], extra: Partial<Node> = {}): Node => ({
    type,
    offset: 0,
    length: 0,
    ...extra,
  });
  if (value === null) return node('null', { value: null });
  if (Array.isArray(value)) return node('array', { children: value.map(valueNode) });
  switch (typeof value) {
    case 'string':
      return node('string', { value });
    case 'number':
      return node('number', { value });
    case 'boolean':
      return node('boolean', { value });
    case 'object':
      return node('object', {
        children: Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .map(([key, v]) =>
            node('property', { children: [node('string', { value: key }), valueNode(v)] }),
          ),
      });
    default:
      return node('null', { value: null });
  }
}
