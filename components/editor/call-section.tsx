'use client';

import { Button } from '@/components/ui/button';
import { editorMessages } from '@/messages/editor';
import { playgroundMessages } from '@/messages/playground';
import type { Workbench } from '@/lib/editor/workbench';
import type { WorkbenchSnapshot } from '@/lib/editor/workbench-state';
import { ArgsForm } from './args-form';
import { CallOutcome } from './call-outcome';
import { DiagnosticList } from './diagnostic-list';
import { JsonEditor } from './json-editor';
import type { MonacoKit } from './load-monaco';

const t = editorMessages;

/** « Appeler un outil »: the tool, its arguments as a form and as JSON, the call and its answer. */
export function CallSection({
  workbench,
  view,
  kit,
  uriBase,
  dark,
  disabled,
}: {
  workbench: Workbench;
  view: WorkbenchSnapshot;
  kit: MonacoKit;
  /** The document's URI: the arguments' models live under it. */
  uriBase: string;
  dark: boolean;
  /** No session to call on, or an action running. */
  disabled: boolean;
}) {
  const { tool, tools } = view;
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold">{t.callHeading}</h3>
      {!tool ? (
        <p>{t.noTools}</p>
      ) : (
        <>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t.toolLabel}</span>
            <select
              className="max-w-full rounded border border-border bg-surface px-2 py-1.5"
              value={tool}
              onChange={(event) => workbench.chooseTool(event.target.value)}
            >
              {tools.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm text-muted">{t.argumentsHelp}</p>
          <p className="text-sm text-muted">{playgroundMessages.argsForm.help}</p>
          <div className="grid gap-3 md:grid-cols-2">
            <ArgsForm
              inputSchema={view.inputSchema}
              value={view.formValue}
              onChange={(value) => workbench.fillArguments(value)}
            />
            <div className="min-w-0">
              <JsonEditor
                key={`${tool}-${view.formEdits}`}
                kit={kit}
                uri={`${uriBase}/arguments/${encodeURIComponent(tool)}.json`}
                initialText={view.argumentsText}
                label={t.argumentsLabel}
                diagnostics={view.checks?.arguments ?? []}
                schema={view.inputSchema}
                onChange={(text) => workbench.editArguments(text)}
                height={160}
                dark={dark}
              />
            </div>
          </div>
          <DiagnosticList
            label={t.argumentsLabel}
            text={view.checks?.argumentsText ?? ''}
            diagnostics={view.checks?.arguments ?? []}
          />
          <Button variant="primary" onClick={() => void workbench.call()} disabled={disabled}>
            {view.busy ? t.calling : t.call}
          </Button>
          <CallOutcome view={view.called} />
        </>
      )}
    </div>
  );
}
