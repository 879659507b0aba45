/**
 * A form for a tool's call arguments, built from its `inputSchema` (as MCP Inspector does):
 * one field per top-level property, typed from the schema. The schema is the learner's own
 * (untrusted): anything this module does not understand becomes a field edited as JSON.
 */
export type ArgField =
  | { name: string; kind: 'text' | 'number' | 'integer' | 'boolean' | 'json'; base: FieldBase }
  | { name: string; kind: 'choice'; options: string[]; base: FieldBase };

interface FieldBase {
  title: string | undefined;
  description: string | undefined;
  required: boolean;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** At most this many fields: a pathological schema must not draw thousands of inputs. */
const MAX_FIELDS = 40;

/** The form's fields, in the schema's order; empty when the schema declares no properties. */
export function argFields(inputSchema: unknown): ArgField[] {
  if (!isObject(inputSchema) || !isObject(inputSchema.properties)) return [];
  const required = new Set(
    Array.isArray(inputSchema.required)
      ? inputSchema.required.filter((r): r is string => typeof r === 'string')
      : [],
  );
  return Object.entries(inputSchema.properties)
    .slice(0, MAX_FIELDS)
    .map(([name, raw]): ArgField => {
      const schema = isObject(raw) ? raw : {};
      const base: FieldBase = {
        title: typeof schema.title === 'string' ? schema.title : undefined,
        description: typeof schema.description === 'string' ? schema.description : undefined,
        required: required.has(name),
      };
      if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string'))
        return { name, kind: 'choice', options: schema.enum, base };
      switch (schema.type) {
        case 'string':
          return { name, kind: 'text', base };
        case 'number':
          return { name, kind: 'number', base };
        case 'integer':
          return { name, kind: 'integer', base };
        case 'boolean':
          return { name, kind: 'boolean', base };
        default:
          return { name, kind: 'json', base };
      }
    });
}

/** Keywords that shape the whole object in ways one field per property cannot show. */
const WHOLE_SCHEMA_KEYWORDS = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'dependentSchemas'];

/**
 * Why the form cannot stand for this schema (the call is then written in JSON): alternatives or
 * references at the top, or more properties than the form draws. Undefined when it can.
 */
export function formLimit(inputSchema: unknown): 'shape' | 'size' | undefined {
  if (!isObject(inputSchema)) return 'shape';
  if (WHOLE_SCHEMA_KEYWORDS.some((keyword) => keyword in inputSchema)) return 'shape';
  if (inputSchema.properties !== undefined && !isObject(inputSchema.properties)) return 'shape';
  if (isObject(inputSchema.properties) && Object.keys(inputSchema.properties).length > MAX_FIELDS)
    return 'size';
  return undefined;
}

/** What a field starts with: the schema's default, else a neutral value for a required field. */
function startValue(field: ArgField, schema: JsonObject): unknown {
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (!field.base.required) return undefined;
  switch (field.kind) {
    case 'choice':
      return field.options[0];
    case 'text':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'json':
      return schema.type === 'array' ? [] : schema.type === 'object' ? {} : null;
  }
}

/** The arguments a call starts from: every required property present, defaults filled in. */
export function initialArguments(inputSchema: unknown): JsonObject {
  const out: JsonObject = {};
  const properties =
    isObject(inputSchema) && isObject(inputSchema.properties) ? inputSchema.properties : {};
  for (const field of argFields(inputSchema)) {
    const raw = properties[field.name];
    const value = startValue(field, isObject(raw) ? raw : {});
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/** The JSON text of some arguments, as the JSON view shows it. */
export function argumentsText(value: JsonObject): string {
  return JSON.stringify(value, null, 2);
}

/**
 * The arguments after a field was edited in the form. `input` is what the control gives (a
 * string, or a boolean for a checkbox); an empty optional field is left out of the call, and a
 * number that does not read as one is kept as typed, so the schema check can say so.
 */
export function withField(args: JsonObject, field: ArgField, input: string | boolean): JsonObject {
  const next: JsonObject = { ...args };
  if (typeof input === 'boolean') {
    next[field.name] = input;
    return next;
  }
  if (input === '' && !field.base.required) {
    delete next[field.name];
    return next;
  }
  if (field.kind === 'number' || field.kind === 'integer') {
    const number = Number(input.replace(',', '.'));
    next[field.name] = input.trim() !== '' && Number.isFinite(number) ? number : input;
  } else if (field.kind === 'json') {
    try {
      next[field.name] = JSON.parse(input) as unknown;
    } catch {
      next[field.name] = input;
    }
  } else {
    next[field.name] = input;
  }
  return next;
}

/** The text a field's control shows for the current arguments. */
export function fieldText(args: JsonObject, field: ArgField): string {
  const value = args[field.name];
  if (value === undefined) return '';
  if (field.kind === 'json' || typeof value !== 'string') return JSON.stringify(value);
  return value;
}
