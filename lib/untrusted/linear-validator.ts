import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/server';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import { testPattern } from './safe-pattern';

const NativeRegExp = RegExp;

/** Whether a schema holds a `pattern` or `patternProperties` anywhere (depth-bounded walk). */
export function hasPattern(schema: unknown): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: schema, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value !== 'object' || value === null || depth > 64) continue;
    if (!Array.isArray(value) && ('pattern' in value || 'patternProperties' in value)) return true;
    for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/**
 * A `RegExp` whose `test` runs on the linear-time engine. It is still compiled natively first, so
 * a syntax error is thrown exactly as before. What RE2 cannot run (lookaround, back-references)
 * or a value past the bounds is treated as not matching: running it natively could freeze the
 * page, and the editor already warns that such a pattern is not checked.
 */
const LinearRegExp = new Proxy(NativeRegExp, {
  construct(target, args: [string | RegExp, string?]) {
    const regex: RegExp = Reflect.construct(target, args);
    const unicode = regex.unicode;
    const source = regex.source;
    regex.test = (value: string) =>
      testPattern(source, String(value), { unicode }).kind === 'match';
    return regex;
  },
});

function withLinearRegExp<R>(run: () => R): R {
  const previous = globalThis.RegExp;
  globalThis.RegExp = LinearRegExp;
  try {
    return run();
  } finally {
    globalThis.RegExp = previous;
  }
}

/**
 * The SDK's own JSON Schema validator (the one it uses in browsers), with every `pattern` tested
 * by a linear-time engine. Schemas come from learners and links, so `^(a+)+$` must not be handed
 * to the browser's backtracking engine on the main thread. Messages and results are the SDK's.
 * Pass it only for schemas with a pattern (`hasPattern`): others keep the SDK's default.
 */
export class LinearPatternValidator implements jsonSchemaValidator {
  private readonly inner = new CfWorkerJsonSchemaValidator();

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const validate = this.inner.getValidator<T>(schema);
    if (!hasPattern(schema)) return validate;
    return (input) => withLinearRegExp(() => validate(input));
  }
}

/** One shared instance: it holds no state of its own. */
export const linearPatternValidator = new LinearPatternValidator();
