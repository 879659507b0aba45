'use client';

import { Button } from '@/components/ui/button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NOT_CONNECTED, type EditorPort, type PanelProps } from '@/lib/playground/ports';
import { editorMessages } from '@/messages/editor';
import { playgroundMessages as pt } from '@/messages/playground';
import { checkArgumentsText } from '@/lib/editor/arguments';
import { checkBehavioursText } from '@/lib/editor/behaviour-rules';
import { checkDefinitionsText } from '@/lib/editor/definition-rules';
import { countErrors, type Diagnostic } from '@/lib/editor/diagnostic';
import { clearDraft, keepDraftAside, readDrafts, saveDraft, type Draft } from '@/lib/editor/drafts';
import { behavioursJsonSchema, definitionsJsonSchema } from '@/lib/editor/editor-schemas';
import { behavioursText, definitionsText, readToolsParam, toSpecs } from '@/lib/editor/tool-specs';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { argumentsText as argumentsTextOf, initialArguments } from '@/lib/playground/args-form';
import { ArgsForm } from './args-form';
import { JsonEditor } from './json-editor';
import type { MonacoKit } from './load-monaco';
import { DiagnosticList } from './diagnostic-list';
import { EditorSection } from './editor-section';
import { CallOutcome, type CallView } from './call-outcome';
import { WireSteps } from '@/components/editor/wire-steps';
import { useDarkScheme } from './use-dark-scheme';
import { useDebounced } from './use-debounced';

const t = editorMessages;

/** The arguments object the JSON view holds, or undefined while it is not one. */
function readArguments(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

interface Texts {
  definitions: string;
  behaviours: string;
  arguments: Record<string, string>;
  source?: string;
}

/** The first texts of a server's editors: the learner's draft, a worksheet link, or the live tools. */
function initialTexts(
  scenarioId: string,
  server: string,
  linkTools: string | undefined,
  live: readonly ToolSpec[],
): { texts: Texts; notices: string[]; previous?: Draft } {
  const notices: string[] = [];
  const { drafts, notice } = readDrafts(scenarioId);
  if (notice) notices.push(notice);
  const draft = drafts[server];
  const raw = linkTools ?? null;
  const param = readToolsParam(raw);
  if (param.kind === 'damaged') notices.push(param.notice);
  if (param.kind === 'ok' && raw && draft?.source !== raw) {
    notices.push(t.outilsLoaded);
    // The link's tools replace the editor's texts, never the learner's draft: it is set aside
    // (downloadable) before the first keystroke can overwrite it, and offered back here.
    if (draft) {
      const failed = keepDraftAside(scenarioId, server, draft);
      notices.push(failed ?? t.draftKeptFromLink);
    }
    return {
      texts: {
        definitions: definitionsText(param.specs),
        behaviours: behavioursText(param.specs),
        arguments: {},
        source: raw,
      },
      notices,
      ...(draft && { previous: draft }),
    };
  }
  if (draft) {
    notices.push(t.draftRestored);
    return { texts: { ...draft }, notices };
  }
  return {
    texts: { definitions: definitionsText(live), behaviours: behavioursText(live), arguments: {} },
    notices,
  };
}

type ApplyView = { kind: 'ok' | 'refused'; message: string } | undefined;

/** The editor once Monaco is loaded: definitions, behaviours, apply, call, and the wire. */
export function ToolWorkbench({
  controller,
  state,
  kit,
}: PanelProps<EditorPort> & { kit: MonacoKit }) {
  const dark = useDarkScheme();
  const scenario = controller.scenario;
  const servers = useMemo(() => scenario?.servers ?? [], [scenario]);
  const [chosenServer, setChosenServer] = useState<string | undefined>(undefined);
  const server =
    chosenServer && servers.some((s) => s.name === chosenServer)
      ? chosenServer
      : (servers[0]?.name ?? '');
  const liveTools = useMemo<ToolSpec[]>(
    () => state.toolOverrides[server] ?? servers.find((s) => s.name === server)?.tools ?? [],
    [state.toolOverrides, server, servers],
  );

  const [resetCount, setResetCount] = useState(0);
  const documentKey = `${state.scenarioId}/${server}/${resetCount}`;
  const [doc, setDoc] = useState<
    { key: string; texts: Texts; notices: string[]; dirty: boolean; previous?: Draft } | undefined
  >();

  // A new document (scenario, server or reset): its texts are read once, then owned by Monaco.
  useEffect(() => {
    if (!server) return;
    const linkTools = server === servers[0]?.name ? state.opening?.editorTools : undefined;
    const first = initialTexts(state.scenarioId, server, linkTools, liveTools);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDoc({ key: documentKey, dirty: false, ...first });
    // Only a new document re-reads the texts; live tool changes must not reset the editors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [documentKey]);

  const texts = doc?.key === documentKey ? doc.texts : undefined;
  /** Brings back the draft a link's tools had set aside: it becomes the draft again. */
  const restorePrevious = () => {
    if (!doc?.previous) return;
    // Marked as coming from this link, so that the link does not replace it a second time.
    const source = doc.texts.source;
    setStorageNotice(
      saveDraft(state.scenarioId, server, {
        ...doc.previous,
        ...(source !== undefined && { source }),
      }),
    );
    setResetCount((count) => count + 1);
  };
  /** Records what the learner typed (the editors call this; nothing else writes texts). */
  const setTexts = useCallback(
    (patch: (texts: Texts) => Partial<Texts>) =>
      setDoc((current) =>
        current
          ? { ...current, dirty: true, texts: { ...current.texts, ...patch(current.texts) } }
          : current,
      ),
    [],
  );

  // Checks run on the settled text; drafts are saved a little later still.
  const settled = useDebounced(texts, 200);
  const definitionsCheck = useMemo(
    () => (settled ? checkDefinitionsText(settled.definitions) : undefined),
    [settled],
  );
  const behavioursCheck = useMemo(
    () =>
      settled ? checkBehavioursText(settled.behaviours, definitionsCheck?.definitions) : undefined,
    [settled, definitionsCheck],
  );

  const [storageNotice, setStorageNotice] = useState<string | undefined>();
  const saved = useDebounced(doc, 600);
  useEffect(() => {
    // Only what the learner typed is a draft: the texts as first shown are not saved.
    if (!saved?.dirty || saved.key !== documentKey) return;
    const draft: Draft = {
      definitions: saved.texts.definitions,
      behaviours: saved.texts.behaviours,
      arguments: saved.texts.arguments,
      ...(saved.texts.source !== undefined && { source: saved.texts.source }),
    };

    setStorageNotice(saveDraft(state.scenarioId, server, draft));
  }, [saved, documentKey, state.scenarioId, server]);

  const [applyView, setApplyView] = useState<ApplyView>();
  const [busy, setBusy] = useState(false);
  // Where the learner's last action started in the timeline, for the session it was made in.
  const [mark, setMark] = useState<{ session: number | undefined; seq: number } | undefined>();
  const sessionReady = state.status === 'ready' && state.session !== undefined;

  const apply = async () => {
    if (!texts) return;
    // Checked now on the exact text, not the debounced one: nothing broken is ever applied.
    const definitions = checkDefinitionsText(texts.definitions);
    const behaviours = checkBehavioursText(texts.behaviours, definitions.definitions);
    const all = [...definitions.diagnostics, ...behaviours.diagnostics];
    const syntax = all.some((d) => d.code === 'syntax');
    const errors = countErrors(all);
    if (syntax || errors > 0 || !definitions.definitions || !behaviours.behaviours) {
      setApplyView({
        kind: 'refused',
        message: syntax ? t.applyRefusedJson : t.applyRefusedRules({ count: Math.max(errors, 1) }),
      });
      return;
    }
    if (!controller.getState().session) {
      setApplyView({ kind: 'refused', message: t.noSession });
      return;
    }
    const specs = toSpecs(definitions.definitions, behaviours.behaviours);
    setBusy(true);
    try {
      setMark({
        session: controller.getState().session?.id,
        seq: controller.getState().entries.length,
      });
      const outcome = await controller.applyTools(server, specs);
      if (outcome.ok) {
        setApplyView({ kind: 'ok', message: t.applied });
      } else if (outcome.error.code === NOT_CONNECTED) {
        setApplyView({ kind: 'refused', message: t.noSession });
      } else {
        setApplyView({
          kind: 'refused',
          message: t.applyFailed({ message: outcome.error.message }),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    if (!window.confirm(t.resetConfirm)) return;
    setStorageNotice(clearDraft(state.scenarioId, server));
    controller.setToolOverrides(server, undefined);
    setApplyView(undefined);
    setResetCount((n) => n + 1);
  };

  // Calling a tool.
  const toolNames = liveTools.map((spec) => spec.definition.name);
  const [chosenTool, setChosenTool] = useState<string | undefined>();
  const tool = chosenTool && toolNames.includes(chosenTool) ? chosenTool : toolNames[0];
  const toolSpec = liveTools.find((spec) => spec.definition.name === tool);
  // A call starts from the schema: required properties present, defaults filled in.
  const initialText = useMemo(
    () => argumentsTextOf(initialArguments(toolSpec?.definition.inputSchema)),
    [toolSpec],
  );
  const argumentsText = (tool && texts?.arguments[tool]) ?? initialText;
  // The form reads the JSON as typed; an unreadable JSON pauses it.
  const formValue = readArguments(argumentsText);
  // Bumped by the form: the JSON view (uncontrolled Monaco) restarts from the form's text.
  const [formEdits, setFormEdits] = useState(0);
  const onForm = (value: Record<string, unknown>) => {
    if (!tool) return;
    const text = argumentsTextOf(value);
    setTexts((current) => ({ arguments: { ...current.arguments, [tool]: text } }));
    setFormEdits((n) => n + 1);
  };
  const settledArguments = useDebounced(argumentsText, 200);
  const argumentsCheck = useMemo(
    () => checkArgumentsText(settledArguments, toolSpec?.definition.inputSchema),
    [settledArguments, toolSpec],
  );
  const [callView, setCallView] = useState<CallView | undefined>();

  const call = async () => {
    if (!tool || !texts) return;
    const check = checkArgumentsText(argumentsText, toolSpec?.definition.inputSchema);
    if (!check.sendable) {
      setCallView({ kind: 'refused', message: t.callRefusedJson });
      return;
    }
    setBusy(true);
    try {
      setMark({
        session: controller.getState().session?.id,
        seq: controller.getState().entries.length,
      });
      // The learner's click is the human decision: the call is approved.
      const outcome = await controller.callTool(server, tool, check.value);
      setCallView(
        outcome.ok
          ? { kind: 'result', result: outcome.value }
          : outcome.error.code === NOT_CONNECTED
            ? { kind: 'refused', message: t.noSession }
            : { kind: 'protocol-error', message: outcome.error.message },
      );
    } finally {
      setBusy(false);
    }
  };

  if (!texts) return <p role="status">{t.loading}</p>;

  const definitionDiagnostics: readonly Diagnostic[] = definitionsCheck?.diagnostics ?? [];
  const behaviourDiagnostics: readonly Diagnostic[] = behavioursCheck?.diagnostics ?? [];
  const uriBase = `inmemory://atelier-mcp/${encodeURIComponent(state.scenarioId)}/${encodeURIComponent(server)}/${resetCount}`;

  return (
    <div className="space-y-5">
      {servers.length > 1 ? (
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t.serverLabel}</span>
          <select
            className="max-w-full rounded border border-border bg-surface px-2 py-1.5"
            value={server}
            onChange={(event) => setChosenServer(event.target.value)}
          >
            {servers.map((s) => (
              <option key={s.name} value={s.name}>
                {s.title ?? s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      {[...(doc?.notices ?? []), ...(storageNotice ? [storageNotice] : [])].map((notice) => (
        <p key={notice} role="status" className="rounded border border-border bg-surface-2 p-2">
          {notice}
        </p>
      ))}
      {doc?.previous ? (
        <Button variant="quiet" onClick={restorePrevious}>
          {t.restorePreviousDraft}
        </Button>
      ) : null}

      <EditorSection
        headingId="editeur-definition"
        heading={t.definitionsHeading}
        help={t.definitionsHelp}
        kit={kit}
        uri={`${uriBase}/definitions.json`}
        initialText={texts.definitions}
        label={t.definitionsLabel}
        diagnostics={definitionDiagnostics}
        checkedText={settled?.definitions ?? ''}
        schema={definitionsJsonSchema}
        onChange={(definitions) => setTexts(() => ({ definitions }))}
        height={320}
        dark={dark}
      />
      <EditorSection
        headingId="editeur-comportement"
        heading={t.behavioursHeading}
        help={t.behavioursHelp}
        kit={kit}
        uri={`${uriBase}/behaviours.json`}
        initialText={texts.behaviours}
        label={t.behavioursLabel}
        diagnostics={behaviourDiagnostics}
        checkedText={settled?.behaviours ?? ''}
        schema={behavioursJsonSchema}
        onChange={(behaviours) => setTexts(() => ({ behaviours }))}
        height={220}
        dark={dark}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={() => void apply()} disabled={busy || !sessionReady}>
          {busy ? t.applying : t.apply}
        </Button>
        <Button variant="quiet" onClick={reset} disabled={busy}>
          {t.reset}
        </Button>
        {!sessionReady ? <span className="text-sm text-muted">{t.noSession}</span> : null}
      </div>
      <p
        role="status"
        className={applyView?.kind === 'refused' ? 'text-kind-error' : 'text-kind-result'}
      >
        {applyView?.message}
      </p>

      <div className="space-y-2">
        <h3 className="text-lg font-semibold">{t.callHeading}</h3>
        {toolNames.length === 0 || !tool ? (
          <p>{t.noTools}</p>
        ) : (
          <>
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t.toolLabel}</span>
              <select
                className="max-w-full rounded border border-border bg-surface px-2 py-1.5"
                value={tool}
                onChange={(event) => setChosenTool(event.target.value)}
              >
                {toolNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-sm text-muted">{t.argumentsHelp}</p>
            <p className="text-sm text-muted">{pt.argsForm.help}</p>
            <div className="grid gap-3 md:grid-cols-2">
              <ArgsForm
                inputSchema={toolSpec?.definition.inputSchema}
                value={formValue}
                onChange={onForm}
              />
              <div className="min-w-0">
                <JsonEditor
                  key={`${tool}-${formEdits}`}
                  kit={kit}
                  uri={`${uriBase}/arguments/${encodeURIComponent(tool)}.json`}
                  initialText={argumentsText}
                  label={t.argumentsLabel}
                  diagnostics={argumentsCheck.diagnostics}
                  schema={toolSpec?.definition.inputSchema}
                  onChange={(value) =>
                    setTexts((current) => ({ arguments: { ...current.arguments, [tool]: value } }))
                  }
                  height={160}
                  dark={dark}
                />
              </div>
            </div>
            <DiagnosticList
              label={t.argumentsLabel}
              text={settledArguments}
              diagnostics={argumentsCheck.diagnostics}
            />
            <Button variant="primary" onClick={() => void call()} disabled={busy || !sessionReady}>
              {busy ? t.calling : t.call}
            </Button>
            <CallOutcome view={callView} />
          </>
        )}
      </div>

      <WireSteps
        entries={state.entries}
        since={mark && mark.session === state.session?.id ? mark.seq : undefined}
        onSelect={(step) => controller.showStep(step)}
      />
    </div>
  );
}
