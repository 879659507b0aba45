import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '@/lib/mcp/trace';
import { evaluate, type Check, type CheckContext } from './check';

const at = { t: 0, phase: 'operation' } as const;
const wire = { layer: 'data', from: 'client:meteo', to: 'server:meteo', link: 'meteo' } as const;

/** A tiny hand-made timeline: a request, its error answer, a host decision. */
const entries: TraceEntry[] = [
  {
    ...at,
    ...wire,
    seq: 1,
    type: 'message',
    kind: 'request',
    method: 'tools/call',
    direction: 'client-to-server',
    message: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'x' } },
  },
  {
    ...at,
    ...wire,
    from: 'server:meteo',
    to: 'client:meteo',
    seq: 2,
    type: 'message',
    kind: 'error',
    method: 'tools/call',
    direction: 'server-to-client',
    answers: 1,
    message: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Tool x not found' } },
  },
  {
    ...at,
    seq: 3,
    type: 'host',
    layer: 'data',
    from: 'host',
    to: 'host',
    action: 'choose-tool',
    data: {
      question: 'Quel temps fait-il\u202F?',
      questionWords: ['temps'],
      scores: [],
      chosen: { server: 'meteo', tool: 'get_weather', score: 1, matches: [] },
      arguments: {},
      argumentNotes: [],
    },
  },
];

const context: CheckContext = {
  entries,
  scenarioId: 'meteo',
  revision: '2026-07-28',
  tools: {},
  startTools: {},
};
const run = (check: Check) => evaluate(check, context);

describe('the check language', () => {
  it('finds an error by code, and through the request it answers', () => {
    expect(run({ kind: 'exists', match: { kind: 'message', errorCode: -32602 } })).toBe(true);
    expect(run({ kind: 'exists', match: { kind: 'message', errorCode: -32601 } })).toBe(false);
    const answering = (name: string): Check => ({
      kind: 'exists',
      match: {
        kind: 'message',
        type: 'error',
        answers: { kind: 'message', where: [{ path: 'params.name', equals: name }] },
      },
    });
    expect(run(answering('x'))).toBe(true);
    expect(run(answering('y'))).toBe(false);
  });

  it('compares a typed question loosely (spaces before « ? », case)', () => {
    const asked = (question: string): Check => ({
      kind: 'exists',
      match: {
        kind: 'host',
        action: 'choose-tool',
        where: [{ path: 'question', equals: question }],
      },
    });
    expect(run(asked('quel temps fait-il?'))).toBe(true);
    expect(run(asked('Quel temps fera-t-il ?'))).toBe(false);
  });

  it('combines with order, counts, all, any and not', () => {
    const request = { kind: 'message', type: 'request' } as const;
    const error = { kind: 'message', type: 'error' } as const;
    expect(run({ kind: 'order', steps: [request, error] })).toBe(true);
    expect(run({ kind: 'order', steps: [error, request] })).toBe(false);
    expect(run({ kind: 'count', match: { kind: 'message' }, min: 2, max: 2 })).toBe(true);
    expect(run({ kind: 'count', match: { kind: 'message' }, min: 3 })).toBe(false);
    expect(
      run({
        kind: 'all',
        of: [
          { kind: 'scenario', is: 'meteo' },
          { kind: 'revision', is: '2025-11-25' },
        ],
      }),
    ).toBe(false);
    expect(
      run({
        kind: 'any',
        of: [
          { kind: 'scenario', is: 'meteo' },
          { kind: 'revision', is: '2025-11-25' },
        ],
      }),
    ).toBe(true);
    expect(
      run({
        kind: 'not',
        check: { kind: 'exists', match: { kind: 'transport', event: 'parse-error' } },
      }),
    ).toBe(true);
  });
});

describe('checks on the served tools', () => {
  const spec = (description: string, title = 'Prévisions') => ({
    definition: { name: 'get_forecast', title, description, inputSchema: { type: 'object' } },
    behaviour: { checks: [], outcome: { kind: 'text' as const, text: 'ok' } },
  });
  const served = (now: ReturnType<typeof spec>): CheckContext => ({
    ...context,
    tools: { meteo: [now] },
    startTools: { meteo: [spec('Renvoie des données.')] },
  });
  const onlyDescription: Check = {
    kind: 'edited',
    server: 'meteo',
    tool: 'get_forecast',
    only: ['description'],
  };

  it('sees an edit limited to the allowed fields, and nothing else', () => {
    expect(evaluate(onlyDescription, served(spec('Le temps de demain.')))).toBe(true);
    expect(evaluate(onlyDescription, served(spec('Renvoie des données.')))).toBe(false);
    expect(evaluate(onlyDescription, served(spec('Le temps de demain.', 'Demain')))).toBe(false);
  });

  it('says when the server is untouched', () => {
    expect(evaluate({ kind: 'untouched' }, served(spec('Renvoie des données.')))).toBe(true);
    expect(evaluate({ kind: 'untouched' }, served(spec('Autre chose.')))).toBe(false);
  });
});
