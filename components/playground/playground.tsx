'use client';

import { useEffect, useState } from 'react';
import { ErrorLabPanel } from '@/components/error-lab/error-lab-panel';
import { EditorPanel } from '@/components/editor/editor-panel';
import { HostPanel } from '@/components/host/host-panel';
import { TerminalPanel } from '@/components/terminal/terminal-panel';
import { scenarios } from '@/content/scenarios';
import { messages } from '@/content/ui/messages';
import { stepFromHash } from '@/lib/links';
import { DEFAULT_REVISION, isRevision, REVISIONS, type Revision } from '@/lib/mcp/revisions';
import { stepKey } from '@/lib/mcp/trace';
import { PlaygroundController } from '@/lib/playground/controller';
import { fillTemplate } from '@/lib/mcp/template';
import { usePlaygroundState } from './use-playground';

const t = messages.playground;

function readUrl(): { scenario: string | undefined; revision: Revision; step: number | undefined } {
  const params = new URLSearchParams(window.location.search);
  const version = params.get('version');
  return {
    scenario: params.get('scenario') ?? undefined,
    revision: isRevision(version) ? version : DEFAULT_REVISION,
    step: stepFromHash(window.location.hash),
  };
}

/** The playground: scenario and revision, the timeline, and the panels that act on it. */
export function Playground() {
  const [controller] = useState(() => new PlaygroundController());
  const state = usePlaygroundState(controller);

  useEffect(() => {
    const url = readUrl();
    void controller.load(url.scenario ?? state.scenarioId, url.revision, {
      ...(url.step !== undefined && { step: url.step }),
    });
    return () => controller.dispose();
    // The URL is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);

  const total = state.entries.length;
  const current = state.entries[state.step - 1];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t.scenarioLabel}</span>
          <select
            className="rounded border border-border bg-surface px-2 py-1.5"
            value={state.scenarioId}
            onChange={(event) => void controller.load(event.target.value, state.revision)}
          >
            {scenarios.map((scenario) => (
              <option key={scenario.id} value={scenario.id}>
                {scenario.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t.revisionLabel}</span>
          <select
            className="rounded border border-border bg-surface px-2 py-1.5"
            value={state.revision}
            onChange={(event) => {
              const revision = event.target.value;
              if (isRevision(revision)) void controller.load(state.scenarioId, revision);
            }}
          >
            {REVISIONS.map((revision) => (
              <option key={revision} value={revision}>
                {t.revisions[revision]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {state.status === 'running' ? (
        <p role="status">{t.running}</p>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-kind-error">
          {state.error}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="rounded border border-border px-3 py-1.5"
          onClick={() => controller.setStep(1)}
        >
          {t.first}
        </button>
        <button
          type="button"
          className="rounded border border-border px-3 py-1.5"
          onClick={() => controller.setStep(state.step - 1)}
        >
          {t.previous}
        </button>
        <button
          type="button"
          className="rounded border border-border px-3 py-1.5"
          onClick={() => controller.setStep(state.step + 1)}
        >
          {t.next}
        </button>
        <button
          type="button"
          className="rounded border border-border px-3 py-1.5"
          onClick={() => controller.setStep(total)}
        >
          {t.last}
        </button>
        <span aria-live="polite">{fillTemplate(t.stepOf, { step: state.step, total })}</span>
      </div>

      <section aria-label={t.timeline}>
        <ol
          tabIndex={0}
          className="max-h-96 overflow-auto rounded border border-border bg-surface p-2 font-mono text-sm"
        >
          {state.entries.map((entry) => (
            <li
              key={entry.seq}
              aria-current={entry.seq === state.step ? 'step' : undefined}
              className={entry.seq === state.step ? 'bg-surface-2 font-bold' : undefined}
            >
              {entry.seq}. {stepKey(entry)}
            </li>
          ))}
        </ol>
        {current ? (
          <pre
            tabIndex={0}
            className="mt-3 max-h-96 overflow-auto rounded border border-border bg-surface p-3 text-sm"
          >
            {JSON.stringify(current.type === 'message' ? current.message : current, null, 2)}
          </pre>
        ) : null}
      </section>

      <section aria-label={t.panels} className="space-y-6">
        <HostPanel controller={controller} state={state} />
        <EditorPanel controller={controller} state={state} />
        <TerminalPanel controller={controller} state={state} />
        <ErrorLabPanel controller={controller} state={state} />
      </section>
    </div>
  );
}
