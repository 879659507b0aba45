/**
 * What the JSON inspector renders at once. Every level is a nested list in the DOM, and
 * rendering cost grew much faster than depth (1,000 levels: 9 s; 3,000: a crashed tab). So a
 * container more than `TREE_OPEN_DEPTH` levels below the last point the learner opened starts
 * collapsed, behind a button: the work per render is bounded whatever the value's depth.
 */
export const TREE_OPEN_DEPTH = 8;

export type TreeKey = string | number;

/** The entries of a JSON container, or undefined for a scalar. */
export function treeChildren(value: unknown): [TreeKey, unknown][] | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
}

/** True when a non-empty container `depthBelowOpen` levels under its opening point starts folded. */
export function startsCollapsed(value: unknown, depthBelowOpen: number): boolean {
  const children = treeChildren(value);
  return children !== undefined && children.length > 0 && depthBelowOpen >= TREE_OPEN_DEPTH;
}

/**
 * How many values the inspector renders for `value` before anything is opened by hand. The
 * component follows the same rule (`startsCollapsed`); iterative, so any depth is fine.
 */
export function renderedValueCount(value: unknown): number {
  const stack: [unknown, number][] = [[value, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    count += 1;
    if (startsCollapsed(current, depth)) continue;
    for (const [, child] of treeChildren(current) ?? []) stack.push([child, depth + 1]);
  }
  return count;
}
