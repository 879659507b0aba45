import type { ServerSpec, ToolSpec } from '@/lib/mcp/scenario';
import { serverProjectText as text } from '@/content/export/server-project';
import { fillTemplate } from '@/lib/mcp/template';
import { SDK_VERSION } from './sdk-version';

/** One file of the exported project. */
export interface ProjectFile {
  path: string;
  content: string;
}

export interface ExportedServer {
  name: string;
  version: string;
  instructions?: string;
  tools: readonly ToolSpec[];
}

/** The folder name of an exported server: the server's name, safe for a file system. */
export function projectName(server: { name: string }): string {
  return `serveur-${server.name.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}`;
}

/**
 * The learner's server as a small runnable TypeScript project: `server.ts` uses the official
 * SDK (`McpServer`, `serveStdio`, and Streamable HTTP with `--http`), with the learner's tool
 * definitions and their declarative behaviours as data, never as generated code.
 */
export function buildServerProject(server: ExportedServer): ProjectFile[] {
  const name = projectName(server);
  return [
    { path: 'package.json', content: packageJson(name) },
    { path: 'tsconfig.json', content: TSCONFIG },
    { path: 'server.ts', content: serverTs(server) },
    { path: 'README.md', content: readme(server, name) },
  ];
}

/** The exportable part of a scenario server, with the learner's definitions if any. */
export function exportedServerFrom(spec: ServerSpec, tools?: readonly ToolSpec[]): ExportedServer {
  return {
    name: spec.name,
    version: spec.version,
    ...(spec.instructions && { instructions: spec.instructions }),
    tools: tools ?? spec.tools,
  };
}

function packageJson(name: string): string {
  return `${JSON.stringify(
    {
      name,
      version: '0.1.0',
      private: true,
      type: 'module',
      description: text.packageDescription,
      scripts: { start: 'tsx server.ts', 'start:http': 'tsx server.ts --http' },
      dependencies: {
        '@modelcontextprotocol/node': '2.1.2',
        '@modelcontextprotocol/server': SDK_VERSION,
        tsx: '4.23.15',
      },
      engines: { node: '>=20' },
    },
    null,
    2,
  )}\n`;
}

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['server.ts'],
  },
  null,
  2,
)}\n`;

function serverTs(server: ExportedServer): string {
  const data = {
    name: server.name,
    version: server.version,
    ...(server.instructions && { instructions: server.instructions }),
  };
  const tools = server.tools.map((t) => ({ definition: t.definition, behaviour: t.behaviour }));
  return `${SERVER_HEADER}
const SERVER = ${JSON.stringify(data, null, 2)} as const;

/** The tools: definitions exactly as \`tools/list\` returns them, and their simulated behaviour. */
const TOOLS: ToolSpec[] = ${JSON.stringify(tools, null, 2)};
${SERVER_RUNTIME}`;
}

const SERVER_HEADER = `// Exported from Atelier MCP. Run: npm install && npm start (stdio) or npm run start:http.
// Logs go to stderr: on stdio, stdout carries the JSON-RPC messages and nothing else.
import { createServer as createHttpServer } from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import {
  McpServer,
  acceptedContent,
  createMcpHandler,
  fromJsonSchema,
  inputRequired,
  type CallToolResult,
} from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

type Json = Record<string, unknown>;
interface Check { field: string; rule: string; values?: string[]; pattern?: string; max?: number; message: string }
interface Outcome { kind: string; text?: string; structured?: Json; isError?: boolean; message?: string; collection?: string; operation?: string }
interface ToolSpec {
  definition: { name: string; title?: string; description?: string; inputSchema: Json; outputSchema?: Json; annotations?: Json; _meta?: Json };
  behaviour: { checks?: Check[]; confirm?: { message: string; declined: string }; delayMs?: number; outcome: Outcome };
}`;

const SERVER_RUNTIME = `
const records = new Map<string, Json[]>();

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fill(text: string, values: Json): string {
  return text.replace(/\\{\\{\\s*([\\w.-]+)\\s*\\}\\}/g, (whole, key: string) => (key in values ? asText(values[key]) : whole));
}

function fillStructured(template: unknown, values: Json): unknown {
  if (typeof template === 'string') {
    const exact = /^\\{\\{\\s*([\\w.-]+)\\s*\\}\\}$/.exec(template);
    return exact?.[1] && exact[1] in values ? values[exact[1]] : fill(template, values);
  }
  if (Array.isArray(template)) return template.map((item) => fillStructured(item, values));
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillStructured(v, values)]));
  }
  return template;
}

function failedCheck(checks: Check[], args: Json, today: string): string | undefined {
  for (const check of checks) {
    const value = args[check.field];
    const message = fill(check.message, { ...args, today, value });
    if (check.rule === 'required' && (value === undefined || value === null || value === '')) return message;
    if (check.rule === 'future-date' && (typeof value !== 'string' || value <= today)) return message;
    if (check.rule === 'one-of' && !check.values?.includes(asText(value))) return message;
    if (check.rule === 'matches' && !new RegExp(check.pattern ?? '').test(asText(value))) return message;
    if (check.rule === 'max' && (typeof value !== 'number' || value > (check.max ?? Infinity))) return message;
  }
  return undefined;
}

function text(value: string, isError = false): CallToolResult {
  return { content: [{ type: 'text', text: value }], ...(isError && { isError: true }) };
}

async function runTool(spec: ToolSpec, args: Json, inputResponses: Record<string, unknown> | undefined) {
  const today = new Date().toISOString().slice(0, 10);
  const values = { ...args, today };
  const failed = failedCheck(spec.behaviour.checks ?? [], args, today);
  if (failed) return text(failed, true);
  const confirm = spec.behaviour.confirm;
  if (confirm) {
    if (inputResponses?.confirmation === undefined) {
      return inputRequired({
        inputRequests: {
          confirmation: inputRequired.elicit({
            message: fill(confirm.message, values),
            requestedSchema: {
              type: 'object',
              properties: { confirmer: { type: 'boolean', title: 'Confirmer' } },
              required: ['confirmer'],
            },
          }),
        },
      });
    }
    if (acceptedContent(inputResponses, 'confirmation')?.confirmer !== true) return text(fill(confirm.declined, values));
  }
  if (spec.behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, spec.behaviour.delayMs));
  const outcome = spec.behaviour.outcome;
  switch (outcome.kind) {
    case 'text': {
      const result = text(fill(outcome.text ?? '', values), outcome.isError === true);
      if (outcome.structured) result.structuredContent = fillStructured(outcome.structured, values) as Json;
      return result;
    }
    case 'throw':
      throw new Error(fill(outcome.message ?? '', values));
    case 'list-records':
      return text(JSON.stringify(records.get(outcome.collection ?? '') ?? []));
    case 'delete-records':
      records.set(outcome.collection ?? '', []);
      return text(fill(outcome.text ?? '', values));
    default:
      return text(
        ${JSON.stringify(text.noDatabase)},
        true,
      );
  }
}

/** One server instance per connection, from the same definitions (both protocol revisions). */
function createServer(): McpServer {
  const server = new McpServer(
    { name: SERVER.name, version: SERVER.version },
    { capabilities: { tools: { listChanged: true } }, ...('instructions' in SERVER && { instructions: SERVER.instructions }) },
  );
  for (const spec of TOOLS) {
    const d = spec.definition;
    server.registerTool(
      d.name,
      {
        ...(d.title !== undefined && { title: d.title }),
        ...(d.description !== undefined && { description: d.description }),
        inputSchema: fromJsonSchema(d.inputSchema as never),
        ...(d.outputSchema && { outputSchema: fromJsonSchema(d.outputSchema as never) }),
        ...(d.annotations && { annotations: d.annotations }),
        ...(d._meta && { _meta: d._meta }),
      },
      (args: unknown, ctx) => runTool(spec, (args ?? {}) as Json, ctx.mcpReq.inputResponses),
    );
  }
  return server;
}

if (process.argv.includes('--http')) {
  const port = Number(process.env.PORT ?? 3333);
  const handler = toNodeHandler(createMcpHandler(() => createServer()));
  createHttpServer((req, res) => void handler(req, res)).listen(port, '127.0.0.1', () => {
    console.error(\`Serveur MCP « \${SERVER.name} » en Streamable HTTP sur http://127.0.0.1:\${port}/mcp\`);
  });
} else {
  serveStdio(() => createServer());
  console.error(${JSON.stringify(text.readyOnStdio).replace('{{name}}', '" + SERVER.name + "')});
}
`;

function readme(server: ExportedServer, name: string): string {
  const r = text.readme;
  const path = fillTemplate(r.configPath, { name });
  const toolList = server.tools
    .map(
      (t) =>
        `- \`${t.definition.name}\`${t.definition.description ? ` — ${t.definition.description}` : ''}`,
    )
    .join('\n');
  const config = JSON.stringify(
    { mcpServers: { [server.name]: { command: 'npx', args: ['tsx', path] } } },
    null,
    2,
  );
  const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``;
  return `${[
    `# ${name}`,
    fillTemplate(r.intro, { sdk: SDK_VERSION }),
    r.toolsHeading,
    toolList || r.noTools,
    r.behaviour,
    r.runHeading,
    fence('sh', r.runCommands),
    r.stdout,
    r.claudeCodeHeading,
    fence('sh', `claude mcp add ${server.name} -- npx tsx ${path}`),
    r.claudeDesktopHeading,
    r.claudeDesktopIntro,
    fence('json', config),
  ].join('\n\n')}\n`;
}
