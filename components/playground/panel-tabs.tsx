'use client';

import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { HostPanel } from '@/components/host/host-panel';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { playgroundMessages } from '@/messages/playground';
import type { PlaygroundController, PlaygroundState } from '@/lib/playground/controller';
import { STEPPER_FIELDS, type PanelProps } from '@/lib/playground/ports';

/** The container holds the whole controller; each panel receives it typed as its own port. */
type ContainerProps = PanelProps<PlaygroundController>;

const t = playgroundMessages;

/**
 * A panel whose code (and the libraries it pulls: the editor's, the terminal's, the export's…)
 * loads the first time the learner opens it or points at its tab, not with the first view.
 */
function onDemand(load: () => Promise<ComponentType<ContainerProps>>) {
  let pending: Promise<{ default: ComponentType<ContainerProps> }> | undefined;
  const preload = () => (pending ??= load().then((Panel) => ({ default: Panel })));
  return { Panel: lazy(preload), preload };
}

const editor = onDemand(() =>
  import('@/components/editor/editor-panel').then((m) => m.EditorPanel),
);
const terminal = onDemand(() =>
  import('@/components/terminal/terminal-panel').then((m) => m.TerminalPanel),
);
const errorLab = onDemand(() =>
  import('@/components/error-lab/error-lab-panel').then((m) => m.ErrorLabPanel),
);
const share = onDemand(() => import('@/components/share/share-panel').then((m) => m.SharePanel));
const remote = onDemand(() =>
  import('@/components/remote/remote-panel').then((m) => m.RemotePanel),
);

/**
 * `followsStep`: the panel reads the stepper's position (`step`, `playing`, `speed`). Every
 * other panel is left alone while the learner steps: re-drawing them (the host's list of a
 * thousand routed calls, say) on each key press cost more than the step itself.
 */
export interface PanelTab {
  id: string;
  label: string;
  Panel: ComponentType<ContainerProps>;
  followsStep?: boolean;
  /**
   * The panel holds a field that keeps Tab for itself (Monaco, xterm): Échap gives the focus
   * back to the panel's tab, and this sentence says so on screen, above the panel.
   */
  escapeHint?: string;
  /** Starts loading the panel's code before it is opened (pointer over or focus on its tab). */
  preload?: () => void;
}

const PANELS: PanelTab[] = [
  { id: 'hote', label: t.panelHost, Panel: HostPanel },
  { id: 'editeur', label: t.panelEditor, ...editor, escapeHint: t.escapeEditor },
  { id: 'terminal', label: t.panelTerminal, ...terminal, escapeHint: t.escapeTerminal },
  { id: 'laboratoire', label: t.panelErrorLab, ...errorLab },
  // The share link carries the step.
  { id: 'partage', label: t.panelShare, ...share, followsStep: true },
  { id: 'mon-serveur', label: t.panelRemote, ...remote },
];

/** Monaco's own pop-ups that Échap closes first (suggestions, search, hints). */
const MONACO_POPUPS =
  '.suggest-widget.visible, .find-widget.visible, .parameter-hints-widget.visible, .rename-box';

/** True when two snapshots differ at most in the stepper's position. */
function sameApartFromStepper(a: PlaygroundState, b: PlaygroundState): boolean {
  if (a === b) return true;
  for (const key of Object.keys({ ...a, ...b }) as (keyof PlaygroundState)[]) {
    if (a[key] !== b[key] && !STEPPER_FIELDS.has(key)) return false;
  }
  return true;
}

const StepIndependentPanel = memo(
  function StepIndependentPanel({
    Panel,
    controller,
    state,
  }: ContainerProps & { Panel: ComponentType<ContainerProps> }) {
    return <Panel controller={controller} state={state} />;
  },
  (previous, next) =>
    previous.Panel === next.Panel &&
    previous.controller === next.controller &&
    sameApartFromStepper(previous.state, next.state),
);

/**
 * The playground's panels (host, editor, terminal, error lab, share, my server), in tabs: the
 * arrow keys move between tabs. A panel is mounted the first time it is opened and then kept,
 * hidden, so that what the learner typed survives.
 */
export function PanelTabs(
  props: ContainerProps & {
    /** Told which panel is in front (the workspace sizes its panes for it). */
    onActive?: (id: string) => void;
  },
) {
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Panels that follow the step are drawn after the step itself, never in the same frame.
  const deferred = useDeferredValue(props.state);

  const select = (index: number, focus: boolean) => {
    const next = (index + PANELS.length) % PANELS.length;
    setActive(next);
    props.onActive?.(PANELS[next]!.id);
    setOpened((previous) => (previous.has(next) ? previous : new Set(previous).add(next)));
    if (focus) tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: PANELS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    select(target, true);
  };

  // Échap leaves the editor or the terminal: the focus goes back to the panel's tab.
  const onEscape = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.key !== 'Escape' || event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const editor = target.closest('.monaco-editor');
    if (!editor && !target.closest('.xterm')) return;
    if (editor?.querySelector(MONACO_POPUPS)) return;
    event.preventDefault();
    event.stopPropagation();
    tabs.current[index]?.focus();
  };

  return (
    // Isolated (a stacking context, painted as one cached unit): the panels' long lists below
    // the stepper are not walked again each time a step repaints the page.
    <section aria-label={t.panels} className="space-y-3 isolate">
      <div
        role="tablist"
        aria-label={t.panels}
        // Stays in view while a long panel scrolls inside its pane; wraps rather than hiding a tab.
        className="sticky top-0 z-10 flex flex-wrap gap-1 border-b border-border bg-bg"
      >
        {PANELS.map((panel, i) => (
          <button
            key={panel.id}
            ref={(node) => {
              tabs.current[i] = node;
            }}
            id={`onglet-${panel.id}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`panneau-${panel.id}`}
            tabIndex={i === active ? 0 : -1}
            className={`min-h-11 shrink-0 whitespace-nowrap rounded-t border border-b-0 px-3 py-2 font-medium ${
              i === active
                ? 'border-border bg-surface'
                : 'border-transparent text-muted hover:bg-surface-2'
            }`}
            onClick={() => select(i, false)}
            onKeyDown={onKeyDown}
            onPointerEnter={panel.preload}
            onFocus={panel.preload}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {PANELS.map(({ id, Panel, followsStep, escapeHint }, i) => (
        <div
          key={id}
          id={`panneau-${id}`}
          role="tabpanel"
          aria-labelledby={`onglet-${id}`}
          hidden={i !== active}
          tabIndex={0}
          onKeyDownCapture={escapeHint ? (event) => onEscape(event, i) : undefined}
        >
          {escapeHint ? (
            <p className="m-0 mb-2 text-sm text-muted [@media(pointer:coarse)]:hidden">
              {escapeHint}
            </p>
          ) : null}
          {!opened.has(i) ? null : (
            <ErrorBoundary scope="panel">
              <Suspense
                fallback={
                  <p role="status" className="text-muted">
                    {t.panelLoading}
                  </p>
                }
              >
                {followsStep ? (
                  <Panel controller={props.controller} state={deferred} />
                ) : (
                  <StepIndependentPanel
                    Panel={Panel}
                    controller={props.controller}
                    state={props.state}
                  />
                )}
              </Suspense>
            </ErrorBoundary>
          )}
        </div>
      ))}
    </section>
  );
}
