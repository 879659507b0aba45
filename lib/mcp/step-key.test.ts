import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { methodEra, messageKey, parseStepKey } from './step-key';

/** Every key the simulation recorded for the shipped scenarios (content/scenarios/step-index.json). */
function recordedKeys(): Set<string> {
  const file = resolve(import.meta.dirname, '..', '..', 'content', 'scenarios', 'step-index.json');
  const index = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string[]>>;
  return new Set(Object.values(index).flatMap((byRevision) => Object.values(byRevision).flat()));
}

describe('the step-key grammar', () => {
  it('reads back every key the simulation records', () => {
    const keys = recordedKeys();
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) expect(parseStepKey(key), key).toBeDefined();
  });

  it('names each part of a key', () => {
    expect(parseStepKey('voyages/annuler')).toEqual({ kind: 'message', method: 'voyages/annuler' });
    expect(parseStepKey('error:tools/call')).toEqual({ kind: 'error', method: 'tools/call' });
    expect(parseStepKey('host:sampling-answer')).toEqual({
      kind: 'host',
      action: 'sampling-answer',
    });
    expect(parseStepKey('transport:parse-error')).toEqual({
      kind: 'transport',
      event: 'parse-error',
    });
  });

  it('refuses what no step can be called', () => {
    for (const key of [
      'host:dance',
      'transport:fog',
      'reponse:tools/call',
      'Tools/call',
      '',
      'result:',
    ]) {
      expect(parseStepKey(key), key).toBeUndefined();
    }
  });

  it('knows the era of the methods content names', () => {
    expect(methodEra('server/discover')).toBe('modern');
    expect(methodEra('initialize')).toBe('legacy');
    expect(methodEra('tools/call')).toBe('both');
    expect(methodEra('voyages/annuler')).toBeUndefined();
  });

  it('selects messages for annotations by kind and method', () => {
    expect(messageKey('request', 'tools/call')).toBe('request:tools/call');
    expect(messageKey('result', undefined)).toBe('result:?');
  });
});
