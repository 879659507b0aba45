// Shared steps of `npm start`, `npm test` and `npm run bench`: they must work on a fresh clone,
// so nothing here may import a dependency before `ensureDependencies()` has run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..', '..');
export const CHROMIUM = '/usr/bin/chromium';

/** Runs a command in the project root, inheriting the terminal; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
  });
  if (result.error) {
    console.error(`Impossible de lancer ${command} : ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Like run(), but stops the whole script when the command fails. */
export function runOrExit(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ Échec de « ${[command, ...args].join(' ')} » (code ${code}).`);
    process.exit(code);
  }
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Installs npm dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = resolve(root, 'node_modules', '.package-lock.json');
  const lock = resolve(root, 'package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  console.log('→ Installation des dépendances npm…');
  runOrExit(
    'npm',
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
}

/** Installs Debian's Chromium for the browser tests; never a browser downloaded by a test tool. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('→ Installation de Chromium (paquet Debian)…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo'];
  const apt = (args) =>
    asRoot
      ? runOrExit('apt-get', args)
      : runOrExit('sudo', [...prefix.slice(1), 'apt-get', ...args]);
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
}

/** Builds the static site into out/ (and its precompressed copies). */
export function build() {
  console.log('→ Construction du site statique…');
  runOrExit('npx', ['tsx', 'scripts/record-openings.ts']);
  runOrExit('npx', ['next', 'build']);
  runOrExit('npx', ['tsx', 'scripts/prepare-warehouse.ts']);
  runOrExit('node', ['scripts/compress.mjs']);
}

const NODE_22 = '22.23.5';

/**
 * A Node ≥ 22 binary for the tools that need it (the official conformance suite): this Node when
 * it is recent enough, else the npm registry's `node-<platform>-<arch>` package, installed once
 * into node_modules/.cache like the other test tools.
 */
export function ensureNode22() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = resolve(root, 'node_modules', '.cache', `atelier-node-${NODE_22}`);
  const binary = resolve(dir, 'node_modules', pkg, 'bin', 'node');
  if (existsSync(binary)) return binary;
  console.log(`→ Installation de Node ${NODE_22} (paquet npm ${pkg}) pour la suite de conformité…`);
  mkdirSync(dir, { recursive: true });
  runOrExit('npm', [
    'install',
    '--prefix',
    dir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `${pkg}@${NODE_22}`,
  ]);
  return binary;
}
