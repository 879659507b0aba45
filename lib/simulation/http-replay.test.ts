import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { SimulatedServer } from '@/lib/mcp/simulated-server';
import { isLegacyRevision } from '@/lib/mcp/revisions';
import type { Scenario } from '@/lib/mcp/scenario';
import { stepKey } from '@/lib/mcp/step-key';
import {
  TraceEntrySchema,
  type HttpEntry,
  type HttpRequestEntry,
  type HttpResponseEntry,
  type MessageEntry,
  type TraceEntry,
} from '@/lib/mcp/trace-schema';
import { playScenario } from './session';
import { TODAY } from '@/tests/fixtures/scenarios';

const scenarios = allScenarios();

/** What the server's endpoint really received and answered, copied at the handler itself. */
interface WireExchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  responseHeaders: Record<string, string>;
  /** The raw text of the answer, read after the session ends (a stream, in full). */
  text: Promise<string>;
}

let wire: WireExchange[] = [];
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its server below.
const serveHttp = SimulatedServer.prototype.serveHttp;

beforeEach(() => {
  wire = [];
  vi.spyOn(SimulatedServer.prototype, 'serveHttp').mockImplementation(function (
    this: SimulatedServer,
    options,
  ) {
    const handler = serveHttp.call(this, options);
    return async (request: Request) => {
      const copy = request.clone();
      const response = await handler(request);
      const seen = response.clone();
      wire.push({
        method: copy.method,
        url: copy.url,
        headers: Object.fromEntries(copy.headers),
        body: copy.body ? await copy.text() : '',
        status: seen.status,
        responseHeaders: Object.fromEntries(seen.headers),
        text: seen.text().catch(() => ''),
      });
      return response;
    };
  });
});
afterEach(() => vi.restoreAllMocks());

const over = (sc: Scenario) => sc.httpLink !== 'no';
const http = (entries: readonly TraceEntry[]) =>
  entries.filter((e): e is HttpEntry => e.type === 'http');
const requests = (entries: readonly TraceEntry[]) =>
  http(entries).filter((e): e is HttpRequestEntry => e.part === 'request');
const responses = (entries: readonly TraceEntry[]) =>
  http(entries).filter((e): e is HttpResponseEntry => e.part === 'response');
const messages = (entries: readonly TraceEntry[]) =>
  entries.filter((e): e is MessageEntry => e.type === 'message');

/** An exchange as comparable text: what the recorder wrote and what the server saw must match. */
const requestKey = (r: { method: string; url: string; headers: object; body?: string }) =>
  JSON.stringify([r.method, r.url, r.headers, r.body ?? '']);

/** The events and comments of a stream, as `[event, id, data, comment]`. */
function events(text: string): (string | undefined)[][] {
  const found: (string | undefined)[][] = [];
  const parser = createParser({
    onEvent: ({ event, id, data }: EventSourceMessage) => found.push([event, id, data, undefined]),
    onComment: (comment) => found.push([undefined, undefined, undefined, comment]),
  });
  parser.feed(text);
  return found;
}

/**
 * The scenarios whose JSON-RPC steps truly differ over HTTP: the transport answers what stdio
 * leaves unanswered, and a 2026-07-28 cancellation closes a stream instead of sending a message.
 */
const DIFFER_OVER_HTTP = new Set([
  'erreur-message-malforme',
  'erreur-avant-initialisation',
  'erreur-delai-depasse',
]);

describe('every scenario over Streamable HTTP', () => {
  for (const sc of scenarios.filter(over)) {
    for (const revision of sc.revisions) {
      it(`${sc.id} en ${revision} : la trace HTTP est ce que le serveur a reçu et répondu`, async () => {
        const session = await playScenario(sc, { revision, link: 'http', today: TODAY });
        const entries = session.trace.entries;
        await session.dispose();

        // The contract accepts every step.
        const refused = entries.filter((e) => !TraceEntrySchema.safeParse(e).success);
        expect(refused.map((e) => `${e.seq} ${stepKey(e)}`)).toEqual([]);

        // Requests and answers, as recorded, are those the endpoint got and gave.
        if (!sc.servers.some((server) => server.authorization)) {
          expect(requests(entries).map(requestKey).sort()).toEqual(wire.map(requestKey).sort());
        } else {
          // A protected server: the bearer guard answers some requests before the endpoint,
          // and the OAuth documents and the authorization server live at other addresses
          // (checked on their own in lib/mcp/auth).
          const seenKeys = new Set(wire.map(requestKey));
          const reached = requests(entries).filter((r) => seenKeys.has(requestKey(r)));
          expect(reached.map(requestKey).sort()).toEqual(wire.map(requestKey).sort());
          const endpoints = new Set(wire.map((w) => w.url));
          for (const request of requests(entries)) {
            if (seenKeys.has(requestKey(request)) || !endpoints.has(request.url)) continue;
            const answer = responses(entries).find((r) => r.exchange === request.seq);
            expect([401, 403], `${request.seq}`).toContain(answer?.status);
            expect(answer?.headers['www-authenticate'], `${request.seq}`).toMatch(/^Bearer /);
          }
        }
        const answered = new Map(wire.map((w) => [requestKey(w), w]));
        for (const request of requests(entries)) {
          const response = responses(entries).find((r) => r.exchange === request.seq);
          const seen = answered.get(requestKey(request));
          if (!response || !seen) continue;
          expect(response.status).toBe(seen.status);
          expect(response.headers).toEqual(seen.responseHeaders);
          const text = await seen.text;
          if (response.stream) {
            // Each SSE event the client read is one the server wrote, fields and all.
            const recorded = http(entries).filter(
              (e) => e.part === 'event' && e.exchange === request.seq,
            );
            expect(
              recorded.map((e) => e.part === 'event' && [e.event, e.id, e.data, e.comment]),
              `${request.seq}`,
            ).toEqual(events(text).slice(0, recorded.length));
          } else {
            expect(response.body ?? '').toBe(text);
          }
        }

        // Each JSON-RPC message is tied to the HTTP step whose body carried it, verbatim.
        for (const message of messages(entries)) {
          const carrier = entries[(message.carriedBy ?? 0) - 1];
          expect(carrier?.type, `${message.seq}`).toBe('http');
          const text =
            carrier?.type === 'http' && carrier.part === 'event'
              ? carrier.data
              : carrier?.type === 'http' && carrier.part !== 'end'
                ? carrier.body
                : undefined;
          const carried = JSON.parse(text ?? 'null') as unknown;
          expect(Array.isArray(carried) ? carried : [carried]).toContainEqual(message.message);
        }
      });
    }
  }

  it('leaves the JSON-RPC steps as they are in memory, except where the transport answers', async () => {
    for (const sc of scenarios.filter((s) => s.httpLink === 'yes' && s.id !== 'longue-trace')) {
      for (const revision of sc.revisions) {
        const inMemory = await playScenario(sc, { revision, today: TODAY });
        const overHttp = await playScenario(sc, { revision, link: 'http', today: TODAY });
        const keys = (entries: readonly TraceEntry[]) =>
          entries.filter((e) => e.type !== 'http').map(stepKey);
        const same =
          JSON.stringify(keys(inMemory.trace.entries)) ===
          JSON.stringify(keys(overHttp.trace.entries));
        expect(same, `${sc.id} ${revision}`).toBe(!DIFFER_OVER_HTTP.has(sc.id));
        await inMemory.dispose();
        await overHttp.dispose();
      }
    }
  }, 240_000);
});

/** The scenarios a learner plays as they are: the lab changes headers on purpose. */
const plain = scenarios.filter((s) => s.group !== 'laboratoire' && over(s));

describe('the headers the SDK sends, asserted on what the server received', () => {
  for (const sc of plain) {
    if (sc.revisions.includes('2026-07-28')) {
      it(`${sc.id} en 2026-07-28 : un POST par requête, Mcp-Method et Mcp-Name, aucune session`, async () => {
        const session = await playScenario(sc, {
          revision: '2026-07-28',
          link: 'http',
          today: TODAY,
        });
        await session.dispose();
        expect(wire.length).toBeGreaterThan(0);
        for (const exchange of wire) {
          expect(exchange.method).toBe('POST');
          const body = JSON.parse(exchange.body) as {
            id?: unknown;
            method: string;
            params?: { name?: string; uri?: string };
          };
          expect(exchange.headers['mcp-protocol-version']).toBe('2026-07-28');
          if ('id' in body) {
            // « Required For: All requests » (Standard Request Headers), and so the SDK sends it.
            expect(exchange.headers['mcp-method']).toBe(body.method);
            const named = ['tools/call', 'resources/read', 'prompts/get'].includes(body.method);
            expect(exchange.headers['mcp-name']).toBe(
              named ? (body.params?.name ?? body.params?.uri) : undefined,
            );
          } else {
            // A notification: the spec defines none from the client over HTTP, nor its headers.
            // SDK 2.4.0 still POSTs `notifications/cancelled` when it closes a listen stream,
            // without Mcp-Method or Mcp-Name; its server accepts it (the 202 note says so).
            expect(body.method).toBe('notifications/cancelled');
            expect(exchange.headers['mcp-method']).toBeUndefined();
            expect(exchange.headers['mcp-name']).toBeUndefined();
            expect(exchange.status).toBe(202);
          }
          expect(exchange.headers['mcp-session-id']).toBeUndefined();
          expect(exchange.headers.accept).toBe('application/json, text/event-stream');
          expect(exchange.headers['content-type']).toBe('application/json');
          expect(exchange.responseHeaders['mcp-session-id']).toBeUndefined();
        }
        // The subscription is a POST whose answer is a stream that stays open.
        const listen = wire.find((w) => w.headers['mcp-method'] === 'subscriptions/listen');
        expect(listen?.responseHeaders['content-type']).toBe('text/event-stream');
      });
    }
    for (const revision of sc.revisions.filter(isLegacyRevision)) {
      it(`${sc.id} en ${revision} : Mcp-Session-Id, flux GET, 202 et DELETE à la fin`, async () => {
        const session = await playScenario(sc, { revision, link: 'http', today: TODAY });
        await session.dispose();
        // One session per server: each client talks to its own host.
        for (const host of new Set(wire.map((w) => new URL(w.url).host))) {
          const [opening, ...rest] = wire.filter((w) => new URL(w.url).host === host);
          expect(JSON.parse(opening!.body)).toMatchObject({ method: 'initialize' });
          expect(opening!.headers['mcp-session-id']).toBeUndefined();
          expect(opening!.headers['mcp-protocol-version']).toBeUndefined();
          const id = opening!.responseHeaders['mcp-session-id'];
          expect(id).toMatch(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          );
          expectSession(rest, id, revision);
        }
      });
    }
  }
});

/** Every exchange after `initialize` carries the session and the version, never a 2026 header. */
function expectSession(rest: WireExchange[], id: string | undefined, revision: string): void {
  for (const exchange of rest) {
    expect(exchange.headers['mcp-session-id']).toBe(id);
    expect(exchange.headers['mcp-protocol-version']).toBe(revision);
    expect(exchange.headers['mcp-method']).toBeUndefined();
    expect(exchange.headers['mcp-name']).toBeUndefined();
    if (exchange.method !== 'POST') continue;
    const body = JSON.parse(exchange.body) as { method?: string; id?: unknown };
    // Notifications and responses are accepted, with no body.
    if (!('id' in body) || body.method === undefined) expect(exchange.status).toBe(202);
  }
  const get = rest.find((w) => w.method === 'GET');
  expect(get?.headers.accept).toBe('text/event-stream');
  expect(get?.responseHeaders['content-type']).toBe('text/event-stream');
  expect(rest.at(-1)?.method).toBe('DELETE');
  expect(rest.at(-1)?.status).toBe(200);
}

describe('live changes reach the 2026-07-28 subscription stream over HTTP', () => {
  it('documentation : notifications/resources/list_changed arrive sur le flux SSE de subscriptions/listen', async () => {
    const sc = scenarios.find((s) => s.id === 'documentation')!;
    const session = await playScenario(sc, { revision: '2026-07-28', link: 'http', today: TODAY });
    const entries = session.trace.entries;
    await session.dispose();

    const listen = requests(entries).find(
      (r) => r.headers['mcp-method'] === 'subscriptions/listen',
    );
    expect(listen).toBeDefined();
    const changed = messages(entries).find(
      (m) => 'method' in m.message && m.message.method === 'notifications/resources/list_changed',
    );
    // Carried by an SSE event of the listen POST's answer, not by any other exchange.
    const carrier = entries[(changed?.carriedBy ?? 0) - 1];
    expect(carrier).toMatchObject({ type: 'http', part: 'event', exchange: listen!.seq });
    // And the server really wrote it on that stream.
    const seen = wire.find((w) => w.headers['mcp-method'] === 'subscriptions/listen');
    const written = events(await seen!.text).map(
      ([, , data]) => (data ? JSON.parse(data) : undefined) as unknown,
    );
    expect(written).toContainEqual(
      expect.objectContaining({ method: 'notifications/resources/list_changed' }),
    );
    // The client then lists again, over a POST of its own.
    const after = requests(entries).filter(
      (r) => r.seq > (changed?.seq ?? Infinity) && r.headers['mcp-method'] === 'resources/list',
    );
    expect(after.length).toBeGreaterThan(0);
  });
});
