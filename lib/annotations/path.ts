/**
 * JSON paths of recorded messages, and the patterns annotations are keyed by.
 *
 * A concrete path is a list of keys and array indexes. It is written the way a learner reads
 * it: `result.tools[0].name`, with keys that are not plain identifiers in brackets:
 * `params._meta["io.modelcontextprotocol/protocolVersion"]`.
 *
 * A pattern uses the same notation plus wildcards: `[]` for any array index, `*` for any key
 * (a tool name, a property name, a capability), `**` for any number of levels (zero or more),
 * so that one rule covers what the learner or a new scenario puts inside a JSON Schema or
 * inside tool arguments.
 */
export type PathSegment = string | number;
export type FieldPath = readonly PathSegment[];

export type PatternSegment =
  | { readonly type: 'key'; readonly key: string }
  | { readonly type: 'any-index' }
  | { readonly type: 'any-key' }
  | { readonly type: 'deep' };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a path for display: `params._meta["io.modelcontextprotocol/clientInfo"].name`. */
export function formatFieldPath(path: FieldPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Lists every field of a JSON value (object keys and array items, at every depth), in order. */
export function listFieldPaths(value: unknown): FieldPath[] {
  const paths: FieldPath[] = [];
  const walk = (node: unknown, path: PathSegment[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        const next = [...path, index];
        paths.push(next);
        walk(item, next);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const next = [...path, key];
        paths.push(next);
        walk(item, next);
      }
    }
  };
  walk(value, []);
  return paths;
}

/** Reads the value at a path, or undefined. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let node = value;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PathSegment, unknown>)[segment];
  }
  return node;
}

/**
 * Parses a pattern such as `result.tools[].inputSchema.**.properties.*` or
 * `params._meta["io.modelcontextprotocol/protocolVersion"]`. Throws on a malformed pattern:
 * patterns are shipped content, checked by the tests.
 */
export function parsePattern(pattern: string): PatternSegment[] {
  const segments: PatternSegment[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`Motif de chemin invalide « ${pattern} » (${why})`);
  };
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === '.') {
      if (i === 0 || i === pattern.length - 1) fail('point en bord');
      if (pattern[i + 1] === '.' || pattern[i + 1] === '[') fail('segment vide');
      i += 1;
      continue;
    }
    if (char === '[') {
      if (pattern[i + 1] === ']') {
        segments.push({ type: 'any-index' });
        i += 2;
        continue;
      }
      if (pattern[i + 1] !== '"') fail('crochet sans guillemet');
      const end = pattern.indexOf('"]', i + 2);
      if (end < 0) fail('guillemet non fermé');
      segments.push({ type: 'key', key: pattern.slice(i + 2, end) });
      i = end + 2;
      continue;
    }
    let end = i;
    while (end < pattern.length && pattern[end] !== '.' && pattern[end] !== '[') end += 1;
    const word = pattern.slice(i, end);
    if (word === '**') segments.push({ type: 'deep' });
    else if (word === '*') segments.push({ type: 'any-key' });
    else if (word.length === 0) fail('segment vide');
    else segments.push({ type: 'key', key: word });
    i = end;
  }
  if (segments.length === 0) fail('motif vide');
  return segments;
}

/** True when a concrete path matches a parsed pattern (the whole path, not a prefix). */
export function matchesPattern(pattern: readonly PatternSegment[], path: FieldPath): boolean {
  const match = (p: number, s: number): boolean => {
    if (p === pattern.length) return s === path.length;
    const segment = pattern[p]!;
    if (segment.type === 'deep') {
      for (let skip = s; skip <= path.length; skip += 1) if (match(p + 1, skip)) return true;
      return false;
    }
    if (s === path.length) return false;
    const actual = path[s]!;
    switch (segment.type) {
      case 'key':
        return typeof actual === 'string' && actual === segment.key && match(p + 1, s + 1);
      case 'any-key':
        return typeof actual === 'string' && match(p + 1, s + 1);
      case 'any-index':
        return typeof actual === 'number' && match(p + 1, s + 1);
    }
  };
  return match(0, 0);
}

/**
 * How precise a pattern is: literal keys count most, wildcards a little, `**` nothing. When
 * several rules match a field, the most precise one speaks.
 */
export function patternSpecificity(pattern: readonly PatternSegment[]): number {
  let score = 0;
  for (const segment of pattern) {
    if (segment.type === 'key') score += 4;
    else if (segment.type === 'any-index' || segment.type === 'any-key') score += 1;
  }
  return score;
}
