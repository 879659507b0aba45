import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { checkBehavioursText } from './behaviour-rules';
import { checkDefinitionsText } from './definition-rules';
import { behavioursText, definitionsText, readToolsParam } from './tool-specs';

const tool = {
  name: 'compter',
  description: 'Compte les mots d’un texte donné et renvoie leur nombre.',
  inputSchema: { type: 'object', properties: { texte: { type: 'string' } } },
  outputSchema: { type: 'object', properties: { mots: { type: 'integer' } }, required: ['mots'] },
};

describe('?outils= parameter', () => {
  it('is absent when missing', () => {
    expect(readToolsParam(null)).toEqual({ kind: 'absent' });
    expect(readToolsParam('')).toEqual({ kind: 'absent' });
  });

  it('loads definitions with a default behaviour that already satisfies the rules', () => {
    const param = readToolsParam(compressToEncodedURIComponent(JSON.stringify([tool])));
    expect(param.kind).toBe('ok');
    if (param.kind !== 'ok') return;
    expect(param.specs[0]?.definition.name).toBe('compter');
    const defs = checkDefinitionsText(definitionsText(param.specs));
    expect(defs.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const behaviours = checkBehavioursText(behavioursText(param.specs), defs.definitions);
    expect(behaviours.diagnostics).toEqual([]);
  });

  it('gives a French notice for a damaged or invalid parameter', () => {
    for (const raw of ['%%%', 'abc', compressToEncodedURIComponent('pas du json')]) {
      const param = readToolsParam(raw);
      expect(param.kind).toBe('damaged');
      if (param.kind === 'damaged') expect(param.notice).toMatch(/abîmé/);
    }
    const wrong = readToolsParam(compressToEncodedURIComponent(JSON.stringify([{ nom: 'x' }])));
    expect(wrong.kind).toBe('damaged');
    if (wrong.kind === 'damaged') expect(wrong.notice).toMatch(/pas des définitions valides/);
  });
});
