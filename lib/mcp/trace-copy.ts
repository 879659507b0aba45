// Deep, frozen copies of what the trace records: a step can never change once recorded.

/** Freezes a value and everything inside it, so that a recorded step can never change. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Past this depth a value is copied by the JSON round trip itself (which also rejects cycles). */
const MAX_FAST_DEPTH = 64;

/**
 * A deep-frozen copy of a value, equal to `deepFreeze(JSON.parse(JSON.stringify(value)))` but
 * built in one pass: no intermediate string, no second walk to freeze. Plain objects, arrays and
 * primitives are copied here with JSON's rules (undefined, functions and symbols dropped from
 * objects and nulled in arrays; non-finite numbers become null; -0 becomes 0); anything else
 * (`toJSON`, class instances, bigints, very deep values) goes through the JSON round trip.
 */
export function frozenJsonCopy<T>(value: T): T {
  return copyValue(value, 0) as T;
}

function copyValue(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value + 0 : null;
    case 'object':
      if (value === null) return null;
      if (depth < MAX_FAST_DEPTH) {
        if (Array.isArray(value)) return copyArray(value, depth);
        const proto = Object.getPrototypeOf(value) as unknown;
        if (
          (proto === Object.prototype || proto === null) &&
          typeof (value as { toJSON?: unknown }).toJSON !== 'function'
        ) {
          return copyObject(value as Record<string, unknown>, depth);
        }
      }
      return deepFreeze(JSON.parse(JSON.stringify(value)) as unknown);
    default:
      // undefined, functions and symbols have no JSON form; bigints make JSON.stringify throw.
      return JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
  }
}

function copyArray(value: readonly unknown[], depth: number): readonly unknown[] {
  const copy: unknown[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    copy.push(isSkipped(item) ? null : copyValue(item, depth + 1));
  }
  return Object.freeze(copy);
}

function copyObject(value: Record<string, unknown>, depth: number): object {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (isSkipped(item)) continue;
    if (key === '__proto__') {
      // JSON.parse makes an own property of it; an assignment would set the prototype.
      Object.defineProperty(copy, key, {
        value: copyValue(item, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      copy[key] = copyValue(item, depth + 1);
    }
  }
  return Object.freeze(copy);
}

/** Values JSON.stringify leaves out of objects (and writes as null in arrays). */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
