import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getScenario, allScenarios } from '@/content/scenarios';
import { REVISIONS } from '@/lib/mcp/revisions';
import { corsNeeds } from '@/lib/remote/cors';
import { RUNTIME_FILES, runtimeSourceModule } from './runtime-source-file';
import {
  DATABASE_DEPENDENCIES,
  PROJECT_DEPENDENCIES,
  buildServerProject,
  exportedServerFrom,
  projectContents,
  projectName,
} from './server-project';

const scenarios = allScenarios();

// Installing, type-checking and running every exported project is scripts/export-check.ts
// (one shared install for all projects): these tests cover what the zip contains.

const runtimeDir = resolve(import.meta.dirname, '..', 'runtime');

function exported(scenarioId: string, server?: string) {
  const scenario = getScenario(scenarioId)!;
  const spec = server ? scenario.servers.find((s) => s.name === server)! : scenario.servers[0]!;
  return exportedServerFrom(scenario, spec);
}

interface PackageJson {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const json = <T>(text: string) => JSON.parse(text) as T;

function file(files: { path: string; content: string }[], path: string): string {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`${path} absent`);
  return found.content;
}

describe('the exported server project', () => {
  it('ships the simulation’s own runtime files verbatim, and its server as data', () => {
    const files = buildServerProject(exported('meteo'));
    expect(files.map((f) => f.path).sort()).toEqual(
      [
        'README.md',
        'behaviour.ts',
        'catalogue.ts',
        'database.ts',
        'http-endpoint.ts',
        'link.ts',
        'linear-pattern.ts',
        'linear-validator.ts',
        'package.json',
        'scenario-server.ts',
        'server.ts',
        'serveur.json',
        'template.ts',
        'tsconfig.json',
      ].sort(),
    );
    for (const path of [
      'server.ts',
      'behaviour.ts',
      'scenario-server.ts',
      'template.ts',
      'link.ts',
      'catalogue.ts',
      'linear-pattern.ts',
      'linear-validator.ts',
      'http-endpoint.ts',
    ]) {
      expect(file(files, path)).toBe(readFileSync(resolve(runtimeDir, path), 'utf8'));
    }
    const data = JSON.parse(file(files, 'serveur.json')) as { server: { tools: unknown[] } };
    expect(data.server.tools).toEqual(getScenario('meteo')!.servers[0]!.tools);
  });

  it('lib/export/runtime-source.ts matches the runtime files (npx tsx scripts/export-runtime-source.ts)', async () => {
    const generated = readFileSync(resolve(import.meta.dirname, 'runtime-source.ts'), 'utf8');
    expect(generated).toBe(await runtimeSourceModule());
  });

  it('runtime files import only the SDK, Node, re2js, zod and each other, so they run outside the site', () => {
    for (const path of RUNTIME_FILES) {
      const source = readFileSync(resolve(runtimeDir, path), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const specifier of imports) {
        expect(specifier, `${path}`).toMatch(
          /^(\.\/[\w-]+|node:\w+|@modelcontextprotocol\/(server|node)(\/stdio|\/validators\/cf-worker|\/ext\/skills)?|@electric-sql\/pglite|re2js|zod)$/,
        );
      }
      expect(source).not.toMatch(/console\.log|eval\(|new Function/);
      // Every package it imports is one the exported package.json installs.
      for (const specifier of imports.filter((s) => !/^(\.|node:)/.test(s!))) {
        const name = specifier!
          .split('/')
          .slice(0, specifier!.startsWith('@') ? 2 : 1)
          .join('/');
        expect({ ...PROJECT_DEPENDENCIES, ...DATABASE_DEPENDENCIES }, `${path}`).toHaveProperty([
          name,
        ]);
      }
    }
  });

  it('adds PGlite and warehouse.ts only for a server with a database', () => {
    const files = buildServerProject(exported('entrepot'));
    expect(files.some((f) => f.path === 'warehouse.ts')).toBe(true);
    expect(json<PackageJson>(file(files, 'package.json')).dependencies).toHaveProperty(
      '@electric-sql/pglite',
    );
    const meteo = buildServerProject(exported('meteo'));
    expect(meteo.some((f) => f.path === 'warehouse.ts')).toBe(false);
    expect(json<PackageJson>(file(meteo, 'package.json')).dependencies).not.toHaveProperty(
      '@electric-sql/pglite',
    );
  });

  it('adds skills.ts only for a server with skills (the SDK’s Skills extension)', () => {
    expect(buildServerProject(exported('documentation')).some((f) => f.path === 'skills.ts')).toBe(
      true,
    );
    expect(buildServerProject(exported('meteo')).some((f) => f.path === 'skills.ts')).toBe(false);
  });

  it('type-checks as shipped: typescript, @types/node and a typecheck script', () => {
    const files = buildServerProject(exported('meteo'));
    const pkg = json<PackageJson>(file(files, 'package.json'));
    expect(pkg.scripts.typecheck).toBe('tsc');
    expect(pkg.devDependencies).toHaveProperty('typescript');
    expect(pkg.devDependencies).toHaveProperty('@types/node');
    expect(
      json<{ compilerOptions: { types: string[] } }>(file(files, 'tsconfig.json')).compilerOptions
        .types,
    ).toEqual(['node']);
  });

  it('gives every scenario server its own project name', () => {
    const names = scenarios.flatMap((scenario) =>
      scenario.servers.map((spec) => projectName(exportedServerFrom(scenario, spec))),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('atelier-meteo');
    expect(names).toContain('atelier-erreur-metier-voyages');
  });

  it('says what it carries and what it leaves out, in the panel and the README', () => {
    const redaction = projectContents(exported('echantillonnage'));
    expect(redaction.carried.join('\n')).toMatch(/échantillonnage.*resumer_incident/);
    expect(redaction.carried.join('\n')).toMatch(/racines.*lister_racines/);
    const calendar = exported('changement-de-liste');
    const { notCarried } = projectContents(calendar);
    expect(calendar.addedByScript.length).toBeGreaterThan(0);
    expect(notCarried.join('\n')).toContain(calendar.addedByScript[0]);
    const readme = file(buildServerProject(calendar), 'README.md');
    expect(readme).toContain(calendar.addedByScript[0]);
    const menteur = projectContents(exported('serveur-menteur'));
    expect(menteur.carried.join('\n')).toContain('Données de départ');
  });

  it('has a README with absolute paths, both Claude configs, HTTP and the Inspector', () => {
    const readme = file(buildServerProject(exported('meteo')), 'README.md');
    expect(readme).toContain(
      'claude mcp add atelier-meteo -- node /chemin/absolu/vers/atelier-meteo/node_modules/tsx/dist/cli.mjs /chemin/absolu/vers/atelier-meteo/server.ts',
    );
    // A client starts the project's own tsx, never `npx tsx` fetched from the registry.
    expect(readme).toContain('"command": "node"');
    expect(readme).not.toMatch(/"command": "npx"|mcp add atelier-meteo -- npx/);
    // No binding to every interface; the CORS a third-party server must grant; no stale note.
    expect(readme).toContain('`0.0.0.0`');
    for (const revision of REVISIONS) {
      for (const header of corsNeeds(revision).requestHeaders) expect(readme).toContain(header);
    }
    expect(readme).toContain('expose `mcp-session-id`');
    expect(readme).not.toContain('Bon à savoir');
    expect(readme).toContain(
      'claude mcp add --transport http atelier-meteo http://127.0.0.1:3333/mcp',
    );
    expect(readme).toContain('absolu');
    expect(readme).toContain('~/Library/Application Support/Claude/claude_desktop_config.json');
    expect(readme).toContain('%APPDATA%\\Claude\\claude_desktop_config.json');
    expect(readme).toContain('npx @modelcontextprotocol/inspector npx tsx server.ts');
    expect(readme).toContain('npm run typecheck');
    // The stdio command a client runs must not be `npm start`: npm's banner would pollute stdout.
    expect(readme).not.toMatch(/"args": \[\s*"start"/);
  });
});
