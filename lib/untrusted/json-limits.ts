import { reliabilityMessages } from '@/messages/reliability';

const t = reliabilityMessages;

/**
 * How deeply any untrusted JSON may nest. Real MCP messages, tool schemas and traces stay far
 * below (a tool schema inside a trace entry is about 15 levels); thousands of levels are what
 * freezes the JSON inspector and overflows `JSON.stringify`, the SDK and the schema checks.
 */
export const MAX_JSON_DEPTH = 64;

/** Where untrusted JSON comes from: each has its own size limit and French name. */
export type UntrustedSource = keyof typeof t.places;

/** Size limits, in characters of JSON text, per source. */
export const MAX_JSON_LENGTH: Record<UntrustedSource, number> = {
  /** Decoded text of a share link: a 16,000-character link can expand to 20 MB. */
  share: 1_000_000,
  outils: 1_000_000,
  /** Trace files: 100,000 real entries weigh about 57 MB and import in a few seconds. */
  trace: 64_000_000,
  repl: 1_000_000,
  audience: 1_000_000,
  /** One editor text (definitions or behaviours), as the drafts store allows. */
  editor: 500_000,
  draft: 2_000_000,
};

/** How many values (objects, arrays, scalars) a structured-clone message may carry. */
export const MAX_JSON_NODES = 200_000;

export type LimitVerdict =
  { ok: true } | { ok: false; reason: 'too-long' | 'too-deep' | 'too-big'; message: string };

function refuse(
  reason: 'too-long' | 'too-deep' | 'too-big',
  source: UntrustedSource,
  values: { length?: number; max: number; count?: number },
): LimitVerdict {
  const where = t.places[source];
  const french = (n: number | undefined) => (n ?? 0).toLocaleString('fr-FR');
  const max = french(values.max);
  const message =
    reason === 'too-long'
      ? t.json.tooLong({ where, length: french(values.length), max })
      : reason === 'too-deep'
        ? t.json.tooDeep({ where, max })
        : t.json.tooBig({ where, count: french(values.count), max });
  return { ok: false, reason, message };
}

/**
 * The deepest nesting of `{`/`[` in a JSON text, ignoring brackets inside strings. One pass,
 * no recursion, and it stops as soon as `limit` is passed: it cannot blow the stack and costs
 * no more than reading the text. Text that is not JSON is scanned the same way (the brackets
 * of a broken text are still what a parser would recurse on).
 */
export function jsonTextDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if ((c === 0x7d /* } */ || c === 0x5d) /* ] */ && depth > 0) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Checks a JSON text against the limits of its source, before anything parses it. */
export function checkJsonText(text: string, source: UntrustedSource): LimitVerdict {
  const max = MAX_JSON_LENGTH[source];
  if (text.length > max) return refuse('too-long', source, { length: text.length, max });
  if (jsonTextDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    return refuse('too-deep', source, { max: MAX_JSON_DEPTH });
  }
  return { ok: true };
}

export type UntrustedParse =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'too-long' | 'too-deep' | 'syntax'; message?: string };

/** `JSON.parse`, only once the text is within its source's limits. Never throws. */
export function parseUntrustedJson(text: string, source: UntrustedSource): UntrustedParse {
  const verdict = checkJsonText(text, source);
  if (!verdict.ok) {
    return {
      ok: false,
      reason: verdict.reason === 'too-long' ? 'too-long' : 'too-deep',
      message: verdict.message,
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'syntax' };
  }
}

/**
 * Checks an already built value (a structured-clone message, a parsed object) for depth and
 * number of values, with an explicit stack: no recursion, and it stops at the first excess.
 * Cycles cannot occur in JSON; a cyclic clone is refused as too big rather than looped over.
 */
export function checkJsonValue(value: unknown, source: UntrustedSource): LimitVerdict {
  const stack: [unknown, number][] = [[value, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    count += 1;
    if (count > MAX_JSON_NODES) return refuse('too-big', source, { count, max: MAX_JSON_NODES });
    if (current === null || typeof current !== 'object') {
      if (typeof current === 'string' && current.length > MAX_JSON_LENGTH[source]) {
        return refuse('too-long', source, {
          length: current.length,
          max: MAX_JSON_LENGTH[source],
        });
      }
      continue;
    }
    if (depth + 1 > MAX_JSON_DEPTH) return refuse('too-deep', source, { max: MAX_JSON_DEPTH });
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return { ok: true };
}
