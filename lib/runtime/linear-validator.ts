import type {
  JsonSchemaType,
  JsonSchemaValidator,
  JsonSchemaValidatorResult,
  jsonSchemaValidator,
} from '@modelcontextprotocol/server';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import { testPattern } from './linear-pattern';

const MAX_SCHEMA_DEPTH = 64;

/** Whether a schema holds a `pattern` or `patternProperties` anywhere (depth-bounded walk). */
export function hasPattern(schema: unknown): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: schema, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value !== 'object' || value === null || depth > MAX_SCHEMA_DEPTH) continue;
    if (!Array.isArray(value) && ('pattern' in value || 'patternProperties' in value)) return true;
    for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/*
 * Keywords as @cfworker/json-schema (the SDK's browser validator) reads them when it walks a
 * schema: values of these hold data, not subschemas, and are copied untouched; arrays and maps
 * of subschemas are walked; any other object value is walked as a subschema, as cfworker does
 * (so a `$ref` into an unknown keyword still finds rewritten patterns).
 */
const DATA_KEYWORDS = new Set([
  'id',
  '$id',
  '$ref',
  '$schema',
  '$anchor',
  '$vocabulary',
  '$comment',
  'default',
  'enum',
  'const',
  'required',
  'type',
  'examples',
  'format',
]);
const SCHEMA_ARRAYS = new Set(['prefixItems', 'items', 'allOf', 'anyOf', 'oneOf']);
const SCHEMA_MAPS = new Set([
  '$defs',
  'definitions',
  'properties',
  'dependentSchemas',
  'dependencies',
]);

/**
 * The limits of one check. A pattern is answered for the strings of the checked value only;
 * past these limits (a hostile value with tens of thousands of distinct strings), every pattern
 * of the schema counts as not matching, as a value longer than the linear engine's bound does.
 */
const MAX_DISTINCT_STRINGS = 5_000;
const MAX_LISTED_STRINGS = 1_000;
const MAX_LISTED_CHARACTERS = 100_000;

/** Every distinct string of a value, as a value or as an object key; undefined past the limit. */
function stringsOf(value: unknown): Set<string> | undefined {
  const found = new Set<string>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') found.add(current);
    else if (Array.isArray(current)) stack.push(...(current as unknown[]));
    else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        found.add(key);
        stack.push(child);
      }
    }
    if (found.size > MAX_DISTINCT_STRINGS) return undefined;
  }
  return found;
}

/** One code point as a regex literal that means only itself under the `u` flag. */
function literal(codePoint: string): string {
  if ('^$\\.*+?()[]{}|/'.includes(codePoint)) return `\\${codePoint}`;
  const code = codePoint.codePointAt(0)!;
  return code >= 0x20 && code <= 0x7e ? codePoint : `\\u{${code.toString(16)}}`;
}

/** Matches nothing: a valid pattern under the `u` flag. */
const NEVER = '[]';

/**
 * A pattern the browser's engine may run: a flat list of escaped literals (no quantifier, no
 * nesting, so its cost is linear), equivalent to `pattern` on every string of the checked
 * value. Which of those strings match is decided by the linear engine (re2js).
 */
function listedPattern(pattern: string, strings: Set<string> | undefined): string {
  if (strings === undefined) return NEVER;
  const matching: string[] = [];
  const others: string[] = [];
  for (const s of strings) {
    (testPattern(pattern, s, { unicode: true }).kind === 'match' ? matching : others).push(s);
  }
  const [listed, negate] = matching.length <= others.length ? [matching, false] : [others, true];
  const size = listed.reduce((total, s) => total + s.length, 0);
  if (listed.length > MAX_LISTED_STRINGS || size > MAX_LISTED_CHARACTERS) return NEVER;
  if (listed.length === 0) return negate ? '' : NEVER;
  const alternatives = listed.map((s) => Array.from(s, literal).join('')).join('|');
  return negate ? `^(?!(?:${alternatives})$)` : `^(?:${alternatives})$`;
}

/** Whether the browser would refuse `pattern` (the SDK then reports the SyntaxError as before). */
function isValidPattern(pattern: string): boolean {
  try {
    // Building a RegExp parses it; nothing is matched, so it cannot backtrack.
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * A copy of `schema` whose patterns are replaced by their listed equivalents for this value.
 * `renamed` maps each rewritten `patternProperties` key back to the learner's pattern, for
 * the SDK's message. Depth-bounded: deeper schemas are copied as they are below the bound.
 */
function rewriteSchema(
  schema: unknown,
  rewrite: (pattern: string) => string,
  renamed: Map<string, string>,
): unknown {
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
    if (depth > MAX_SCHEMA_DEPTH) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') {
        copy[key] = isValidPattern(value) ? rewrite(value) : value;
      } else if (key === 'patternProperties' && isPlainObject(value)) {
        const map: Record<string, unknown> = {};
        for (const [pattern, sub] of Object.entries(value)) {
          let listed = isValidPattern(pattern) ? rewrite(pattern) : pattern;
          // Two patterns may list the same strings: keep every key distinct (same meaning).
          while (listed in map) listed = `(?:)${listed}`;
          renamed.set(listed, pattern);
          map[listed] = walk(sub, depth + 1);
        }
        copy[key] = map;
      } else if (DATA_KEYWORDS.has(key)) {
        copy[key] = value;
      } else if (SCHEMA_ARRAYS.has(key) && Array.isArray(value)) {
        copy[key] = value.map((item) => walk(item, depth + 1));
      } else if (SCHEMA_MAPS.has(key) && isPlainObject(value)) {
        copy[key] = Object.fromEntries(
          Object.entries(value).map(([name, sub]) => [name, walk(sub, depth + 1)]),
        );
      } else {
        copy[key] = walk(value, depth + 1);
      }
    }
    return copy;
  };
  return walk(schema, 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON Schema validator for the SDK (`jsonSchemaValidator` of `Client` and `McpServer`) in
 * which no pattern from a schema ever reaches the browser's backtracking engine, by
 * construction: schemas come from learners, links and remote servers, and `^(a+)+$` against
 * 40 « a » froze the tab for minutes. For each value checked, every `pattern` (and
 * `patternProperties` key) is decided by re2js, a linear-time engine, on the strings of that
 * value, and replaced by a flat list of those strings; the SDK's own validator (cfworker, the
 * one it uses in browsers) then checks the copy, so verdicts and messages stay the SDK's.
 * What re2js cannot run (lookaround, back-references) counts as not matching; the editor says so.
 */
export class LinearPatternValidator implements jsonSchemaValidator {
  private readonly inner = new CfWorkerJsonSchemaValidator();

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    if (!hasPattern(schema)) return this.inner.getValidator<T>(schema);
    return (input): JsonSchemaValidatorResult<T> => {
      const strings = stringsOf(input);
      const decided = new Map<string, string>();
      const rewrite = (pattern: string) => {
        let listed = decided.get(pattern);
        if (listed === undefined) {
          listed = listedPattern(pattern, strings);
          decided.set(pattern, listed);
        }
        return listed;
      };
      const renamed = new Map<string, string>();
      const safe = rewriteSchema(schema, rewrite, renamed) as JsonSchemaType;
      const result = this.inner.getValidator<T>(safe)(input);
      if (result.valid || renamed.size === 0) return result;
      let message = result.errorMessage;
      for (const [listed, pattern] of renamed) {
        message = message.split(`pattern "${listed}"`).join(`pattern "${pattern}"`);
      }
      return { ...result, errorMessage: message };
    };
  }
}

/** One shared instance: it holds no state of its own. */
export const linearPatternValidator = new LinearPatternValidator();
