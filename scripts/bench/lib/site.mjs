// What the browser benchmarks share: the built site served on a free port, Debian's Chromium
// with the flags of playwright.config.ts, percentiles, and the machine's load printed beside
// every figure (the machine is shared: figures are compared at a similar load).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { CHROMIUM, root, runOrExit } from '../../lib/setup.mjs';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`le serveur statique ne répond pas sur ${url}`);
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function machineLoad() {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' · ');
  return `charge moyenne de la machine (1, 5, 15 min)\u00A0: ${load}`;
}

/**
 * Runs `work(base, browser)` against the built site (built first when out/ is missing), then
 * stops the server and the browser. Exits 1 when the measure could not be taken.
 */
export async function withSite(work) {
  if (!existsSync(resolve(root, 'out', 'bac-a-sable.html'))) {
    console.log('Le site n’est pas construit : construction (next build)…');
    runOrExit('npx', ['next', 'build']);
    runOrExit('node', ['scripts/compress.mjs']);
  }
  const { chromium } = await import('playwright-core');
  // BENCH_PORT pins the port (a shared machine where each engineer has their own).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const server = spawn('node', ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  let browser;
  let failed = false;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    failed = (await work(base, browser)) === false;
  } catch (error) {
    failed = true;
    console.error(`Mesure impossible : ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close();
    server.kill();
  }
  process.exit(failed ? 1 : 0);
}

/** Waits until the playground shows step `step` (its diagram row highlighted). */
export function stepDrawn(page, step, timeout = 300_000) {
  return page.waitForSelector(`[data-current-step="${step}"] [data-step="${step}"][data-current]`, {
    timeout,
  });
}
