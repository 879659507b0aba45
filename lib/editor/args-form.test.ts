import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { argFields, fieldText, formLimit, initialArguments, withField } from './args-form';

const weather = getScenario('meteo')!.servers[0]!.tools[0]!.definition.inputSchema;

describe('the call form built from a tool’s inputSchema', () => {
  it('has a field per property, required ones first filled so the call is well-formed', () => {
    const fields = argFields(weather);
    expect(fields.map((f) => f.name)).toContain('ville');
    expect(fields.find((f) => f.name === 'ville')?.base.required).toBe(true);
    expect(initialArguments(weather)).toHaveProperty('ville');
  });

  it('types fields from the schema and keeps defaults', () => {
    const schema = {
      type: 'object',
      properties: {
        ton: { type: 'string', enum: ['poli', 'direct'] },
        limite: { type: 'integer', default: 10 },
        brouillon: { type: 'boolean' },
        filtres: { type: 'object' },
      },
      required: ['ton', 'brouillon'],
    };
    expect(argFields(schema).map((f) => f.kind)).toEqual(['choice', 'integer', 'boolean', 'json']);
    expect(initialArguments(schema)).toEqual({ ton: 'poli', limite: 10, brouillon: false });
  });

  it('writes edits back as JSON values, drops empty optional fields, keeps bad numbers visible', () => {
    const [limite] = argFields({ properties: { limite: { type: 'number' } } });
    expect(withField({}, limite!, '2,5')).toEqual({ limite: 2.5 });
    expect(withField({ limite: 3 }, limite!, '')).toEqual({});
    expect(withField({}, limite!, 'beaucoup')).toEqual({ limite: 'beaucoup' });
    expect(fieldText({ limite: 3 }, limite!)).toBe('3');
  });

  it('survives a schema that is not one', () => {
    expect(argFields('pas un schéma')).toEqual([]);
    expect(initialArguments({ properties: { x: 42 } })).toEqual({});
  });
});

describe('when the form cannot stand for a schema', () => {
  it('sends alternatives, references and oversized schemas to the JSON view', () => {
    expect(formLimit({ type: 'object', properties: { ville: { type: 'string' } } })).toBe(
      undefined,
    );
    expect(formLimit({ type: 'object' })).toBe(undefined);
    expect(formLimit({ oneOf: [{ type: 'object' }, { type: 'object' }] })).toBe('shape');
    expect(formLimit({ $ref: '#/$defs/args' })).toBe('shape');
    expect(formLimit('{}')).toBe('shape');
    const wide = Object.fromEntries(
      Array.from({ length: 41 }, (_, i) => [`p${i}`, { type: 'string' }]),
    );
    expect(formLimit({ type: 'object', properties: wide })).toBe('size');
  });
});
