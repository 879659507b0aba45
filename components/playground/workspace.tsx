'use client';

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { playgroundMessages } from '@/messages/playground';
import type { Revision } from '@/lib/mcp/revisions';
import type { TraceEntry } from '@/lib/mcp/trace';
import { hasHttpLayer, type LayerView } from '@/lib/playground/layers';
import type { PlaygroundController, PlaygroundState } from '@/lib/playground/controller';
import { linkToolsOnScreen } from '@/lib/playground/link-tools';
import { diagramPane } from '@/lib/playground/pane-sizes';
import { ImportedBanner } from './imported-banner';
import { preloadHttpDetail } from './inspector';
import { LayerSwitch } from './layer-switch';
import { LinkToolsBanner } from './link-tools-banner';
import { Legend } from './legend';
import { MessageList } from './message-list';
import { OpeningNotices } from './opening-notices';
import { PanelTabs } from './panel-tabs';
import { PaneSeparator } from './pane-separator';
import { ScenarioSwitch } from './scenario-switch';
import type { Stage } from './stage';
import { TransportSwitch } from './transport-switch';
import { usePaneSizes } from './use-pane-sizes';

// Loaded with the address that asks for them: challenges and the comparison of revisions are
// not part of the first view of a scenario.
const ChallengePanelFromUrl = lazy(() =>
  import('@/components/challenges/challenge-panel').then((m) => ({
    default: m.ChallengePanelFromUrl,
  })),
);
const CompareView = lazy(() => import('./compare-view').then((m) => ({ default: m.CompareView })));

function Loading() {
  return (
    <p role="status" className="text-muted">
      {playgroundMessages.panelLoading}
    </p>
  );
}

const t = playgroundMessages;

interface Props {
  controller: PlaygroundController;
  state: PlaygroundState;
  stage: Stage;
  /** The other half of the current step's request/response pair. */
  partner: number | undefined;
  /** The steps of the layer on screen (the list draws these only). */
  shown: readonly TraceEntry[];
  /** Present and audience buttons: in the toolbar on a narrow screen or in the compare view. */
  presentationButtons: ReactNode;
}

/**
 * The workspace layout: the toolbar (scenario, revision, view), the stepper, then resizable
 * panes, the diagram above the panels on the left and the inspector on the right.
 */
export function Workspace({
  controller,
  state,
  stage,
  partner,
  shown,
  presentationButtons,
}: Props) {
  const { view, step, entries } = state;
  const body = useRef<HTMLDivElement>(null);
  const left = useRef<HTMLDivElement>(null);
  const [sizes, resize] = usePaneSizes();
  const stepper = view === 'stepper';
  // Stable, so that the memoised switch and list are not drawn again at each step.
  const goToStep = useCallback((target: number) => controller.goToStep(target), [controller]);
  const openScenario = useCallback((id: string) => void controller.openScenario(id), [controller]);
  const switchRevision = useCallback(
    (revision: Revision) => void controller.switchRevision(revision),
    [controller],
  );
  const switchTransport = useCallback(
    (http: boolean) => void controller.switchTransport(http),
    [controller],
  );
  const switchLayer = useCallback((next: LayerView) => controller.setLayer(next), [controller]);
  const httpLayer = hasHttpLayer(entries);
  // The HTTP steps' detail loads while the learner is still on the JSON-RPC layer.
  useEffect(() => {
    if (httpLayer) preloadHttpDetail();
  }, [httpLayer]);

  const challenge = state.opening?.challenge;
  const [activeTab, setActiveTab] = useState('hote');
  const diagramSize = diagramPane(activeTab, challenge !== undefined);

  return (
    <div
      data-workspace=""
      // A challenge sits in a column beside the panes, never above them: on a school screen the
      // tools pane, where the learner acts, keeps its height.
      className="flex flex-col gap-2 lg:ml-[var(--ws-x,0px)] lg:h-[var(--ws-h,calc(100dvh-8rem))] lg:w-[var(--ws-w,100%)] lg:flex-row lg:gap-3"
      style={
        { '--ws-left': `${sizes.left}%`, '--ws-top': `${sizes[diagramSize]}%` } as CSSProperties
      }
    >
      {challenge !== undefined ? (
        <div
          data-challenge-column=""
          className="lg:order-last lg:w-[clamp(18rem,27vw,26rem)] lg:shrink-0 lg:overflow-auto"
        >
          <Suspense fallback={<Loading />}>
            <ChallengePanelFromUrl controller={controller} state={state} id={challenge} />
          </Suspense>
        </div>
      ) : null}
      <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
        <OpeningNotices notices={state.opening?.notices} />
        <LinkToolsBanner
          linkTools={linkToolsOnScreen(state)}
          onRestore={() => void controller.restoreScenarioTools()}
        />
        {state.imported ? (
          <ImportedBanner imported={state.imported} onLeave={() => void controller.reload()} />
        ) : null}
        <div
          role="group"
          aria-label={t.toolbar}
          className="flex flex-wrap items-end gap-x-4 gap-y-2"
        >
          <ScenarioSwitch
            scenarioId={state.scenarioId}
            revision={state.revision}
            onScenario={openScenario}
            onRevision={switchRevision}
          />
          <TransportSwitch
            scenario={controller.scenario}
            overHttp={state.overHttp}
            framed={state.framed}
            onChange={switchTransport}
          />
          <LayerSwitch layer={state.layer} available={httpLayer} onChange={switchLayer} />
          <div role="group" aria-label={t.views} className="flex flex-wrap gap-1">
            {(['stepper', 'compare'] as const).map((v) => (
              <Button
                key={v}
                size="control"
                className={view === v ? 'border-accent bg-surface-2 font-bold underline' : ''}
                aria-pressed={view === v}
                onClick={() => controller.setView(v)}
              >
                {v === 'stepper' ? t.viewStepper : t.viewCompare}
              </Button>
            ))}
          </div>
          {/* On a wide screen these sit at the end of the stepper's row. */}
          <div className={`flex flex-wrap gap-1 ${stepper ? 'lg:hidden' : 'lg:ml-auto'}`}>
            {presentationButtons}
          </div>
        </div>

        {stepper ? (
          // On a phone this bar sticks to the top: the buttons stay next to what they change.
          // Beside a challenge or while editing, the stepping help and the presentation buttons
          // give their two lines to the tools pane.
          <div
            className={`sticky top-0 z-20 -mx-4 border-b border-border bg-bg px-4 py-1 lg:static lg:mx-0 lg:border-0 lg:p-0 ${
              challenge !== undefined || diagramSize === 'edit'
                ? 'lg:[&_[data-keyboard-help]]:hidden lg:[&_[data-stepper-extra]]:hidden'
                : ''
            }`}
          >
            {stage.stepper}
          </div>
        ) : null}
        {stage.loading}

        <div
          ref={body}
          className={`flex min-h-0 flex-1 flex-col gap-3 lg:grid lg:gap-0 ${
            stepper
              ? 'lg:grid-cols-[var(--ws-left)_0.75rem_minmax(0,1fr)]'
              : 'lg:grid-cols-[minmax(0,1fr)]'
          }`}
        >
          <div ref={left} className="flex min-h-0 min-w-0 flex-col gap-3 lg:gap-0">
            <div
              id="volet-diagramme"
              className="flex min-h-0 flex-col gap-1 lg:h-[var(--ws-top)] lg:overflow-auto"
            >
              {stepper ? (
                <>
                  {stage.diagram}
                  <Legend />
                  <details className="shrink-0">
                    <summary className="cursor-pointer">{t.timelineToggle}</summary>
                    <MessageList
                      entries={shown}
                      step={step}
                      partner={partner}
                      onSelect={goToStep}
                    />
                  </details>
                </>
              ) : (
                <div className="min-h-0 overflow-auto">
                  <Suspense fallback={<Loading />}>
                    <CompareView
                      comparison={state.comparison}
                      onOpen={(revision, target) => void controller.openInStepper(revision, target)}
                    />
                  </Suspense>
                </div>
              )}
            </div>
            <PaneSeparator
              // The layout in front is the one the learner resizes (and that is remembered).
              name={diagramSize}
              value={sizes[diagramSize]}
              orientation="horizontal"
              label={t.separatorTop}
              container={left}
              controls="volet-diagramme"
              onResize={resize}
            />
            <div id="volet-outils" className="min-h-0 flex-1 lg:overflow-auto">
              <PanelTabs controller={controller} state={state} onActive={setActiveTab} />
            </div>
          </div>
          {stepper ? (
            <>
              <PaneSeparator
                name="left"
                value={sizes.left}
                orientation="vertical"
                label={t.separatorLeft}
                container={body}
                controls="volet-inspecteur"
                onResize={resize}
              />
              <div
                id="volet-inspecteur"
                className="order-first min-h-0 min-w-0 lg:order-none lg:overflow-auto"
              >
                {stage.inspector}
              </div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
