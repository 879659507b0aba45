import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserCorsFetch } from '@/tests/unit/browser-cors-fetch';
import { actorName } from '@/lib/playground/steps';
import { remoteHost } from '@/content/remote/host';
import { ACCEPTED_CONFIRMATION, type HostDelegate } from '@/lib/mcp/host/delegate';
import { standInSample } from '@/lib/mcp/host/sampler';
import { engineMessages } from '@/messages/simulation';
import { readTraceUpload, traceJsonFile } from '@/lib/share/downloads';
import { getScenario } from '@/content/scenarios';
import { simulationMessages } from '@/messages/simulation';
import { buildScenarioServer, seededState } from '@/lib/runtime/scenario-server';
import { isLoopbackHost, RemoteSession, REMOTE_LINK } from './remote-session';

const ORIGIN = 'http://localhost:3106';
const meteo = getScenario('meteo')!.servers[0]!;

function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  return new Promise((done) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;

let mcp: Server;
let unauthorized: Server;
let hostile: Server;
let silent: Server;
let stalling: Server;
let notFound: Server;
let legacyOnly: Server;
const scenarioServers = new Map<string, Server>();

/** A server of 2025 only, as a 1.x SDK answers: `server/discover` gets a 400 before initialize. */
function legacyHandler(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') {
    res.writeHead(405).end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const message = JSON.parse(body) as {
      id?: number;
      method: string;
      params?: { protocolVersion?: string };
    };
    const reply = (result: unknown) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
    if (message.id === undefined) {
      res.writeHead(202).end();
    } else if (message.method === 'initialize') {
      const asked = message.params?.protocolVersion ?? '';
      reply({
        protocolVersion: ['2025-06-18', '2025-11-25'].includes(asked) ? asked : '2025-11-25',
        capabilities: { tools: {} },
        serverInfo: { name: 'ancien', version: '1.0.0' },
      });
    } else if (message.method === 'tools/list') {
      reply({ tools: [{ name: 'ping', inputSchema: { type: 'object' } }] });
    } else {
      res.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32000, message: 'Bad Request: Server not initialized' },
        }),
      );
    }
  });
}

/** A server whose tools/list nests 100,000 levels deep, and that answers 500 on /status500. */
function hostileHandler(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/status500') {
    res.writeHead(500).end('boom');
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405).end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const message = JSON.parse(body) as { id?: number; method: string };
    if (message.id === undefined) {
      res.writeHead(202).end();
      return;
    }
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const result =
      message.method === 'initialize'
        ? `{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"hostile","version":"1"}}`
        : `{"tools":[{"name":"piege","inputSchema":{"type":"object","properties":${deep}}}]}`;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(`{"jsonrpc":"2.0","id":${message.id},"result":${result}}`);
  });
}
beforeAll(async () => {
  const env = {
    today: () => '2026-12-01',
    messages: simulationMessages,
    ...seededState(meteo, 'clé de test de « Brancher mon serveur », publique'),
  };
  const handler = toNodeHandler(
    createMcpHandler(() => buildScenarioServer(meteo, meteo.tools, env)),
  );
  mcp = await listen((req, res) => void handler(req, res));
  // A tool that never finishes, to cancel a call in flight.
  const stall = toNodeHandler(
    createMcpHandler(() => {
      const server = new McpServer({ name: 'lent', version: '1.0.0' });
      server.registerTool('attendre', {}, () => new Promise<never>(() => undefined));
      return server;
    }),
  );
  stalling = await listen((req, res) => void stall(req, res));
  unauthorized = await listen((_req, res) => {
    res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
  });
  hostile = await listen(hostileHandler);
  legacyOnly = await listen(legacyHandler);
  for (const [scenario, index] of [
    ['elicitation', 0],
    ['echantillonnage', 0],
    ['commandes', 0],
    ['documentation', 0],
    ['connexion-externe', 0],
  ] as const) {
    const spec = getScenario(scenario)!.servers[index]!;
    // One state for the process, as the exported server keeps it: a 2026-07-28 request gets a
    // fresh server, yet the page it handed out earlier is still known at the retry.
    const env = {
      today: () => '2026-12-01',
      messages: simulationMessages,
      ...seededState(spec, 'clé de test de « Brancher mon serveur », publique'),
    };
    const serve = toNodeHandler(createMcpHandler(() => buildScenarioServer(spec, spec.tools, env)));
    scenarioServers.set(scenario, await listen((req, res) => void serve(req, res)));
  }
  notFound = await listen((_req, res) => {
    res
      .writeHead(404, { 'content-type': 'text/html' })
      .end(
        `<html><head><title>Page introuvable</title></head><body>${'<p>Lorem</p>'.repeat(400)}</body></html>`,
      );
  });
  // Accepts the request, sends headers, never a body.
  silent = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.flushHeaders();
  });
});
afterAll(() => {
  mcp.close();
  unauthorized.close();
  hostile.closeAllConnections();
  hostile.close();
  silent.closeAllConnections();
  silent.close();
  stalling.closeAllConnections();
  stalling.close();
  notFound.close();
  legacyOnly.close();
  for (const server of scenarioServers.values()) {
    server.closeAllConnections();
    server.close();
  }
});

describe('« Brancher mon serveur »', () => {
  for (const revision of ['2025-11-25', '2026-07-28'] as const) {
    it(`connects the SDK client to a real HTTP server and records its real traffic (${revision})`, async () => {
      const session = new RemoteSession(urlOf(mcp), revision);
      await session.connect(ORIGIN);
      expect(session.serverName).toBe('meteo');
      expect(session.tools.map((t) => t.name)).toEqual(['get_weather']);
      const result = await session.callTool('get_weather', { ville: 'Lyon' });
      expect(result.content).toEqual([
        { type: 'text', text: 'À Lyon, il fait 18\u00A0°C sous un ciel dégagé.' },
      ]);
      const methods = session.entries.flatMap((e) =>
        e.type === 'message' && e.kind === 'request' ? [e.method] : [],
      );
      expect(methods[0]).toBe(revision === '2026-07-28' ? 'server/discover' : 'initialize');
      expect(methods).toContain('tools/call');
      const call = session.entries.find((e) => e.type === 'message' && e.method === 'tools/call');
      // The lanes bear the server's own name (serverInfo.name), not the recorder's placeholder.
      expect(call).toMatchObject({ from: 'client:meteo', to: 'server:meteo', link: 'meteo' });
      // The handshake is the opening phase; the call, and the POST that carries it, operation.
      const opening = session.entries.find((e) => e.type === 'message' && e.kind === 'request');
      expect(opening?.phase).toBe('initialisation');
      expect(call?.phase).toBe('operation');
      expect(session.entries.find((e) => e.seq + 1 === call?.seq)?.phase).toBe('operation');
      expect(session.entries.some((e) => JSON.stringify(e).includes(REMOTE_LINK))).toBe(false);
      expect(actorName('client:meteo')).toBe('Client meteo');
      // Every request has its answer linked, as in a scenario's trace.
      const answered = session.entries.filter((e) => e.type === 'message' && e.answers);
      // (The 2026-07-28 `subscriptions/listen` that follows list changes stays open: the host
      // client follows them, as for a scenario.)
      expect(answered.length).toBe(methods.filter((m) => m !== 'subscriptions/listen').length);
      // The HTTP layer too: each message tied to the exchange that carried it, real headers.
      const messages = session.entries.filter((e) => e.type === 'message');
      expect(messages.every((m) => m.type === 'message' && m.carriedBy !== undefined)).toBe(true);
      const post = session.entries.find(
        (e) => e.type === 'http' && e.part === 'request' && e.seq + 1 === call?.seq,
      );
      expect(post).toMatchObject({ method: 'POST' });
      const headers = post?.type === 'http' && post.part === 'request' ? post.headers : {};
      if (revision === '2026-07-28') {
        expect(headers).toMatchObject({ 'mcp-method': 'tools/call', 'mcp-name': 'get_weather' });
      } else {
        expect(headers['mcp-method']).toBeUndefined();
      }
      // The recorded trace exports as a file that « Importer une trace » reads back.
      const file = traceJsonFile(
        {
          scenarioId: 'mon-serveur',
          revision: session.negotiated,
          entries: session.entries,
          toolOverrides: {},
          overHttp: true,
        },
        getScenario('mon-serveur'),
      );
      const content = String(file.content);
      const read = await readTraceUpload({
        size: content.length,
        text: () => Promise.resolve(content),
      });
      expect(read.ok && read.entries.length).toBe(session.entries.length);
      expect(read.ok && read.imported.revision).toBe(revision);
      expect(session.connected).toBe(true);
      await session.close();
      expect(session.connected).toBe(false);
      // Reconnecting opens a new live connection on the same server.
      const again = new RemoteSession(urlOf(mcp), revision);
      await again.connect(ORIGIN);
      expect(again.connected).toBe(true);
      await again.close();
    });
  }

  it('offers 2025-06-18 when it is chosen, and shows what was negotiated', async () => {
    const session = new RemoteSession(urlOf(legacyOnly), '2025-06-18');
    await session.connect(ORIGIN);
    const initialize = session.entries.find(
      (e) => e.type === 'message' && e.method === 'initialize',
    );
    expect(initialize?.type === 'message' && initialize.message).toMatchObject({
      params: { protocolVersion: '2025-06-18' },
    });
    expect(session.negotiatedVersion).toBe('2025-06-18');
    expect(session.negotiated).toBe('2025-06-18');
    await session.close();
  });

  it('falls back to initialize, as the specification says, when a 2025 server is met in 2026-07-28', async () => {
    const session = new RemoteSession(urlOf(legacyOnly), '2026-07-28');
    await session.connect(ORIGIN);
    expect(session.serverName).toBe('ancien');
    expect(session.negotiatedVersion).toBe('2025-11-25');
    const methods = session.entries.flatMap((e) =>
      e.type === 'message' && e.kind === 'request' ? [e.method] : [],
    );
    expect(methods.slice(0, 2)).toEqual(['server/discover', 'initialize']);
    expect(session.tools.map((t) => t.name)).toEqual(['ping']);
    await session.close();
  });

  // In 2025 a server asks during a call only on a session: this test's servers have none (the
  // exported server has, see tests/unit/export-cors.test.ts).
  for (const revision of ['2026-07-28'] as const) {
    it(`declares what the host has and answers through its dialogs (${revision})`, async () => {
      const asked: string[] = [];
      const options = {
        host: remoteHost,
        delegate: () => ({
          elicit: () => {
            asked.push('elicit');
            return Promise.resolve(ACCEPTED_CONFIRMATION);
          },
          sample: (request: Parameters<HostDelegate['sample']>[0]) => {
            asked.push('sample');
            return Promise.resolve(standInSample(request, engineMessages.standInAnswer));
          },
        }),
      };
      const storage = new RemoteSession(
        urlOf(scenarioServers.get('elicitation')!),
        revision,
        options,
      );
      await storage.connect(ORIGIN);
      const deleted = await storage.callTool('supprimer_fichier', { chemin: 'brouillon.txt' });
      expect(deleted.content).toEqual([
        { type: 'text', text: 'Le fichier «\u00A0brouillon.txt\u00A0» a été supprimé.' },
      ]);
      expect(asked).toEqual(['elicit']);
      // A progress token goes with the call.
      const call = storage.entries.find(
        (e) => e.type === 'message' && e.method === 'tools/call' && e.kind === 'request',
      );
      const sent = call?.type === 'message' ? call.message : undefined;
      const meta = (sent as { params?: { _meta?: { progressToken?: unknown } } } | undefined)
        ?.params?._meta;
      expect(meta?.progressToken).toBeDefined();
      await storage.close();

      const writer = new RemoteSession(
        urlOf(scenarioServers.get('echantillonnage')!),
        revision,
        options,
      );
      await writer.connect(ORIGIN);
      for (const tool of writer.tools) {
        const args = Object.fromEntries(
          Object.keys((tool.inputSchema.properties ?? {}) as object).map((k) => [k, 'INC-204']),
        );
        const result = await writer.callTool(tool.name, args);
        expect(result.isError, JSON.stringify(result)).toBeFalsy();
      }
      expect(asked).toContain('sample');
      await writer.close();
    });
  }

  it('lists the server’s resources, templates and prompts, not only its tools', async () => {
    const session = new RemoteSession(urlOf(scenarioServers.get('commandes')!), '2025-11-25');
    await session.connect(ORIGIN);
    expect(session.resources.map((r) => r.name)).toContain('orders-schema');
    expect(session.prompts.map((p) => p.name)).toContain('triage');
    await session.close();
  });

  for (const revision of ['2025-11-25', '2026-07-28'] as const) {
    it(`reads a template's resource, gets a prompt and completes their arguments (${revision})`, async () => {
      const session = new RemoteSession(urlOf(scenarioServers.get('documentation')!), revision);
      await session.connect(ORIGIN);
      expect(session.completes).toBe(true);
      expect(
        await session.complete(
          { type: 'ref/resource', uri: 'docs://faq/{sujet}' },
          { name: 'sujet', value: 'c' },
        ),
      ).toEqual(['cache', 'cles-api', 'connexion', 'curseurs']);
      const read = await session.readResource('docs://faq/curseurs');
      expect(read.contents[0]).toMatchObject({ uri: 'docs://faq/curseurs' });
      expect((read.contents[0] as { text: string }).text).toContain('«\u00A0curseurs\u00A0»');
      const prompt = await session.getPrompt('expliquer-un-guide', { guide: 'pagination' });
      expect(prompt.messages[0]!.content).toMatchObject({
        type: 'text',
        text: 'Explique le guide docs://guides/pagination à un nouveau venu, en trois phrases.',
      });
      const methods = session.entries.flatMap((e) =>
        e.type === 'message' && e.kind === 'request' ? [e.method] : [],
      );
      expect(methods).toEqual(
        expect.arrayContaining(['completion/complete', 'resources/read', 'prompts/get']),
      );
      // A read the server refuses is worded as a read, not as a failed connection.
      await expect(session.readResource('docs://faq/')).rejects.toThrow(
        /^La lecture de la ressource a reçu une erreur du protocole/,
      );
      await session.close();
    });
  }

  // (This in-test server cannot send a 2025 client requests: the browser test covers 2025-11-25.)
  for (const revision of ['2026-07-28'] as const) {
    it(`declares URL elicitation and answers it through the page's dialog (${revision})`, async () => {
      const opened: string[] = [];
      const session = new RemoteSession(
        urlOf(scenarioServers.get('connexion-externe')!),
        revision,
        {
          host: remoteHost,
          delegate: () => ({
            openUrl: (request) => {
              opened.push(request.url);
              return Promise.resolve({ action: 'accept', visited: true });
            },
          }),
        },
      );
      await session.connect(ORIGIN);
      const result = await session.callTool('payer_facture', { facture: 'F-2026-118' });
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatch(/^https:\/\/paiement\.facturation\.exemple\/session\//);
      // The page was real and this one was never filled in: the server says the payment waits.
      expect((result.content[0] as { text: string }).text).toMatch(/^Paiement non confirmé/);
      await session.close();
    });
  }

  it('explains in French an unreachable server, without blaming CORS', async () => {
    const url = urlOf(mcp).replace(/:\d+\//, ':1/');
    const error = new RemoteSession(url, '2025-11-25').connect(ORIGIN);
    await expect(error).rejects.toThrow(/n’a pas pu joindre.*rien ne répond/s);
    await expect(error).rejects.not.toThrow(/CORS/);
  });

  for (const revision of ['2026-07-28', '2025-06-18'] as const) {
    it(`names the CORS to grant when a server without CORS answers (${revision})`, async () => {
      vi.stubGlobal('fetch', browserCorsFetch(ORIGIN));
      try {
        const error = new RemoteSession(urlOf(mcp), revision).connect(ORIGIN);
        await expect(error).rejects.toThrow(/répond, mais le navigateur a bloqué la réponse/);
        await expect(error).rejects.toThrow(
          revision === '2026-07-28'
            ? /origine http:\/\/localhost:3106.*mcp-method, mcp-name/
            : /mcp-session-id, last-event-id, et exposer mcp-session-id/,
        );
      } finally {
        vi.unstubAllGlobals();
      }
    });
  }

  it('gives a 404 HTML page as a status and its title, not the page', async () => {
    const error = new RemoteSession(urlOf(notFound), '2025-11-25').connect(ORIGIN);
    await expect(error).rejects.toThrow(/erreur HTTP 404 \(«\u00A0Page introuvable\u00A0»\)/);
    await expect(error).rejects.not.toThrow(/<|Lorem/);
  });

  it('reports a failed call as the call’s failure, the connection intact', async () => {
    const session = new RemoteSession(urlOf(mcp), '2025-11-25');
    await session.connect(ORIGIN);
    // The tool ran and failed: a result with isError, not an exception.
    const failed = await session.callTool('get_weather', { ville: 42 });
    expect(failed.isError).toBe(true);
    // The server refused the request itself: a protocol error, named as such.
    const refused = session.callTool('outil_inconnu', {});
    await expect(refused).rejects.toThrow(
      /L’appel a reçu une erreur du protocole \(JSON-RPC -326\d\d\)/,
    );
    await expect(refused).rejects.not.toThrow(/La connexion a échoué/);
    // Still connected: the next call works.
    const ok = await session.callTool('get_weather', { ville: 'Lyon' });
    expect(ok.isError).toBeFalsy();
    await session.close();
  });

  it('refuses 127.0.0.2 before any request: the site’s CSP would block it', async () => {
    await expect(
      new RemoteSession('http://127.0.0.2:3333/mcp', '2025-11-25').connect(ORIGIN),
    ).rejects.toThrow(/CSP/);
  });

  it('explains an authentication demand without asking for a credential', async () => {
    await expect(
      new RemoteSession(urlOf(unauthorized), '2025-11-25').connect(ORIGIN),
    ).rejects.toThrow(/authentification \(HTTP 401\)/);
  });

  it('refuses, in French, a server that is not on this machine', async () => {
    await expect(
      new RemoteSession('https://mcp.exemple.fr/mcp', '2025-11-25').connect(ORIGIN),
    ).rejects.toThrow(/votre propre machine/);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1.exemple.fr')).toBe(false);
  });

  it('refuses an address that is not http(s)', async () => {
    await expect(new RemoteSession('ftp://exemple', '2025-11-25').connect(ORIGIN)).rejects.toThrow(
      /Adresse invalide/,
    );
  });

  it('refuses a 100,000-deep reply in French, without an uncaught error (review R7)', async () => {
    const session = new RemoteSession(urlOf(hostile), '2025-11-25');
    await expect(session.connect(ORIGIN)).rejects.toThrow(/imbriqué trop profondément/);
    // The panel can try again at once: nothing is left half-open.
    await expect(session.connect(ORIGIN)).rejects.toThrow(/imbriqué trop profondément/);
  });

  it('can cancel a connection to a server that never answers (review R9)', async () => {
    const session = new RemoteSession(urlOf(silent), '2026-07-28');
    const connecting = session.connect(ORIGIN);
    setTimeout(() => session.cancel(), 200);
    const started = Date.now();
    await expect(connecting).rejects.toThrow(/Connexion annulée/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  for (const revision of ['2025-11-25', '2026-07-28'] as const) {
    it(`cancels a call as the SDK does in ${revision}, and says how`, async () => {
      const session = new RemoteSession(urlOf(stalling), revision);
      await session.connect(ORIGIN);
      const calling = session.callTool('attendre', {});
      setTimeout(() => session.cancel(), 200);
      const modern = revision === '2026-07-28';
      // 2026-07-28 over HTTP: closing the response stream is the signal, no notification.
      await expect(calling).rejects.toThrow(
        modern ? /fermé le flux de réponse/ : /envoyé notifications\/cancelled/,
      );
      await new Promise((done) => setTimeout(done, 100));
      const cancelled = session.entries.some(
        (e) => e.type === 'message' && e.method === 'notifications/cancelled',
      );
      expect(cancelled).toBe(!modern);
      await session.close();
    });
  }

  it('names the real cause in 2026-07-28, not a revision mismatch (review R10)', async () => {
    const dead = urlOf(mcp).replace(/:\d+\//, ':1/');
    await expect(new RemoteSession(dead, '2026-07-28').connect(ORIGIN)).rejects.toThrow(
      /n’a pas pu joindre/,
    );
    const status = urlOf(hostile).replace('/mcp', '/status500');
    await expect(new RemoteSession(status, '2026-07-28').connect(ORIGIN)).rejects.toThrow(
      /erreur HTTP 500/,
    );
  });
});
