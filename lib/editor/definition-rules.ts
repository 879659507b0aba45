import type { Node } from 'jsonc-parser';
import { ToolDefinitionSchema, type ToolDefinition } from '@/lib/mcp/scenario';
import { rules, type Diagnostic } from './diagnostic';
import { at, parseJsonText, propertyKey, propertyValue } from './json-text';
import { findRefCycle } from './ref-cycle';

/** Fields a tool definition may carry according to the specification. */
export const KNOWN_TOOL_FIELDS = [
  'name',
  'title',
  'description',
  'inputSchema',
  'outputSchema',
  'annotations',
  'icons',
  'execution',
  '_meta',
] as const;

export const HINTS = [
  'readOnlyHint',
  'destructiveHint',
  'idempotentHint',
  'openWorldHint',
] as const;
export type Hint = (typeof HINTS)[number];

/** What a client must assume when a hint is absent (the specification's defaults). */
export const HINT_DEFAULTS: Readonly<Record<Hint, boolean>> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/** Hints that only mean something when readOnlyHint is false. */
const READ_ONLY_MOOT: readonly Hint[] = ['destructiveHint', 'idempotentHint'];

const NAME_MAX = 128;
const NAME_ALLOWED = /^[A-Za-z0-9_.-]$/;
/** Below this, a description rarely tells the model enough to choose well. */
const VAGUE_MIN_LENGTH = 25;
const VAGUE_MIN_WORDS = 4;

/** The result of checking the definition editor's text. */
export interface DefinitionsCheck {
  diagnostics: Diagnostic[];
  /** The definitions, when the JSON is valid and has the shape of a tool list. */
  definitions?: ToolDefinition[];
}

/**
 * Checks the text of the definition editor: strict JSON, a list of tools, and the
 * specification's rules on each tool (name, uniqueness, inputSchema, outputSchema, description,
 * annotations). Pure and total: any text gives diagnostics, never an exception.
 */
export function checkDefinitionsText(text: string): DefinitionsCheck {
  const parsed = parseJsonText(text);
  if (!parsed.valid || !parsed.root) return { diagnostics: parsed.diagnostics };
  const root = parsed.root;
  if (root.type !== 'array') {
    return { diagnostics: [at(root, 'error', 'root-array', rules.rootArray)] };
  }
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, Node>();
  for (const item of root.children ?? []) {
    diagnostics.push(...checkTool(item));
    const nameNode = item.type === 'object' ? propertyValue(item, 'name') : undefined;
    if (nameNode?.type === 'string' && typeof nameNode.value === 'string') {
      if (seen.has(nameNode.value)) {
        diagnostics.push(
          at(nameNode, 'error', 'name-duplicate', rules.nameDuplicate({ name: nameNode.value })),
        );
      } else seen.set(nameNode.value, nameNode);
    }
  }
  const parsedList = ToolDefinitionSchema.array().safeParse(parsed.value);
  return {
    diagnostics,
    ...(parsedList.success && { definitions: parsedList.data }),
  };
}

/** Checks one tool of the list (an array element node). */
export function checkTool(item: Node): Diagnostic[] {
  if (item.type !== 'object') return [at(item, 'error', 'tool-object', rules.toolObject)];
  const out: Diagnostic[] = [];
  const nameNode = propertyValue(item, 'name');
  if (!nameNode) out.push(at(item, 'error', 'name-missing', rules.nameMissing));
  else out.push(...checkName(nameNode));

  for (const property of item.children ?? []) {
    const key = property.children?.[0];
    if (key && typeof key.value === 'string' && !isKnownField(key.value)) {
      out.push(at(key, 'warning', 'unknown-field', rules.unknownField({ field: key.value })));
    }
  }

  const title = propertyValue(item, 'title');
  if (title && title.type !== 'string') out.push(at(title, 'error', 'title-type', rules.titleType));

  const description = propertyValue(item, 'description');
  const anchor = nameNode ?? item;
  if (!description) {
    out.push(at(anchor, 'warning', 'description-missing', rules.descriptionMissing));
  } else if (description.type !== 'string') {
    out.push(at(description, 'error', 'description-type', rules.descriptionType));
  } else if (isVague(String(description.value))) {
    const empty = String(description.value).trim() === '';
    out.push(
      at(
        description,
        'warning',
        empty ? 'description-missing' : 'description-vague',
        empty ? rules.descriptionMissing : rules.descriptionVague,
      ),
    );
  }

  out.push(...checkInputSchema(item));
  out.push(...checkOutputSchema(item));
  out.push(...checkAnnotations(item, anchor));
  return out;
}

function isKnownField(field: string): boolean {
  return (KNOWN_TOOL_FIELDS as readonly string[]).includes(field);
}

/** Empty, very short or few-word descriptions leave the model guessing. */
export function isVague(description: string): boolean {
  const text = description.trim();
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return text.length < VAGUE_MIN_LENGTH || words.length < VAGUE_MIN_WORDS;
}

/** The name rule: 1–128 characters among ASCII letters, digits, `_`, `-`, `.`. */
export function checkName(node: Node): Diagnostic[] {
  if (node.type !== 'string' || typeof node.value !== 'string') {
    return [at(node, 'error', 'name-type', rules.nameType)];
  }
  const name = node.value;
  if (name.length === 0) return [at(node, 'error', 'name-empty', rules.nameEmpty)];
  const out: Diagnostic[] = [];
  if (name.length > NAME_MAX) {
    out.push(at(node, 'error', 'name-too-long', rules.nameTooLong({ length: name.length })));
  }
  if (/\s/.test(name)) {
    const suggestion = name.trim().replace(/\s+/g, '_');
    out.push(at(node, 'error', 'name-spaces', rules.nameSpaces({ suggestion })));
  } else {
    const bad = [...name].find((c) => !NAME_ALLOWED.test(c));
    if (bad !== undefined)
      out.push(at(node, 'error', 'name-chars', rules.nameChars({ char: bad })));
  }
  return out;
}

function checkInputSchema(item: Node): Diagnostic[] {
  const node = propertyValue(item, 'inputSchema');
  if (!node) {
    return [
      at(propertyValue(item, 'name') ?? item, 'error', 'input-missing', rules.inputSchemaMissing),
    ];
  }
  if (node.type === 'null') return [at(node, 'error', 'input-null', rules.inputSchemaNull)];
  if (node.type !== 'object') return [at(node, 'error', 'input-object', rules.inputSchemaObject)];
  const type = propertyValue(node, 'type');
  if (!type || type.value !== 'object') {
    return [at(type ?? node, 'error', 'input-type', rules.inputSchemaType)];
  }
  const cycle = findRefCycle(node);
  if (cycle) return [at(cycle, 'error', 'ref-cycle', rules.refCycle({ field: 'inputSchema' }))];
  const properties = propertyValue(node, 'properties');
  const noParams =
    !properties || (properties.type === 'object' && (properties.children ?? []).length === 0);
  const additional = propertyValue(node, 'additionalProperties');
  if (noParams && additional?.value !== false) {
    return [at(node, 'info', 'input-no-params', rules.inputSchemaNoParams)];
  }
  return [];
}

function checkOutputSchema(item: Node): Diagnostic[] {
  const node = propertyValue(item, 'outputSchema');
  if (!node) return [];
  if (node.type !== 'object') return [at(node, 'error', 'output-object', rules.outputSchemaObject)];
  const type = propertyValue(node, 'type');
  if (!type || type.value !== 'object') {
    return [at(type ?? node, 'error', 'output-type', rules.outputSchemaType)];
  }
  const cycle = findRefCycle(node);
  if (cycle) return [at(cycle, 'error', 'ref-cycle', rules.refCycle({ field: 'outputSchema' }))];
  return [];
}

function checkAnnotations(item: Node, anchor: Node): Diagnostic[] {
  const node = propertyValue(item, 'annotations');
  if (!node) return [at(anchor, 'info', 'annotations-missing', rules.annotationsMissing)];
  if (node.type !== 'object')
    return [at(node, 'error', 'annotations-object', rules.annotationsObject)];
  const out: Diagnostic[] = [];
  for (const property of node.children ?? []) {
    const key = property.children?.[0];
    const value = property.children?.[1];
    if (!key || typeof key.value !== 'string') continue;
    const hint = key.value;
    if ((HINTS as readonly string[]).includes(hint)) {
      if (value && value.type !== 'boolean')
        out.push(at(value, 'error', 'hint-type', rules.hintType({ hint })));
    } else if (hint !== 'title') {
      out.push(at(key, 'warning', 'hint-unknown', rules.hintUnknown({ hint })));
    }
  }
  const readOnly = propertyValue(node, 'readOnlyHint');
  const destructive = propertyValue(node, 'destructiveHint');
  if (readOnly?.value === true && destructive?.value === true) {
    out.push(at(destructive, 'warning', 'read-only-destructive', rules.readOnlyDestructive));
  }
  const absent = HINTS.filter((hint) => !propertyKey(node, hint));
  // For a read-only tool the two write hints mean nothing (spec: « meaningful only when
  // readOnlyHint == false »): the consent dialog says « sans objet », so must the editor.
  const moot = readOnly?.value === true ? READ_ONLY_MOOT : [];
  const defaulted = absent.filter((hint) => !moot.includes(hint));
  const ignored = absent.filter((hint) => moot.includes(hint));
  if (defaulted.length > 0 || ignored.length > 0) {
    const defaults = defaulted.map((hint) => `${hint} ${String(HINT_DEFAULTS[hint])}`).join(', ');
    const key = item.children?.find((p) => p.children?.[0]?.value === 'annotations')?.children?.[0];
    const message = [
      ...(defaulted.length > 0 ? [rules.annotationsDefaults({ defaults })] : []),
      ...(ignored.length > 0 ? [rules.annotationsMoot({ hints: ignored.join(', ') })] : []),
    ].join(' ');
    out.push(at(key ?? node, 'info', 'annotations-defaults', message));
  }
  return out;
}
