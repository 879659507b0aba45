// Issue 29's « playground first view » row: every JS and CSS file the playground fetches until
// the network is idle on arrival (gzip -9 of each body), beside the MCP Inspector's web client
// served statically from its npm package, measured in the same run and the same browser.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gz, kb, root } from './lib/built.mjs';
import { stepDrawn, withSite } from './lib/site.mjs';

/** The reference: the Inspector of the same SDK generation (v2), pinned so figures compare. */
const INSPECTOR = '@modelcontextprotocol/inspector@2.12.0';
const GOAL_RATIO = 0.5;
const cache = resolve(root, 'node_modules', '.cache', 'atelier-bench', 'inspector-2.12.0');
const inspectorDist = join(cache, 'package', 'clients', 'web', 'dist');

/** Unpacks the Inspector's package once (npm registry, as `npm test` installs from it). */
function ensureInspector() {
  if (existsSync(join(inspectorDist, 'index.html'))) return true;
  mkdirSync(cache, { recursive: true });
  const pack = spawnSync('npm', ['pack', INSPECTOR, '--silent', '--pack-destination', cache], {
    encoding: 'utf8',
  });
  const tarball = readdirSync(cache).find((name) => name.endsWith('.tgz'));
  if (pack.status !== 0 || !tarball) return false;
  return spawnSync('tar', ['xzf', join(cache, tarball), '-C', cache]).status === 0;
}

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

/** A static server for the Inspector's single-page client (unknown paths get index.html). */
function serveStatic(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || path === '/') file = join(dir, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

/** JS and CSS the page fetched from its own origin until idle, gzipped at level 9. */
async function firstView(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(origin))
      bodies.push(response.body().then(gz, () => 0));
  });
  // The Inspector names Google Fonts: no network here, and not part of its own weight anyway.
  await page.route(
    (target) => !target.href.startsWith(origin),
    (route) => route.abort(),
  );
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const sizes = await Promise.all(bodies);
  await context.close();
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
}

await withSite(async (base, browser) => {
  const ours = await firstView(
    browser,
    `${base}/bac-a-sable?scenario=meteo&version=2026-07-28`,
    (page) => stepDrawn(page, 1),
  );
  console.log(
    `Bac à sable, première vue (« meteo ») : ${kb(ours.bytes)} de JS et CSS en ${ours.files} fichiers (gzip -9)`,
  );
  if (!ensureInspector()) {
    console.log(`  ✗ référence indisponible : « npm pack ${INSPECTOR} » a échoué`);
    return false;
  }
  const server = await serveStatic(inspectorDist);
  try {
    const { port } = server.address();
    const inspector = await firstView(browser, `http://127.0.0.1:${port}/`, (page) =>
      page.waitForSelector('#root > *', { state: 'attached' }),
    );
    const ratio = ours.bytes / inspector.bytes;
    const met = ratio <= GOAL_RATIO;
    console.log(
      `MCP Inspector 2.12.0, client web servi tel quel : ${kb(inspector.bytes)} en ${inspector.files} fichiers`,
    );
    console.log(
      `  rapport ${ratio.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} (objectif ≤ 0,5 : ${met ? '✓' : '✗'})`,
    );
    return met;
  } finally {
    server.close();
  }
});
