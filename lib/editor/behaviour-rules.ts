import { inFrench } from '@/lib/content/parse';
import type { Node } from 'jsonc-parser';
import { ToolBehaviourSchema, type ToolBehaviour, type ToolDefinition } from '@/lib/mcp/scenario';
import { rules, type Diagnostic } from './diagnostic';
import { at, nodeAtPath, parseJsonText, propertyValue } from './json-text';
import { checkSchema, describePath } from './json-schema-check';

/** The result of checking the behaviour editor's text against the definitions. */
export interface BehavioursCheck {
  diagnostics: Diagnostic[];
  /** One valid behaviour per definition, when nothing blocks. */
  behaviours?: ToolBehaviour[];
}

/**
 * Checks the simulated behaviours: strict JSON, a list with one `ToolBehaviourSchema` per
 * definition (same order), and, for a tool with an `outputSchema`, a structured answer that
 * conforms to it (the SDK would otherwise answer « Output validation error »). Pure and total.
 */
export function checkBehavioursText(
  text: string,
  definitions: readonly ToolDefinition[] | undefined,
): BehavioursCheck {
  const parsed = parseJsonText(text);
  if (!parsed.valid || !parsed.root) return { diagnostics: parsed.diagnostics };
  const root = parsed.root;
  if (root.type !== 'array' || !Array.isArray(parsed.value)) {
    return { diagnostics: [at(root, 'error', 'behaviours-root', rules.behavioursRoot)] };
  }
  const items = root.children ?? [];
  const values: unknown[] = parsed.value;
  const diagnostics: Diagnostic[] = [];
  const behaviours: ToolBehaviour[] = [];
  let complete = true;

  values.forEach((value, i) => {
    const node = items[i];
    if (!node) return;
    const result = ToolBehaviourSchema.safeParse(value, inFrench);
    if (!result.success) {
      complete = false;
      for (const issue of result.error.issues) {
        const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
        const target = nodeAtPath(node, path) ?? node;
        diagnostics.push(
          at(
            target,
            'error',
            'behaviour-invalid',
            rules.behaviourInvalid({ path: describePath(path), message: issue.message }),
          ),
        );
      }
      return;
    }
    behaviours.push(result.data);
    const definition = definitions?.[i];
    if (definition) diagnostics.push(...checkStructured(definition, result.data, node));
    else if (definitions) {
      diagnostics.push(
        at(node, 'warning', 'behaviour-extra', rules.behaviourExtra({ count: definitions.length })),
      );
    }
  });

  if (definitions && values.length < definitions.length) {
    complete = false;
    definitions.slice(values.length).forEach((definition, k) => {
      diagnostics.push({
        severity: 'error',
        code: 'behaviour-missing',
        message: rules.behaviourMissing({
          name: definition.name,
          position: values.length + k + 1,
        }),
        offset: root.offset + root.length - 1,
        length: 1,
      });
    });
  }
  return { diagnostics, ...(complete && { behaviours }) };
}

function checkStructured(
  definition: ToolDefinition,
  behaviour: ToolBehaviour,
  node: Node,
): Diagnostic[] {
  const schema = definition.outputSchema;
  const outcome = behaviour.outcome;
  if (!schema || outcome.kind !== 'text' || outcome.isError) return [];
  const outcomeNode = propertyValue(node, 'outcome') ?? node;
  if (!outcome.structured) {
    return [
      at(
        outcomeNode,
        'error',
        'structured-missing',
        rules.structuredMissing({ name: definition.name }),
      ),
    ];
  }
  const structuredNode = propertyValue(outcomeNode, 'structured') ?? outcomeNode;
  return checkSchema(outcome.structured, schema, { placeholders: true }).map((issue) =>
    at(
      nodeAtPath(structuredNode, issue.path) ?? structuredNode,
      issue.unchecked ? 'warning' : 'error',
      'structured-mismatch',
      rules.structuredMismatch({
        name: definition.name,
        path: describePath(issue.path),
        message: issue.message,
      }),
    ),
  );
}
