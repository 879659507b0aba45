'use client';

import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ChallengePanelFromUrl } from '@/components/challenges/challenge-panel';
import { Button } from '@/components/ui/button';
import { ownsKey } from '@/components/ui/owns-key';
import { getScenario } from '@/content/scenarios';
import { playgroundMessages } from '@/messages/playground';
import { presentationMessages } from '@/messages/presentation';
import { DEFAULT_REVISION, isLegacyRevision, isRevision, type Revision } from '@/lib/mcp/revisions';
import { PlaygroundController, type PlaybackSpeed } from '@/lib/playground/controller';
import { equivalentStep } from '@/lib/playground/equivalent-step';
import { parseAddress, stepFromHash } from '@/lib/playground/address-schema';
import { answerIndex, lanesFor, partnerStep, stepLabel } from '@/lib/playground/steps';
import { decodeShareState } from '@/lib/share/share-state';
import { CompareView } from './compare-view';
import { ImportedBanner } from './imported-banner';
import { LinkToolsBanner } from './link-tools-banner';
import { Inspector } from './inspector';
import { Legend } from './legend';
import { LoadingState } from './loading-state';
import { MessageList } from './message-list';
import { PanelTabs } from './panel-tabs';
import { PaneSeparator } from './pane-separator';
import { ScenarioSwitch } from './scenario-switch';
import { SequenceDiagram } from './sequence-diagram';
import { StepperControls } from './stepper-controls';
import { usePaneSizes } from './use-pane-sizes';
import { usePlaygroundState } from './use-playground';
import { useWorkspaceFrame } from './use-workspace-frame';
import { forgetSharedState, writePlaygroundUrl } from './url-state';
import { usePresentation } from './use-presentation';

const tp = presentationMessages.mode;

const t = playgroundMessages;

/** The playground: a workspace of scenario and revision, the annotated stepper, the panels. */
export function Playground() {
  const [controller] = useState(() => new PlaygroundController(scenarioCatalogue));
  // The address, read once on arrival (this component only runs in the browser).
  const [address] = useState(() => parseAddress(window.location));
  const state = usePlaygroundState(controller);
  const { entries, step, scenarioId, revision, status, view } = state;
  const { presenting, setPresenting, audience, openAudience, audienceNotice, field, setField } =
    usePresentation(controller, address);
  const frame = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const left = useRef<HTMLDivElement>(null);
  const [sizes, resize] = usePaneSizes();
  useWorkspaceFrame(frame, presenting);
  const [shared] = useState(() =>
    address.share === undefined ? undefined : decodeShareState(address.share),
  );
  // A link naming a scenario this site does not have opens the default state, with a notice.
  const unknownShared = shared?.ok === true && getScenario(shared.state.scenario) === undefined;
  const shareNotice =
    shared && !shared.ok
      ? shared.notice
      : unknownShared && shared?.ok
        ? presentationMessages.share.unknownScenario({ scenario: shared.state.scenario })
        : undefined;
  // Tools from the link are shown as such until the learner goes back to the scenario's own.
  const [linkTools, setLinkTools] = useState(() =>
    shared?.ok && !unknownShared
      ? {
          scenario: shared.state.scenario,
          tools: shared.state.tools ?? {},
          integrity: shared.integrity,
        }
      : undefined,
  );

  useEffect(() => {
    if (audience) {
      // The audience window waits for the presenter's state.
      return () => controller.dispose();
    }
    if (shared) {
      // A share link: validated, never executed; a bad one opens the default state.
      forgetSharedState();
      if (shared.ok && getScenario(shared.state.scenario)) {
        void controller.load(shared.state.scenario, shared.state.version, {
          step: shared.state.step,
          toolOverrides: shared.state.tools ?? {},
        });
      } else {
        void controller.load(controller.getState().scenarioId, DEFAULT_REVISION);
      }
      return () => controller.dispose();
    }
    const scenario =
      getScenario(address.scenario ?? '') ?? getScenario(controller.getState().scenarioId);
    const wanted = address.version ?? DEFAULT_REVISION;
    const revision =
      scenario && !scenario.revisions.includes(wanted) ? (scenario.revisions[0] ?? wanted) : wanted;
    void controller.load(
      scenario?.id ?? address.scenario ?? controller.getState().scenarioId,
      revision,
      {
        ...(address.step !== undefined && { step: address.step }),
      },
    );
    const onHash = () => {
      const target = stepFromHash(window.location.hash);
      if (target !== undefined) controller.setStep(target);
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      controller.dispose();
    };
    // The address is read once on arrival; the presentation hook decides once whether this
    // window is the audience.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);

  // The address says what is on screen, without adding to the history. Written once the
  // learner pauses: Next.js re-renders its router on every history change, too costly to pay
  // on each of a hundred key presses.
  useEffect(() => {
    if (status !== 'ready' || audience) return;
    const timer = setTimeout(
      () => writePlaygroundUrl({ scenario: scenarioId, revision, step }),
      200,
    );
    return () => clearTimeout(timer);
  }, [scenarioId, revision, step, status, audience]);

  // Stepping keys are heard by the whole workspace, except where a control needs them.
  useEffect(() => {
    if (audience) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKey(event)) return;
      const current = controller.getState();
      if (current.view !== 'stepper' || current.entries.length === 0) return;
      const moves: Record<string, () => void> = {
        ArrowRight: () => controller.setStep(current.step + 1),
        ArrowLeft: () => controller.setStep(current.step - 1),
        Home: () => controller.setStep(1),
        End: () => controller.setStep(current.entries.length),
        ' ': () => controller.togglePlay(),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      if (event.key !== ' ') controller.pause();
      move();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller, audience]);

  const scenario = getScenario(scenarioId);
  const answers = useMemo(() => answerIndex(entries), [entries]);
  const lanes = useMemo(
    () => lanesFor(scenario?.servers.map((s) => s.name) ?? [], entries),
    [scenario, entries],
  );
  const current = entries[step - 1];
  const partner = partnerStep(current, answers);
  const legacy = isLegacyRevision(revision);

  const select = useCallback(
    (target: number) => {
      controller.pause();
      controller.setStep(target);
    },
    [controller],
  );
  const onScenario = useCallback(
    (id: string) => {
      const next = getScenario(id);
      const currentRevision = controller.getState().revision;
      const r =
        next && !next.revisions.includes(currentRevision)
          ? (next.revisions[0] ?? currentRevision)
          : currentRevision;
      void controller.load(id, r);
    },
    [controller],
  );
  const onRevision = useCallback(
    (r: Revision) => {
      if (!isRevision(r)) return;
      const before = controller.getState();
      // The same message in the other revision when it exists, else the same phase.
      const from = { entries: before.entries, step: before.step };
      void controller.load(before.scenarioId, r, {
        step: (entries) => equivalentStep(from.entries, from.step, entries),
      });
    },
    [controller],
  );
  const onTogglePlay = useCallback(() => controller.togglePlay(), [controller]);
  const onSpeed = useCallback((speed: PlaybackSpeed) => controller.setSpeed(speed), [controller]);
  const onOpen = useCallback(
    (r: Revision, target: number) => {
      controller.setView('stepper');
      void controller.load(controller.getState().scenarioId, r, { step: target });
    },
    [controller],
  );

  const inspector = (
    <Inspector
      entry={current}
      partner={partner}
      revision={revision}
      onSelect={select}
      field={field}
      onField={audience ? undefined : setField}
    />
  );
  const presentationButtons = (
    <>
      <Button size="control" onClick={() => setPresenting(true)}>
        {tp.enter}{' '}
        <kbd className="text-muted [@media(pointer:coarse)]:hidden">({tp.enterHint})</kbd>
      </Button>
      <Button size="control" onClick={openAudience}>
        {tp.audience}
      </Button>
    </>
  );
  // One diagram for both layouts; the audience window only watches.
  const diagram = (
    <SequenceDiagram
      entries={entries}
      lanes={lanes}
      step={step}
      partner={partner}
      legacy={legacy}
      onSelect={audience ? noop : select}
      fill
    />
  );
  const stepper = (
    <StepperControls
      step={step}
      total={entries.length}
      playing={state.playing}
      speed={state.speed}
      onStep={select}
      onTogglePlay={onTogglePlay}
      onSpeed={onSpeed}
      extra={presenting ? undefined : presentationButtons}
    />
  );
  const loading =
    status === 'running' ? (
      <LoadingState
        scenario={scenario?.title ?? scenarioId}
        progress={state.progress}
        database={scenario?.servers.some((s) => s.database) ?? false}
      />
    ) : status === 'error' ? (
      <p role="alert" className="m-0 text-kind-error">
        {state.error}
      </p>
    ) : null;
  // One polite announcement per step (the counter and the inspector's title stay silent).
  const announcement =
    current && status === 'ready'
      ? t.announce({ step, total: entries.length, label: stepLabel(current) })
      : '';
  const live = (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-step-announcer="">
      {announcement}
    </p>
  );

  if (presenting) {
    const title = scenario?.title ?? scenarioId;
    return (
      <div ref={frame} data-current-step={step} data-presentation-view="">
        <div className="flex min-h-[calc(100dvh-4rem)] flex-col gap-3 lg:ml-[var(--ws-x,0px)] lg:w-[var(--ws-w,100%)]">
          {live}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <h2 className="m-0 text-3xl font-bold" data-presentation-title="">
              {tp.nowShowing({ scenario: title, revision })}
            </h2>
            {audience ? (
              <p className="sr-only">{tp.audienceTitle}</p>
            ) : (
              <Button size="control" className="ml-auto" onClick={() => setPresenting(false)}>
                {tp.leave}
              </Button>
            )}
          </div>
          {audience && entries.length === 0 && status !== 'running' ? (
            <p role="status">{tp.audienceWaiting}</p>
          ) : null}
          {audience && audienceNotice ? <p role="alert">{audienceNotice}</p> : null}
          {loading}
          {audience ? null : stepper}
          <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div className="min-w-0 lg:flex lg:flex-col">{diagram}</div>
            <div className="min-w-0 lg:max-h-[calc(100dvh-9rem)] lg:overflow-auto">{inspector}</div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div ref={frame} data-current-step={step}>
      {live}
      <div
        data-workspace=""
        className="flex flex-col gap-2 lg:ml-[var(--ws-x,0px)] lg:h-[var(--ws-h,calc(100dvh-8rem))] lg:w-[var(--ws-w,100%)]"
        style={
          {
            '--ws-left': `${sizes.left}%`,
            '--ws-top': `${sizes.top}%`,
          } as React.CSSProperties
        }
      >
        {shareNotice ? (
          <p role="alert" className="m-0 rounded border border-kind-error p-2 text-kind-error">
            {shareNotice}
          </p>
        ) : null}
        {linkTools && !state.imported && scenarioId === linkTools.scenario ? (
          <LinkToolsBanner
            scenarioId={linkTools.scenario}
            tools={linkTools.tools}
            integrity={linkTools.integrity}
            onRestore={() => {
              setLinkTools(undefined);
              void controller.load(scenarioId, revision, { step, toolOverrides: {} });
            }}
          />
        ) : null}
        {state.imported ? (
          <ImportedBanner imported={state.imported} onLeave={() => void controller.reload()} />
        ) : null}
        <ChallengePanelFromUrl controller={controller} state={state} id={address.challenge} />
        <div
          role="group"
          aria-label={t.toolbar}
          className="flex flex-wrap items-end gap-x-4 gap-y-2"
        >
          <ScenarioSwitch
            scenarioId={scenarioId}
            revision={revision}
            onScenario={onScenario}
            onRevision={onRevision}
          />
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
          <div
            className={`flex flex-wrap gap-1 ${view === 'stepper' ? 'lg:hidden' : 'lg:ml-auto'}`}
          >
            {presentationButtons}
          </div>
        </div>

        {view === 'stepper' ? (
          // On a phone this bar sticks to the top: the buttons stay next to what they change.
          <div className="sticky top-0 z-20 -mx-4 border-b border-border bg-bg px-4 py-1 lg:static lg:mx-0 lg:border-0 lg:p-0">
            {stepper}
          </div>
        ) : null}
        {loading}

        <div
          ref={body}
          className={`flex min-h-0 flex-1 flex-col gap-3 lg:grid lg:gap-0 ${
            view === 'stepper'
              ? 'lg:grid-cols-[var(--ws-left)_0.75rem_minmax(0,1fr)]'
              : 'lg:grid-cols-[minmax(0,1fr)]'
          }`}
        >
          <div ref={left} className="flex min-h-0 min-w-0 flex-col gap-3 lg:gap-0">
            <div
              id="volet-diagramme"
              className="flex min-h-0 flex-col gap-1 lg:h-[var(--ws-top)] lg:overflow-auto"
            >
              {view === 'stepper' ? (
                <>
                  {diagram}
                  <Legend />
                  <details className="shrink-0">
                    <summary className="cursor-pointer">{t.timelineToggle}</summary>
                    <MessageList
                      entries={entries}
                      step={step}
                      partner={partner}
                      onSelect={select}
                    />
                  </details>
                </>
              ) : (
                <div className="min-h-0 overflow-auto">
                  <CompareView
                    scenarioId={scenarioId}
                    toolOverrides={state.toolOverrides}
                    onOpen={onOpen}
                  />
                </div>
              )}
            </div>
            <PaneSeparator
              name="top"
              value={sizes.top}
              orientation="horizontal"
              label={t.separatorTop}
              container={left}
              controls="volet-diagramme"
              onResize={resize}
            />
            <div className="min-h-0 flex-1 lg:overflow-auto">
              <PanelTabs controller={controller} state={state} />
            </div>
          </div>
          {view === 'stepper' ? (
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
                {inspector}
              </div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function noop() {}
