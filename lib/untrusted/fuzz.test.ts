/**
 * Fuzz suite for every untrusted input (issue 16, review 2026-12-01-fuzz): share links,
 * `?outils=`, trace files, terminal lines, audience messages, editor texts, stored drafts and
 * the inspector's depth rule. Seeded (reproducible), and each property stops after a few
 * seconds whatever the machine: `interruptAfterTimeLimit` ends the run, not the assertion.
 */
import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getScenario } from '@/content/scenarios';
import { checkArgumentsText } from '@/lib/editor/arguments';
import { checkBehavioursText } from '@/lib/editor/behaviour-rules';
import { checkDefinitionsText } from '@/lib/editor/definition-rules';
import { readDrafts, readSetAside, saveDraft } from '@/lib/editor/drafts';
import { readToolsParam } from '@/lib/editor/tool-specs';
import { buildTraceFile, readTraceFile, traceToMarkdown } from '@/lib/export/trace-file';
import { rawWireOf } from '@/lib/playground/raw-wire';
import { createSession } from '@/lib/simulation/session';
import { deeplyNestedState } from '@/lib/presentation/forged-state';
import { AudienceSync, PRESENTATION_CHANNEL } from '@/lib/presentation/sync';
import { decodeShareState, encodeShareState } from '@/lib/share/share-state';
import { Repl } from '@/lib/terminal/repl';
import { MAX_JSON_DEPTH, jsonTextDepth } from './json-limits';
import { TREE_OPEN_DEPTH, renderedValueCount } from './tree-window';

const SEED = 16;
/** Per property: enough runs to matter, never more than a few seconds. */
const budget = (numRuns: number) => ({
  seed: SEED,
  numRuns,
  interruptAfterTimeLimit: 4_000,
  markInterruptAsFailure: false,
});
/** Any single input must be handled well under this (a freeze took seconds to minutes). */
const PER_INPUT_MS = 1_500;

function timed<T>(run: () => T): T {
  const start = performance.now();
  const value = run();
  expect(performance.now() - start).toBeLessThan(PER_INPUT_MS);
  return value;
}

/** A JSON text nested `depth` levels, arrays or objects, around a payload. */
function nested(depth: number, kind: 'array' | 'object', payload = '1'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${payload}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${payload}${'}'.repeat(depth)}`;
}

const deepJson = fc
  .record({
    depth: fc.integer({ min: MAX_JSON_DEPTH + 1, max: 30_000 }),
    kind: fc.constantFrom<'array' | 'object'>('array', 'object'),
  })
  .map(({ depth, kind }) => nested(depth, kind));

/** Anything a JSON field might hold, deep sometimes. */
const jsonValue = fc.jsonValue({ maxDepth: 6 });

/** The French sentences these inputs may produce: never English, never `{{…}}` left over. */
function expectFrench(text: string): void {
  expect(text).not.toMatch(/\{\{|undefined|Maximum call stack/);
  expect(text).toMatch(/[a-zàâçéèêëîïôûù]/i);
}

const meteo = getScenario('meteo')!;
const weatherTool = meteo.servers[0]!.tools[0]!;

describe('fuzz: share links (?partage=) and ?outils=', () => {
  const genuine = encodeShareState({
    v: 1,
    scenario: 'meteo',
    version: '2026-07-28',
    step: 3,
    tools: { meteo: [weatherTool] },
  });

  it('any text, mutated link or deep payload: a state or a French notice, in bounded time', () => {
    const mutated = fc
      .tuple(fc.nat({ max: genuine.length - 1 }), fc.string({ maxLength: 3 }))
      .map(([at, insert]) => genuine.slice(0, at) + insert + genuine.slice(at + 1));
    const deepState = deepJson.map((deep) =>
      compressToEncodedURIComponent(
        `{"v":1,"scenario":"meteo","version":"2026-07-28","step":1,"tools":{"meteo":[{"definition":{"name":"x","inputSchema":{"type":"object"},"_meta":${deep}},"behaviour":{"outcome":{"kind":"text","text":"ok"}}}]}}`,
      ),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), mutated, deepState), (link) => {
        const outcome = timed(() => decodeShareState(link));
        if (outcome.ok) {
          expect(jsonTextDepth(JSON.stringify(outcome.state))).toBeLessThanOrEqual(MAX_JSON_DEPTH);
        } else expectFrench(outcome.notice);
      }),
      budget(300),
    );
  });

  it('?outils= never throws; deep or damaged values get a French notice', () => {
    const deepParam = deepJson.map((deep) =>
      compressToEncodedURIComponent(
        `[{"name":"x","inputSchema":{"type":"object"},"_meta":${deep}}]`,
      ),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), deepParam), (raw) => {
        const read = timed(() => readToolsParam(raw));
        if (read.kind === 'damaged') expectFrench(read.notice);
        if (read.kind === 'ok') {
          expect(jsonTextDepth(JSON.stringify(read.specs))).toBeLessThanOrEqual(MAX_JSON_DEPTH);
        }
      }),
      budget(200),
    );
  });
});

describe('fuzz: trace import', () => {
  const base = buildTraceFile({
    scenario: 'meteo',
    revision: '2026-07-28',
    definitions: {},
    entries: [],
  });

  it('accepted files can be rendered and transcribed; refused ones get a French error', () => {
    const message = fc.oneof(
      jsonValue.map((params) => JSON.stringify({ jsonrpc: '2.0', method: 'x', params })),
      deepJson.map((deep) => `{"jsonrpc":"2.0","method":"x","params":{"deep":${deep}}}`),
    );
    const file = message.map((m) => {
      const entry = `{"seq":1,"t":0,"phase":"operation","type":"message","layer":"data","link":"meteo","from":"host","to":"server:meteo","direction":"client-to-server","kind":"notification","method":"x","message":${m}}`;
      return JSON.stringify({ ...base, entries: [] }).replace(
        '"entries":[]',
        `"entries":[${entry}]`,
      );
    });
    fc.assert(
      fc.property(fc.oneof(file, fc.string({ maxLength: 200 })), (text) => {
        const read = timed(() => readTraceFile(text));
        if (read.ok) {
          expect(() => traceToMarkdown(read.file, 'essai')).not.toThrow();
          expect(renderedValueCount(read.entries)).toBeLessThan(100_000);
        } else expectFrench(read.error);
      }),
      budget(200),
    );
  });
});

describe('fuzz: editor texts', () => {
  it('definitions, behaviours and arguments: French diagnostics, never a throw or a freeze', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      jsonValue.map((v) => JSON.stringify(v)),
      deepJson,
      fc.constant('{"ville":"' + 'a'.repeat(40) + '!"}'),
    );
    const schema = fc.oneof(
      fc.constant({
        type: 'object',
        properties: { ville: { type: 'string', pattern: '^(a+)+$' } },
      }),
      jsonValue,
    );
    fc.assert(
      fc.property(text, schema, (input, inputSchema) => {
        const all = timed(() => [
          ...checkDefinitionsText(input).diagnostics,
          ...checkBehavioursText(input, undefined).diagnostics,
          ...checkArgumentsText(input, inputSchema).diagnostics,
        ]);
        for (const d of all) expectFrench(d.message);
      }),
      budget(150),
    );
  });
});

describe('fuzz: the inspector’s depth rule', () => {
  it('renders at most the first levels of any value, however deep', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (depth) => {
        let value: unknown = 'fond';
        for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
        expect(renderedValueCount(value)).toBe(Math.min(depth, TREE_OPEN_DEPTH) + 1);
      }),
      budget(40),
    );
  });

  it('renders everything of a shallow value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: TREE_OPEN_DEPTH - 1 }), (value) => {
        let count = 0;
        const stack: unknown[] = [value];
        while (stack.length) {
          const v = stack.pop();
          count += 1;
          if (v && typeof v === 'object') stack.push(...(Object.values(v) as unknown[]));
        }
        expect(renderedValueCount(value)).toBe(count);
      }),
      budget(200),
    );
  });
});

describe('fuzz: audience messages', () => {
  it('garbage and deep states are dropped; the audience keeps following', async () => {
    const seen: unknown[] = [];
    const refused: string[] = [];
    const audience = new AudienceSync(
      (s) => seen.push(s),
      (m) => refused.push(m),
    );
    const intruder = new BroadcastChannel(PRESENTATION_CHANNEL);
    const samples = fc.sample(
      fc.oneof(
        fc.anything(),
        fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5_000 }).map(deeplyNestedState),
      ),
      { seed: SEED, numRuns: 200 },
    );
    for (const sample of samples) {
      try {
        intruder.postMessage(sample);
      } catch {
        // Not cloneable: a real page could not post it either.
      }
    }
    intruder.postMessage({
      type: 'state',
      state: { scenario: 'meteo', version: '2026-07-28', step: 2 },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.at(-1)).toMatchObject({ scenario: 'meteo', step: 2 });
    for (const message of refused) expectFrench(message);
    intruder.close();
    audience.close();
  });
});

describe('fuzz: stored drafts are never lost', () => {
  class MemoryStorage {
    items = new Map<string, string>();
    getItem(key: string) {
      return this.items.get(key) ?? null;
    }
    setItem(key: string, value: string) {
      this.items.set(key, value);
    }
    removeItem(key: string) {
      this.items.delete(key);
    }
  }
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('whatever is stored, it is restored or kept aside word for word', () => {
    const stored = fc.oneof(
      fc.string({ maxLength: 200 }),
      jsonValue.map((data) => JSON.stringify({ v: 1, data })),
      fc
        .dictionary(
          fc.string({ minLength: 1, maxLength: 8 }),
          fc.record({
            definitions: fc.oneof(fc.string(), jsonValue),
            behaviours: fc.oneof(fc.string(), jsonValue),
            arguments: fc.dictionary(fc.string(), fc.oneof(fc.string(), jsonValue)),
          }),
        )
        .map((data) => JSON.stringify({ v: 1, data })),
      deepJson,
    );
    fc.assert(
      fc.property(stored, (raw) => {
        storage.items.clear();
        storage.items.set('atelier-mcp:editeur:fuzz', raw);
        const read = timed(() => readDrafts('fuzz'));
        const aside = readSetAside('fuzz');
        if (aside.length > 0) expectFrench(read.notice ?? '');
        // Every server in the stored data is restored, or kept aside exactly as it was.
        let data: unknown;
        try {
          data = (JSON.parse(raw) as { data?: unknown }).data;
        } catch {
          data = undefined;
        }
        const servers =
          data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
        if (servers.length === 0 || aside.some((a) => a.text === raw)) return;
        for (const server of servers) {
          if (server === '__proto__') continue;
          const kept = Object.hasOwn(read.drafts, server);
          const setAside = aside.some((a) => a.server === server);
          expect(kept || setAside).toBe(true);
        }
      }),
      budget(300),
    );
  });

  it('a save the store cannot keep as a draft is kept aside, with a French notice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500_001, max: 700_000 }), (length) => {
        storage.items.clear();
        const notice = saveDraft('fuzz', 'meteo', {
          definitions: 'x'.repeat(length),
          behaviours: '[]',
          arguments: {},
        });
        expectFrench(notice ?? '');
        expect(
          (JSON.parse(readSetAside('fuzz')[0]!.text) as { definitions: string }).definitions,
        ).toHaveLength(length);
      }),
      budget(10),
    );
  });
});

describe('fuzz: terminal lines on a real framed session', () => {
  it('deep or huge lines get a French message at once; other lines are answered', async () => {
    const session = createSession(meteo, {
      revision: '2026-07-28',
      framed: true,
      today: () => '2026-11-29',
    });
    await session.run();
    const repl = new Repl(
      {
        wire: () => rawWireOf(session),
        server: () => session.serverNames[0],
      },
      { requestTimeoutMs: 1_500, quietWaitMs: 20 },
    );
    const lines = fc.sample(
      fc.oneof(
        deepJson.map(
          (deep) =>
            `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_weather","arguments":{"ville":${deep}}}}`,
        ),
        fc.constant(`"${'a'.repeat(1_000_001)}"`),
        jsonValue.map((v) => JSON.stringify(v)),
        fc.string({ maxLength: 60 }),
      ),
      { seed: SEED, numRuns: 25 },
    );
    const started = performance.now();
    for (const line of lines) {
      const depth = jsonTextDepth(line, MAX_JSON_DEPTH);
      const t0 = performance.now();
      const result = await repl.submit(line);
      for (const out of result.lines) expect(out.text).not.toMatch(/Échec|Maximum call stack/);
      if (depth > MAX_JSON_DEPTH || line.length > 1_000_000) {
        expect(result.kind).toBe('usage');
        expect(performance.now() - t0).toBeLessThan(PER_INPUT_MS);
      }
      if (performance.now() - started > 8_000) break;
    }
    const health = await repl.submit('outils');
    expect(health.kind).toBe('reply');
    await session.dispose();
  });
});
