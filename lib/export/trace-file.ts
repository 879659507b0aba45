import { z } from 'zod';
import { inFrench, toContentIssues } from '@/lib/content/parse';
import { REVISIONS, type Revision } from '@/lib/mcp/revisions';
import { ToolDefinitionSchema } from '@/lib/mcp/scenario';
import { pathOf, statusLine } from '@/lib/mcp/http/status';
import { deepFreeze, type HttpEntry, type TraceEntry } from '@/lib/mcp/trace';
import { TraceEntrySchema } from '@/lib/mcp/trace-schema';
import { playgroundMessages } from '@/messages/playground';
import { presentationMessages } from '@/messages/presentation';
import { parseUntrustedJson } from '@/lib/untrusted/json-limits';
import { SDK_VERSION } from './sdk-version';

const say = presentationMessages;
/** Host decisions and transport events as the inspector names them, never by their tags. */
const steps = playgroundMessages.labels;

export const TRACE_FORMAT = 'atelier-mcp-trace';

/** A recorded session saved to a file: enough to replay it read-only in the stepper. */
export const TraceFileSchema = z.object({
  format: z.literal(TRACE_FORMAT),
  v: z.literal(1),
  sdkVersion: z.string(),
  revision: z.enum(REVISIONS),
  date: z.string(),
  scenario: z.string(),
  /** Played over Streamable HTTP: the entries hold the HTTP layer too. */
  transport: z.literal('http').optional(),
  definitions: z.record(z.string(), z.array(ToolDefinitionSchema)),
  // The contract the engine writes by: an imported step must be one the engine could record.
  entries: z.array(TraceEntrySchema).max(100_000),
});
export type TraceFile = z.infer<typeof TraceFileSchema>;

export function buildTraceFile(input: {
  scenario: string;
  revision: Revision;
  transport?: 'http';
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
    ...(input.transport && { transport: input.transport }),
    definitions: input.definitions,
    entries: structuredClone([...input.entries]),
  };
}

export type TraceFileOutcome =
  { ok: true; file: TraceFile; entries: readonly TraceEntry[] } | { ok: false; error: string };

/** Reads an imported trace file; a bad file gets a French error, never an exception. */
export function readTraceFile(text: string): TraceFileOutcome {
  // Bounded before parsing: very deep files overflowed deepFreeze and froze the inspector.
  const read = parseUntrustedJson(text, 'trace');
  if (!read.ok) return { ok: false, error: read.message ?? say.traceFile.notJson };
  const data = read.value;
  if (!data || typeof data !== 'object' || (data as { format?: unknown }).format !== TRACE_FORMAT) {
    return {
      ok: false,
      error: say.traceFile.notTrace,
    };
  }
  const parsed = TraceFileSchema.safeParse(data, inFrench);
  if (!parsed.success) {
    const issue = toContentIssues(parsed.error)[0];
    return {
      ok: false,
      error: say.traceFile.invalid({
        path: issue?.path ?? '?',
        message: issue?.message ?? '',
      }),
    };
  }
  const entries = parsed.data.entries;
  const ordered = entries.every((entry, i) => entry.seq === i + 1);
  if (!ordered) return { ok: false, error: say.traceFile.unordered };
  return { ok: true, file: parsed.data, entries: deepFreeze(entries) };
}

/** An HTTP step as one line of a transcript: request line, status line, or the event's name. */
function httpTranscript(entry: HttpEntry): string {
  switch (entry.part) {
    case 'request':
      return `\`${entry.method} ${pathOf(entry.url)}\``;
    case 'response':
      return `\`${statusLine(entry.status)}\``;
    case 'event':
      return say.transcript.httpEvent({ index: entry.index });
    case 'end':
      return say.transcript.httpEnd[entry.reason];
  }
}

/** A French Markdown transcript of a session, for course notes. */
export function traceToMarkdown(file: TraceFile, title: string): string {
  const t = say.transcript;
  const lines = [
    t.title({ title, revision: file.revision }),
    '',
    t.scenario({ scenario: file.scenario }),
    t.revision({ revision: file.revision }),
    ...(file.transport ? [t.httpTransport] : []),
    t.sdk({ sdk: file.sdkVersion }),
    t.date({ date: file.date.slice(0, 10) }),
    t.steps({ count: file.entries.length }),
    '',
  ];
  for (const entry of file.entries) {
    if (entry.type === 'message') {
      const kind = t.kinds[entry.kind];
      const what = entry.method ? `${kind} \`${entry.method}\`` : kind;
      const direction = t.directions[entry.direction];
      lines.push(t.message({ seq: entry.seq, link: entry.link, direction, what }));
      if (entry.answers) lines.push('', t.answers({ seq: entry.answers }));
      lines.push('', '```json', JSON.stringify(entry.message, null, 2), '```', '');
    } else if (entry.type === 'host') {
      lines.push(t.host({ seq: entry.seq, what: steps.host[entry.action] }), '');
      lines.push('```json', JSON.stringify(entry.data, null, 2), '```', '');
    } else if (entry.type === 'http') {
      lines.push(t.http({ seq: entry.seq, link: entry.link, what: httpTranscript(entry) }), '');
      if (entry.part === 'event' && entry.data !== undefined) {
        lines.push('```', `data: ${entry.data}`, '```', '');
      }
    } else {
      lines.push(
        t.transport({ seq: entry.seq, link: entry.link, what: steps.transport[entry.event] }),
        '',
      );
      if (entry.text) lines.push(t.text({ text: entry.text.replace(/`/g, 'ˋ') }), '');
      if (entry.detail) lines.push(t.sdkMessage({ detail: entry.detail }), '');
    }
  }
  return `${lines.join('\n')}\n`;
}
