/**
 * What the JSON inspector renders at once. Every value is a list item in the DOM, and both
 * directions froze the tab: 3,000 levels crashed it, and an array of 400,000 zeros in a 4 KB
 * link froze it for a minute. So from each point the learner opened (the root, or a
 * « Déplier » button), containers are filled breadth-first, at most `TREE_PAGE` children each
 * and `TREE_BUDGET` values in all, never more than `TREE_OPEN_DEPTH` levels down; the rest
 * waits behind « Déplier » or « N éléments de plus ». Real MCP messages fit well within.
 */
export const TREE_OPEN_DEPTH = 8;
export const TREE_PAGE = 100;
export const TREE_BUDGET = 2_000;

export type TreeKey = string | number;

/** The number of entries of a JSON container, or undefined for a scalar. */
export function treeSize(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  return Array.isArray(value) ? value.length : Object.keys(value).length;
}

/** The first `count` entries of a JSON container (only those are built), or [] for a scalar. */
export function treeEntries(value: unknown, count: number): [TreeKey, unknown][] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return (value as unknown[]).slice(0, count).map((item, i) => [i, item]);
  }
  const record = value as Record<string, unknown>;
  return Object.keys(record)
    .slice(0, count)
    .map((key) => [key, record[key]]);
}

/** How many children each container shows when `value` is opened; absent means folded. */
export type TreePlan = WeakMap<object, number>;

/** Plans one opening of `value`: breadth-first, within the page, budget and depth above. */
export function planTree(value: unknown): TreePlan {
  const plan: TreePlan = new WeakMap();
  let budget = TREE_BUDGET;
  let level: unknown[] = [value];
  for (let depth = 0; depth < TREE_OPEN_DEPTH && level.length > 0 && budget > 0; depth += 1) {
    const next: unknown[] = [];
    for (const node of level) {
      const size = treeSize(node);
      if (!size || budget <= 0) continue;
      const shown = Math.min(size, TREE_PAGE, budget);
      budget -= shown;
      plan.set(node as object, shown);
      for (const [, child] of treeEntries(node, shown)) {
        if (treeSize(child)) next.push(child);
      }
    }
    level = next;
  }
  return plan;
}

/** How many children `value` shows under `plan`, plus the pages the learner asked for. */
export function shownCount(value: unknown, plan: TreePlan, morePages: number): number {
  const size = treeSize(value) ?? 0;
  const planned = typeof value === 'object' && value !== null ? (plan.get(value) ?? 0) : 0;
  return Math.min(size, planned + morePages * TREE_PAGE);
}

/**
 * How many values the inspector renders for `value` before anything is opened by hand. The
 * component follows the same plan; iterative, so any depth or width is fine.
 */
export function renderedValueCount(value: unknown): number {
  const plan = planTree(value);
  const stack: unknown[] = [value];
  let count = 0;
  while (stack.length > 0) {
    const current = stack.pop();
    count += 1;
    for (const [, child] of treeEntries(current, shownCount(current, plan, 0))) stack.push(child);
  }
  return count;
}
