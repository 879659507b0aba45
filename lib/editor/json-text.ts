import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { checkJsonText } from '@/lib/untrusted/json-limits';
import { rules, type Diagnostic } from './diagnostic';
import { propertyNode, propertyValue } from './json-node';

/** A JSON text read for the editor: its syntax tree with offsets, and its value if valid. */
export interface ParsedJson {
  /** The syntax tree (also built, partially, for broken text). */
  root: Node | undefined;
  /** The value, only when the text is strictly valid JSON. */
  value?: unknown;
  valid: boolean;
  /** French syntax errors on their exact ranges. */
  diagnostics: Diagnostic[];
}

const syntax: Record<string, string> = rules.syntax;

/**
 * Parses strict JSON (no comments, no trailing commas) without ever throwing, and explains every
 * syntax error in French at its place in the text.
 */
export function parseJsonText(text: string): ParsedJson {
  if (text.trim() === '') {
    return {
      root: undefined,
      valid: false,
      diagnostics: [
        { severity: 'error', code: 'syntax', message: rules.syntax.empty, offset: 0, length: 0 },
      ],
    };
  }
  // Checked before the parser: thousands of levels overflow it, the schema checks and Monaco.
  const limits = checkJsonText(text, 'editor');
  if (!limits.ok) {
    return {
      root: undefined,
      valid: false,
      diagnostics: [
        {
          severity: 'error',
          code: 'limit',
          message: limits.message,
          offset: 0,
          length: Math.min(text.length, 1),
        },
      ],
    };
  }
  const errors: ParseError[] = [];
  let root: Node | undefined;
  try {
    root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  } catch {
    // The parser is tolerant; a throw would be a bug in it, reported as invalid JSON.
    errors.push({ error: 1, offset: 0, length: text.length });
  }
  const diagnostics: Diagnostic[] = errors.map((error) => ({
    severity: 'error',
    code: 'syntax',
    message: syntax[printParseErrorCode(error.error)] ?? rules.syntax.unknown,
    offset: Math.min(error.offset, text.length),
    length: Math.max(0, Math.min(error.length, text.length - error.offset)),
  }));
  if (diagnostics.length > 0) return { root, valid: false, diagnostics };
  try {
    // JSON.parse decides the value: the tree only gives positions.
    return { root, value: JSON.parse(text) as unknown, valid: true, diagnostics };
  } catch {
    return {
      root,
      valid: false,
      diagnostics: [
        {
          severity: 'error',
          code: 'syntax',
          message: rules.syntax.unknown,
          offset: 0,
          length: text.length,
        },
      ],
    };
  }
}

export { propertyNode, propertyValue } from './json-node';

/** The key node of a property. */
export function propertyKey(object: Node, key: string): Node | undefined {
  return propertyNode(object, key)?.children?.[0];
}

/** Follows a path of keys and indexes; the closest existing node if the path goes further. */
export function nodeAtPath(root: Node | undefined, path: readonly PropertyKey[]): Node | undefined {
  let node = root;
  for (const segment of path) {
    if (!node) return undefined;
    let next: Node | undefined;
    if (typeof segment === 'number' && node.type === 'array') next = node.children?.[segment];
    else if (typeof segment === 'string' && node.type === 'object')
      next = propertyValue(node, segment);
    if (!next) return node;
    node = next;
  }
  return node;
}

/** A diagnostic on a node's range (a whole object is marked on its first character only). */
export function at(
  node: Node,
  severity: Diagnostic['severity'],
  code: string,
  message: string,
): Diagnostic {
  const short = node.type === 'object' || node.type === 'array';
  return { severity, code, message, offset: node.offset, length: short ? 1 : node.length };
}
