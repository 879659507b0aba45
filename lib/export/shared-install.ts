import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DATABASE_DEPENDENCIES,
  PROJECT_DEPENDENCIES,
  PROJECT_DEV_DEPENDENCIES,
  buildServerProject,
  projectName,
  type ExportedServer,
} from './server-project';

/**
 * The exported projects' dependencies, installed once into a temp folder for the tests (never
 * once per project): projects written inside it find them as Node and tsc walk up the folders.
 * The folder name carries a hash of the versions, so a change installs afresh.
 */
export function ensureExportDependencies(): string {
  const dependencies = {
    ...PROJECT_DEPENDENCIES,
    ...DATABASE_DEPENDENCIES,
    ...PROJECT_DEV_DEPENDENCIES,
  };
  const stamp = createHash('sha256')
    .update(JSON.stringify(dependencies))
    .digest('hex')
    .slice(0, 12);
  const base = join(tmpdir(), `atelier-mcp-export-${stamp}`);
  if (existsSync(join(base, 'node_modules', '.package-lock.json'))) return base;
  mkdirSync(base, { recursive: true });
  writeFileSync(
    join(base, 'package.json'),
    JSON.stringify({ name: 'atelier-export-check', private: true, type: 'module', dependencies }),
  );
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: base,
    stdio: 'inherit',
  });
  if (npm.status !== 0) throw new Error(`npm install a échoué dans ${base}`);
  return base;
}

/** Writes one exported project under `<base>/<group>/` (a group per test run); returns its folder. */
export function writeExportedProject(
  base: string,
  server: ExportedServer,
  options: { allowedOrigins?: string[]; group?: string } = {},
): string {
  const dir = join(base, options.group ?? 'projets', projectName(server));
  mkdirSync(dir, { recursive: true });
  for (const file of buildServerProject(server, options)) {
    writeFileSync(join(dir, file.path), file.content);
  }
  return dir;
}

/** tsx's CLI in the shared install: run it with `node` itself, so stdout stays clean. */
export const tsxCli = (base: string) => join(base, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * Node arguments that run a project's TypeScript in one process (tsx as a loader, resolved from
 * the project's folder): a test can stop it with one kill, where tsx's CLI leaves a child behind.
 */
export const tsxLoaderArgs = (file: string, ...args: string[]) => [
  '--import',
  'tsx',
  file,
  ...args,
];
