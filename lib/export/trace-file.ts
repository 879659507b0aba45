import { z } from 'zod';
import { toContentIssues } from '@/lib/content/parse';
import { REVISIONS, type Revision } from '@/lib/mcp/revisions';
import { ToolDefinitionSchema } from '@/lib/mcp/scenario';
import { deepFreeze, stepKey, type TraceEntry } from '@/lib/mcp/trace';
import { SDK_VERSION } from './sdk-version';

export const TRACE_FORMAT = 'atelier-mcp-trace';

const Base = {
  seq: z.number().int().positive(),
  t: z.number(),
  phase: z.enum(['initialisation', 'operation', 'shutdown']),
};
const Actor = z.string().regex(/^(host|client:.+|server:.+)$/);

const EntrySchema = z.discriminatedUnion('type', [
  z
    .object({
      ...Base,
      type: z.literal('message'),
      layer: z.literal('data'),
      link: z.string(),
      from: Actor,
      to: Actor,
      direction: z.enum(['client-to-server', 'server-to-client']),
      kind: z.enum(['request', 'result', 'error', 'notification']),
      method: z.string().optional(),
      id: z.union([z.string(), z.number(), z.null()]).optional(),
      answers: z.number().int().positive().optional(),
      message: z.object({ jsonrpc: z.literal('2.0') }).loose(),
      line: z.string().optional(),
    })
    .strict(),
  z
    .object({
      ...Base,
      type: z.literal('transport'),
      layer: z.literal('transport'),
      link: z.string(),
      from: Actor,
      to: Actor,
      event: z.enum(['parse-error', 'raw-line', 'closed', 'timeout', 'no-reply', 'sdk-error']),
      text: z.string().optional(),
      detail: z.string().optional(),
    })
    .strict(),
  z
    .object({
      ...Base,
      type: z.literal('host'),
      layer: z.literal('data'),
      from: z.literal('host'),
      to: Actor,
      action: z.string(),
      data: z.record(z.string(), z.unknown()),
    })
    .strict(),
]);

/** A recorded session saved to a file: enough to replay it read-only in the stepper. */
export const TraceFileSchema = z.object({
  format: z.literal(TRACE_FORMAT),
  v: z.literal(1),
  sdkVersion: z.string(),
  revision: z.enum(REVISIONS),
  date: z.string(),
  scenario: z.string(),
  definitions: z.record(z.string(), z.array(ToolDefinitionSchema)),
  entries: z.array(EntrySchema).max(100_000),
});
export type TraceFile = z.infer<typeof TraceFileSchema>;

export function buildTraceFile(input: {
  scenario: string;
  revision: Revision;
  definitions: Record<string, z.input<typeof ToolDefinitionSchema>[]>;
  entries: readonly TraceEntry[];
  date?: Date;
}): TraceFile {
  return {
    format: TRACE_FORMAT,
    v: 1,
    sdkVersion: SDK_VERSION,
    revision: input.revision,
    date: (input.date ?? new Date()).toISOString(),
    scenario: input.scenario,
    definitions: input.definitions,
    entries: structuredClone([...input.entries]),
  };
}

export type TraceFileOutcome =
  { ok: true; file: TraceFile; entries: readonly TraceEntry[] } | { ok: false; error: string };

/** Reads an imported trace file; a bad file gets a French error, never an exception. */
export function readTraceFile(text: string): TraceFileOutcome {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Ce fichier n’est pas du JSON lisible.' };
  }
  if (!data || typeof data !== 'object' || (data as { format?: unknown }).format !== TRACE_FORMAT) {
    return {
      ok: false,
      error:
        'Ce fichier n’est pas une trace exportée par Atelier MCP (champ «\u00A0format\u00A0» absent ou différent).',
    };
  }
  const parsed = TraceFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = toContentIssues(parsed.error)[0];
    return {
      ok: false,
      error: `Cette trace est invalide\u00A0: «\u00A0${issue?.path ?? '?'}\u00A0» — ${issue?.message ?? ''}.`,
    };
  }
  const entries = parsed.data.entries;
  const ordered = entries.every((entry, i) => entry.seq === i + 1);
  if (!ordered)
    return { ok: false, error: 'Les étapes de cette trace ne se suivent pas (1, 2, 3…).' };
  return { ok: true, file: parsed.data, entries: deepFreeze(entries as unknown as TraceEntry[]) };
}

const DIRECTION: Record<string, string> = {
  'client-to-server': 'client → serveur',
  'server-to-client': 'serveur → client',
};
const KIND: Record<string, string> = {
  request: 'requête',
  result: 'résultat',
  error: 'erreur',
  notification: 'notification',
};

/** A French Markdown transcript of a session, for course notes. */
export function traceToMarkdown(file: TraceFile, title: string): string {
  const lines = [
    `# ${title} — révision ${file.revision}`,
    '',
    `- Scénario\u00A0: \`${file.scenario}\``,
    `- Révision du protocole\u00A0: ${file.revision}`,
    `- SDK officiel MCP (TypeScript)\u00A0: ${file.sdkVersion}`,
    `- Enregistré le\u00A0: ${file.date.slice(0, 10)}`,
    `- Étapes\u00A0: ${file.entries.length}`,
    '',
  ];
  for (const entry of file.entries as unknown as TraceEntry[]) {
    if (entry.type === 'message') {
      const what = entry.method ? `${KIND[entry.kind]} \`${entry.method}\`` : KIND[entry.kind];
      lines.push(
        `## Étape ${entry.seq} — ${entry.link}, ${DIRECTION[entry.direction]}\u00A0: ${what}`,
      );
      if (entry.answers) lines.push('', `Répond à l’étape ${entry.answers}.`);
      lines.push('', '```json', JSON.stringify(entry.message, null, 2), '```', '');
    } else if (entry.type === 'host') {
      lines.push(`## Étape ${entry.seq} — hôte\u00A0: \`${stepKey(entry)}\``, '');
      lines.push('```json', JSON.stringify(entry.data, null, 2), '```', '');
    } else {
      lines.push(`## Étape ${entry.seq} — transport (${entry.link})\u00A0: \`${entry.event}\``, '');
      if (entry.text) lines.push(`Texte\u00A0: \`${entry.text.replace(/`/g, 'ˋ')}\``, '');
      if (entry.detail) lines.push(`Message du SDK\u00A0: ${entry.detail}`, '');
    }
  }
  return `${lines.join('\n')}\n`;
}
