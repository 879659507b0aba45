import { describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { checkArgumentsText } from './arguments';
import { checkBehavioursText } from './behaviour-rules';
import { checkDefinitionsText, isVague } from './definition-rules';
import { hasErrors, type Diagnostic } from './diagnostic';
import { behavioursText, definitionsText } from './tool-specs';

const GOOD = {
  name: 'meteo_actuelle',
  title: 'Météo actuelle',
  description: 'Donne la température et le ciel actuels dans une ville française donnée.',
  inputSchema: {
    type: 'object',
    properties: { ville: { type: 'string' } },
    required: ['ville'],
    additionalProperties: false,
  },
  annotations: {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: true,
  },
};

/** A copy of a tool without one of its fields. */
function without(key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(GOOD).filter(([k]) => k !== key));
}
function check(tools: unknown): Diagnostic[] {
  return checkDefinitionsText(JSON.stringify(tools, null, 2)).diagnostics;
}
function codes(diagnostics: Diagnostic[], severity?: Diagnostic['severity']): string[] {
  return diagnostics.filter((d) => !severity || d.severity === severity).map((d) => d.code);
}
/** The exact text a diagnostic points at. */
function marked(text: string, d: Diagnostic): string {
  return text.slice(d.offset, d.offset + d.length);
}

describe('definition rules', () => {
  it('accepts a complete, well-described tool without any remark', () => {
    const result = checkDefinitionsText(JSON.stringify([GOOD]));
    expect(result.diagnostics).toEqual([]);
    expect(result.definitions?.[0]?.name).toBe('meteo_actuelle');
  });

  it('accepts every shipped scenario’s definitions without error', () => {
    for (const id of ['meteo', 'commandes', 'crm', 'entrepot']) {
      const server = getScenario(id)?.servers[0];
      expect(server).toBeDefined();
      const result = checkDefinitionsText(definitionsText(server!.tools));
      expect(codes(result.diagnostics, 'error'), id).toEqual([]);
      const behaviours = checkBehavioursText(behavioursText(server!.tools), result.definitions);
      expect(codes(behaviours.diagnostics, 'error'), id).toEqual([]);
    }
  });

  it('reports French syntax errors at their place, never throwing', () => {
    const text = '[{"name": "a" "description": "x"}]';
    const result = checkDefinitionsText(text);
    expect(result.definitions).toBeUndefined();
    expect(result.diagnostics[0]?.message).toBe('Virgule attendue entre deux éléments.');
    expect(result.diagnostics[0]?.offset).toBe(text.indexOf('"description"'));
    expect(codes(checkDefinitionsText('').diagnostics)).toEqual(['syntax']);
    expect(codes(checkDefinitionsText('[1,]').diagnostics)).toContain('syntax');
    expect(codes(checkDefinitionsText('// note\n[]').diagnostics)).toContain('syntax');
  });

  it('wants a list of objects', () => {
    expect(codes(check({ name: 'x' }))).toEqual(['root-array']);
    expect(codes(check([42]))).toEqual(['tool-object']);
  });

  it('marks a name with a space on the name itself, with a suggestion', () => {
    const text = JSON.stringify([{ ...GOOD, name: 'get weather' }], null, 2);
    const [d] = checkDefinitionsText(text).diagnostics.filter((x) => x.code === 'name-spaces');
    expect(d?.severity).toBe('error');
    expect(marked(text, d!)).toBe('"get weather"');
    expect(d?.message).toContain('get_weather');
  });

  it('checks the name’s characters and length', () => {
    expect(codes(check([{ ...GOOD, name: 'météo' }]))).toContain('name-chars');
    expect(codes(check([{ ...GOOD, name: 'a/b' }]))).toContain('name-chars');
    expect(codes(check([{ ...GOOD, name: '' }]))).toContain('name-empty');
    expect(codes(check([{ ...GOOD, name: 'x'.repeat(129) }]))).toContain('name-too-long');
    expect(codes(check([{ ...GOOD, name: 'x'.repeat(128) }]), 'error')).toEqual([]);
    expect(codes(check([{ ...GOOD, name: 'a.b-c_D9' }]), 'error')).toEqual([]);
    expect(codes(check([{ ...GOOD, name: 12 }]))).toContain('name-type');
    const nameless = without('name');
    expect(codes(check([nameless]))).toContain('name-missing');
  });

  it('wants unique names and marks the second one', () => {
    const text = JSON.stringify([GOOD, { ...GOOD }], null, 2);
    const dup = checkDefinitionsText(text).diagnostics.find((d) => d.code === 'name-duplicate');
    expect(dup?.offset).toBe(text.lastIndexOf('"meteo_actuelle"'));
    expect(codes(check([GOOD, { ...GOOD, name: 'autre' }]), 'error')).toEqual([]);
  });

  it('wants an object inputSchema, never null, and recommends the no-parameter form', () => {
    const noInput = without('inputSchema');
    expect(codes(check([noInput]))).toContain('input-missing');
    expect(codes(check([{ ...GOOD, inputSchema: null }]))).toContain('input-null');
    expect(codes(check([{ ...GOOD, inputSchema: [] }]))).toContain('input-object');
    expect(codes(check([{ ...GOOD, inputSchema: { type: 'string' } }]))).toContain('input-type');
    expect(codes(check([{ ...GOOD, inputSchema: {} }]))).toContain('input-type');
    expect(codes(check([{ ...GOOD, inputSchema: { type: 'object' } }]), 'info')).toContain(
      'input-no-params',
    );
    expect(
      codes(check([{ ...GOOD, inputSchema: { type: 'object', additionalProperties: false } }])),
    ).toEqual([]);
  });

  it('wants an object outputSchema when there is one', () => {
    expect(codes(check([{ ...GOOD, outputSchema: { type: 'array' } }]))).toContain('output-type');
    expect(codes(check([{ ...GOOD, outputSchema: 'x' }]))).toContain('output-object');
    expect(codes(check([{ ...GOOD, outputSchema: { type: 'object' } }]))).toEqual([]);
  });

  it('warns about empty or vague descriptions', () => {
    const bare = without('description');
    expect(codes(check([bare]), 'warning')).toContain('description-missing');
    expect(codes(check([{ ...GOOD, description: '  ' }]), 'warning')).toContain(
      'description-missing',
    );
    expect(codes(check([{ ...GOOD, description: 'Un outil.' }]), 'warning')).toContain(
      'description-vague',
    );
    expect(codes(check([{ ...GOOD, description: 7 }]), 'error')).toContain('description-type');
    expect(isVague('Renvoie la météo actuelle d’une ville française.')).toBe(false);
  });

  it('explains the annotation defaults and checks the hints', () => {
    const plain = without('annotations');
    const missing = check([plain]).find((d) => d.code === 'annotations-missing');
    expect(missing?.severity).toBe('info');
    expect(missing?.message).toContain('destructiveHint true');
    const partial = check([{ ...GOOD, annotations: { readOnlyHint: true } }]);
    expect(partial.find((d) => d.code === 'annotations-defaults')?.message).toContain(
      'openWorldHint true',
    );
    // Read-only: the write hints are not defaulted to « destructive », as the dialog says.
    const readOnly = partial.find((d) => d.code === 'annotations-defaults')?.message ?? '';
    expect(readOnly).not.toContain('destructiveHint true');
    expect(readOnly).not.toContain('idempotentHint false');
    expect(readOnly).toContain('destructiveHint, idempotentHint\u00A0: sans objet');
    const writing = check([{ ...GOOD, annotations: { readOnlyHint: false } }]);
    expect(writing.find((d) => d.code === 'annotations-defaults')?.message).toContain(
      'destructiveHint true',
    );
    expect(codes(check([{ ...GOOD, annotations: { readOnlyHint: 'oui' } }]))).toContain(
      'hint-type',
    );
    expect(codes(check([{ ...GOOD, annotations: { readonlyHint: true } }]))).toContain(
      'hint-unknown',
    );
    expect(codes(check([{ ...GOOD, annotations: [] }]))).toContain('annotations-object');
    expect(
      codes(check([{ ...GOOD, annotations: { ...GOOD.annotations, destructiveHint: true } }])),
    ).toContain('read-only-destructive');
  });

  it('flags unknown fields as probable typos', () => {
    const found = check([{ ...GOOD, descripton: 'x' }]).find((d) => d.code === 'unknown-field');
    expect(found?.severity).toBe('warning');
    expect(found?.message).toContain('descripton');
  });
});

describe('behaviour rules', () => {
  const withOutput = {
    ...GOOD,
    outputSchema: {
      type: 'object',
      properties: { ville: { type: 'string' }, temperature: { type: 'number' } },
      required: ['ville', 'temperature'],
    },
  };
  const defs = checkDefinitionsText(JSON.stringify([withOutput])).definitions!;
  const behaviour = (outcome: object) => JSON.stringify([{ outcome }], null, 2);

  it('accepts a structured answer that conforms (placeholders keep the argument’s type)', () => {
    const result = checkBehavioursText(
      behaviour({ kind: 'text', text: 'ok', structured: { ville: '{{ville}}', temperature: 18 } }),
      defs,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.behaviours).toHaveLength(1);
  });

  it('requires structured content when an outputSchema is declared', () => {
    const result = checkBehavioursText(behaviour({ kind: 'text', text: 'ok' }), defs);
    expect(codes(result.diagnostics)).toEqual(['structured-missing']);
    expect(hasErrors(result.diagnostics)).toBe(true);
  });

  it('marks the structured value that breaks the outputSchema', () => {
    const text = behaviour({
      kind: 'text',
      text: 'ok',
      structured: { ville: 'Lyon', temperature: 'chaud' },
    });
    const [d] = checkBehavioursText(text, defs).diagnostics;
    expect(d?.code).toBe('structured-mismatch');
    expect(marked(text, d!)).toBe('"chaud"');
    expect(d?.message).toContain('temperature');
  });

  it('needs one behaviour per tool and reports invalid behaviours in French', () => {
    expect(codes(checkBehavioursText('[]', defs).diagnostics)).toEqual(['behaviour-missing']);
    expect(codes(checkBehavioursText('{}', defs).diagnostics)).toEqual(['behaviours-root']);
    const bad = checkBehavioursText(behaviour({ kind: 'magie' }), defs);
    expect(codes(bad.diagnostics)).toEqual(['behaviour-invalid']);
    expect(bad.behaviours).toBeUndefined();
    const extra = checkBehavioursText(
      JSON.stringify([
        { outcome: { kind: 'text', text: 'a', structured: { ville: 'x', temperature: 1 } } },
        { outcome: { kind: 'text', text: 'b' } },
      ]),
      defs,
    );
    expect(codes(extra.diagnostics)).toEqual(['behaviour-extra']);
  });
});

describe('arguments', () => {
  const schema = GOOD.inputSchema;
  it('accepts arguments that fit the inputSchema', () => {
    expect(checkArgumentsText('{"ville": "Lyon"}', schema)).toMatchObject({
      diagnostics: [],
      sendable: true,
      value: { ville: 'Lyon' },
    });
  });
  it('warns in French but still lets the call go', () => {
    const missing = checkArgumentsText('{}', schema);
    expect(missing.sendable).toBe(true);
    expect(missing.diagnostics[0]?.message).toContain('obligatoire «\u00A0ville\u00A0»');
    const text = '{"ville": 3, "pays": "FR"}';
    const wrong = checkArgumentsText(text, schema);
    expect(wrong.diagnostics.map((d) => marked(text, d))).toEqual(['3', '"FR"']);
    expect(codes(checkArgumentsText('[]', schema).diagnostics)).toEqual(['arguments-object']);
  });
  it('blocks only broken JSON', () => {
    expect(checkArgumentsText('{"ville": "Ly', schema).sendable).toBe(false);
  });
});
