import type { Scenario, ServerSpec, ToolSpec } from '@/lib/mcp/scenario';
import { serverProjectText as text } from '@/messages/export-project';
import { simulationMessages } from '@/messages/simulation';
import type { Message } from '@/messages/message';
import { exportedAuthTexts } from '@/messages/auth';
import { RUNTIME_SOURCES } from './runtime-source';
import { SDK_VERSION, ZOD_VERSION } from './sdk-version';

/** One file of the exported project. */
export interface ProjectFile {
  path: string;
  content: string;
}

/** A scenario server as it will be exported: the spec, with the learner's tools if edited. */
export interface ExportedServer {
  scenario: { id: string; title: string };
  spec: ServerSpec;
  /** Tools the scenario's script adds while it plays: not part of the exported server. */
  addedByScript: string[];
  edited: boolean;
}

/** The runtime files only a protected server ships. */
const OAUTH_FILES: readonly string[] = [
  'authorization-server.ts',
  'protected-resource.ts',
  'oauth-http.ts',
];

/** Pinned like the SDK: the versions the export's CI installs and checks. */
export const PROJECT_DEPENDENCIES = {
  '@modelcontextprotocol/node': '2.1.2',
  '@modelcontextprotocol/server': SDK_VERSION,
  // The linear-time regex engine that runs every schema pattern (linear-pattern.ts).
  re2js: '2.10.0',
  tsx: '4.23.15',
  // Prompt arguments are a zod object: the SDK completes an argument only from a zod shape.
  zod: ZOD_VERSION,
} as const;
export const DATABASE_DEPENDENCIES = { '@electric-sql/pglite': '0.5.17' } as const;
export const PROJECT_DEV_DEPENDENCIES = { typescript: '6.0.3', '@types/node': '20.19.43' } as const;

/** The folder and client name: unique per scenario server (9 labs share `voyages`). */
export function projectName(server: ExportedServer): string {
  const { id } = server.scenario;
  const safe = (s: string) => s.replace(/[^a-z0-9-]/gi, '-').toLowerCase();
  return `atelier-${safe(id === server.spec.name ? id : `${id}-${server.spec.name}`)}`;
}

/** The exportable server of a scenario, with the learner's tool definitions if any. */
export function exportedServerFrom(
  scenario: Scenario,
  spec: ServerSpec,
  tools?: readonly ToolSpec[],
): ExportedServer {
  const addedByScript = scenario.script.flatMap((action) => {
    if (action.do === 'add-tool' && action.server === spec.name) return [action.tool];
    if (action.do === 'set-tools' && action.server === spec.name) return action.tools;
    return [];
  });
  const initial = new Set(spec.tools.map((t) => t.definition.name));
  return {
    scenario: { id: scenario.id, title: scenario.title },
    spec: { ...spec, tools: [...(tools ?? spec.tools)] },
    addedByScript: [
      ...new Set(addedByScript.map((t) => t.definition.name).filter((name) => !initial.has(name))),
    ],
    edited: tools !== undefined,
  };
}

/** What the project carries and what it leaves out, as French lines (panel and README). */
export function projectContents(server: ExportedServer): {
  carried: string[];
  notCarried: string[];
} {
  const c = text.contents;
  const { spec } = server;
  const list = (line: Message<'count' | 'names'>, names: string[]) =>
    names.length > 0 ? [line({ count: names.length, names: names.join(', ') })] : [];
  const toolsWith = (has: (t: ToolSpec) => unknown) =>
    spec.tools.filter(has).map((t) => t.definition.name);
  const carried = [
    ...(spec.tools.length > 0
      ? list(
          c.tools,
          spec.tools.map((t) => t.definition.name),
        )
      : [c.noTools]),
    ...list(
      c.resources,
      spec.resources.map((r) => r.uri),
    ),
    ...list(
      c.resourceTemplates,
      spec.resourceTemplates.map((r) => r.uriTemplate),
    ),
    ...list(
      c.prompts,
      spec.prompts.map((p) => p.name),
    ),
    ...list(c.collections, Object.keys(spec.collections)),
    ...(spec.database ? [c.database] : []),
    ...list(
      c.confirm,
      toolsWith((t) => t.behaviour.confirm),
    ),
    ...list(
      c.sample,
      toolsWith((t) => t.behaviour.sample),
    ),
    ...list(
      c.roots,
      toolsWith((t) => t.behaviour.roots),
    ),
    ...list(
      c.progress,
      toolsWith((t) => t.behaviour.progress),
    ),
    ...list(
      c.logs,
      toolsWith((t) => t.behaviour.logs?.length),
    ),
    ...list(
      c.links,
      toolsWith((t) => t.behaviour.link),
    ),
    ...(spec.pageSize ? [c.pages({ size: spec.pageSize })] : []),
    ...(spec.cacheHints || spec.resources.some((r) => r.cacheHint) ? [c.cacheHints] : []),
    ...(spec.subscriptions ? [c.subscriptions] : []),
    ...list(
      c.skills,
      (spec.skills ?? []).map((skill) => skill.name),
    ),
    ...(spec.authorization
      ? [c.authorization({ scopes: spec.authorization.scopes.join(', ') })]
      : []),
    ...(server.edited ? [c.edited] : []),
  ];
  const notCarried = [
    c.notCarriedScript,
    ...server.addedByScript.map((name) => c.notCarriedAddedTool({ name })),
    ...(spec.tools.some((t) => t.behaviour.link) ? [c.notCarriedPages] : []),
  ];
  return { carried, notCarried };
}

/**
 * The server as a small runnable TypeScript project. Its code is Atelier MCP's own runtime
 * (lib/runtime/, shipped verbatim); the server itself is data in `serveur.json`.
 * `allowedOrigins`: web origins (the site's) the HTTP mode accepts besides localhost.
 */
export function buildServerProject(
  server: ExportedServer,
  options: { allowedOrigins?: string[] } = {},
): ProjectFile[] {
  const folder = projectName(server);
  const database = server.spec.database;
  const skills = (server.spec.skills?.length ?? 0) > 0;
  const authorization = server.spec.authorization;
  const runtime = Object.entries(RUNTIME_SOURCES)
    .filter(
      ([path]) =>
        (database || path !== 'warehouse.ts') &&
        (skills || path !== 'skills.ts') &&
        (authorization || !OAUTH_FILES.includes(path)),
    )
    .map(([path, content]) => ({ path, content }));
  const allowedOrigins = options.allowedOrigins ?? [];
  const data = {
    server: server.spec,
    messages: simulationMessages,
    texts: text.server,
    allowedOrigins,
    ...(authorization && { authTexts: exportedAuthTexts }),
  };
  return [
    { path: 'package.json', content: packageJson(folder, database) },
    { path: 'tsconfig.json', content: tsconfig(runtime.map((f) => f.path)) },
    ...runtime,
    { path: 'serveur.json', content: `${JSON.stringify(data, null, 2)}\n` },
    { path: 'README.md', content: readme(server, folder, allowedOrigins) },
  ];
}

function packageJson(name: string, database: boolean): string {
  return `${JSON.stringify(
    {
      name,
      version: '0.1.0',
      private: true,
      type: 'module',
      description: text.packageDescription,
      scripts: {
        start: 'tsx server.ts',
        'start:http': 'tsx server.ts --http',
        typecheck: 'tsc',
      },
      dependencies: { ...PROJECT_DEPENDENCIES, ...(database && DATABASE_DEPENDENCIES) },
      devDependencies: PROJECT_DEV_DEPENDENCIES,
      engines: { node: '>=20.19' },
    },
    null,
    2,
  )}\n`;
}

function tsconfig(files: string[]): string {
  return `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'esnext',
        moduleResolution: 'bundler',
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
      },
      files,
    },
    null,
    2,
  )}\n`;
}

function readme(server: ExportedServer, folder: string, origins: string[]): string {
  const r = text.readme;
  const { carried, notCarried } = projectContents(server);
  const dir = r.dirPlaceholder({ folder });
  const name = folder;
  const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
  const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``;
  // The project's own tsx, by its absolute path: `npx tsx` run from a client's folder would
  // fetch the newest tsx from the registry (network, and refused where npm says `yes=false`).
  const tsx = `${dir}/node_modules/tsx/dist/cli.mjs`;
  const desktop = JSON.stringify(
    { mcpServers: { [name]: { command: 'node', args: [tsx, `${dir}/server.ts`] } } },
    null,
    2,
  );
  return `${[
    r.title({ folder }),
    r.intro({
      server: server.spec.name,
      scenario: server.scenario.title,
      sdk: SDK_VERSION,
    }),
    r.carriedHeading,
    bullets(carried),
    r.notCarriedHeading,
    bullets(notCarried),
    r.filesHeading,
    r.files({
      extra: [
        ...(server.spec.database ? ['`warehouse.ts`'] : []),
        ...(server.spec.skills?.length ? ['`skills.ts`'] : []),
        ...(server.spec.authorization
          ? ['`oauth-http.ts`', '`authorization-server.ts`', '`protected-resource.ts`']
          : []),
      ]
        .map((file) => `, ${file}`)
        .join(''),
    }),
    r.runHeading,
    fence('sh', r.runCommands),
    r.stdout,
    r.pathsHeading,
    r.paths({ dir, folder }),
    r.claudeCodeHeading,
    fence('sh', `claude mcp add ${name} -- node ${tsx} ${dir}/server.ts`),
    r.claudeCodeHttp,
    fence('sh', `claude mcp add --transport http ${name} http://127.0.0.1:3333/mcp`),
    r.claudeDesktopHeading,
    r.claudeDesktopIntro,
    fence('json', desktop),
    r.inspectorHeading,
    r.inspectorIntro,
    fence('sh', 'npx @modelcontextprotocol/inspector npx tsx server.ts'),
    r.inspectorHttp,
    fence(
      'sh',
      'npx @modelcontextprotocol/inspector --cli http://127.0.0.1:3333/mcp --transport http --method tools/list',
    ),
    r.httpHeading,
    r.http({
      origins: origins.length > 0 ? origins.map((o) => `\`${o}\``).join(', ') : r.noOrigins,
      exposure: server.spec.authorization ? r.exposureProtected : r.exposureOpen,
    }),
    ...(server.spec.authorization
      ? [
          r.oauthHeading,
          r.oauth({
            scopes: server.spec.authorization.scopes.map((s) => `\`${s}\``).join(', '),
            required: server.spec.authorization.required.map((s) => `\`${s}\``).join(', '),
          }),
        ]
      : []),
  ].join('\n\n')}\n`;
}
