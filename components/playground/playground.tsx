'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { playgroundMessages } from '@/messages/playground';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import { PlaygroundController, type PlaybackSpeed } from '@/lib/playground/controller';
import { servedOpenings } from '@/lib/playground/recorded-opening';
import { answerIndex, lanesFor, partnerStep, stepLabel } from '@/lib/playground/steps';
import { carriedIndex, httpRefusalOf, layerEntries } from '@/lib/playground/layers';
import type { MessageEntry } from '@/lib/mcp/trace';
import { Inspector } from './inspector';
import { LoadingState } from './loading-state';
import { PresentationButtons } from './presentation-buttons';
import { PresentationView } from './presentation-view';
import { ScenarioSwitch } from './scenario-switch';
import { SequenceDiagram } from './sequence-diagram';
import type { Stage } from './stage';
import { StepperControls } from './stepper-controls';
import { useAddressBar, useOpening } from './use-address';
import { usePlaygroundState } from './use-playground';
import { usePresentation } from './use-presentation';
import { useStepperKeys } from './use-stepper-keys';
import { useWorkspaceFrame } from './use-workspace-frame';
import { readPlaygroundAddress } from './url-state';
import { Workspace } from './workspace';

const t = playgroundMessages;

/**
 * The playground: opens what its address asks for, then shows the annotated stepper in one of
 * two layouts, the workspace (with the panels) or the presentation. What happens on each
 * click or key is the controller's; this page only wires it to the views.
 */
export function Playground() {
  const [controller] = useState(
    () => new PlaygroundController(scenarioCatalogue, { openings: servedOpenings() }),
  );
  // The address, read once on arrival (this component only runs in the browser).
  const [address] = useState(readPlaygroundAddress);
  const state = usePlaygroundState(controller);
  const presentation = usePresentation(controller, address);
  const { presenting, audience } = presentation;
  useOpening(controller, address);
  useAddressBar(controller, state, audience);
  useStepperKeys(controller, !audience);
  const frame = useRef<HTMLDivElement>(null);
  useWorkspaceFrame(frame, presenting);

  const { entries, step, scenarioId, revision, status, layer } = state;
  const scenario = scenarioCatalogue.get(scenarioId);
  const answers = useMemo(() => answerIndex(entries), [entries]);
  // An imported or live trace draws the lanes of what it recorded, not of the scenario it sits
  // under (« Mon serveur » would add an empty lane beside the learner's own server).
  const imported = state.imported !== undefined;
  const servers = useMemo(
    () => (imported ? [] : (scenario?.servers.map((s) => s.name) ?? [])),
    [scenario, imported],
  );
  const lanes = useMemo(() => lanesFor(servers, entries), [servers, entries]);
  const current = entries[step - 1];
  const partner = partnerStep(current, answers);
  // The layer on screen: the diagram and the list draw its steps only.
  const shown = useMemo(() => layerEntries(entries, layer), [entries, layer]);
  const carriedMap = useMemo(() => carriedIndex(entries), [entries]);
  const carried = useMemo(
    () =>
      current?.type === 'http'
        ? (carriedMap.get(current.seq) ?? []).map((seq) => entries[seq - 1] as MessageEntry)
        : [],
    [current, carriedMap, entries],
  );
  // A response names its request's step: the path that says what its fields mean.
  const exchangeStep = current?.type === 'http' ? entries[current.exchange - 1] : undefined;
  const exchangeUrl =
    exchangeStep?.type === 'http' && exchangeStep.part === 'request' ? exchangeStep.url : undefined;
  const carrier =
    current?.type === 'message' && current.carriedBy !== undefined
      ? entries[current.carriedBy - 1]
      : undefined;

  const refusal = useMemo(() => httpRefusalOf(entries, current), [entries, current]);

  const goToStep = useCallback((target: number) => controller.goToStep(target), [controller]);
  const openScenario = useCallback((id: string) => void controller.openScenario(id), [controller]);
  const switchRevision = useCallback(
    (next: Revision) => void controller.switchRevision(next),
    [controller],
  );
  const crossTo = useCallback((target: number) => controller.crossTo(target), [controller]);
  const onTogglePlay = useCallback(() => controller.togglePlay(), [controller]);
  const onSpeed = useCallback((speed: PlaybackSpeed) => controller.setSpeed(speed), [controller]);

  const stage: Stage = {
    inspector: (
      <Inspector
        entry={current}
        partner={partner}
        carried={carried}
        carrier={carrier}
        refusal={refusal}
        exchangeUrl={exchangeUrl}
        onCross={audience ? undefined : crossTo}
        revision={revision}
        onSelect={goToStep}
        field={presentation.field}
        onField={audience ? undefined : presentation.setField}
      />
    ),
    // One diagram for both layouts; the audience window only watches.
    diagram: (
      <SequenceDiagram
        entries={shown}
        lanes={lanes}
        step={step}
        partner={partner}
        legacy={isLegacyRevision(revision)}
        onSelect={audience ? undefined : goToStep}
        fill
      />
    ),
    stepper: (
      <StepperControls
        step={step}
        total={entries.length}
        playing={state.playing}
        speed={state.speed}
        onStep={goToStep}
        onTogglePlay={onTogglePlay}
        onSpeed={onSpeed}
        extra={presenting ? undefined : <PresentationButtons presentation={presentation} />}
      />
    ),
    loading:
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
      ) : null,
  };

  // The steps already shown while the recording goes on (or waits for a consent dialog) are
  // announced too, without the growing total: a newly recorded step is not announced again.
  const announcement = !current
    ? ''
    : status === 'ready'
      ? t.announce({ step, total: entries.length, label: stepLabel(current) })
      : status === 'running'
        ? t.announceRecording({ step, label: stepLabel(current) })
        : '';

  return (
    <div ref={frame} data-current-step={step} {...(presenting && { 'data-presentation-view': '' })}>
      {/* One polite announcement per step (the counter and the inspector's title stay silent). */}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-step-announcer="">
        {announcement}
      </p>
      {presenting ? (
        <PresentationView
          stage={stage}
          state={state}
          title={scenario?.title ?? scenarioId}
          presentation={presentation}
          controls={
            <ScenarioSwitch
              scenarioId={scenarioId}
              revision={revision}
              onScenario={openScenario}
              onRevision={switchRevision}
            />
          }
        />
      ) : (
        <Workspace
          controller={controller}
          state={state}
          stage={stage}
          partner={partner}
          shown={shown}
          presentationButtons={<PresentationButtons presentation={presentation} />}
        />
      )}
    </div>
  );
}
