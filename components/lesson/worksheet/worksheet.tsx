'use client';

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { worksheetExample } from '@/content/lessons/worksheet-example';
import { lessonsMessages } from '@/messages/lessons';
import {
  emptyWorksheet,
  fieldKey,
  isUriTemplate,
  newRowId,
  TOOL_EFFECTS,
  TRANSPORTS,
  toolsNeedingApproval,
  toToolDefinitions,
  worksheetIssues,
  worksheetPlaygroundHref,
  type FieldIssue,
  type Worksheet as WorksheetData,
} from '@/lib/lessons/worksheet';
import { RichText } from '../rich-text';
import { fieldId, PrimitiveBadge, TextField } from './fields';
import { issueMessage } from './issue-message';
import { ParamList } from './param-list';
import { RowList } from './row-list';
import { useWorksheet } from './use-worksheet';
import { Button } from '@/components/ui/button';

const t = lessonsMessages.worksheet;

type FieldKind = Parameters<typeof issueMessage>[1];
type ListKey = 'tools' | 'resources' | 'prompts';
type Row<K extends ListKey> = WorksheetData[K][number];

/** Each list's add button: focus lands there after a row of that list is removed. */
const ADD_ID: Readonly<Record<ListKey, string>> = {
  tools: 'ajouter-outil',
  resources: 'ajouter-ressource',
  prompts: 'ajouter-prompt',
};

function isBlank(ws: WorksheetData): boolean {
  const empty = emptyWorksheet();
  return JSON.stringify({ ...ws, transport: empty.transport }) === JSON.stringify(empty);
}

/**
 * The course's worksheet as a form: each answer shows the primitive it becomes, tool names are
 * checked against the specification's rule as they are typed, and valid tools open in the
 * playground. Everything is saved in this browser on every change.
 */
export function Worksheet() {
  const { worksheet: ws, notice, update } = useWorksheet();
  const issues = useMemo(() => worksheetIssues(ws), [ws]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const touch = (key: string) => () =>
    setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));

  /** The message shown at a field: right away if something is typed, after leaving it if empty. */
  const errorAt = (key: string, value: string, kind: FieldKind): string | undefined => {
    const issue = issues.get(key);
    if (!issue) return undefined;
    return value.length > 0 || touched.has(key) ? issueMessage(issue, kind) : undefined;
  };

  /** Changes one row of a list in place. */
  const setRow = <K extends ListKey>(key: K, id: string, change: Partial<Row<K>>) =>
    update((w) => ({
      ...w,
      [key]: (w[key] as Row<K>[]).map((x) => (x.id === id ? { ...x, ...change } : x)),
    }));
  /** Removes a row; focus goes to the list's add button, which stays where the row was. */
  const removeRow = (key: ListKey, id: string) => {
    pendingFocus.current = ADD_ID[key];
    update((w) => ({ ...w, [key]: (w[key] as Row<ListKey>[]).filter((x) => x.id !== id) }));
  };

  const addTool = () => {
    const id = newRowId('outil');
    pendingFocus.current = fieldId(fieldKey.toolName(id));
    update((w) => ({
      ...w,
      tools: [
        ...w.tools,
        { id, name: '', title: '', description: '', effect: 'lecture', params: [] },
      ],
    }));
  };
  const addParam = (toolId: string) => {
    const id = newRowId('param');
    pendingFocus.current = fieldId(fieldKey.paramName(toolId, id));
    update((w) => ({
      ...w,
      tools: w.tools.map((x) =>
        x.id === toolId
          ? {
              ...x,
              params: [
                ...x.params,
                { id, name: '', type: 'string', description: '', required: true },
              ],
            }
          : x,
      ),
    }));
  };
  const addResource = () => {
    const id = newRowId('ressource');
    pendingFocus.current = fieldId(fieldKey.resourceUri(id));
    update((w) => ({
      ...w,
      resources: [...w.resources, { id, uri: '', description: '', mimeType: '' }],
    }));
  };
  const addPrompt = () => {
    const id = newRowId('prompt');
    pendingFocus.current = fieldId(fieldKey.promptName(id));
    update((w) => ({ ...w, prompts: [...w.prompts, { id, name: '', description: '', args: '' }] }));
  };

  const fillExample = () => {
    if (!isBlank(ws) && !window.confirm(t.exampleConfirm)) return;
    update(() => structuredClone(worksheetExample));
    setTouched(new Set());
  };
  const clearAll = () => {
    if (!isBlank(ws) && !window.confirm(t.clearConfirm)) return;
    update(() => emptyWorksheet());
    setTouched(new Set());
  };

  /** Which field each issue is on, named as the learner sees it (« Outil 2, nom de l’outil »). */
  const fieldNames = new Map<string, string>();
  const bare = (label: string) => label.replace(/\s*\*$/, '');
  ws.tools.forEach((tool, n) => {
    fieldNames.set(
      fieldKey.toolName(tool.id),
      t.result.fieldRef(t.tools.item(n + 1), bare(t.tools.name)),
    );
    fieldNames.set(
      fieldKey.toolDescription(tool.id),
      t.result.fieldRef(t.tools.item(n + 1), bare(t.tools.description)),
    );
    tool.params.forEach((param, m) =>
      fieldNames.set(
        fieldKey.paramName(tool.id, param.id),
        t.result.fieldRef(t.tools.item(n + 1), t.tools.paramItem(m + 1)),
      ),
    );
  });
  ws.resources.forEach((resource, n) =>
    fieldNames.set(
      fieldKey.resourceUri(resource.id),
      t.result.fieldRef(t.resources.item(n + 1), bare(t.resources.uri)),
    ),
  );
  ws.prompts.forEach((prompt, n) =>
    fieldNames.set(
      fieldKey.promptName(prompt.id),
      t.result.fieldRef(t.prompts.item(n + 1), bare(t.prompts.name)),
    ),
  );

  const definitions = toToolDefinitions(ws);
  const approvals = toolsNeedingApproval(ws);
  const issueList = [...issues.entries()];

  return (
    <section
      aria-labelledby="fiche-titre"
      className="my-6 rounded-lg border-2 border-border bg-surface p-4 sm:p-5"
    >
      <h3 id="fiche-titre" className="text-xl font-semibold">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button size="small" onClick={fillExample}>
          {t.example}
        </Button>
        <Button size="small" onClick={clearAll}>
          {t.clear}
        </Button>
      </div>
      <p
        role="status"
        className={`mt-2 text-sm ${notice ? 'font-medium text-kind-error' : 'text-muted'}`}
      >
        {notice ?? t.saved}
      </p>

      <fieldset className="mt-5 space-y-3">
        <legend className="text-lg font-semibold">{t.server.legend}</legend>
        <TextField
          id="fiche-serveur-nom"
          label={t.server.name}
          hint={t.server.nameHint}
          value={ws.serverName}
          maxLength={200}
          onChange={(serverName) => update((w) => ({ ...w, serverName }))}
        />
        <TextField
          id="fiche-serveur-but"
          label={t.server.purpose}
          hint={t.server.purposeHint}
          value={ws.purpose}
          onChange={(purpose) => update((w) => ({ ...w, purpose }))}
        />
      </fieldset>

      <RowList
        legend={t.tools.legend}
        empty={t.tools.empty}
        rows={ws.tools}
        addId={ADD_ID.tools}
        addLabel={t.tools.add}
        onAdd={addTool}
        removeLabel={(tool) => t.tools.remove(tool.name || t.tools.untitled)}
        onRemove={(tool) => removeRow('tools', tool.id)}
        renderRow={(tool, n) => {
          const nameKey = fieldKey.toolName(tool.id);
          const descKey = fieldKey.toolDescription(tool.id);
          return {
            legend: (
              <>
                {t.tools.item(n + 1)} <PrimitiveBadge>{t.tools.primitive}</PrimitiveBadge>
                {tool.effect !== 'lecture' ? (
                  <span className="rounded-full bg-kind-host px-2 py-0.5 text-xs font-semibold text-bg">
                    {t.tools.approval}
                  </span>
                ) : null}
              </>
            ),
            fields: (
              <>
                <TextField
                  id={fieldId(nameKey)}
                  label={t.tools.name}
                  hint={t.tools.nameHint}
                  value={tool.name}
                  mono
                  spellCheck={false}
                  maxLength={1000}
                  error={errorAt(nameKey, tool.name, 'toolName')}
                  onBlur={touch(nameKey)}
                  onChange={(name) => setRow('tools', tool.id, { name })}
                />
                <TextField
                  id={fieldId(`tool:${tool.id}:title`)}
                  label={t.tools.title}
                  value={tool.title}
                  maxLength={200}
                  onChange={(title) => setRow('tools', tool.id, { title })}
                />
                <TextField
                  id={fieldId(descKey)}
                  label={t.tools.description}
                  hint={t.tools.descriptionHint}
                  value={tool.description}
                  multiline
                  error={errorAt(descKey, tool.description, 'description')}
                  onBlur={touch(descKey)}
                  onChange={(description) => setRow('tools', tool.id, { description })}
                />
                <fieldset>
                  <legend className="text-sm font-medium">{t.tools.effect}</legend>
                  <div className="mt-1 space-y-1">
                    {TOOL_EFFECTS.map((effect) => (
                      <label key={effect} className="flex items-start gap-2 text-sm">
                        <input
                          type="radio"
                          name={`effet-${tool.id}`}
                          value={effect}
                          checked={tool.effect === effect}
                          onChange={() => setRow('tools', tool.id, { effect })}
                          className="mt-1"
                        />
                        {t.tools.effects[effect]}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <ParamList
                  tool={tool}
                  errorAt={errorAt}
                  touch={touch}
                  onChange={(params) => setRow('tools', tool.id, { params })}
                  onAdd={() => addParam(tool.id)}
                  focusLater={(id) => {
                    pendingFocus.current = id;
                  }}
                />
              </>
            ),
          };
        }}
      />

      <RowList
        legend={t.resources.legend}
        empty={t.resources.empty}
        rows={ws.resources}
        addId={ADD_ID.resources}
        addLabel={t.resources.add}
        onAdd={addResource}
        removeLabel={(resource) => t.resources.remove(resource.uri || t.tools.untitled)}
        onRemove={(resource) => removeRow('resources', resource.id)}
        renderRow={(resource, n) => {
          const key = fieldKey.resourceUri(resource.id);
          return {
            legend: (
              <>
                {t.resources.item(n + 1)}{' '}
                <PrimitiveBadge>
                  {isUriTemplate(resource.uri)
                    ? t.resources.templatePrimitive
                    : t.resources.primitive}
                </PrimitiveBadge>
              </>
            ),
            fields: (
              <>
                <TextField
                  id={fieldId(key)}
                  label={t.resources.uri}
                  hint={t.resources.uriHint}
                  value={resource.uri}
                  mono
                  spellCheck={false}
                  maxLength={1000}
                  error={errorAt(key, resource.uri, 'uri')}
                  onBlur={touch(key)}
                  onChange={(uri) => setRow('resources', resource.id, { uri })}
                />
                <TextField
                  id={fieldId(`resource:${resource.id}:description`)}
                  label={t.resources.description}
                  value={resource.description}
                  onChange={(description) => setRow('resources', resource.id, { description })}
                />
                <TextField
                  id={fieldId(`resource:${resource.id}:mime`)}
                  label={t.resources.mimeType}
                  value={resource.mimeType}
                  mono
                  maxLength={200}
                  onChange={(mimeType) => setRow('resources', resource.id, { mimeType })}
                />
              </>
            ),
          };
        }}
      />

      <RowList
        legend={t.prompts.legend}
        empty={t.prompts.empty}
        rows={ws.prompts}
        addId={ADD_ID.prompts}
        addLabel={t.prompts.add}
        onAdd={addPrompt}
        removeLabel={(prompt) => t.prompts.remove(prompt.name || t.tools.untitled)}
        onRemove={(prompt) => removeRow('prompts', prompt.id)}
        renderRow={(prompt, n) => {
          const key = fieldKey.promptName(prompt.id);
          return {
            legend: (
              <>
                {t.prompts.item(n + 1)} <PrimitiveBadge>{t.prompts.primitive}</PrimitiveBadge>
              </>
            ),
            fields: (
              <>
                <TextField
                  id={fieldId(key)}
                  label={t.prompts.name}
                  value={prompt.name}
                  mono
                  spellCheck={false}
                  maxLength={200}
                  error={errorAt(key, prompt.name, 'promptName')}
                  onBlur={touch(key)}
                  onChange={(name) => setRow('prompts', prompt.id, { name })}
                />
                <TextField
                  id={fieldId(`prompt:${prompt.id}:description`)}
                  label={t.prompts.description}
                  value={prompt.description}
                  onChange={(description) => setRow('prompts', prompt.id, { description })}
                />
                <TextField
                  id={fieldId(`prompt:${prompt.id}:args`)}
                  label={t.prompts.args}
                  value={prompt.args}
                  mono
                  maxLength={500}
                  onChange={(args) => setRow('prompts', prompt.id, { args })}
                />
              </>
            ),
          };
        }}
      />

      <fieldset className="mt-6 space-y-2">
        <legend className="text-lg font-semibold">{t.transport.legend}</legend>
        {TRANSPORTS.map((transport) => (
          <label key={transport} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="fiche-transport"
              value={transport}
              checked={ws.transport === transport}
              onChange={() => update((w) => ({ ...w, transport }))}
              className="mt-1"
            />
            {t.transport[transport]}
          </label>
        ))}
        <TextField
          id="fiche-transport-raison"
          label={t.transport.reason}
          value={ws.transportReason}
          onChange={(transportReason) => update((w) => ({ ...w, transportReason }))}
        />
      </fieldset>

      <WorksheetResult
        ws={ws}
        definitions={definitions}
        approvals={approvals.map((a) => a.name || t.tools.untitled)}
        issues={issueList}
        fieldNames={fieldNames}
        onShowIssue={(key) => {
          setTouched((prev) => new Set(prev).add(key));
          document.getElementById(fieldId(key))?.focus();
        }}
      />
    </section>
  );
}

function issueKind(key: string): FieldKind {
  if (key.endsWith(':description')) return 'description';
  if (key.startsWith('resource:')) return 'uri';
  if (key.startsWith('prompt:')) return 'promptName';
  if (key.includes(':param:')) return 'paramName';
  return 'toolName';
}

function WorksheetResult({
  ws,
  definitions,
  approvals,
  issues,
  fieldNames,
  onShowIssue,
}: {
  ws: WorksheetData;
  definitions: ReturnType<typeof toToolDefinitions>;
  approvals: string[];
  issues: [string, FieldIssue][];
  fieldNames: ReadonlyMap<string, string>;
  onShowIssue: (key: string) => void;
}) {
  const r = t.result;
  return (
    <section aria-labelledby="fiche-resultat" className="mt-8 border-t-2 border-border pt-4">
      <h3 id="fiche-resultat" className="text-xl font-semibold">
        {r.heading}
      </h3>
      <p className="mt-1">{r.summary(ws.tools.length, ws.resources.length, ws.prompts.length)}</p>

      <h4 className="mt-4 font-semibold">{r.approvalHeading}</h4>
      {approvals.length === 0 ? (
        <p className="text-sm text-muted">{r.approvalNone}</p>
      ) : (
        <ul className="list-disc pl-6 text-sm">
          {approvals.map((name, i) => (
            <li key={i}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4" aria-live="polite">
        {issues.length > 0 ? (
          <div className="rounded-md border-l-4 border-kind-error bg-surface-2 px-3 py-2">
            <p className="font-semibold">{r.issuesHeading(issues.length)}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {issues.map(([key, issue]) => (
                <li key={key}>
                  <button
                    type="button"
                    className="font-medium text-accent underline underline-offset-2"
                    onClick={() => onShowIssue(key)}
                  >
                    {fieldNames.get(key) ?? r.goToField}
                  </button>
                  {'\u00A0: '}
                  <RichText text={issueMessage(issue, issueKind(key))} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {ws.tools.length === 0 ? (
          <p className="text-sm text-muted">{r.tryNoTool}</p>
        ) : issues.length > 0 ? (
          <p className="mt-2 text-sm text-muted">{r.tryDisabled}</p>
        ) : (
          <p className="mt-2">
            <Link
              href={worksheetPlaygroundHref(ws)}
              className="inline-block rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg no-underline hover:opacity-90"
            >
              <span className="text-accent-fg">{r.tryLink}</span>
            </Link>
            <span className="mt-1 block text-sm text-muted">{r.tryHint}</span>
          </p>
        )}
      </div>

      <h4 className="mt-5 font-semibold">
        <RichText text={r.definitionsHeading} />
      </h4>
      {definitions.length === 0 ? (
        <p className="text-sm text-muted">{r.definitionsEmpty}</p>
      ) : (
        <pre
          tabIndex={0}
          aria-label={r.definitionsHeading.replaceAll('`', '')}
          className="mt-2 max-h-96 overflow-auto rounded-md border border-border bg-surface-2 p-3 text-sm"
        >
          <code>{JSON.stringify(definitions, null, 2)}</code>
        </pre>
      )}
    </section>
  );
}
