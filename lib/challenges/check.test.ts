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

describe('finer matches', () => {
  it('refuses listed values, an absent field included as « not in »', () => {
    const notIn = (values: (string | boolean)[]): Check => ({
      kind: 'exists',
      match: { kind: 'message', type: 'request', where: [{ path: 'method', notIn: values }] },
    });
    expect(run(notIn(['tools/list']))).toBe(true);
    expect(run(notIn(['tools/call']))).toBe(false);
    const absent: Check = {
      kind: 'exists',
      match: {
        kind: 'message',
        type: 'request',
        where: [{ path: 'params.isError', notIn: [true] }],
      },
    };
    expect(run(absent)).toBe(true);
  });

  it('tells a line that is not JSON from JSON that is not JSON-RPC', () => {
    const parseError = (text: string): CheckContext => ({
      ...context,
      entries: [
        {
          ...at,
          seq: 1,
          type: 'transport',
          layer: 'transport',
          link: 'meteo',
          from: 'client:meteo',
          to: 'server:meteo',
          event: 'parse-error',
          text,
        },
      ],
    });
    const skipped: Check = {
      kind: 'exists',
      match: { kind: 'transport', event: 'parse-error', notJson: true },
    };
    expect(evaluate(skipped, parseError('bonjour serveur'))).toBe(true);
    expect(evaluate(skipped, parseError('{"bonjour":"serveur"}'))).toBe(false);
  });

  it('wants a host step directly after the previous one when asked to', () => {
    const host = (seq: number, action: 'choose-tool' | 'refuse' | 'approve'): TraceEntry =>
      ({
        ...at,
        seq,
        type: 'host',
        layer: 'data',
        from: 'host',
        to: 'host',
        action,
        data: { server: 'meteo', tool: 'x', arguments: {} },
      }) as TraceEntry;
    const chosenThenApproved: Check = {
      kind: 'order',
      steps: [
        { kind: 'host', action: 'choose-tool' },
        { kind: 'host', action: 'approve', directly: true },
      ],
    };
    const timeline = (...actions: ('choose-tool' | 'refuse' | 'approve')[]): CheckContext => ({
      ...context,
      entries: actions.map((action, i) => host(i + 1, action)),
    });
    expect(evaluate(chosenThenApproved, timeline('choose-tool', 'approve'))).toBe(true);
    expect(evaluate(chosenThenApproved, timeline('choose-tool', 'refuse', 'approve'))).toBe(false);
    expect(
      evaluate(chosenThenApproved, timeline('choose-tool', 'refuse', 'choose-tool', 'approve')),
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

  it('refuses an edit that also changes another tool (sinking the rival)', () => {
    const rival = {
      ...spec('Donne la météo.'),
      definition: { ...spec('x').definition, name: 'get_weather', description: 'Donne la météo.' },
    };
    const sunk = { ...rival, definition: { ...rival.definition, description: 'Rien.' } };
    const both: CheckContext = {
      ...context,
      tools: { meteo: [sunk, spec('Le temps de demain.')] },
      startTools: { meteo: [rival, spec('Renvoie des données.')] },
    };
    expect(evaluate(onlyDescription, both)).toBe(false);
    expect(
      evaluate(onlyDescription, {
        ...both,
        tools: { meteo: [rival, spec('Le temps de demain.')] },
      }),
    ).toBe(true);
  });

  it('says when the server is untouched', () => {
    expect(evaluate({ kind: 'untouched' }, served(spec('Renvoie des données.')))).toBe(true);
    expect(evaluate({ kind: 'untouched' }, served(spec('Autre chose.')))).toBe(false);
  });
});

describe('HTTP steps', () => {
  const http = { ...at, type: 'http', layer: 'http', link: 'crm' } as const;
  const oauth: TraceEntry[] = [
    {
      ...http,
      seq: 1,
      exchange: 1,
      from: 'client:crm',
      to: 'server:crm',
      part: 'request',
      method: 'POST',
      url: 'https://auth.atelier.test/token',
      headers: {},
    },
    {
      ...http,
      seq: 2,
      exchange: 1,
      from: 'server:crm',
      to: 'client:crm',
      part: 'response',
      status: 401,
      headers: { 'www-authenticate': 'Bearer error="invalid_token", scope="crm:lecture"' },
      stream: false,
    },
  ];
  const onOauth = (check: Check) => evaluate(check, { ...context, entries: oauth });

  it('matches an answer by the path of its request', () => {
    const answer = (path: string): Check => ({
      kind: 'exists',
      match: { kind: 'http', part: 'response', path, status: 401 },
    });
    expect(onOauth(answer('/token'))).toBe(true);
    expect(onOauth(answer('/mcp'))).toBe(false);
  });

  it('reads one parameter inside a header', () => {
    const header = (contains: string): Check => ({
      kind: 'exists',
      match: { kind: 'http', header: { name: 'www-authenticate', contains } },
    });
    expect(onOauth(header('error="invalid_token"'))).toBe(true);
    expect(onOauth(header('insufficient_scope'))).toBe(false);
  });
});
