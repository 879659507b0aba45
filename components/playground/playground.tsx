'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { ChallengePanelFromUrl } from '@/components/challenges/challenge-panel';
import { getScenario } from '@/content/scenarios';
import { playgroundMessages } from '@/content/ui/playground';
import { presentationMessages } from '@/content/ui/presentation';
import { stepFromHash } from '@/lib/links';
import { DEFAULT_REVISION, isLegacyRevision, isRevision, type Revision } from '@/lib/mcp/revisions';
import { PlaygroundController, type PlaybackSpeed } from '@/lib/playground/controller';
import { answerIndex, lanesFor, partnerStep } from '@/lib/playground/steps';
import { CompareView } from './compare-view';
import { ImportedBanner } from './imported-banner';
import { Inspector } from './inspector';
import { Legend } from './legend';
import { MessageList } from './message-list';
import { PanelTabs } from './panel-tabs';
import { ScenarioSwitch } from './scenario-switch';
import { SequenceDiagram } from './sequence-diagram';
import { StepperControls } from './stepper-controls';
import { buttonClass } from './styles';
import { usePlaygroundState } from './use-playground';
import { readPlaygroundUrl, writePlaygroundUrl } from './url-state';
import { usePresentation } from './use-presentation';
import { decodeShareState, SHARE_PARAM } from '@/lib/share/share-state';

const tp = presentationMessages.mode;

const t = playgroundMessages;

/** Keys typed here belong to the control, not to the stepper. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], .xterm, .monaco-editor, [role="tab"], [role="slider"]',
    )
  )
    return true;
  // Space activates buttons and links natively.
  return key === ' ' && !!target.closest('button, a, summary, [role="button"]');
}

/** The playground: scenario and revision, the annotated stepper, the comparison, the panels. */
export function Playground() {
  const [controller] = useState(() => new PlaygroundController());
  const state = usePlaygroundState(controller);
  const { entries, step, scenarioId, revision, status, view } = state;
  const { presenting, setPresenting, audience, openAudience, audienceNotice } =
    usePresentation(controller);
  // Read once on arrival (this component only runs in the browser).
  const [shared] = useState(() => {
    const value = new URL(window.location.href).searchParams.get(SHARE_PARAM);
    return value === null ? undefined : decodeShareState(value);
  });
  const shareNotice = shared && !shared.ok ? shared.notice : undefined;

  useEffect(() => {
    if (audience) {
      // The audience window waits for the presenter's state.
      return () => controller.dispose();
    }
    if (shared) {
      // A share link: validated, never executed; a bad one opens the default state.
      const clean = new URL(window.location.href);
      clean.searchParams.delete(SHARE_PARAM);
      window.history.replaceState(window.history.state, '', clean);
      if (shared.ok) {
        void controller.load(shared.state.scenario, shared.state.version, {
          step: shared.state.step,
          toolOverrides: shared.state.tools ?? {},
        });
      } else {
        void controller.load(controller.getState().scenarioId, DEFAULT_REVISION);
      }
      return () => controller.dispose();
    }
    const url = readPlaygroundUrl();
    const scenario =
      getScenario(url.scenario ?? '') ?? getScenario(controller.getState().scenarioId);
    const wanted = url.revision ?? DEFAULT_REVISION;
    const revision =
      scenario && !scenario.revisions.includes(wanted) ? (scenario.revisions[0] ?? wanted) : wanted;
    void controller.load(
      scenario?.id ?? url.scenario ?? controller.getState().scenarioId,
      revision,
      {
        ...(url.step !== undefined && { step: url.step }),
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
    // The presentation hook decides once whether this window is the audience.
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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKey(event.target, event.key)) return;
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
  }, [controller]);

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
      if (isRevision(r)) void controller.load(controller.getState().scenarioId, r);
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

  const diagram = (
    <SequenceDiagram
      entries={entries}
      lanes={lanes}
      step={step}
      partner={partner}
      legacy={legacy}
      onSelect={select}
    />
  );
  const inspector = (
    <Inspector entry={current} partner={partner} revision={revision} onSelect={select} />
  );

  if (presenting) {
    return (
      <div className="space-y-4" data-current-step={step} data-presentation-view="">
        {audience ? (
          <p className="sr-only">{tp.audienceTitle}</p>
        ) : (
          <button type="button" className={buttonClass} onClick={() => setPresenting(false)}>
            {tp.leave}
          </button>
        )}
        {audience && entries.length === 0 ? <p role="status">{tp.audienceWaiting}</p> : null}
        {audience && audienceNotice ? <p role="alert">{audienceNotice}</p> : null}
        <StepperControls
          step={step}
          total={entries.length}
          playing={state.playing}
          speed={state.speed}
          onStep={select}
          onTogglePlay={onTogglePlay}
          onSpeed={onSpeed}
        />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="min-w-0">{diagram}</div>
          <div className="min-w-0 will-change-transform">{inspector}</div>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5" data-current-step={step}>
      {shareNotice ? (
        <p role="alert" className="rounded border border-kind-error p-3 text-kind-error">
          {shareNotice}
        </p>
      ) : null}
      {state.imported ? (
        <ImportedBanner imported={state.imported} onLeave={() => void controller.reload()} />
      ) : null}
      <ChallengePanelFromUrl controller={controller} state={state} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass} onClick={() => setPresenting(true)}>
          {tp.enter} <kbd className="text-muted">({tp.enterHint})</kbd>
        </button>
        <button type="button" className={buttonClass} onClick={openAudience}>
          {tp.audience}
        </button>
      </div>
      <ScenarioSwitch
        scenarioId={scenarioId}
        revision={revision}
        onScenario={onScenario}
        onRevision={onRevision}
      />

      <div role="group" aria-label={t.views} className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonClass} ${view === 'stepper' ? 'border-accent font-bold' : ''}`}
          aria-pressed={view === 'stepper'}
          onClick={() => controller.setView('stepper')}
        >
          {t.viewStepper}
        </button>
        <button
          type="button"
          className={`${buttonClass} ${view === 'compare' ? 'border-accent font-bold' : ''}`}
          aria-pressed={view === 'compare'}
          onClick={() => controller.setView('compare')}
        >
          {t.viewCompare}
        </button>
      </div>

      {status === 'running' ? (
        <p role="status">{t.running}</p>
      ) : status === 'error' ? (
        <p role="alert" className="text-kind-error">
          {state.error}
        </p>
      ) : null}

      {view === 'stepper' ? (
        <>
          <StepperControls
            step={step}
            total={entries.length}
            playing={state.playing}
            speed={state.speed}
            onStep={select}
            onTogglePlay={onTogglePlay}
            onSpeed={onSpeed}
          />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
            <div className="min-w-0 space-y-3">
              {diagram}
              <Legend />
              <MessageList entries={entries} step={step} partner={partner} onSelect={select} />
            </div>
            <div className="min-w-0 will-change-transform lg:sticky lg:top-2 lg:max-h-[calc(100vh-1rem)] lg:self-start lg:overflow-auto">
              {inspector}
            </div>
          </div>
        </>
      ) : (
        <CompareView scenarioId={scenarioId} toolOverrides={state.toolOverrides} onOpen={onOpen} />
      )}

      <PanelTabs controller={controller} state={state} />
    </div>
  );
}
