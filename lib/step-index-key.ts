// Without imports: the step index's writer (a Node script) and its readers share this key.

/** The step index's key for a scenario played over HTTP in a revision (`2026-07-28@http`). */
export function httpIndexKey(revision: string): string {
  return `${revision}@http`;
}

/** The revision a step index key was recorded in, over whichever link (`2026-07-28`). */
export function revisionOfIndexKey(key: string): string {
  return key.endsWith('@http') ? key.slice(0, -'@http'.length) : key;
}
