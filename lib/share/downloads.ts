import {
  buildServerProject,
  exportedServerFrom,
  projectName,
  type ExportedServer,
} from '@/lib/export/server-project';
import {
  buildTraceFile,
  readTraceFile,
  traceToMarkdown,
  type TraceFile,
} from '@/lib/export/trace-file';
import { zipProject } from '@/lib/export/zip';
import { checkFileSize } from '@/lib/untrusted/json-limits';
import type { Scenario, ServerSpec } from '@/lib/mcp/scenario';
import type { Revision } from '@/lib/mcp/revisions';
import type { TraceEntry } from '@/lib/mcp/trace';
import type { ToolOverrides } from './share-link';

/** A file offered to the learner: its name, its bytes or text, and its MIME type. */
export interface DownloadFile {
  name: string;
  content: string | Uint8Array;
  type: string;
}

/** What of the playground the trace files record (fields of the playground's state). */
export interface RecordedPart {
  scenarioId: string;
  revision: Revision;
  entries: readonly TraceEntry[];
  toolOverrides: ToolOverrides;
  /** The session went over Streamable HTTP: the file says so, and replays there. */
  overHttp?: boolean;
  /** A trace shown read-only (a file, the learner's server): what it was recorded as. */
  imported?: { scenario: string };
}

/** The tool definitions each server served: the learner's where they applied their own. */
function servedDefinitions(state: RecordedPart, scenario: Scenario | undefined) {
  return Object.fromEntries(
    (scenario?.servers ?? []).map((server) => [
      server.name,
      (state.toolOverrides[server.name] ?? server.tools).map((tool) => tool.definition),
    ]),
  );
}

function traceFileOf(state: RecordedPart, scenario: Scenario | undefined): TraceFile {
  return buildTraceFile({
    scenario: state.imported?.scenario ?? state.scenarioId,
    revision: state.revision,
    ...(state.overHttp === true && { transport: 'http' as const }),
    definitions: servedDefinitions(state, scenario),
    entries: state.entries,
  });
}

const baseName = (state: RecordedPart) =>
  `atelier-mcp-${state.imported?.scenario ?? state.scenarioId}-${state.revision}`;

/** The session's trace as a JSON file that « Importer une trace » reads back. */
export function traceJsonFile(state: RecordedPart, scenario: Scenario | undefined): DownloadFile {
  return {
    name: `${baseName(state)}.json`,
    content: `${JSON.stringify(traceFileOf(state, scenario), null, 2)}\n`,
    type: 'application/json',
  };
}

/** The session as a French Markdown transcript, for course notes. */
export function traceMarkdownFile(
  state: RecordedPart,
  scenario: Scenario | undefined,
): DownloadFile {
  return {
    name: `${baseName(state)}.md`,
    content: traceToMarkdown(traceFileOf(state, scenario), scenario?.title ?? state.scenarioId),
    type: 'text/markdown',
  };
}

/** An imported trace, read: what to show read-only, or why it cannot be (in French). */
export type TraceUpload =
  | {
      ok: true;
      imported: {
        scenario: string;
        revision: TraceFile['revision'];
        date: string;
        sdkVersion: string;
      };
      entries: readonly TraceEntry[];
    }
  | { ok: false; error: string };

/** A file the learner chose, as the browser hands it over (a `File` fits). */
export interface UploadedFile {
  size: number;
  text(): Promise<string>;
}

/**
 * Reads a trace file the learner chose, in French when it is not one. Its size is checked
 * before it is read: a 600 MB file froze the tab for 13 s, then was called « pas du JSON ».
 */
export async function readTraceUpload(file: UploadedFile): Promise<TraceUpload> {
  const size = checkFileSize(file.size, 'trace');
  if (!size.ok) return { ok: false, error: size.message };
  const read = readTraceFile(await file.text());
  if (!read.ok) return read;
  const { scenario, revision, date, sdkVersion } = read.file;
  return { ok: true, imported: { scenario, revision, date, sdkVersion }, entries: read.entries };
}

/** The server « Emporter son serveur » offers: the one chosen, else the scenario's first. */
export function exportedServerOf(
  scenario: Scenario | undefined,
  chosen: string | undefined,
  toolOverrides: ToolOverrides,
): { spec: ServerSpec; exported: ExportedServer } | undefined {
  const spec = scenario?.servers.find((s) => s.name === chosen) ?? scenario?.servers[0];
  if (!scenario || !spec) return undefined;
  return { spec, exported: exportedServerFrom(scenario, spec, toolOverrides[spec.name]) };
}

/** The server as a zipped TypeScript project; its HTTP mode accepts pages from `origin`. */
export function serverZipFile(exported: ExportedServer, origin: string): DownloadFile {
  const folder = projectName(exported);
  const files = buildServerProject(exported, { allowedOrigins: [origin] });
  return { name: `${folder}.zip`, content: zipProject(folder, files), type: 'application/zip' };
}
