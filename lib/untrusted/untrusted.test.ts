import { describe, expect, it } from 'vitest';
import { checkArgumentsText } from '@/lib/editor/arguments';
import { checkBehavioursText } from '@/lib/editor/behaviour-rules';
import { checkSchema } from '@/lib/editor/json-schema-check';
import {
  MAX_JSON_DEPTH,
  checkJsonText,
  checkFileSize,
  checkJsonValue,
  jsonTextDepth,
  parseUntrustedJson,
} from './json-limits';
import { testPattern } from '@/lib/runtime/linear-pattern';

/** The backtracking pattern of the fuzz review (F1): native RegExp needs minutes on 40 `a`. */
const CATASTROPHIC = '^(a+)+$';
const ATTACK = `${'a'.repeat(40)}!`;

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

describe('untrusted regexes run in bounded time', () => {
  it('answers the catastrophic pattern at once, with the right verdicts', () => {
    const { value, ms } = timed(() => testPattern(CATASTROPHIC, ATTACK));
    expect(value.kind).toBe('no-match');
    expect(ms).toBeLessThan(500);
    expect(testPattern(CATASTROPHIC, 'aaaa').kind).toBe('match');
    expect(testPattern(CATASTROPHIC, 'a'.repeat(100_001)).kind).toBe('too-long');
  });

  it('keeps JavaScript syntax: \\u escapes, named groups, Unicode classes, search semantics', () => {
    expect(testPattern('^\\u00e9+$', 'éé').kind).toBe('match');
    expect(testPattern('^(?<an>\\d{4})$', '2026').kind).toBe('match');
    expect(testPattern('^\\p{L}+$', 'Génère').kind).toBe('match');
    expect(testPattern('[0-9]', 'abc7').kind).toBe('match');
    expect(testPattern('^[0-9]{4}$', '12345').kind).toBe('no-match');
  });

  it('reports what it cannot run in linear time, and ignores invalid patterns', () => {
    expect(testPattern('^(?=a)a$', 'a').kind).toBe('unsupported');
    expect(testPattern('^(a)\\1$', 'aa').kind).toBe('unsupported');
    expect(testPattern('(', 'a').kind).toBe('invalid');
  });

  it('the editor checks of arguments and structured answers do not freeze (F1)', () => {
    const inputSchema = {
      type: 'object',
      properties: { ville: { type: 'string', pattern: CATASTROPHIC } },
    };
    const args = timed(() => checkArgumentsText(JSON.stringify({ ville: ATTACK }), inputSchema));
    expect(args.ms).toBeLessThan(1_000);
    expect(args.value.diagnostics.map((d) => d.message).join('\n')).toContain('motif');

    const definition = {
      name: 'get_weather',
      description: 'Donne la météo.',
      inputSchema: { type: 'object' as const },
      outputSchema: {
        type: 'object' as const,
        properties: { x: { type: 'string', pattern: CATASTROPHIC } },
      },
    };
    const behaviours = JSON.stringify([
      { outcome: { kind: 'text', text: 'ok', structured: { x: ATTACK } } },
    ]);
    const out = timed(() => checkBehavioursText(behaviours, [definition]));
    expect(out.ms).toBeLessThan(1_000);
    expect(out.value.diagnostics.some((d) => d.code === 'structured-mismatch')).toBe(true);
  });

  it('an unsupported pattern is a French warning, not an error that blocks', () => {
    const issues = checkSchema('abc', { type: 'string', pattern: '^(?!x)' });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.unchecked).toBe(true);
    expect(issues[0]?.message).toMatch(/n’a pas été vérifié/);
  });
});

describe('one depth and size limit for untrusted JSON', () => {
  it('measures depth without recursion, ignoring brackets in strings', () => {
    expect(jsonTextDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonTextDepth('"\\"[["')).toBe(0);
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(jsonTextDepth(deep)).toBe(1_000_000);
    expect(jsonTextDepth(deep, 64)).toBe(65);
  });

  it('refuses too deep or too long texts with a French message naming the place', () => {
    const deep = `{"x":${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`;
    const verdict = checkJsonText(deep, 'trace');
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.reason).toBe('too-deep');
      expect(verdict.message).toMatch(/^Ce fichier de trace est imbriqué trop profondément/);
    }
    const long = checkJsonText('"' + 'a'.repeat(1_000_001) + '"', 'repl');
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.message).toMatch(/^Ce message est trop long/);
    expect(checkJsonText('{"ok":[1,2,{"a":null}]}', 'share')).toEqual({ ok: true });
  });

  it('parses only what is within the limits', () => {
    expect(parseUntrustedJson('{"a":1}', 'outils')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseUntrustedJson('{"a":', 'outils')).toMatchObject({ ok: false, reason: 'syntax' });
    expect(parseUntrustedJson('['.repeat(100_000), 'outils')).toMatchObject({
      ok: false,
      reason: 'too-deep',
    });
  });

  it('checks structured-clone values iteratively (audience messages)', () => {
    let deep: unknown = 'fond';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(checkJsonValue({ state: deep }, 'audience')).toMatchObject({
      ok: false,
      reason: 'too-deep',
    });
    const wide = Array.from({ length: 300_000 }, () => 0);
    expect(checkJsonValue(wide, 'audience')).toMatchObject({ ok: false, reason: 'too-big' });
    expect(checkJsonValue({ a: [1, { b: 'c' }] }, 'audience')).toEqual({ ok: true });
  });
});

describe('width, bounded before parsing like depth', () => {
  it('refuses a link state with hundreds of thousands of values, naming how many', () => {
    const wide = `{"w":[${Array(400_000).fill(0).join(',')}]}`;
    const verdict = checkJsonText(wide, 'share');
    expect(verdict).toMatchObject({ ok: false, reason: 'too-big' });
    expect(!verdict.ok && verdict.message).toMatch(
      /contient trop de valeurs \(400\u202f00\d, 50\u202f000 au plus\)/,
    );
    expect(checkJsonText(`{"w":[${Array(20_000).fill(0).join(',')}]}`, 'share')).toEqual({
      ok: true,
    });
    // Traces keep their own, larger limits: 100,000 real steps are tens of millions of values.
    expect(checkJsonText(wide, 'trace')).toEqual({ ok: true });
  });

  it('checks a file’s size before it is read', () => {
    expect(checkFileSize(629_000_000, 'trace')).toMatchObject({ ok: false, reason: 'too-heavy' });
    const refused = checkFileSize(629_000_000, 'trace');
    expect(!refused.ok && refused.message).toMatch(
      /Ce fichier de trace est trop lourd \(629\u00A0Mo, 64\u00A0Mo au plus\)/,
    );
    expect(checkFileSize(2_000_000, 'trace')).toEqual({ ok: true });
  });
});
