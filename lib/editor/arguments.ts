import { rules, type Diagnostic } from './diagnostic';
import { at, nodeAtPath, parseJsonText } from './json-text';
import { checkSchema, describePath } from './json-schema-check';

/** The result of checking the arguments editor's text. */
export interface ArgumentsCheck {
  diagnostics: Diagnostic[];
  /** The arguments to send, when the text is valid JSON (even if the schema disagrees). */
  value?: unknown;
  /** False only when the JSON itself is broken: the schema's complaints do not block a call. */
  sendable: boolean;
}

/**
 * Checks call arguments against a tool's `inputSchema`, in French. Schema mismatches are
 * warnings, not blocks: the learner may send them on purpose to see the server's own answer.
 */
export function checkArgumentsText(text: string, inputSchema: unknown): ArgumentsCheck {
  const parsed = parseJsonText(text);
  if (!parsed.valid || !parsed.root) return { diagnostics: parsed.diagnostics, sendable: false };
  const root = parsed.root;
  if (root.type !== 'object') {
    return {
      diagnostics: [at(root, 'warning', 'arguments-object', rules.argumentsObject)],
      value: parsed.value,
      sendable: true,
    };
  }
  const diagnostics = checkSchema(parsed.value, inputSchema).map((issue) =>
    at(
      nodeAtPath(root, issue.path) ?? root,
      'warning',
      'arguments-mismatch',
      rules.argumentsMismatch({ path: describePath(issue.path), message: issue.message }),
    ),
  );
  return { diagnostics, value: parsed.value, sendable: true };
}
