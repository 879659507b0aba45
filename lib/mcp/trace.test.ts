import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { Trace, deepFreeze, frozenJsonCopy, type TraceEntry } from './trace';

/** What the trace always stored: the JSON round trip of the message, deep-frozen. */
function reference(value: unknown): unknown {
  return deepFreeze(JSON.parse(JSON.stringify(value)) as unknown);
}

function isDeepFrozen(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

/** Same values, same key order, same prototypes: what JSON.stringify and snapshots would see. */
function expectSameCopy(value: unknown): void {
  const copy = frozenJsonCopy(value);
  const expected = reference(value);
  expect(copy).toStrictEqual(expected);
  expect(JSON.stringify(copy)).toBe(JSON.stringify(expected));
  expect(isDeepFrozen(copy)).toBe(true);
}

describe('the copy of a recorded message', () => {
  it('equals the frozen JSON round trip for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectSameCopy(value);
      }),
      { numRuns: 500 },
    );
  });

  it('follows JSON for values JSON cannot write or writes differently', () => {
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    const odd = {
      gone: undefined,
      fn: () => 1,
      sym: Symbol('s'),
      list: [undefined, () => 1, Symbol('s'), NaN, -Infinity, -0, 1],
      date: new Date('2026-07-28T10:00:00Z'),
      withToJSON: { toJSON: () => ({ replaced: true }) },
      point: new Point(1, 2),
      map: new Map([['a', 1]]),
      boxed: new String('texte'),
      '2': 'integer keys first',
      bare: Object.assign(Object.create(null) as object, { a: 1 }),
    };
    expectSameCopy(odd);
  });

  it('keeps an own __proto__ key as data, as JSON.parse does', () => {
    const parsed = JSON.parse(
      '{"jsonrpc":"2.0","id":1,"method":"x","__proto__":{"admin":true}}',
    ) as unknown;
    const copy = frozenJsonCopy(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['jsonrpc', 'id', 'method', '__proto__']);
    expectSameCopy(parsed);
  });

  it('copies very deep values and rejects cycles and bigints like JSON does', () => {
    let deep: unknown = 'fond';
    for (let i = 0; i < 300; i += 1) deep = i % 2 ? { n: deep } : [deep];
    expectSameCopy(deep);
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(() => frozenJsonCopy(cycle)).toThrow(TypeError);
    expect(() => frozenJsonCopy({ big: 1n })).toThrow(TypeError);
  });

  it('never shares anything with the sender', () => {
    const message = { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'a' }] } };
    const copy = frozenJsonCopy(message);
    message.result.content[0]!.text = 'changé';
    expect(copy.result.content[0]?.text).toBe('a');
    expect(Object.isFrozen(message)).toBe(false);
  });
});

/** Records a small exchange; with a listener, entries are built at once, otherwise on reading. */
function exchange(listening: boolean): { trace: Trace; heard: TraceEntry[]; request: number } {
  const trace = new Trace(() => 0);
  const heard: TraceEntry[] = [];
  if (listening) trace.subscribe((entry) => heard.push(entry));
  const request = trace.recordMessage('meteo', 'client-to-server', {
    jsonrpc: '2.0',
    id: 7,
    method: 'tools/call',
    params: { name: 'get_weather', arguments: { ville: 'Lyon' } },
  });
  trace.recordMessage('meteo', 'server-to-client', {
    jsonrpc: '2.0',
    method: 'notifications/message',
    params: { level: 'info', data: 'x' },
  });
  // Same id, other direction of the request: not its answer.
  trace.recordMessage('meteo', 'client-to-server', { jsonrpc: '2.0', id: 7, result: {} });
  // String id '7' is not the number 7.
  trace.recordMessage('meteo', 'server-to-client', { jsonrpc: '2.0', id: '7', result: {} });
  trace.recordMessage('meteo', 'server-to-client', {
    jsonrpc: '2.0',
    id: 7,
    result: { content: [] },
  });
  return { trace, heard, request };
}

describe('trace entries for messages', () => {
  it.each([true, false])(
    'keep their fields in the order they always had, and link answers without a scan (listened to: %s)',
    (listening) => {
      const { trace, heard, request } = exchange(listening);
      expect(trace.length).toBe(5);
      const answer = trace.answerTo(request);
      expect(Object.keys(trace.at(request) ?? {})).toEqual([
        'type',
        'layer',
        'link',
        'from',
        'to',
        'direction',
        'kind',
        'method',
        'id',
        'message',
        'seq',
        't',
        'phase',
      ]);
      expect(Object.keys(answer ?? {})).toEqual([
        'type',
        'layer',
        'link',
        'from',
        'to',
        'direction',
        'kind',
        'method',
        'id',
        'answers',
        'message',
        'seq',
        't',
        'phase',
      ]);
      expect(answer).toMatchObject({ kind: 'result', method: 'tools/call', answers: 1, seq: 5 });
      expect(trace.entries.map((e) => (e.type === 'message' ? e.answers : 'autre'))).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        1,
      ]);
      // One object per step, whichever way it was reached.
      expect(trace.entries[4]).toBe(answer);
      expect(trace.at(5)).toBe(answer);
      expect(trace.answerTo(2)).toBeUndefined();
      expect(trace.entries.every(isDeepFrozen)).toBe(true);
      expect(heard).toEqual(listening ? trace.entries : []);
      if (listening) expect(heard[4]).toBe(answer);
    },
  );

  it('are the same whether a view listened while they were recorded or read them later', () => {
    const listened = exchange(true).trace.entries;
    const read = exchange(false).trace.entries;
    expect(read).toStrictEqual(listened);
    expect(JSON.stringify(read)).toBe(JSON.stringify(listened));
  });

  it('matches a missing id with a null one, as the JSON wire does', () => {
    const trace = new Trace(() => 0);
    trace.recordMessage('a', 'client-to-server', {
      jsonrpc: '2.0',
      id: null,
      method: 'x',
    } as unknown as JSONRPCMessage);
    const seq = trace.recordMessage('a', 'server-to-client', {
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid Request' },
    } as unknown as JSONRPCMessage);
    const error = trace.at(seq);
    expect(error).toMatchObject({ kind: 'error', method: 'x', answers: 1 });
    expect(error && 'id' in error).toBe(false);
  });

  it('copy a message when it is sent, even if nobody reads it until later', () => {
    const trace = new Trace(() => 0);
    const message = { jsonrpc: '2.0' as const, id: 1, result: { content: [{ text: 'a' }] } };
    const seq = trace.recordMessage('a', 'server-to-client', message);
    message.result.content[0]!.text = 'changé';
    expect(trace.at(seq)).toMatchObject({ message: { result: { content: [{ text: 'a' }] } } });
    expect(() => trace.recordMessage('a', 'server-to-client', { big: 1n } as never)).toThrow(
      TypeError,
    );
  });
});
