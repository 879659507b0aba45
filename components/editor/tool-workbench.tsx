'use client';

import { Button } from '@/components/ui/button';
import { useEffect, useMemo } from 'react';
import type { EditorPort, PanelProps } from '@/lib/playground/ports';
import { editorMessages } from '@/messages/editor';
import { behavioursJsonSchema, definitionsJsonSchema } from '@/lib/editor/editor-schemas';
import { wireSince } from '@/lib/editor/workbench-state';
import { CallSection } from './call-section';
import { EditorSection } from './editor-section';
import type { MonacoKit } from './load-monaco';
import { useDarkScheme } from './use-dark-scheme';
import { useWorkbench } from './use-workbench';
import { WireSteps } from './wire-steps';

const t = editorMessages;

export interface ToolWorkbenchProps extends PanelProps<EditorPort> {
  kit: MonacoKit;
}

/**
 * The editor once Monaco is loaded: definitions, behaviours, apply, call, and the wire. A view
 * over the workbench of lib/editor/workbench.ts, which decides everything it shows.
 */
export function ToolWorkbench({ controller, state, kit }: ToolWorkbenchProps) {
  const dark = useDarkScheme();
  const scenario = controller.scenario;
  const servers = useMemo(() => scenario?.servers ?? [], [scenario]);
  // The `outils` part of the address the playground opened (a worksheet's link), if any.
  const toolsParam = state.opening?.editorTools;
  const { workbench, view } = useWorkbench(controller, {
    scenarioId: state.scenarioId,
    servers,
    toolOverrides: state.toolOverrides,
    ...(toolsParam !== undefined && { toolsParam }),
  });
  // Opening the editor is the sign of an act (a call, new definitions): a recorded opening
  // starts its live session now.
  const dormant = state.dormant;
  useEffect(() => {
    if (dormant === 'recorded') controller.prepareLive();
  }, [controller, dormant]);
  const doc = view.document;
  if (!doc) return <p role="status">{t.loading}</p>;

  const sessionReady = state.status === 'ready' && state.session !== undefined;
  const uriBase = `inmemory://atelier-mcp/${encodeURIComponent(doc.scenarioId)}/${encodeURIComponent(doc.server)}/${doc.generation}`;
  const reset = () => {
    if (window.confirm(t.resetConfirm)) workbench.reset();
  };

  return (
    <div className="space-y-5">
      {servers.length > 1 ? (
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t.serverLabel}</span>
          <select
            className="max-w-full rounded border border-border bg-surface px-2 py-1.5"
            value={view.server}
            onChange={(event) => workbench.chooseServer(event.target.value)}
          >
            {servers.map((s) => (
              <option key={s.name} value={s.name}>
                {s.title ?? s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      {view.notices.map((notice) => (
        <p key={notice} role="status" className="rounded border border-border bg-surface-2 p-2">
          {notice}
        </p>
      ))}
      {doc.starter ? (
        <Button variant="quiet" onClick={() => workbench.emptyStarter()}>
          {t.starterEmpty}
        </Button>
      ) : null}
      {doc.previous ? (
        <Button variant="quiet" onClick={() => workbench.restorePreviousDraft()}>
          {t.restorePreviousDraft}
        </Button>
      ) : null}

      <EditorSection
        headingId="editeur-definition"
        heading={t.definitionsHeading}
        help={t.definitionsHelp}
        kit={kit}
        uri={`${uriBase}/definitions.json`}
        initialText={doc.texts.definitions}
        label={t.definitionsLabel}
        diagnostics={view.checks?.definitions ?? []}
        checkedText={view.checks?.definitionsText ?? ''}
        schema={definitionsJsonSchema}
        onChange={(text) => workbench.editDefinitions(text)}
        // Tall enough to write a tool in: about twenty-five lines on a 1280×800 screen.
        height="clamp(20rem, calc(100dvh - 19rem), 40rem)"

        dark={dark}
      />
      <EditorSection
        headingId="editeur-comportement"
        heading={t.behavioursHeading}
        help={t.behavioursHelp}
        kit={kit}
        uri={`${uriBase}/behaviours.json`}
        initialText={doc.texts.behaviours}
        label={t.behavioursLabel}
        diagnostics={view.checks?.behaviours ?? []}
        checkedText={view.checks?.behavioursText ?? ''}
        schema={behavioursJsonSchema}
        onChange={(text) => workbench.editBehaviours(text)}
        height={220}
        dark={dark}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          onClick={() => void workbench.apply()}
          disabled={view.busy || !sessionReady}
        >
          {view.busy ? t.applying : t.apply}
        </Button>
        <Button variant="quiet" onClick={reset} disabled={view.busy}>
          {t.reset}
        </Button>
        {!sessionReady ? <span className="text-sm text-muted">{t.noSession}</span> : null}
      </div>
      <p
        role="status"
        className={view.applied?.kind === 'refused' ? 'text-kind-error' : 'text-kind-result'}
      >
        {view.applied?.message}
      </p>

      <CallSection
        workbench={workbench}
        view={view}
        kit={kit}
        uriBase={uriBase}
        dark={dark}
        disabled={view.busy || !sessionReady}
      />

      <WireSteps
        entries={state.entries}
        since={wireSince(view.mark, state.session?.id)}
        onSelect={(step) => controller.showStep(step)}
      />
    </div>
  );
}
