import { editorMessages } from '@/messages/editor';
import { HINT_DEFAULTS, HINTS } from './definition-rules';

const d = editorMessages.docs;

/** A JSON Schema node with French documentation, for completion and hover in the editor. */
function doc(text: string, rest: Record<string, unknown> = {}): Record<string, unknown> {
  return { description: text, markdownDescription: text, ...rest };
}

/** The small part of JSON Schema a learner writes inside inputSchema / outputSchema. */
const objectSchemaDoc = (text: string) =>
  doc(text, {
    type: 'object',
    properties: {
      type: doc(d.schemaType, {
        enum: ['object', 'string', 'number', 'integer', 'boolean', 'array', 'null'],
      }),
      properties: doc(d.schemaProperties, {
        type: 'object',
        additionalProperties: {
          type: 'object',
          properties: {
            type: doc(d.schemaType, {
              enum: ['object', 'string', 'number', 'integer', 'boolean', 'array', 'null'],
            }),
            description: doc(d.schemaDescription, { type: 'string' }),
          },
        },
      }),
      required: doc(d.schemaRequired, { type: 'array', items: { type: 'string' } }),
      additionalProperties: doc(d.schemaAdditional),
    },
    defaultSnippets: [
      { label: d.snippetNoParams, body: { type: 'object', additionalProperties: false } },
    ],
  });

/** JSON Schema of the definition editor: a list of tools as `tools/list` returns them. */
export const definitionsJsonSchema: Record<string, unknown> = doc(d.tools, {
  type: 'array',
  items: doc(d.tool, {
    type: 'object',
    required: ['name', 'inputSchema'],
    properties: {
      name: doc(d.name, { type: 'string', minLength: 1, maxLength: 128 }),
      title: doc(d.title, { type: 'string' }),
      description: doc(d.description, { type: 'string' }),
      inputSchema: objectSchemaDoc(d.inputSchema),
      outputSchema: objectSchemaDoc(d.outputSchema),
      annotations: doc(d.annotations, {
        type: 'object',
        properties: {
          title: doc(d.annotationsTitle, { type: 'string' }),
          ...Object.fromEntries(
            HINTS.map((hint) => [
              hint,
              doc(d[hint], { type: 'boolean', default: HINT_DEFAULTS[hint] }),
            ]),
          ),
        },
      }),
      _meta: doc(d.meta, { type: 'object' }),
    },
  }),
});

/** JSON Schema of the behaviour editor (mirrors ToolBehaviourSchema). */
export const behavioursJsonSchema: Record<string, unknown> = doc(d.behaviours, {
  type: 'array',
  items: doc(d.behaviour, {
    type: 'object',
    required: ['outcome'],
    properties: {
      checks: doc(d.checks, {
        type: 'array',
        items: {
          type: 'object',
          required: ['field', 'rule', 'message'],
          properties: {
            field: doc(d.checkField, { type: 'string' }),
            rule: doc(d.checkRule, {
              enum: ['required', 'future-date', 'one-of', 'matches', 'max'],
            }),
            values: { type: 'array', items: { type: 'string' } },
            pattern: { type: 'string' },
            max: { type: 'number' },
            message: doc(d.checkMessage, { type: 'string' }),
          },
        },
      }),
      confirm: doc(d.confirm, {
        type: 'object',
        required: ['message', 'declined'],
        properties: {
          message: doc(d.confirmMessage, { type: 'string' }),
          declined: doc(d.confirmDeclined, { type: 'string' }),
        },
      }),
      delayMs: doc(d.delayMs, { type: 'integer', minimum: 0, maximum: 120000 }),
      outcome: doc(d.outcome, {
        type: 'object',
        required: ['kind'],
        properties: {
          kind: doc(d.outcomeKind, {
            enum: ['text', 'sql', 'delete-records', 'list-records', 'throw'],
          }),
          text: doc(d.outcomeText, { type: 'string' }),
          structured: doc(d.outcomeStructured, { type: 'object' }),
          isError: doc(d.outcomeIsError, { type: 'boolean' }),
        },
      }),
    },
  }),
});
