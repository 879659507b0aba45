// Checks « Emporter son serveur » for every scenario server, as a learner would use the zip:
// the projects' dependencies are installed once into a shared temp folder (the projects sit
// inside it, so Node and tsc find them), then each project is type-checked as shipped, started
// over stdio and Streamable HTTP, and driven by the official SDK client in both eras; every
// answer must equal the simulation's own answer to the same call. HTTP must refuse a foreign
// Host or Origin. `--conformance` then runs the official conformance suite (Node ≥ 22) against
// one exported HTTP server, against the baseline in lib/export/conformance-baseline.ts.
//   npx tsx scripts/export-check.ts [--only <scenario>] [--conformance]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import {
  Client,
  InMemoryTransport,
  StreamableHTTPClientTransport,
  auth,
  type Transport,
} from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { allScenarios } from '../content/scenarios';
import { simulationMessages } from '../messages/simulation';
import { CONFORMANCE_EXPECTED_FAILURES } from '../lib/export/conformance-baseline';
import { exportedServerFrom, projectName, type ExportedServer } from '../lib/export/server-project';
import {
  ensureExportDependencies,
  tsxCli,
  tsxLoaderArgs,
  writeExportedProject,
} from '../lib/export/shared-install';
import type { Scenario } from '../lib/mcp/scenario';
import { REVISIONS } from '../lib/mcp/revisions';
import { corsNeeds, missingCorsGrants } from '../lib/remote/cors';
import { SimulatedServer } from '../lib/mcp/simulated-server';
import { TabOAuthProvider } from '../lib/mcp/auth/tab-provider';
import { answerConsent, openAuthorization, readCallback } from '../lib/mcp/auth/browser';
import { oauthRedirectUrl } from '../lib/remote/oauth-return';

const scenarios = allScenarios();

const CONFORMANCE_VERSION = '0.1.16';
/** A page of the site in the browser test; the HTTP servers allow it by CORS. */
const SITE_ORIGIN = 'http://localhost:3106';
/** Calls slower than this are only listed: `erreur-delai-depasse` waits 15 s on purpose. */
const MAX_DELAY_MS = 2_000;
/** Generous: on a loaded machine PGlite alone can take a minute to start. */
const TIMEOUT_MS = 180_000;
const timeout = { timeout: TIMEOUT_MS };

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.split(',') : undefined;
const failures: string[] = [];
const fail = (where: string, message: string) => {
  failures.push(`${where} : ${message}`);
  console.error(`  ✗ ${where} : ${message}`);
};

const today = () => new Date().toISOString().slice(0, 10);

// ── 1. Projects and their shared dependencies ──────────────────────────────────────────────
const base = ensureExportDependencies();
const projectsDir = join(base, 'projets');
rmSync(projectsDir, { recursive: true, force: true });

interface Project {
  scenario: Scenario;
  exported: ExportedServer;
  dir: string;
}
const projects: Project[] = [];
for (const scenario of scenarios) {
  if (only && !only.includes(scenario.id)) continue;
  for (const spec of scenario.servers) {
    const exported = exportedServerFrom(scenario, spec);
    if (existsSync(join(projectsDir, projectName(exported)))) {
      fail(projectName(exported), 'nom de projet déjà pris');
    }
    const dir = writeExportedProject(base, exported, { allowedOrigins: [SITE_ORIGIN] });
    projects.push({ scenario, exported, dir });
  }
}
console.log(`→ ${projects.length} projets exportés dans ${projectsDir}`);

// ── 2. Type-check as shipped: once per distinct code (serveur.json is data, never compiled) ─
const byCode = new Map<string, Project>();
for (const project of projects) {
  const hash = createHash('sha256');
  for (const file of readdirSync(project.dir).sort()) {
    if (/\.ts$|^tsconfig\.json$/.test(file))
      hash.update(file).update(readFileSync(join(project.dir, file)));
  }
  byCode.set(hash.digest('hex'), project);
}
const tsc = join(base, 'node_modules', 'typescript', 'bin', 'tsc');
console.log(`→ tsc (npm run typecheck) sur les ${byCode.size} variantes de code des projets`);
for (const project of byCode.values()) {
  const run = spawnSync(process.execPath, [tsc, '-p', project.dir], { encoding: 'utf8' });
  if (run.status !== 0)
    fail(projectName(project.exported), `tsc\u00A0:\n${run.stdout}${run.stderr}`);
}

// ── 3. Every project over stdio and HTTP, both eras, against the simulation ────────────────

function newClient(scenario: Scenario, era: 'legacy' | 'modern'): Client {
  const client = new Client(
    { name: 'atelier-export-check', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} }, sampling: {}, roots: {} },
      ...(era === 'modern' && { versionNegotiation: { mode: { pin: '2026-07-28' } } }),
    },
  );
  // A URL elicitation is agreed to (no content); nobody visits the page outside the Atelier.
  client.setRequestHandler('elicitation/create', (request) =>
    request.params.mode === 'url'
      ? { action: 'accept' }
      : { action: 'accept', content: { confirmer: true } },
  );
  client.setRequestHandler('sampling/createMessage', () => ({
    role: 'assistant',
    content: { type: 'text', text: 'Résumé écrit par le modèle de test.' },
    model: 'modele-de-test',
  }));
  client.setRequestHandler('roots/list', () => ({
    roots: scenario.roots.length > 0 ? scenario.roots : [{ uri: 'file:///projet' }],
  }));
  return client;
}

/** What the client sees of a server: lists, reads and the scenario's calls, as plain JSON. */
async function observe(client: Client, project: Project): Promise<unknown[]> {
  const { spec } = project.exported;
  const seen: unknown[] = [];
  const attempt = async (what: string, work: () => Promise<unknown>) => {
    try {
      seen.push({ what, result: await work() });
    } catch (error) {
      const e = error as { code?: number; message?: string };
      seen.push({ what, error: { code: e.code, message: e.message } });
    }
  };
  await attempt('tools/list', async () => (await client.listTools(undefined, timeout)).tools);
  if (spec.resources.length + spec.resourceTemplates.length > 0) {
    await attempt(
      'resources/list',
      async () => (await client.listResources(undefined, timeout)).resources,
    );
    await attempt(
      'templates',
      async () => (await client.listResourceTemplates(undefined, timeout)).resourceTemplates,
    );
  }
  if (spec.prompts.length > 0) {
    await attempt(
      'prompts/list',
      async () => (await client.listPrompts(undefined, timeout)).prompts,
    );
  }
  for (const action of project.scenario.script) {
    if (!('server' in action) || action.server !== spec.name) continue;
    if (action.do === 'call') {
      const tool = spec.tools.find((t) => t.definition.name === action.tool);
      if ((tool?.behaviour.delayMs ?? 0) > MAX_DELAY_MS) continue;
      await attempt(`tools/call ${action.tool}`, () =>
        client.callTool(
          {
            name: action.tool,
            arguments: (action.arguments ?? {}) as Record<string, unknown>,
          },
          timeout,
        ),
      );
    } else if (action.do === 'read') {
      await attempt(`resources/read ${action.uri}`, () =>
        client.readResource({ uri: action.uri }, timeout),
      );
    } else if (action.do === 'prompt') {
      await attempt(`prompts/get ${action.name}`, () =>
        client.getPrompt({ name: action.name, arguments: action.arguments }, timeout),
      );
    } else if (action.do === 'complete') {
      await attempt(`completion/complete ${action.argument.name}`, () =>
        client.complete({ ref: action.ref, argument: action.argument }, timeout),
      );
    } else if (action.do === 'set-log-level') {
      // 2025: answered by the server; 2026-07-28: refused by the client before sending.
      await attempt('logging/setLevel', () => client.setLoggingLevel(action.level, timeout));
    }
  }
  return seen;
}

/** The simulation's own answers to the same requests (the reference the export must equal). */
async function simulated(project: Project, era: 'legacy' | 'modern'): Promise<unknown[]> {
  const server = new SimulatedServer(project.exported.spec, {
    today,
    messages: simulationMessages,
  });
  const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
  await server.prepare();
  server.serve(serverEnd);
  const client = newClient(project.scenario, era);
  await client.connect(clientEnd, timeout);
  try {
    return await observe(client, project);
  } finally {
    await client.close();
    await server.close();
  }
}

async function compare(
  project: Project,
  label: string,
  era: 'legacy' | 'modern',
  transport: Transport,
) {
  const where = `${projectName(project.exported)} ${label} ${era}`;
  const client = newClient(project.scenario, era);
  try {
    await client.connect(transport, timeout);
    if (client.getProtocolEra() !== era) fail(where, `ère ${client.getProtocolEra()}`);
    const got = JSON.stringify(await observe(client, project));
    const expected = JSON.stringify(await simulated(project, era));
    if (got !== expected)
      fail(
        where,
        `réponse différente de la simulation\n    exporté\u00A0: ${got}\n    simulé\u00A0: ${expected}`,
      );
    if (/\{\{\s*[\w.-]+\s*\}\}/.test(got)) fail(where, 'un trou {{…}} non rempli dans une réponse');
  } catch (error) {
    fail(where, (error as Error).message);
  } finally {
    await client.close().catch(() => undefined);
  }
}

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts `server.ts --http` directly with node + tsx (no npm banner) and waits for its line. */
async function startHttp(dir: string): Promise<{ child: ChildProcess; url: string; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, tsxLoaderArgs('server.ts', '--http'), {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await new Promise<void>((done, reject) => {
    const timer = setTimeout(() => reject(new Error('le serveur HTTP ne démarre pas')), TIMEOUT_MS);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes(`:${port}/mcp`)) {
        clearTimeout(timer);
        done();
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`le serveur HTTP s’arrête (${code})\u00A0: ${stderr}`)),
    );
  });
  if (stdout) throw new Error(`le serveur écrit sur stdout\u00A0: ${stdout}`);
  return { child, url: `http://127.0.0.1:${port}/mcp`, port };
}

/**
 * The SDK's own authorization flow against an exported protected server, the consent page
 * answered « Autoriser » as a learner would in the site (it redirects back to the site's
 * return page): a 401 with `WWW-Authenticate` first, then discovery, DCR, PKCE, `state`
 * checked, `iss` checked by the SDK, and the code exchanged.
 */
async function authorize(
  name: string,
  url: URL,
  scopes: readonly string[],
): Promise<TabOAuthProvider> {
  const where = `${name} http oauth`;
  const bare = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: '{}',
  });
  const challenge = bare.headers.get('www-authenticate') ?? '';
  if (bare.status !== 401 || !challenge.includes('resource_metadata=')) {
    fail(
      where,
      `sans jeton\u00A0: HTTP ${bare.status} « ${challenge} » au lieu d’un 401 qui nomme ses métadonnées`,
    );
  }
  if (!/www-authenticate/i.test(bare.headers.get('access-control-expose-headers') ?? '')) {
    fail(where, 'WWW-Authenticate n’est pas exposé par CORS\u00A0: une page ne le lirait pas');
  }
  let waiting: URL | undefined;
  const provider = new TabOAuthProvider({
    redirectUrl: oauthRedirectUrl(SITE_ORIGIN),
    onRedirect: (next) => (waiting = next),
  });
  if (
    (await auth(provider, { serverUrl: url, scope: scopes.join(' ') })) !== 'REDIRECT' ||
    !waiting
  ) {
    fail(where, 'pas de demande d’autorisation');
    return provider;
  }
  const page = await openAuthorization(fetch, waiting);
  const back = readCallback(
    await answerConsent(fetch, page, { allow: true, scopes }),
    provider.redirectUrl,
    provider.expectedState,
  );
  if (back.kind !== 'code') {
    fail(where, `pas de code au retour (${back.kind})`);
    return provider;
  }
  const done = await auth(provider, {
    serverUrl: url,
    authorizationCode: back.params.get('code') ?? '',
    iss: back.params.get('iss') ?? undefined,
  });
  if (done !== 'AUTHORIZED' || !provider.currentTokens) fail(where, 'pas de jeton');
  return provider;
}

/** A raw POST with chosen Host and Origin headers (fetch cannot set Host). */
function rawStatus(
  port: number,
  headers: Record<string, string>,
  method = 'POST',
): Promise<{ status: number; headers: Record<string, unknown> }> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'x', version: '1' },
    },
  });
  return new Promise((done, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        done({ status: res.statusCode ?? 0, headers: res.headers });
      },
    );
    req.once('error', reject);
    req.end(method === 'POST' ? body : undefined);
  });
}

/** Two projects at a time: most of the wait is tsx starting a server. */
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) await checkProject(project);
  }),
);

async function checkProject(project: Project): Promise<void> {
  const name = projectName(project.exported);
  console.log(`→ ${name}`);
  for (const era of ['legacy', 'modern'] as const) {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [tsxCli(base), 'server.ts'],
      cwd: project.dir,
      stderr: 'pipe',
    });
    await compare(project, 'stdio', era, transport);
  }
  let http: Awaited<ReturnType<typeof startHttp>> | undefined;
  try {
    http = await startHttp(project.dir);
    const url = new URL(http.url);
    // A protected server: the 401 first, then a token for every scope, as the site gets one.
    const authProvider = project.exported.spec.authorization
      ? await authorize(name, url, project.exported.spec.authorization.scopes)
      : undefined;
    for (const era of ['legacy', 'modern'] as const) {
      await compare(
        project,
        'http',
        era,
        new StreamableHTTPClientTransport(url, { ...(authProvider && { authProvider }) }),
      );
    }
    const local = `127.0.0.1:${http.port}`;
    const evilHost = await rawStatus(http.port, {
      host: 'evil.example.com',
      origin: 'http://evil.example.com',
    });
    if (evilHost.status !== 403) fail(`${name} http`, `Host étranger accepté (${evilHost.status})`);
    const evilOrigin = await rawStatus(http.port, {
      host: local,
      origin: 'http://evil.example.com',
    });
    if (evilOrigin.status !== 403)
      fail(`${name} http`, `Origin étrangère acceptée (${evilOrigin.status})`);
    // The preflight a browser sends before the site's client speaks each revision: everything
    // that client sets must be granted (review 2026-12-01 round 2, N1: mcp-method was not).
    for (const revision of REVISIONS) {
      const needs = corsNeeds(revision);
      for (const method of needs.methods) {
        const preflight = await rawStatus(
          http.port,
          {
            host: local,
            origin: SITE_ORIGIN,
            'access-control-request-method': method,
            'access-control-request-headers': needs.requestHeaders.join(','),
          },
          'OPTIONS',
        );
        const header = (key: string) => {
          const value = preflight.headers[key];
          return typeof value === 'string' ? value : undefined;
        };
        const missing = missingCorsGrants(header, SITE_ORIGIN, revision, method);
        if (missing.length > 0) {
          fail(`${name} http`, `CORS ${revision} ${method} : manque ${missing.join(', ')}`);
        }
      }
    }
  } catch (error) {
    fail(`${name} http`, (error as Error).message);
  } finally {
    http?.child.kill();
  }
}

// ── 4. The official conformance suite against one exported HTTP server ─────────────────────
if (args.includes('--conformance')) await conformance();

async function conformance(): Promise<void> {
  // A plain .mjs helper shared with npm test (it installs Node 22 on demand, like Chromium).
  const setup = './lib/setup.mjs';
  const { ensureNode22 } = (await import(setup)) as { ensureNode22: () => string };
  const node22 = ensureNode22();
  const toolDir = join(base, `conformance-${CONFORMANCE_VERSION}`);
  const cli = join(
    toolDir,
    'node_modules',
    '@modelcontextprotocol',
    'conformance',
    'dist',
    'index.js',
  );
  if (!existsSync(cli)) {
    console.log(`→ Installation de @modelcontextprotocol/conformance@${CONFORMANCE_VERSION}`);
    mkdirSync(toolDir, { recursive: true });
    writeFileSync(join(toolDir, 'package.json'), '{"private":true}');
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `@modelcontextprotocol/conformance@${CONFORMANCE_VERSION}`,
      ],
      { cwd: toolDir, stdio: 'inherit' },
    );
    if (npm.status !== 0) return fail('conformance', 'installation impossible');
  }
  const project = projects.find((p) => p.exported.spec.name === 'meteo') ?? projects[0];
  if (!project) return;
  const http = await startHttp(project.dir);
  const out = join(base, 'conformance-results');
  rmSync(out, { recursive: true, force: true });
  console.log(
    `→ Suite de conformité officielle (Node ${spawnSync(node22, ['--version'], { encoding: 'utf8' }).stdout.trim()}) sur ${projectName(project.exported)}`,
  );
  const run = spawnSync(
    node22,
    [cli, 'server', '--url', http.url, '--suite', 'all', '--output-dir', out],
    { encoding: 'utf8', cwd: toolDir, timeout: 300_000 },
  );
  http.child.kill();
  const results = readChecks(out);
  if (results.size === 0) {
    return fail('conformance', `aucun résultat lu\u00A0:\n${run.stdout}\n${run.stderr}`);
  }
  const failed = [...results].filter(([, status]) => status === 'FAILURE').map(([id]) => id);
  const unexpected = failed.filter((id) => !(id in CONFORMANCE_EXPECTED_FAILURES));
  const fixed = Object.keys(CONFORMANCE_EXPECTED_FAILURES).filter(
    (id) => results.has(id) && !failed.includes(id),
  );
  const passed = [...results].filter(([, status]) => status === 'SUCCESS').length;
  console.log(
    `  ${passed} réussis, ${failed.length} en échec dont ${failed.length - unexpected.length} attendus (hors sujet, voir lib/export/conformance-baseline.ts)`,
  );
  for (const id of unexpected) fail('conformance', `échec inattendu\u00A0: ${id}`);
  for (const id of fixed)
    fail(
      'conformance',
      `${id} réussit désormais\u00A0: retirez-le de la liste des échecs attendus`,
    );
}

/** Every check's id and status, from the suite's checks.json files. */
function readChecks(dir: string): Map<string, string> {
  const results = new Map<string, string>();
  if (!existsSync(dir)) return results;
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'checks.json') {
        for (const check of JSON.parse(readFileSync(full, 'utf8')) as {
          id: string;
          status: string;
        }[]) {
          if (check.status === 'FAILURE' || !results.has(check.id))
            results.set(check.id, check.status);
        }
      }
    }
  };
  walk(dir);
  return results;
}

console.log(
  failures.length === 0
    ? `✓ Export vérifié\u00A0: ${projects.length} projets.`
    : `✗ ${failures.length} problème(s) dans l’export.`,
);
process.exit(failures.length === 0 ? 0 : 1);
