import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import {
  localhostHostValidation,
  originValidation,
  toNodeHandler,
} from '@modelcontextprotocol/node';
import type { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { BehaviourMessages } from './behaviour';
import {
  buildScenarioServer,
  seededState,
  type ServerEnv,
  type ServerSpec,
} from './scenario-server';
import type { Warehouse } from './database';
import { createHttpEndpoint, type HttpEndpoint } from './http-endpoint';
import { testPattern } from './linear-pattern';
import { hasPattern, linearPatternValidator } from './linear-validator';

/*
 * The entry point of the exported project (its `server.ts`). Atelier MCP type-checks and lints
 * this file with its own code and ships it verbatim: the server itself is data, read from
 * `serveur.json` next to it, and built by the same code as the simulated servers.
 *
 *   npx tsx server.ts           stdio (stdout carries JSON-RPC only: logs go to stderr)
 *   npx tsx server.ts --http    Streamable HTTP on http://127.0.0.1:3333/mcp (PORT to change)
 */

/** The project's data: the server exactly as the scenario (or the learner) defined it. */
interface ProjectData {
  server: ServerSpec;
  /** French texts of the tools' answers. */
  messages: BehaviourMessages;
  /** French texts of this file: start-up lines and HTTP refusals. */
  texts: {
    readyOnStdio: string;
    readyOnHttp: string;
    notFound: string;
    unknownSession: string;
  };
  /** Web origins allowed to call the HTTP server besides localhost (the Atelier MCP site). */
  allowedOrigins: string[];
  /** A protected server's consent page and OAuth error texts (oauth-http.ts). */
  authTexts?: Record<string, string>;
}

const data = JSON.parse(
  readFileSync(new URL('./serveur.json', import.meta.url), 'utf8'),
) as ProjectData;
const spec = data.server;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** Loaded only by servers with a database, so the others need neither PGlite nor the file. */
async function loadWarehouse(): Promise<() => Promise<Warehouse>> {
  const url = new URL('./warehouse.ts', import.meta.url).href;
  const warehouse = (await import(url)) as { openWarehouse: () => Promise<Warehouse> };
  return warehouse.openWarehouse;
}

/** Loaded only by servers with skills (the SDK's Skills extension). */
async function loadSkills(): Promise<ServerEnv['skills']> {
  if (!spec.skills?.length) return undefined;
  // skills.ts is shipped only with skills: typed here, so the other projects type-check.
  const skills = (await import(new URL('./skills.ts', import.meta.url).href)) as {
    loadSkills: (list: NonNullable<ServerSpec['skills']>) => Promise<ServerEnv['skills']>;
  };
  return skills.loadSkills(spec.skills);
}

const env: ServerEnv = {
  today: () => new Date().toISOString().slice(0, 10),
  messages: data.messages,
  // One state for the whole process (records, resources, pages handed out), as in the
  // simulation's single connection. The `requestState` key is secret: drawn at start-up.
  ...seededState(spec, `${randomUUID()}${randomUUID()}`),
  // Schemas and checks may come from a learner or a link: their patterns run on the same
  // linear-time engine as in the site, so `^(a+)+$` cannot stall the server for hours.
  matchesPattern: (pattern, value) =>
    testPattern(pattern, value, { unicode: false }).kind === 'match',
  schemaValidatorFor: (schema) => (hasPattern(schema) ? linearPatternValidator : undefined),
  ...(spec.database && { warehouse: await loadWarehouse() }),
  skills: await loadSkills(),
};

// The database takes seconds to start: begin now, as the simulation does, not at the first call.
if (env.warehouse) void env.warehouse().catch(() => undefined);

const build = (): McpServer => buildScenarioServer(spec, spec.tools, env);

/**
 * Loaded only by protected servers: the SDK's Bearer gate and the example authorization server
 * in front of the endpoint (oauth-http.ts).
 */
async function loadProtection(endpoint: HttpEndpoint): Promise<WebHandler | undefined> {
  if (!spec.authorization || !data.authTexts) return undefined;
  const oauth = (await import(new URL('./oauth-http.ts', import.meta.url).href)) as {
    createOAuthHttp: (options: {
      authorization: NonNullable<ServerSpec['authorization']>;
      texts: Record<string, string>;
      path: string;
      endpoint: HttpEndpoint['fetch'];
    }) => WebHandler;
  };
  return oauth.createOAuthHttp({
    authorization: spec.authorization,
    texts: data.authTexts,
    path: MCP_PATH,
    endpoint: (request, extra) => endpoint.fetch(request, extra),
  });
}

/** A web-standard handler; typed here, so the projects without oauth-http.ts type-check. */
type WebHandler = (request: Request) => Promise<Response>;

/** Where the MCP endpoint answers. */
const MCP_PATH = '/mcp';

/** How long a 2025-era session may stay without a request (SESSION_IDLE_MS to change). */
const SESSION_IDLE_MS = Number(process.env.SESSION_IDLE_MS ?? 30 * 60_000);
/** How many 2025-era sessions may be open at once (MAX_SESSIONS to change). */
const MAX_SESSIONS = Number(process.env.MAX_SESSIONS ?? 100);

if (process.argv.includes('--http')) await serveHttp();
else {
  serveStdio(build);
  console.error(fill(data.texts.readyOnStdio, { name: spec.name }));
}

async function serveHttp(): Promise<void> {
  const port = Number(process.env.PORT ?? 3333);
  const extraOrigins = [
    ...data.allowedOrigins,
    ...(process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
  ];
  // DNS rebinding: only a localhost Host, and only localhost (or the allowed) Origins.
  const validHost = localhostHostValidation();
  const allowedHostnames = [
    'localhost',
    '127.0.0.1',
    '[::1]',
    ...extraOrigins.map(hostnameOf).filter((h): h is string => h !== undefined),
  ];
  // Checked here before CORS is granted; the endpoint checks again (it stands alone in a page).
  const validOrigin = originValidation(allowedHostnames);
  // The endpoint the playground's HTTP link serves with too: 2026-07-28 requests each get a
  // fresh server, a 2025-era client a session (so a tool can ask it for a confirmation).
  const endpoint = createHttpEndpoint(() => build(), {
    allowedOriginHostnames: allowedHostnames,
    sessionIdGenerator: () => randomUUID(),
    unknownSession: data.texts.unknownSession,
    // Sessions end after a while without requests, and there are never more than a hundred.
    maxSessions: MAX_SESSIONS,
    sessionIdleMs: SESSION_IDLE_MS,
  });
  // A protected server serves its whole origin: metadata, authorization server, then /mcp.
  const protection = await loadProtection(endpoint);
  const handler = toNodeHandler({ fetch: protection ?? endpoint.fetch });

  createHttpServer((req, res) => {
    if (!validHost(req, res) || !validOrigin(req, res)) return;
    allowCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (!protection && new URL(req.url ?? '/', 'http://localhost').pathname !== MCP_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(data.texts.notFound);
      return;
    }
    void handler(req, res);
  }).listen(port, '127.0.0.1', () => {
    console.error(fill(data.texts.readyOnHttp, { name: spec.name, port: String(port) }));
  });
}

/** CORS for the origins that passed validation: a page of the site may call this server. */
function allowCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'origin');
  res.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader(
    'access-control-allow-headers',
    'content-type, accept, authorization, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id',
  );
  // `www-authenticate`: a protected server's 401 says where its metadata is; a page reads it.
  res.setHeader(
    'access-control-expose-headers',
    'mcp-session-id, mcp-protocol-version, www-authenticate',
  );
}

function hostnameOf(origin: string): string | undefined {
  try {
    return new URL(origin.trim()).hostname;
  } catch {
    return undefined;
  }
}
