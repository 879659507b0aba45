import {
  TRACEPARENT_META_KEY,
  acceptedContent,
  inputRequired,
  inputResponse,
  type CallToolResult,
  type ClientCapabilities,
  type InputRequiredResult,
  type LoggingLevel,
  type RequestStateCodec,
  type ServerContext,
  type jsonSchemaValidator,
} from '@modelcontextprotocol/server';
import { asText, fillStructured, fillTemplate } from './template';
import { DatabaseError, type QueryRows, type Warehouse } from './database';
import { runLink, type LinkBook, type LinkSpec, type LinkState } from './link';

/*
 * This file is shared: Atelier MCP's simulated servers run it in the browser, and the exported
 * server project ships it verbatim (see lib/export/runtime-source.ts). It must therefore import
 * only the SDK, re2js and its sibling runtime files, and take its French texts as data.
 */

type Json = Record<string, unknown>;

/** One argument rule of a tool (the scenario format, lib/mcp/scenario.ts). */
export interface ArgumentCheck {
  field: string;
  rule: 'required' | 'future-date' | 'one-of' | 'matches' | 'max';
  values?: string[] | undefined;
  pattern?: string | undefined;
  max?: number | undefined;
  message: string;
}

/** What a tool answers once the checks pass. */
export type Outcome =
  | { kind: 'text'; text: string; structured?: Json | undefined; isError?: boolean | undefined }
  | { kind: 'sql'; operation: 'list_tables' | 'describe_table' | 'select' }
  | { kind: 'delete-records'; collection: string; text: string }
  | { kind: 'list-records'; collection: string }
  | { kind: 'throw'; message: string };

/** A tool's declarative behaviour: data, never code. */
export interface ToolBehaviour {
  checks: ArgumentCheck[];
  confirm?: { message: string; declined: string } | undefined;
  sample?:
    | { message: string; systemPrompt?: string | undefined; maxTokens: number; refused: string }
    | undefined;
  roots?: boolean | undefined;
  /** Send the user to a page of the server's (URL-mode elicitation). */
  link?: LinkSpec | undefined;
  delayMs?: number | undefined;
  /**
   * A long task in steps: each step waits `stepMs`, then, when the request carried a
   * `progressToken`, sends `notifications/progress` with its message.
   */
  progress?: { messages: string[]; stepMs: number } | undefined;
  /**
   * Log lines sent as `notifications/message` while the tool works; the SDK filters them by the
   * request's `logLevel` (2026-07-28) or the connection's `logging/setLevel` (2025).
   */
  logs?: { level: LoggingLevel; text: string; logger?: string | undefined }[] | undefined;
  outcome: Outcome;
}

/** A tool: its definition exactly as `tools/list` carries it, and its behaviour. */
export interface ToolSpec {
  definition: {
    name: string;
    title?: string | undefined;
    description?: string | undefined;
    inputSchema: Json;
    outputSchema?: Json | undefined;
    annotations?: Json | undefined;
    _meta?: Json | undefined;
  };
  behaviour: ToolBehaviour;
  /** Behind OAuth: the exact scopes a call needs (`403 insufficient_scope` otherwise). */
  scopes?: readonly string[] | undefined;
}

/** The French texts a tool may answer with (messages/simulation.ts in Atelier MCP). */
export interface BehaviourMessages {
  declinedDefault: string;
  confirmField: string;
  confirmFieldDescription: string;
  databaseRefused: string;
  databaseError: string;
  tableList: string;
  unknownTable: string;
  /** `{{table}}`, `{{columns}}` and `{{examples}}` (JSON), `{{count}}` examples. */
  tableDescription: string;
  rowsHeader: string;
  /** Said after the rows when a SELECT gave more than `MAX_ROWS`: `{{max}}`. */
  rowsCut: string;
  cancelled: string;
  emptyCollection: string;
  noRoots: string;
  /** Filled into `{{trace}}` when the request carried no OpenTelemetry `traceparent`. */
  noTrace: string;
  /** A 2025-11-25 client that did not declare URL-mode elicitation, asked for a page. */
  linkUnsupported: string;
  /** A list cursor the server did not hand out (JSON-RPC `-32602`). */
  invalidCursor: string;
}

/** What a tool may touch: the warehouse database, the server's records, and its texts. */
export interface BehaviourEnv {
  warehouse?: () => Promise<Warehouse>;
  collections: Map<string, Json[]>;
  /** Today's date as YYYY-MM-DD (injected so tests are deterministic). */
  today: () => string;
  messages: BehaviourMessages;
  /**
   * Tests a `matches` rule. The simulation and the exported server pass a linear-time engine
   * (patterns come from learners and links); without one, the browser's own engine is used.
   */
  matchesPattern?: (pattern: string, value: string) => boolean;
  /**
   * The JSON Schema validator for a tool's schemas, when not the SDK's default: the simulation
   * gives schemas with a `pattern` to one that cannot backtrack (lib/untrusted).
   */
  schemaValidatorFor?: (schema: unknown) => jsonSchemaValidator | undefined;
  /** The pages the server handed out (URL-mode elicitation) and whether each was completed. */
  links: LinkBook;
  /** Signs the `requestState` a tool hands out between rounds, and checks it on the retry. */
  requestState: RequestStateCodec<LinkState>;
}

/** What a tool's handler knows of the connection it serves, besides the request. */
export interface ToolPeer {
  /** The capabilities the client declared at `initialize` (2025 connections; else undefined). */
  legacyClientCapabilities: () => ClientCapabilities | undefined;
}

type ToolAnswer = CallToolResult | InputRequiredResult;

const CONFIRMATION = 'confirmation';

/** The one field of a confirmation form: a box the human ticks (the host's default answer). */
export const CONFIRM_FIELD = 'confirmer';

const SAMPLING = 'echantillonnage';
const ROOTS = 'racines';

function text(value: string, isError = false): CallToolResult {
  return { content: [{ type: 'text', text: value }], ...(isError && { isError: true }) };
}

/** Runs a tool's declarative behaviour for one call. Never evaluates code from the scenario. */
export async function runBehaviour(
  spec: ToolSpec,
  args: Record<string, unknown>,
  ctx: ServerContext,
  env: BehaviourEnv,
  peer: ToolPeer = { legacyClientCapabilities: () => undefined },
): Promise<ToolAnswer> {
  const behaviour = spec.behaviour;
  const say = env.messages;
  // Asked once per call: the same date for the checks and the text, even at midnight.
  const today = env.today();
  const values: Record<string, unknown> = { ...args, today, trace: traceId(ctx, say) };

  const failed = checkArguments(behaviour, args, values, today, env.matchesPattern ?? nativeMatch);
  if (failed) return text(failed, true);

  // Each request to the client is asked once; the retried call carries every answer so far.
  const responses = ctx.mcpReq.inputResponses;
  if (behaviour.roots) {
    const answer = inputResponse(responses, ROOTS);
    if (answer.kind === 'missing') {
      return inputRequired({ inputRequests: { [ROOTS]: inputRequired.listRoots() } });
    }
    values.roots =
      answer.kind === 'roots' ? answer.roots.map((root) => root.uri).join(', ') : say.noRoots;
  }
  if (behaviour.sample) {
    const answer = inputResponse(responses, SAMPLING);
    if (answer.kind === 'missing' && !(responses && SAMPLING in responses)) {
      return inputRequired({
        inputRequests: {
          [SAMPLING]: inputRequired.createMessage({
            messages: [
              {
                role: 'user',
                content: { type: 'text', text: fillTemplate(behaviour.sample.message, values) },
              },
            ],
            ...(behaviour.sample.systemPrompt && {
              systemPrompt: fillTemplate(behaviour.sample.systemPrompt, values),
            }),
            maxTokens: behaviour.sample.maxTokens,
          }),
        },
      });
    }
    if (answer.kind !== 'sampling') return text(fillTemplate(behaviour.sample.refused, values));
    const content = answer.result.content;
    const blocks = Array.isArray(content) ? content : [content];
    values.sampled = blocks
      .map((block) => (block.type === 'text' ? block.text : `[${block.type}]`))
      .join('\n');
  }

  if (behaviour.confirm) {
    const answer = responses?.[CONFIRMATION];
    const accepted = acceptedContent(responses, CONFIRMATION);
    if (answer === undefined) {
      return inputRequired({
        inputRequests: {
          [CONFIRMATION]: inputRequired.elicit({
            message: fillTemplate(behaviour.confirm.message, values),
            requestedSchema: {
              type: 'object',
              properties: {
                [CONFIRM_FIELD]: {
                  type: 'boolean',
                  title: say.confirmField,
                  description: say.confirmFieldDescription,
                },
              },
              required: [CONFIRM_FIELD],
            },
          }),
        },
      });
    }
    if (accepted?.[CONFIRM_FIELD] !== true) {
      return text(fillTemplate(behaviour.confirm.declined || say.declinedDefault, values));
    }
  }

  if (behaviour.link) {
    const step = await runLink(behaviour.link, ctx, {
      tool: spec.definition.name,
      values,
      book: env.links,
      codec: env.requestState,
      legacyClientCapabilities: peer.legacyClientCapabilities,
      unsupported: fillTemplate(say.linkUnsupported, values),
    });
    if (step.kind === 'answer') return step.result;
  }

  if (behaviour.delayMs) await sleep(behaviour.delayMs, ctx.mcpReq.signal, say.cancelled);
  if (behaviour.progress) await reportProgress(behaviour.progress, ctx, say.cancelled);
  for (const line of behaviour.logs ?? []) {
    await ctx.mcpReq.log(line.level, fillTemplate(line.text, values), line.logger);
  }

  const outcome = behaviour.outcome;
  switch (outcome.kind) {
    case 'text': {
      const result = text(fillTemplate(outcome.text, values), outcome.isError === true);
      if (outcome.structured) {
        result.structuredContent = fillStructured(outcome.structured, values);
      }
      return result;
    }
    case 'throw':
      throw new Error(fillTemplate(outcome.message, values));
    case 'sql':
      return runSql(outcome.operation, args, spec, env);
    case 'list-records': {
      const records = env.collections.get(outcome.collection) ?? [];
      return {
        content: [
          { type: 'text', text: records.length ? JSON.stringify(records) : say.emptyCollection },
        ],
      };
    }
    case 'delete-records': {
      env.collections.set(outcome.collection, []);
      return text(fillTemplate(outcome.text, values));
    }
  }
}

/** The trace id of the request's OpenTelemetry `traceparent` (`00-<trace id>-<span id>-<flags>`). */
function traceId(ctx: ServerContext, say: BehaviourMessages): string {
  const parent = ctx.mcpReq._meta?.[TRACEPARENT_META_KEY];
  const id = typeof parent === 'string' ? parent.split('-')[1] : undefined;
  return id ?? say.noTrace;
}

/** Works through the steps; tells the client after each one if it asked (`progressToken`). */
async function reportProgress(
  progress: { messages: string[]; stepMs: number },
  ctx: ServerContext,
  cancelled: string,
): Promise<void> {
  const token = ctx.mcpReq._meta?.progressToken;
  const total = progress.messages.length;
  for (const [i, message] of progress.messages.entries()) {
    await sleep(progress.stepMs, ctx.mcpReq.signal, cancelled);
    if (token === undefined) continue;
    await ctx.mcpReq.notify({
      method: 'notifications/progress',
      params: { progressToken: token, progress: i + 1, total, message },
    });
  }
}

function nativeMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

function checkArguments(
  behaviour: ToolBehaviour,
  args: Record<string, unknown>,
  values: Record<string, unknown>,
  today: string,
  matchesPattern: (pattern: string, value: string) => boolean,
): string | undefined {
  for (const check of behaviour.checks) {
    const value = args[check.field];
    const fill = (message: string) => fillTemplate(message, { ...values, value });
    switch (check.rule) {
      case 'required':
        if (value === undefined || value === null || value === '') return fill(check.message);
        break;
      case 'future-date':
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value <= today) {
          return fill(check.message);
        }
        break;
      case 'one-of':
        if (!check.values?.includes(asText(value))) return fill(check.message);
        break;
      case 'matches': {
        if (!matchesPattern(check.pattern ?? '', asText(value))) return fill(check.message);
        break;
      }
      case 'max':
        if (typeof value !== 'number' || value > (check.max ?? Infinity))
          return fill(check.message);
        break;
    }
  }
  return undefined;
}

async function runSql(
  operation: 'list_tables' | 'describe_table' | 'select',
  args: Record<string, unknown>,
  spec: ToolSpec,
  env: BehaviourEnv,
): Promise<CallToolResult> {
  const say = env.messages;
  if (!env.warehouse) return text(say.databaseError.replace('{{code}}', '—'), true);
  const withStructure = spec.definition.outputSchema !== undefined;
  try {
    const db = await env.warehouse();
    if (operation === 'list_tables') {
      const rows = await db.listTables();
      const tables = rows.rows.map((r) => String(r.table));
      return {
        content: [
          { type: 'text', text: fillTemplate(say.tableList, { tables: tables.join(', ') }) },
        ],
        ...(withStructure && { structuredContent: { tables } }),
      };
    }
    if (operation === 'describe_table') {
      const table = asText(args.table ?? args.nom);
      const columns = await db.describeTable(table);
      if (columns.rows.length === 0) return text(fillTemplate(say.unknownTable, { table }), true);
      // The table exists (its columns were found by a bound parameter): its name is safe to
      // quote. A few rows show the model real values without filling its context.
      const quoted = `"${table.replaceAll('"', '""')}"`;
      const examples = await db.select(`SELECT * FROM ventes.${quoted} LIMIT ${EXAMPLE_ROWS}`);
      return {
        content: [
          {
            type: 'text',
            text: fillTemplate(say.tableDescription, {
              table,
              columns: JSON.stringify(columns.rows),
              count: examples.rows.length,
              examples: JSON.stringify(examples.rows),
            }),
          },
        ],
        ...(withStructure && {
          structuredContent: { rows: columns.rows, examples: examples.rows },
        }),
      };
    }
    const sql = asText(args.sql ?? args.query ?? args.requete);
    return rowsResult(await db.select(sql), withStructure, say);
  } catch (error) {
    if (error instanceof DatabaseError) {
      const template = error.code === '25006' ? say.databaseRefused : say.databaseError;
      return text(
        fillTemplate(template, { code: error.code ?? '?', message: error.message }),
        true,
      );
    }
    throw error;
  }
}

/** A result is read by the model: a SELECT gives it at most this many rows. */
const MAX_ROWS = 100;
/** `describe_table` shows this many rows of the table, as examples. */
const EXAMPLE_ROWS = 3;

function rowsResult(
  rows: QueryRows,
  withStructure: boolean,
  say: BehaviourMessages,
): CallToolResult {
  const kept = rows.rows.slice(0, MAX_ROWS);
  const cut =
    rows.rows.length > MAX_ROWS ? `\n${fillTemplate(say.rowsCut, { max: MAX_ROWS })}` : '';
  return {
    content: [
      {
        type: 'text',
        text: `${fillTemplate(say.rowsHeader, { count: kept.length })}\n${JSON.stringify(kept)}${cut}`,
      },
    ],
    ...(withStructure && { structuredContent: { rows: kept } }),
  };
}

function sleep(ms: number, signal: AbortSignal, cancelled: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error(cancelled));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error(cancelled));
      },
      { once: true },
    );
  });
}
