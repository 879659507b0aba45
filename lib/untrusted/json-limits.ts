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
  /** One message from the learner's server (« Brancher mon serveur »). */
  remote: 8_000_000,
  /** One editor text (definitions or behaviours), as the drafts store allows. */
  editor: 500_000,
  draft: 2_000_000,
};

/** How many values (objects, arrays, scalars) a structured-clone message may carry. */
export const MAX_JSON_NODES = 200_000;

/**
 * Fewer values for states that the playground replays and draws whole: a 4 KB link holding an
 * array of 400,000 zeros expands to 800 KB that the SDK, the trace and the inspector each walk
 * (the tab froze for a minute). A real shared state holds a few thousand values.
 */
export const MAX_JSON_VALUES: Partial<Record<UntrustedSource, number>> = {
  share: 50_000,
  outils: 50_000,
  audience: 50_000,
};

export type LimitVerdict =
  | { ok: true }
  | { ok: false; reason: 'too-long' | 'too-deep' | 'too-big' | 'too-heavy'; message: string };

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
 * Checks a file's size in bytes before it is read: reading 600 MB into a string froze the tab
 * for seconds before any other check could run. A file within the bound in bytes is within it
 * in characters too (a character takes at least one byte).
 */
export function checkFileSize(bytes: number, source: UntrustedSource): LimitVerdict {
  const max = MAX_JSON_LENGTH[source];
  if (bytes <= max) return { ok: true };
  const megabytes = (n: number) =>
    (n / 1_000_000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return {
    ok: false,
    reason: 'too-heavy',
    message: t.json.tooHeavy({
      where: t.places[source],
      size: megabytes(bytes),
      max: megabytes(max),
    }),
  };
}

/**
 * The deepest nesting of `{`/`[` in a JSON text, ignoring brackets inside strings. One pass,
 * no recursion, and it stops as soon as `limit` is passed: it cannot blow the stack and costs
 * no more than reading the text. Text that is not JSON is scanned the same way (the brackets
 * of a broken text are still what a parser would recurse on).
 */
export function jsonTextDepth(text: string, limit = Infinity): number {
  return scanJsonText(text, limit).depth;
}

/**
 * One pass over a JSON text: its deepest nesting (stopping past `limit`) and an upper bound of
 * its number of values (one per `,`, `[` and `{` outside strings, plus one), so that width is
 * bounded before parsing as depth is.
 */
export function scanJsonText(text: string, limit = Infinity): { depth: number; values: number } {
  let depth = 0;
  let deepest = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x2c /* , */) {
      values += 1;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      values += 1;
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return { depth: deepest, values };
      }
    } else if ((c === 0x7d /* } */ || c === 0x5d) /* ] */ && depth > 0) {
      depth -= 1;
    }
  }
  return { depth: deepest, values };
}

/** Checks a JSON text against the limits of its source, before anything parses it. */
export function checkJsonText(text: string, source: UntrustedSource): LimitVerdict {
  const max = MAX_JSON_LENGTH[source];
  if (text.length > max) return refuse('too-long', source, { length: text.length, max });
  const scan = scanJsonText(text, MAX_JSON_DEPTH);
  if (scan.depth > MAX_JSON_DEPTH) return refuse('too-deep', source, { max: MAX_JSON_DEPTH });
  const maxValues = MAX_JSON_VALUES[source];
  if (maxValues !== undefined && scan.values > maxValues) {
    return refuse('too-big', source, { count: scan.values, max: maxValues });
  }
  return { ok: true };
}

export type UntrustedParse =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'too-long' | 'too-deep' | 'too-big' | 'syntax'; message?: string };

/** `JSON.parse`, only once the text is within its source's limits. Never throws. */
export function parseUntrustedJson(text: string, source: UntrustedSource): UntrustedParse {
  const verdict = checkJsonText(text, source);
  if (!verdict.ok) {
    return {
      ok: false,
      reason: verdict.reason === 'too-heavy' ? 'too-long' : verdict.reason,
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
export function checkJsonValue(
  value: unknown,
  source: UntrustedSource,
  maxNodes = MAX_JSON_VALUES[source] ?? MAX_JSON_NODES,
): LimitVerdict {
  const stack: [unknown, number][] = [[value, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    count += 1;
    if (count > maxNodes) return refuse('too-big', source, { count, max: maxNodes });
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
