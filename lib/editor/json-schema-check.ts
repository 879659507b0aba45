import { editorMessages } from '@/messages/editor';
import { reliabilityMessages } from '@/messages/reliability';
import { MAX_PATTERN_SUBJECT, testPattern } from '@/lib/runtime/linear-pattern';

const t = editorMessages.schema;
const r = reliabilityMessages.pattern;

/** One way a value breaks a JSON Schema, with the path of the value at fault. */
export interface SchemaIssue {
  path: (string | number)[];
  message: string;
  /** The value was not checked (a pattern outside the safe engine): a warning, never a block. */
  unchecked?: true;
}

export interface CheckOptions {
  /** Strings that are exactly `{{argument}}` stand for an argument's value: any type passes. */
  placeholders?: boolean;
}

type Schema = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = jsonType(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

const PLACEHOLDER = /^\{\{\s*[\w.-]+\s*\}\}$/;

/**
 * Checks a value against the common subset of JSON Schema a tool uses (type, properties,
 * required, additionalProperties, items, enum, const, lengths, bounds, pattern, anyOf/oneOf/
 * allOf). Unknown keywords are ignored. Never throws: a broken schema checks nothing.
 */
export function checkSchema(
  value: unknown,
  schema: unknown,
  options: CheckOptions = {},
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  try {
    visit(value, schema, [], issues, options, 0);
  } catch {
    // A schema deep enough to overflow is not worth a crash: what was found is kept.
  }
  return issues;
}

function visit(
  value: unknown,
  schema: unknown,
  path: (string | number)[],
  issues: SchemaIssue[],
  options: CheckOptions,
  depth: number,
): void {
  if (depth > 64 || !isObject(schema)) return;
  if (options.placeholders && typeof value === 'string' && PLACEHOLDER.test(value)) return;
  const s: Schema = schema;
  const add = (message: string, at = path) => issues.push({ path: at, message });
  const unchecked = (message: string) => issues.push({ path, message, unchecked: true });

  const types = typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type : [];
  const typeNames = types.filter((x): x is string => typeof x === 'string');
  if (typeNames.length > 0 && !typeNames.some((type) => matchesType(value, type))) {
    add(t.type({ expected: typeNames.join(' | '), actual: jsonType(value) }));
    return;
  }
  if (Array.isArray(s.enum) && !s.enum.some((item) => deepEqual(item, value))) {
    add(t.enum({ values: s.enum.map((v) => JSON.stringify(v)).join(', ') }));
  }
  if ('const' in s && !deepEqual(s.const, value)) add(t.const);

  if (typeof value === 'string') {
    if (typeof s.minLength === 'number' && [...value].length < s.minLength)
      add(t.minLength({ limit: s.minLength }));
    if (typeof s.maxLength === 'number' && [...value].length > s.maxLength)
      add(t.maxLength({ limit: s.maxLength }));
    if (typeof s.pattern === 'string') {
      // Never `new RegExp(...).test` here: the pattern is untrusted (links, learner's schema).
      const outcome = testPattern(s.pattern, value);
      const pattern = s.pattern.length > 80 ? `${s.pattern.slice(0, 80)}…` : s.pattern;
      if (outcome.kind === 'no-match') add(t.pattern({ pattern: s.pattern }));
      else if (outcome.kind === 'unsupported') unchecked(r.unsupported({ pattern }));
      else if (outcome.kind === 'too-long') {
        unchecked(r.tooLong({ pattern, max: MAX_PATTERN_SUBJECT.toLocaleString('fr-FR') }));
      }
    }
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) add(t.minimum({ limit: s.minimum }));
    if (typeof s.maximum === 'number' && value > s.maximum) add(t.maximum({ limit: s.maximum }));
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems)
      add(t.minItems({ limit: s.minItems }));
    if (typeof s.maxItems === 'number' && value.length > s.maxItems)
      add(t.maxItems({ limit: s.maxItems }));
    if (isObject(s.items)) {
      value.forEach((item, i) => visit(item, s.items, [...path, i], issues, options, depth + 1));
    }
  }
  if (isObject(value)) {
    const properties = isObject(s.properties) ? s.properties : {};
    if (Array.isArray(s.required)) {
      for (const name of s.required) {
        if (typeof name === 'string' && !Object.hasOwn(value, name)) add(t.required({ name }));
      }
    }
    for (const [key, item] of Object.entries(value)) {
      if (Object.hasOwn(properties, key)) {
        visit(item, properties[key], [...path, key], issues, options, depth + 1);
      } else if (s.additionalProperties === false) {
        add(t.additional({ name: key }), [...path, key]);
      } else if (isObject(s.additionalProperties)) {
        visit(item, s.additionalProperties, [...path, key], issues, options, depth + 1);
      }
    }
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options_ = s[keyword];
    if (Array.isArray(options_) && options_.length > 0) {
      const fits = options_.some((option) =>
        checkSchema(value, option, options).every((issue) => issue.unchecked),
      );
      if (!fits) add(t.anyOf);
    }
  }
  if (Array.isArray(s.allOf)) {
    for (const part of s.allOf) visit(value, part, path, issues, options, depth + 1);
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}

/** A path for a French message: `ville`, `items[2].nom`, or « racine ». */
export function describePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return t.root;
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${key}`))
    .join('');
}
