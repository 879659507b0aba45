import type { Revision } from '@/lib/mcp/revisions';
import type { TraceEntry } from '@/lib/mcp/trace';
import type { SessionView } from './session-view';

/*
 * A shipped scenario's opening as the real SDK recorded it when the site was built
 * (scripts/record-openings.ts): its trace and the session's view once the script has played.
 * The playground shows it at once, and starts the live session, the SDK with it, only when the
 * learner acts on it (session-lifecycle.ts). Both come from the same deterministic script, so
 * the live session records the same steps (a test holds every shipped opening to it).
 */

/** Bumped when the shape changes: a page never reads a file of another shape. */
export const OPENING_FORMAT = 1;

/** Where the site serves the openings (public/, generated at build time). */
export const OPENINGS_PATH = '/enregistrements';

/** The session view without what the page supplies itself (its number, the scenario). */
export type RecordedView = Omit<SessionView, 'id' | 'scenario' | 'length'>;

/** What a recording keeps of a session's view (every field but those the page supplies). */
export function recordedViewOf(view: SessionView): RecordedView {
  return {
    revision: view.revision,
    framed: view.framed,
    link: view.link,
    serverNames: view.serverNames,
    connected: view.connected,
    capabilities: view.capabilities,
    registry: view.registry,
    choice: view.choice,
  };
}

export interface RecordedOpening {
  format: typeof OPENING_FORMAT;
  scenario: string;
  revision: Revision;
  /** The simulated servers' « today » when recorded: the live session replays with it. */
  day: string;
  entries: TraceEntry[];
  view: RecordedView;
}

/** A scenario and revision the page must play live (it asks the learner, or runs over HTTP…). */
export interface LiveOnly {
  format: typeof OPENING_FORMAT;
  scenario: string;
  revision: Revision;
  live: true;
}

export type OpeningFile = RecordedOpening | LiveOnly;

/** Finds the recorded opening of a scenario in a revision; undefined means « play it live ». */
export type OpeningSource = (
  scenarioId: string,
  revision: Revision,
) => Promise<RecordedOpening | undefined>;

export function openingFileName(scenarioId: string, revision: Revision): string {
  return `${scenarioId}/${revision}.json`;
}

/**
 * Whether a parsed file is the recorded opening asked for. The file is the site's own, so the
 * check is about a stale or foreign file (another shape, another scenario), not about hostility.
 */
export function asRecordedOpening(
  value: unknown,
  scenarioId: string,
  revision: Revision,
): RecordedOpening | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const file = value as Partial<RecordedOpening> & { live?: unknown };
  if (file.format !== OPENING_FORMAT || file.live !== undefined) return undefined;
  if (file.scenario !== scenarioId || file.revision !== revision) return undefined;
  if (typeof file.day !== 'string' || !Array.isArray(file.entries) || file.entries.length === 0) {
    return undefined;
  }
  const view = file.view;
  if (typeof view !== 'object' || view === null || !Array.isArray(view.serverNames)) {
    return undefined;
  }
  return file as RecordedOpening;
}

/**
 * The browser's source: the file the site serves beside its pages. Any failure (no file, a
 * file of another shape, no network) means the scenario plays live, as it always could.
 */
export function servedOpenings(fetchFile: typeof fetch = fetch): OpeningSource {
  return async (scenarioId, revision) => {
    try {
      const response = await fetchFile(`${OPENINGS_PATH}/${openingFileName(scenarioId, revision)}`);
      if (!response.ok) return undefined;
      return asRecordedOpening(await response.json(), scenarioId, revision);
    } catch {
      return undefined;
    }
  };
}
