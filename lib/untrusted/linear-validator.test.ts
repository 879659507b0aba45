import { afterEach, describe, expect, it } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { createSession } from '@/lib/simulation/session';
import { hasPattern, linearPatternValidator } from './linear-validator';

const CATASTROPHIC = '^(a+)+$';
// Natively, `^(a+)+$` backtracks 2^n times on n « a » and a « ! »: 40 would freeze the tab for
// hours. 20 keeps a regression here to a fraction of a second, caught by the spy below.
const ATTACK = `${'a'.repeat(20)}!`;

/** Counts the native RegExp objects built with the untrusted pattern, and whether one is tested. */
function spyOnNativeRegExp() {
  const Native = globalThis.RegExp;
  const seen = { built: 0, tested: 0 };
  globalThis.RegExp = new Proxy(Native, {
    construct(target, args: [string | RegExp, string?]) {
      const regex: RegExp = Reflect.construct(target, args);
      if (regex.source === CATASTROPHIC) {
        seen.built += 1;
        const test = regex.test.bind(regex);
        regex.test = (value: string) => {
          seen.tested += 1;
          return test(value);
        };
      }
      return regex;
    },
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
