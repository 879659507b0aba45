// Regenerates the quiz's trace excerpts from the real simulation (the SDK runs here): used by
// scripts/record-quiz-traces.ts and by the tests, never by a page (pages read the JSON files).
import { SDK_VERSION } from '@/lib/export/sdk-version';
import type { Scenario } from '@/lib/mcp/scenario';
import { playScenario } from '@/lib/simulation/session';
import { INDEX_DAY } from '@/lib/simulation/index-day';
import { pathOf, statusLine } from '@/lib/mcp/http/status';
import { stepKey, type ActorId, type HttpEntry, type TraceEntry } from '@/lib/mcp/trace';
import type { MessageKind } from '@/lib/mcp/vocabulary';
import type { TraceExcerpt, TraceMessage } from './schema';
import type { StepRef, TraceSpec } from './trace-spec';

const NBSP = '\u00A0';

/** A spec that does not match the run: the message names the excerpt and the step at fault. */
export class TraceSpecError extends Error {
  constructor(spec: TraceSpec, detail: string) {
    super(
      `Extrait «${NBSP}${spec.id}${NBSP}» (${spec.scenario}, ${spec.version})${NBSP}: ${detail}`,
    );
    this.name = 'TraceSpecError';
  }
}

function describeRef(ref: StepRef): string {
  return `«${NBSP}${ref.at}${NBSP}»${ref.occurrence ? ` n°${NBSP}${ref.occurrence}` : ''}`;
}

/** The 1-based step a reference names in a list of step keys, as lib/step-links.ts resolves it. */
function resolveRef(keys: readonly string[], ref: StepRef): number | undefined {
  let seen = 0;
  for (const [i, key] of keys.entries()) {
    if (key !== ref.at) continue;
    seen += 1;
    if (seen === (ref.occurrence ?? 1)) return i + 1;
  }
  return undefined;
}

/** `client`, `server`, `host`; numbered by the scenario's server order when there are several. */
function partyOf(actor: ActorId, scenario: Scenario): string {
  if (actor === 'host') return 'host';
  const [role, server] = actor.split(':') as [string, string];
  if (scenario.servers.length === 1) return role;
  const index = scenario.servers.findIndex((s) => s.name === server);
  return `${role}-${index + 1}`;
}

function kindOf(message: Record<string, unknown>): MessageKind | undefined {
  if ('error' in message) return 'error';
  if ('result' in message) return 'result';
  if (typeof message.method === 'string') return 'id' in message ? 'request' : 'notification';
  return undefined;
}

/** A line the SDK refused to parse, when it is still a JSON object (a message missing a field). */
function refusedMessage(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A body as an excerpt shows it: the JSON it carries, else its raw text, else null. */
function bodyOf(text: string | undefined): NonNullable<unknown> | null {
  if (text === undefined || text === '') return null;
  try {
    return (JSON.parse(text) as NonNullable<unknown> | null) ?? null;
  } catch {
    return text;
  }
}

/** The method of a JSON-RPC request or notification a body carries. */
function carriedMethod(body: unknown): { method?: string } {
  const method = (body as { method?: unknown } | null)?.method;
  return typeof method === 'string' ? { method } : {};
}

/** The excerpt's view of an HTTP step: its first line, its headers, its body. */
function toHttpMessage(entry: HttpEntry, scenario: Scenario): TraceMessage | undefined {
  const common = {
    step: entry.seq,
    phase: entry.phase,
    from: partyOf(entry.from, scenario),
    to: partyOf(entry.to, scenario),
  };
  const body =
    entry.part === 'request' || entry.part === 'response'
      ? bodyOf(entry.body)
      : entry.part === 'event'
        ? bodyOf(entry.data)
        : null;
  switch (entry.part) {
    case 'request':
      return {
        ...common,
        kind: 'request',
        ...carriedMethod(body),
        http: { line: `${entry.method} ${pathOf(entry.url)}`, headers: { ...entry.headers } },
        message: body,
      };
    case 'response':
      return {
        ...common,
        kind: entry.status >= 400 ? 'error' : 'result',
        ...carriedMethod(body),
        http: { line: statusLine(entry.status), headers: { ...entry.headers } },
        message: body,
      };
    case 'event':
      if (entry.data === undefined) return undefined;
      return {
        ...common,
        kind: 'notification',
        ...carriedMethod(body),
        http: { line: `event: ${entry.event ?? 'message'}${entry.id ? `, id: ${entry.id}` : ''}` },
        message: body,
      };
    case 'end':
      return undefined;
  }
}

/** The excerpt's view of one step, or undefined when the step is no message (a host decision…). */
function toMessage(entry: TraceEntry, scenario: Scenario): TraceMessage | undefined {
  if (entry.type === 'http') return toHttpMessage(entry, scenario);
  let message: Record<string, unknown> | undefined;
  let kind: MessageKind | undefined;
  if (entry.type === 'message') {
    message = entry.message;
    kind = entry.kind;
  } else if (entry.type === 'transport' && entry.event === 'parse-error') {
    message = refusedMessage(entry.text);
    kind = message && kindOf(message);
  }
  if (!message || !kind) return undefined;
  const method = kind === 'request' || kind === 'notification' ? message.method : undefined;
  return {
    step: entry.seq,
    phase: entry.phase,
    from: partyOf(entry.from, scenario),
    to: partyOf(entry.to, scenario),
    kind,
    ...(typeof method === 'string' ? { method } : {}),
    // A JSON round trip: the exact wire JSON, unfrozen, as the file will hold it.
    message: JSON.parse(JSON.stringify(message)) as Record<string, unknown>,
  };
}

/** « étapes 8 à 12 », « étapes 3, 4 et 7 », « étape 5 »: where the excerpt comes from. */
function describeSteps(parts: readonly [number, number][]): string {
  const texts = parts.flatMap(([a, b]) =>
    a === b ? [`${a}`] : b === a + 1 ? [`${a}`, `${b}`] : [`${a} à ${b}`],
  );
  const single = texts.length === 1 && parts[0]![0] === parts[0]![1];
  const list =
    texts.length === 1 ? texts[0]! : `${texts.slice(0, -1).join(', ')} et ${texts.at(-1)!}`;
  return `${single ? 'étape' : 'étapes'} ${list}`;
}

/**
 * Runs `play` with `crypto.getRandomValues` drawn from a generator seeded by `seed`: OAuth's
 * `state`, PKCE pair, codes and tokens come out the same at every recording, so an excerpt
 * changes only when the exchange does. The page keeps the real generator; this runs in the
 * recording script and the tests only, one scenario at a time.
 */
async function withSeededRandom<T>(seed: string, play: () => Promise<T>): Promise<T> {
  const generator = globalThis.crypto;
  // The method lives on the prototype: an own property shadows it, and removing it restores it.
  const own = Object.getOwnPropertyDescriptor(generator, 'getRandomValues');
  // FNV-1a of the seed, then xorshift32: plenty for fake values that must only be stable.
  let x = 0x811c9dc5;
  for (const char of seed) x = Math.imul(x ^ char.charCodeAt(0), 0x01000193) >>> 0;
  x ||= 1;
  const seeded = <A extends ArrayBufferView | null>(array: A): A => {
    if (!array) return array;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i += 1) {
      x ^= x << 13;
      x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      bytes[i] = x & 0xff;
    }
    return array;
  };
  Object.defineProperty(generator, 'getRandomValues', {
    value: seeded,
    configurable: true,
    writable: true,
  });
  try {
    return await play();
  } finally {
    if (own) Object.defineProperty(generator, 'getRandomValues', own);
    else Reflect.deleteProperty(generator, 'getRandomValues');
  }
}

/**
 * Plays the spec's scenario in its revision (on the step index's fixed day, so that runs are
 * reproducible) and cuts the excerpt out of its trace. Throws a TraceSpecError when a named step
 * is missing or is no message, or when `unanswered` does not hold.
 */
export async function recordExcerpt(spec: TraceSpec, scenario: Scenario): Promise<TraceExcerpt> {
  if (!scenario.revisions.includes(spec.version)) {
    throw new TraceSpecError(spec, `le scénario ne se joue pas en ${spec.version}.`);
  }
  const session = await withSeededRandom(spec.id, () =>
    playScenario(scenario, {
      revision: spec.version,
      ...(spec.transport && { link: spec.transport }),
      today: () => INDEX_DAY,
    }),
  );
  try {
    const entries = session.trace.entries;
    const keys = entries.map(stepKey);
    const find = (ref: StepRef): number => {
      const seq = resolveRef(keys, ref);
      if (seq === undefined) {
        throw new TraceSpecError(spec, `l’étape ${describeRef(ref)} n’existe pas dans la trace.`);
      }
      return seq;
    };
    const messages: TraceMessage[] = [];
    const parts: [number, number][] = [];
    for (const item of spec.steps) {
      if ('from' in item) {
        const from = find(item.from);
        const to = find(item.to);
        if (to < from) {
          throw new TraceSpecError(
            spec,
            `${describeRef(item.to)} vient avant ${describeRef(item.from)}.`,
          );
        }
        for (let seq = from; seq <= to; seq += 1) {
          const message = toMessage(entries[seq - 1]!, scenario);
          if (message) messages.push(message);
        }
        parts.push([from, to]);
      } else {
        const seq = find(item);
        const message = toMessage(entries[seq - 1]!, scenario);
        if (!message) {
          throw new TraceSpecError(spec, `l’étape ${describeRef(item)} n’est pas un message.`);
        }
        messages.push(message);
        parts.push([seq, seq]);
      }
    }
    const last = messages.at(-1);
    if (!last) throw new TraceSpecError(spec, 'aucun message dans les étapes choisies.');
    const lastEntry = entries[last.step - 1]!;
    // A refused line never gets an answer; a request gets one if the trace records it later.
    // An HTTP request always gets its HTTP answer: the question is the JSON-RPC one.
    const unanswered =
      last.kind === 'request' &&
      lastEntry.type !== 'http' &&
      (lastEntry.type !== 'message' || session.trace.answerTo(last.step) === undefined);
    if (unanswered !== (spec.unanswered ?? false)) {
      throw new TraceSpecError(
        spec,
        unanswered
          ? `le dernier message ne reçoit aucune réponse${NBSP}: déclarez «${NBSP}unanswered: true${NBSP}».`
          : `le dernier message reçoit une réponse${NBSP}: retirez «${NBSP}unanswered${NBSP}».`,
      );
    }
    return {
      source: {
        scenario: scenario.id,
        version: spec.version,
        ...(spec.transport && { transport: spec.transport }),
        // Read after « Enregistré avec le » (messages/quiz.ts).
        recording: `SDK TypeScript ${SDK_VERSION} dans la simulation de l’Atelier, scénario «${NBSP}${scenario.title}${NBSP}»${spec.transport ? ' sur Streamable HTTP' : ''}, ${describeSteps(parts)}`,
      },
      messages,
      ...(unanswered ? { unanswered: true } : {}),
    };
  } finally {
    await session.dispose();
  }
}

/** Records every spec, in order, finding each scenario in the given list. */
export async function recordExcerpts(
  specs: readonly TraceSpec[],
  scenarios: readonly Scenario[],
): Promise<Map<string, TraceExcerpt>> {
  const excerpts = new Map<string, TraceExcerpt>();
  for (const spec of specs) {
    const scenario = scenarios.find((s) => s.id === spec.scenario);
    if (!scenario) throw new TraceSpecError(spec, 'ce scénario n’existe pas.');
    excerpts.set(spec.id, await recordExcerpt(spec, scenario));
  }
  return excerpts;
}
