import type { Revision } from '@/lib/mcp/revisions';
import type { ToolSpec } from '@/lib/mcp/scenario';
import type { TraceEntry } from '@/lib/mcp/trace';
import type { ScenarioCatalogue } from './catalogue';
import { compareRevisions, legacyRevisionFor } from './compare';
import { hasHttpLayer, snapToLayer } from './layers';
import type { StateCell } from './state-cell';
import type { ImportedTrace, PlaygroundState, PlaygroundView } from './state';

/** What the main area gives up when it stops showing the live stepper. */
export interface Interruptions {
  /** Stops the autoplay. */
  pause(): void;
  /** Ends the live session (an imported trace has none). */
  closeSession(): void;
}

/**
 * What the main area shows: the annotated stepper, the two revisions side by side, or an
 * imported trace, read-only. The comparison follows the snapshot: it is played again whenever
 * the compare view is open on another scenario or on other tool definitions.
 */
export class ViewMode {
  /** What the comparison on screen was played for. */
  private compared:
    | {
        scenarioId: string;
        toolOverrides: Readonly<Record<string, ToolSpec[]>>;
        legacy: Revision;
      }
    | undefined;
  private comparisons = 0;

  constructor(
    private readonly cell: StateCell<PlaygroundState>,
    private readonly catalogue: ScenarioCatalogue,
    private readonly interrupt: Interruptions,
  ) {
    cell.subscribe((state) => this.followComparison(state));
  }

  setView(view: PlaygroundView): void {
    if (view === 'compare') this.interrupt.pause();
    if (view !== this.cell.get().view) this.cell.set({ view });
  }

  /**
   * Shows a trace recorded elsewhere (a shared file, the learner's own server): no session
   * runs, the stepper walks the recorded steps. Loading a scenario again leaves this mode.
   */
  showImported(imported: ImportedTrace, entries: readonly TraceEntry[]): void {
    this.interrupt.closeSession();
    this.interrupt.pause();
    this.cell.set({
      session: undefined,
      status: 'ready',
      error: undefined,
      entries,
      // Nothing of it was done here.
      scripted: entries.length,
      layer: hasHttpLayer(entries) ? this.cell.get().layer : 'jsonrpc',
      step: entries.length > 0 ? snapToLayer(entries, this.cell.get().layer, 1) : 0,
      imported,
      dormant: undefined,
      ...(this.catalogue.get(imported.scenario) && { scenarioId: imported.scenario }),
      revision: imported.revision,
    });
  }

  /** Stops waiting for a comparison under way (the playground is leaving). */
  dispose(): void {
    this.comparisons += 1;
  }

  private followComparison(state: PlaygroundState): void {
    if (state.view !== 'compare') return;
    const { scenarioId, toolOverrides } = state;
    const legacy = legacyRevisionFor(state.revision);
    if (
      this.compared?.scenarioId === scenarioId &&
      this.compared.toolOverrides === toolOverrides &&
      this.compared.legacy === legacy
    )
      return;
    this.compared = { scenarioId, toolOverrides, legacy };
    const token = ++this.comparisons;
    this.cell.set({ comparison: { status: 'running' } });
    const scenario = this.catalogue.get(scenarioId);
    const tools = Object.keys(toolOverrides).length > 0 ? { ...toolOverrides } : undefined;
    const done = (rows: Awaited<ReturnType<typeof compareRevisions>>) => {
      if (token !== this.comparisons) return;
      this.cell.set({
        comparison: rows ? { status: 'ready', rows, legacy } : { status: 'unavailable' },
      });
    };
    (scenario ? compareRevisions(scenario, tools, legacy) : Promise.resolve(undefined)).then(
      done,
      () => done(undefined),
    );
  }
}
