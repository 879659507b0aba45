import { RE2JS } from 're2js';

/**
 * Regexes written by a learner or carried by a link (JSON Schema `pattern`, behaviour checks)
 * are run with RE2JS, a linear-time engine: a backtracking pattern such as `^(a+)+$` costs
 * milliseconds instead of freezing the tab. JavaScript syntax is translated first; what RE2
 * cannot express (lookahead, back-references) is reported as not checked, never run natively.
 */
export type PatternOutcome =
  | { kind: 'match' }
  | { kind: 'no-match' }
  /** Not a valid JavaScript regex: the caller ignores it, as before. */
  | { kind: 'invalid' }
  /** Valid JavaScript, but outside what runs in linear time. */
  | { kind: 'unsupported' }
  /** The pattern or the value is longer than the bound below. */
  | { kind: 'too-long' };

/** Longer patterns or values are not evaluated (RE2 is linear, but linear in a huge text is slow). */
export const MAX_PATTERN_LENGTH = 2_000;
export const MAX_PATTERN_SUBJECT = 100_000;

type Compiled = RE2JS | 'invalid' | 'unsupported';
const cache = new Map<string, Compiled>();
const CACHE_SIZE = 200;

function compile(pattern: string, unicode: boolean): Compiled {
  const key = `${unicode ? 'u' : '-'}${pattern}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let compiled: Compiled;
  try {
    // Compiling a JavaScript regex only parses it: this checks the syntax without running it.
    new RegExp(pattern, unicode ? 'u' : '');
    try {
      compiled = RE2JS.compile(RE2JS.translateRegExp(pattern));
    } catch {
      compiled = 'unsupported';
    }
  } catch {
    compiled = 'invalid';
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, compiled);
  return compiled;
}

/** Tests `value` against `pattern` (searching, like `RegExp.prototype.test`), in bounded time. */
export function testPattern(
  pattern: string,
  value: string,
  options: { unicode?: boolean } = {},
): PatternOutcome {
  if (pattern.length > MAX_PATTERN_LENGTH || value.length > MAX_PATTERN_SUBJECT) {
    return { kind: 'too-long' };
  }
  const compiled = compile(pattern, options.unicode ?? true);
  if (compiled === 'invalid' || compiled === 'unsupported') return { kind: compiled };
  try {
    return { kind: compiled.test(value) ? 'match' : 'no-match' };
  } catch {
    // RE2JS gives up when its memory budget is spent: treated like an unsupported pattern.
    return { kind: 'unsupported' };
  }
}
