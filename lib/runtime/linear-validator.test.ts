import { afterEach, describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { createSession } from '@/lib/simulation/session';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import { hasPattern, linearPatternValidator } from './linear-validator';

const CATASTROPHIC = '^(a+)+$';
// Natively, `^(a+)+$` backtracks 2^n times on n « a » and a « ! »: 40 would freeze the tab for
// hours. 20 keeps a regression here to a fraction of a second, caught by the spy below.
const ATTACK = `${'a'.repeat(20)}!`;

/**
 * Counts the native RegExp objects built with the untrusted pattern, and whether one is tested,
 * whether built with `new RegExp(…)` or called as `RegExp(…)` (what minified bundles do).
 */
function spyOnNativeRegExp() {
  const Native = globalThis.RegExp;
  const seen = { built: 0, tested: 0 };
  const watch = (regex: RegExp) => {
    if (regex.source.includes(CATASTROPHIC.slice(1, -1))) {
      seen.built += 1;
      const test = regex.test.bind(regex);
      regex.test = (value: string) => {
        seen.tested += 1;
        return test(value);
      };
    }
    return regex;
  };
  globalThis.RegExp = new Proxy(Native, {
    construct: (target, args: [string | RegExp, string?]) =>
      watch(Reflect.construct<[string | RegExp, string?], RegExp>(target, args)),
    apply: (target, self, args: [string | RegExp, string?]) =>
      watch(Reflect.apply<unknown, [string | RegExp, string?], RegExp>(target, self, args)),
  });
  return { seen, restore: () => (globalThis.RegExp = Native) };
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('schemas with a pattern, from learners and links', () => {
  it('finds a pattern anywhere in a schema', () => {
    expect(hasPattern({ type: 'object', properties: { a: { type: 'string' } } })).toBe(false);
    expect(hasPattern({ properties: { a: { items: { pattern: 'x' } } } })).toBe(true);
    expect(hasPattern({ patternProperties: { '^x': {} } })).toBe(true);
  });

  it('are checked by the SDK’s validator without the native engine ever testing the pattern', () => {
    const spy = spyOnNativeRegExp();
    restore = spy.restore;
    const validate = linearPatternValidator.getValidator<{ code: string }>({
      type: 'object',
      properties: { code: { type: 'string', pattern: CATASTROPHIC } },
    });
    expect(validate({ code: 'aaaa' }).valid).toBe(true);
    const refused = validate({ code: ATTACK });
    expect(refused.valid).toBe(false);
    expect(refused.errorMessage).toMatch(/pattern/);
    expect(spy.seen.tested).toBe(0);
  });

  it('a real call with a hostile argument gets the SDK’s « Input validation error », without freezing', async () => {
    const meteo = getScenario('meteo')!;
    const session = createSession(meteo, { revision: '2026-07-28', today: () => '2026-12-01' });
    await session.perform({ do: 'connect' });
    const tool = meteo.servers[0]!.tools[0]!;
    // Watching from before the tool is served: some validators compile patterns up front.
    const spy = spyOnNativeRegExp();
    restore = spy.restore;
    await session.perform({
      do: 'set-tools',
      server: meteo.servers[0]!.name,
      tools: [
        {
          ...tool,
          definition: {
            ...tool.definition,
            inputSchema: {
              type: 'object',
              properties: { ville: { type: 'string', pattern: CATASTROPHIC } },
              required: ['ville'],
            },
          },
        },
      ],
    });
    const outcome = await session.perform({
      do: 'call',
      server: meteo.servers[0]!.name,
      tool: tool.definition.name,
      arguments: { ville: ATTACK },
    });
    expect(outcome).toMatchObject({ ok: true, value: { isError: true } });
    expect(JSON.stringify(outcome)).toContain('Input validation error');
    expect(spy.seen.tested).toBe(0);
    await session.dispose();
  });
});

describe('the listed patterns mean what the learner’s patterns mean', () => {
  const native = new CfWorkerJsonSchemaValidator();
  const cases: { schema: Record<string, unknown>; values: unknown[] }[] = [
    {
      schema: { type: 'string', pattern: '^[a-z]+-\\d{2}$' },
      values: ['abc-12', 'abc-1', 'ABC-12', '', 'é-12', 'x-99\n'],
    },
    {
      schema: { type: 'array', items: { type: 'string', pattern: 'b' } },
      values: [['abc', 'xyz'], ['b', 'bb', 'cb'], [], ['a|b', '^$', '(', 'ß', '😀b']],
    },
    {
      schema: {
        type: 'object',
        patternProperties: { '^x-': { type: 'number' }, '^y': { type: 'string' } },
        additionalProperties: false,
      },
      values: [{ 'x-a': 1 }, { 'x-a': 'one' }, { yes: 'ok' }, { zed: 1 }, { 'x-': 2, y: 'z' }],
    },
    {
      schema: {
        anyOf: [
          { type: 'string', pattern: '^a' },
          { type: 'string', pattern: 'z$' },
        ],
        not: { pattern: '^az$' },
      },
      values: ['abc', 'xyz', 'az', 'm', 3],
    },
    {
      schema: {
        $defs: { code: { type: 'string', pattern: '^[A-Z]{3}$' } },
        properties: { a: { $ref: '#/$defs/code' }, pattern: { const: { pattern: 'x' } } },
      },
      values: [{ a: 'ABC' }, { a: 'abc' }, { pattern: { pattern: 'x' } }, { pattern: 'x' }],
    },
  ];

  it.each(cases)('gives the SDK’s own verdict and message for %#', ({ schema, values }) => {
    const listed = linearPatternValidator.getValidator(schema);
    const reference = native.getValidator(schema);
    for (const value of values) {
      expect(listed(value)).toEqual(reference(value));
    }
  });

  it('runs no untrusted pattern natively, with `new` or without (as minified code calls it)', () => {
    const spy = spyOnNativeRegExp();
    restore = spy.restore;
    const validate = linearPatternValidator.getValidator({
      type: 'object',
      properties: { x: { type: 'string', pattern: CATASTROPHIC } },
      patternProperties: { [CATASTROPHIC]: { type: 'string' } },
    });
    const started = performance.now();
    expect(validate({ x: `${'a'.repeat(40)}!`, [`${'a'.repeat(40)}!`]: 1 }).valid).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
    expect(spy.seen.tested).toBe(0);
  });

  it('counts a pattern as not matching past its limits, in bounded time', () => {
    const validate = linearPatternValidator.getValidator({
      type: 'array',
      items: { type: 'string', pattern: '^\\d+$' },
    });
    expect(validate(['1', '22', '333']).valid).toBe(true);
    const many = Array.from({ length: 20_000 }, (_, i) => String(i));
    const started = performance.now();
    const verdict = validate(many);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(verdict.valid).toBe(false);
    expect(verdict.errorMessage).toMatch(/does not match pattern/);
  });
});
