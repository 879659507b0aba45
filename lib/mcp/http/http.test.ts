import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { sessionId } from '../simulated-server';
import { Trace } from '../trace';
import type { HttpEntry, MessageEntry } from '../trace-schema';
import { requestAlterer } from './alter';
import { inPageFetch } from './in-page-fetch';
import { httpRecorder } from './recorder';
import { buildRequest } from './request';
import { hasSdkHeaderSteps, sdkPostHeaders } from './sdk-headers';

const URL_MCP = 'https://meteo.atelier.test/mcp';
const ORIGIN = 'https://meteo.atelier.test';

/** A stream that hands out the given chunks of text, one per read. */
function chunks(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

const httpSteps = (trace: Trace) => trace.entries.filter((e): e is HttpEntry => e.type === 'http');
const messageSteps = (trace: Trace) =>
  trace.entries.filter((e): e is MessageEntry => e.type === 'message');

describe('the in-page fetch', () => {
  it('hands the request to its host, and fails like an unreachable host elsewhere', async () => {
    let seen: Request | undefined;
    const fetch = inPageFetch((origin) =>
      origin === ORIGIN
        ? (request) => {
            seen = request;
            return Promise.resolve(new Response('ok'));
          }
        : undefined,
    );
    const response = await fetch(URL_MCP, { method: 'POST', body: '{}' });
    expect(await response.text()).toBe('ok');
    expect(seen?.method).toBe('POST');
    await expect(fetch('https://ailleurs.example/mcp')).rejects.toBeInstanceOf(TypeError);
  });

  it('rejects when aborted before the answer, and the server sees the client go away', async () => {
    let serverSignal: AbortSignal | undefined;
    const fetch = inPageFetch(() => (request) => {
      serverSignal = request.signal;
      return new Promise<Response>(() => undefined);
    });
    const abort = new AbortController();
    const pending = fetch(URL_MCP, { method: 'POST', body: '{}', signal: abort.signal });
    await Promise.resolve();
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(serverSignal?.aborted).toBe(true);
  });

  it('breaks the body off when aborted while it streams', async () => {
    let serverSignal: AbortSignal | undefined;
    const fetch = inPageFetch(() => (request) => {
      serverSignal = request.signal;
      return Promise.resolve(
        new Response(new ReadableStream({ start: () => undefined }), {
          headers: { 'content-type': 'text/event-stream' },
        }),
      );
    });
    const abort = new AbortController();
    const response = await fetch(URL_MCP, { signal: abort.signal });
    const reading = response.text();
    abort.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(serverSignal?.aborted).toBe(true);
  });

  it('lets go of a finished exchange: a later abort reaches no server', async () => {
    let serverSignal: AbortSignal | undefined;
    const fetch = inPageFetch(() => (request) => {
      serverSignal = request.signal;
      return Promise.resolve(new Response('{}'));
    });
    const abort = new AbortController();
    await (await fetch(URL_MCP, { signal: abort.signal })).text();
    abort.abort();
    expect(serverSignal?.aborted).toBe(false);
  });
});

describe('a request from another site', () => {
  it('reaches the server with the Origin its page’s browser would have sent', () => {
    const request = buildRequest(URL_MCP, { headers: { origin: 'https://site-piege.example' } });
    expect(request.headers.get('origin')).toBe('https://site-piege.example');
  });
});

describe('the recorder', () => {
  it('records a JSON exchange and the messages its bodies carry, tied to them', async () => {
    const trace = new Trace();
    const body = '{"jsonrpc":"2.0","id":1,"result":{}}';
    const fetch = httpRecorder(
      trace,
      'meteo',
    )(() => Promise.resolve(Response.json(JSON.parse(body))));
    const response = await fetch(URL_MCP, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'mcp-method': 'tools/list' },
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
    });
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    const [request, answer] = httpSteps(trace);
    expect(request).toMatchObject({
      part: 'request',
      method: 'POST',
      url: URL_MCP,
      headers: { 'content-type': 'application/json', 'mcp-method': 'tools/list' },
      from: 'client:meteo',
      to: 'server:meteo',
    });
    expect(answer).toMatchObject({ part: 'response', status: 200, body, stream: false });
    const [sent, received] = messageSteps(trace);
    expect(sent).toMatchObject({ method: 'tools/list', carriedBy: request!.seq });
    expect(received).toMatchObject({
      kind: 'result',
      method: 'tools/list',
      answers: sent!.seq,
      carriedBy: answer!.seq,
    });
  });

  it('records each SSE event, comment and retry as the client reads it, however it is cut', async () => {
    const trace = new Trace();
    const fetch = httpRecorder(
      trace,
      'meteo',
    )(() =>
      Promise.resolve(
        new Response(
          chunks([
            ': keepalive\n\nretry: 2000\n\nev',
            'ent: message\nid: 7\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\n',
            '\nevent: autre\ndata: pas du JSON-RPC\n\n',
          ]),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
      ),
    );
    const text = await (await fetch(URL_MCP)).text();
    expect(text).toContain('event: autre');
    const steps = httpSteps(trace);
    expect(steps.map((e) => e.part)).toEqual([
      'request',
      'response',
      'event',
      'event',
      'event',
      'event',
      'end',
    ]);
    expect(steps.slice(2, 6)).toMatchObject([
      { index: 1, comment: 'keepalive' },
      { index: 2, retry: 2000 },
      { index: 3, event: 'message', id: '7' },
      { index: 4, event: 'autre', data: 'pas du JSON-RPC' },
    ]);
    expect(steps.at(-1)).toMatchObject({ part: 'end', reason: 'complete' });
    // Only the `message` event carries JSON-RPC.
    expect(messageSteps(trace).map((m) => [m.method, m.carriedBy])).toEqual([
      ['notifications/progress', steps[4]!.seq],
    ]);
  });

  it('records a stream the client gives up on as aborted', async () => {
    const trace = new Trace();
    const abort = new AbortController();
    const fetch = httpRecorder(
      trace,
      'meteo',
    )(
      inPageFetch(
        () => () =>
          Promise.resolve(
            new Response(new ReadableStream({ start: () => undefined }), {
              headers: { 'content-type': 'text/event-stream' },
            }),
          ),
      ),
    );
    const reading = (await fetch(URL_MCP, { signal: abort.signal })).text();
    abort.abort();
    await expect(reading).rejects.toBeDefined();
    expect(httpSteps(trace).at(-1)).toMatchObject({ part: 'end', reason: 'aborted' });
  });
});

describe('the lab’s header changes', () => {
  it('change the next matching request only, leaving its body alone', async () => {
    const seen: Headers[] = [];
    const alterer = requestAlterer();
    const fetch = alterer.middleware((_input, init) => {
      seen.push(new Headers(init?.headers));
      return Promise.resolve(new Response(null, { status: 202 }));
    });
    alterer.alterNext({
      method: 'tools/call',
      headers: { 'mcp-name': 'autre', 'mcp-method': null },
    });
    const headers = { 'mcp-method': 'tools/call', 'mcp-name': 'get_weather' };
    await fetch(URL_MCP, { method: 'POST', headers, body: '{"method":"tools/list"}' });
    await fetch(URL_MCP, { method: 'POST', headers, body: '{"method":"tools/call"}' });
    await fetch(URL_MCP, { method: 'POST', headers, body: '{"method":"tools/call"}' });
    expect(seen.map((h) => [h.get('mcp-method'), h.get('mcp-name')])).toEqual([
      ['tools/call', 'get_weather'],
      [null, 'autre'],
      ['tools/call', 'get_weather'],
    ]);
  });
});

describe('hand-written requests', () => {
  it('get the headers the SDK client gives the same body, built by its own code', async () => {
    const sent: Headers[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(URL_MCP), {
      fetch: (_url, init) => {
        sent.push(new Headers(init?.headers));
        return Promise.resolve(Response.json({ jsonrpc: '2.0', id: 1, result: {} }));
      },
    });
    expect(hasSdkHeaderSteps(transport)).toBe(true);
    const message = {
      jsonrpc: '2.0' as const,
      id: 1,
      method: 'tools/call',
      params: {
        name: 'get_weather',
        arguments: {},
        _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' },
      },
    };
    await transport.start();
    await transport.send(message);
    const ours = await sdkPostHeaders(transport, JSON.stringify(message));
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(sent[0]!));
    expect(ours.get('mcp-name')).toBe('get_weather');
    await transport.close();
  });
});

describe('session ids', () => {
  it('look like the random UUIDs a server draws, and replay alike', () => {
    const id = sessionId('meteo', 1);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionId('meteo', 1)).toBe(id);
    expect(sessionId('meteo', 2)).not.toBe(id);
    expect(sessionId('entrepot', 1)).not.toBe(id);
  });
});
