import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import { describe, expect, it } from 'vitest';
import { checkDefinitionsText } from './definition-rules';
import { hasRefCycle } from './ref-cycle';

const tool = (inputSchema: unknown) => ({
  name: 'arbre',
  description: 'Range un arbre de dossiers donné par son nom et ses enfants.',
  inputSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
});

const codes = (inputSchema: unknown) =>
  checkDefinitionsText(JSON.stringify([tool(inputSchema)], null, 2)).diagnostics.map((d) => d.code);

/** What the SDK's browser validator does with the schema: `loops` if it never returns. */
function sdkValidates(schema: unknown, value: unknown): boolean | 'loops' {
  try {
    const validate = new CfWorkerJsonSchemaValidator().getValidator(schema as never);
    return validate(value).valid;
  } catch (error) {
    if (error instanceof RangeError) return 'loops';
    throw error;
  }
}

const SELF = { type: 'object', $ref: '#', properties: { ville: { $ref: '#' } } };
const MUTUAL = {
  type: 'object',
  $ref: '#/$defs/a',
  $defs: { a: { allOf: [{ $ref: '#/$defs/b' }] }, b: { $ref: '#/$defs/a' } },
};
const TREE = {
  type: 'object',
  properties: { nom: { type: 'string' }, enfants: { type: 'array', items: { $ref: '#' } } },
  additionalProperties: false,
};

describe('a $ref that loops on the same value', () => {
  it('is what makes the SDK validator run out of stack (the claim the message makes)', () => {
    expect(sdkValidates(SELF, { ville: 'Lyon' })).toBe('loops');
    expect(sdkValidates(MUTUAL, {})).toBe('loops');
    expect(sdkValidates(TREE, { nom: 'a', enfants: [{ nom: 'b', enfants: [] }] })).toBe(true);
  });

  it('is an error in the editor, at the $ref, for a self or mutual loop', () => {
    expect(codes(SELF)).toContain('ref-cycle');
    expect(codes(MUTUAL)).toContain('ref-cycle');
    const [diagnostic] = checkDefinitionsText(
      JSON.stringify([tool(SELF)], null, 2),
    ).diagnostics.filter((d) => d.code === 'ref-cycle');
    expect(diagnostic?.message).toMatch(/^Ce «\u00A0\$ref\u00A0» boucle/);
  });

  it('leaves recursion through properties or items alone', () => {
    expect(codes(TREE)).not.toContain('ref-cycle');
  });
});

describe('a $ref loop in a schema given as a value (a share link)', () => {
  it('is found as the editor finds it in the text, and recursion into a value is not one', () => {
    expect(hasRefCycle(SELF)).toBe(true);
    expect(hasRefCycle(MUTUAL)).toBe(true);
    expect(hasRefCycle(TREE)).toBe(false);
    expect(hasRefCycle({ type: 'object', $ref: undefined, not: { $ref: '#' } })).toBe(true);
    expect(hasRefCycle(undefined)).toBe(false);
  });
});
