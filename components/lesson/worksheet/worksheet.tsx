'use client';

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { worksheetExample } from '@/content/lessons/worksheet-example';
import { messages } from '@/content/ui/messages';
import {
  emptyWorksheet,
  fieldKey,
  isUriTemplate,
  newRowId,
  PARAM_TYPES,
  TOOL_EFFECTS,
  TRANSPORTS,
  toolsNeedingApproval,
  toToolDefinitions,
  worksheetIssues,
  worksheetPlaygroundHref,
  type FieldIssue,
  type Worksheet as WorksheetData,
  type WorksheetParam,
  type WorksheetTool,
} from '@/lib/lessons/worksheet';
import { RichText } from '../rich-text';
import { buttonClass, dangerButtonClass, fieldId, PrimitiveBadge, TextField } from './fields';
import { issueMessage } from './issue-message';
import { useWorksheet } from './use-worksheet';

const t = messages.lessons.worksheet;

type FieldKind = Parameters<typeof issueMessage>[1];

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

  const setTool = (id: string, change: Partial<WorksheetTool>) =>
    update((w) => ({ ...w, tools: w.tools.map((x) => (x.id === id ? { ...x, ...change } : x)) }));
  const setParam = (toolId: string, paramId: string, change: Partial<WorksheetParam>) =>
    update((w) => ({
      ...w,
      tools: w.tools.map((x) =>
        x.id === toolId
          ? { ...x, params: x.params.map((p) => (p.id === paramId ? { ...p, ...change } : p)) }
          : x,
      ),
    }));

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
        <button type="button" className={buttonClass} onClick={fillExample}>
          {t.example}
        </button>
        <button type="button" className={buttonClass} onClick={clearAll}>
          {t.clear}
        </button>
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

      <fieldset className="mt-6">
        <legend className="text-lg font-semibold">{t.tools.legend}</legend>
        {ws.tools.length === 0 ? <p className="mt-1 text-sm text-muted">{t.tools.empty}</p> : null}
        <ol className="mt-2 space-y-4">
          {ws.tools.map((tool, n) => {
            const nameKey = fieldKey.toolName(tool.id);
            const descKey = fieldKey.toolDescription(tool.id);
            const label = tool.name || t.tools.untitled;
            return (
              <li key={tool.id} className="rounded-md border border-border bg-bg p-3">
                <fieldset className="space-y-3">
                  <legend className="flex flex-wrap items-center gap-2 font-semibold">
                    {t.tools.item(n + 1)} <PrimitiveBadge>{t.tools.primitive}</PrimitiveBadge>
                    {tool.effect !== 'lecture' ? (
                      <span className="rounded-full bg-kind-host px-2 py-0.5 text-xs font-semibold text-bg">
                        {t.tools.approval}
                      </span>
                    ) : null}
                  </legend>
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
                    onChange={(name) => setTool(tool.id, { name })}
                  />
                  <TextField
                    id={fieldId(`tool:${tool.id}:title`)}
                    label={t.tools.title}
                    value={tool.title}
                    maxLength={200}
                    onChange={(title) => setTool(tool.id, { title })}
                  />
                  <TextField
                    id={fieldId(descKey)}
                    label={t.tools.description}
                    hint={t.tools.descriptionHint}
                    value={tool.description}
                    multiline
                    error={errorAt(descKey, tool.description, 'description')}
                    onBlur={touch(descKey)}
                    onChange={(description) => setTool(tool.id, { description })}
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
                            onChange={() => setTool(tool.id, { effect })}
                            className="mt-1"
                          />
                          {t.tools.effects[effect]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <fieldset>
                    <legend className="text-sm font-medium">{t.tools.params}</legend>
                    {tool.params.length === 0 ? (
                      <p className="text-xs text-muted">{t.tools.paramsEmpty}</p>
                    ) : null}
                    <ul className="mt-1 space-y-2">
                      {tool.params.map((param) => {
                        const key = fieldKey.paramName(tool.id, param.id);
                        return (
                          <li
                            key={param.id}
                            className="grid gap-2 rounded border border-border bg-surface p-2 sm:grid-cols-2"
                          >
                            <TextField
                              id={fieldId(key)}
                              label={t.tools.paramName}
                              value={param.name}
                              mono
                              spellCheck={false}
                              maxLength={200}
                              error={errorAt(key, param.name, 'paramName')}
                              onBlur={touch(key)}
                              onChange={(name) => setParam(tool.id, param.id, { name })}
                            />
                            <div>
                              <label
                                htmlFor={fieldId(`${key}:type`)}
                                className="block text-sm font-medium"
                              >
                                {t.tools.paramType}
                              </label>
                              <select
                                id={fieldId(`${key}:type`)}
                                value={param.type}
                                onChange={(e) =>
                                  setParam(tool.id, param.id, {
                                    type: PARAM_TYPES.find((x) => x === e.target.value) ?? 'string',
                                  })
                                }
                                className="mt-1 block w-full rounded border border-border bg-surface px-2 py-1.5 text-fg"
                              >
                                {PARAM_TYPES.map((type) => (
                                  <option key={type} value={type}>
                                    {t.tools.types[type]}
                                  </option>
                                ))}
                              </select>
                            </div>
                            <TextField
                              id={fieldId(`${key}:description`)}
                              label={t.tools.paramDescription}
                              value={param.description}
                              className="sm:col-span-2"
                              onChange={(description) =>
                                setParam(tool.id, param.id, { description })
                              }
                            />
                            <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                              <label className="flex items-center gap-2 text-sm">
                                <input
                                  type="checkbox"
                                  checked={param.required}
                                  onChange={(e) =>
                                    setParam(tool.id, param.id, { required: e.target.checked })
                                  }
                                />
                                {t.tools.paramRequired}
                              </label>
                              <button
                                type="button"
                                className={dangerButtonClass}
                                onClick={() => {
                                  pendingFocus.current = `ajouter-param-${tool.id}`;
                                  update((w) => ({
                                    ...w,
                                    tools: w.tools.map((x) =>
                                      x.id === tool.id
                                        ? {
                                            ...x,
                                            params: x.params.filter((p) => p.id !== param.id),
                                          }
                                        : x,
                                    ),
                                  }));
                                }}
                              >
                                {t.tools.removeParam(param.name || t.tools.untitled)}
                              </button>
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                    <button
                      type="button"
                      id={`ajouter-param-${tool.id}`}
                      className={`${buttonClass} mt-2`}
                      onClick={() => addParam(tool.id)}
                    >
                      {t.tools.addParam}
                    </button>
                  </fieldset>
                  <button
                    type="button"
                    className={dangerButtonClass}
                    onClick={() => {
                      pendingFocus.current = 'ajouter-outil';
                      update((w) => ({ ...w, tools: w.tools.filter((x) => x.id !== tool.id) }));
                    }}
                  >
                    {t.tools.remove(label)}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          id="ajouter-outil"
          className={`${buttonClass} mt-3`}
          onClick={addTool}
        >
          {t.tools.add}
        </button>
      </fieldset>

      <fieldset className="mt-6">
        <legend className="text-lg font-semibold">{t.resources.legend}</legend>
        {ws.resources.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t.resources.empty}</p>
        ) : null}
        <ol className="mt-2 space-y-3">
          {ws.resources.map((resource, n) => {
            const key = fieldKey.resourceUri(resource.id);
            return (
              <li key={resource.id} className="rounded-md border border-border bg-bg p-3">
                <fieldset className="space-y-3">
                  <legend className="flex flex-wrap items-center gap-2 font-semibold">
                    {t.resources.item(n + 1)}{' '}
                    <PrimitiveBadge>
                      {isUriTemplate(resource.uri)
                        ? t.resources.templatePrimitive
                        : t.resources.primitive}
                    </PrimitiveBadge>
                  </legend>
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
                    onChange={(uri) =>
                      update((w) => ({
                        ...w,
                        resources: w.resources.map((r) =>
                          r.id === resource.id ? { ...r, uri } : r,
                        ),
                      }))
                    }
                  />
                  <TextField
                    id={fieldId(`resource:${resource.id}:description`)}
                    label={t.resources.description}
                    value={resource.description}
                    onChange={(description) =>
                      update((w) => ({
                        ...w,
                        resources: w.resources.map((r) =>
                          r.id === resource.id ? { ...r, description } : r,
                        ),
                      }))
                    }
                  />
                  <TextField
                    id={fieldId(`resource:${resource.id}:mime`)}
                    label={t.resources.mimeType}
                    value={resource.mimeType}
                    mono
                    maxLength={200}
                    onChange={(mimeType) =>
                      update((w) => ({
                        ...w,
                        resources: w.resources.map((r) =>
                          r.id === resource.id ? { ...r, mimeType } : r,
                        ),
                      }))
                    }
                  />
                  <button
                    type="button"
                    className={dangerButtonClass}
                    onClick={() => {
                      pendingFocus.current = 'ajouter-ressource';
                      update((w) => ({
                        ...w,
                        resources: w.resources.filter((r) => r.id !== resource.id),
                      }));
                    }}
                  >
                    {t.resources.remove(resource.uri || t.tools.untitled)}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          id="ajouter-ressource"
          className={`${buttonClass} mt-3`}
          onClick={addResource}
        >
          {t.resources.add}
        </button>
      </fieldset>

      <fieldset className="mt-6">
        <legend className="text-lg font-semibold">{t.prompts.legend}</legend>
        {ws.prompts.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t.prompts.empty}</p>
        ) : null}
        <ol className="mt-2 space-y-3">
          {ws.prompts.map((prompt, n) => {
            const key = fieldKey.promptName(prompt.id);
            const setPrompt = (change: Partial<typeof prompt>) =>
              update((w) => ({
                ...w,
                prompts: w.prompts.map((p) => (p.id === prompt.id ? { ...p, ...change } : p)),
              }));
            return (
              <li key={prompt.id} className="rounded-md border border-border bg-bg p-3">
                <fieldset className="space-y-3">
                  <legend className="flex flex-wrap items-center gap-2 font-semibold">
                    {t.prompts.item(n + 1)} <PrimitiveBadge>{t.prompts.primitive}</PrimitiveBadge>
                  </legend>
                  <TextField
                    id={fieldId(key)}
                    label={t.prompts.name}
                    value={prompt.name}
                    mono
                    spellCheck={false}
                    maxLength={200}
                    error={errorAt(key, prompt.name, 'promptName')}
                    onBlur={touch(key)}
                    onChange={(name) => setPrompt({ name })}
                  />
                  <TextField
                    id={fieldId(`prompt:${prompt.id}:description`)}
                    label={t.prompts.description}
                    value={prompt.description}
                    onChange={(description) => setPrompt({ description })}
                  />
                  <TextField
                    id={fieldId(`prompt:${prompt.id}:args`)}
                    label={t.prompts.args}
                    value={prompt.args}
                    mono
                    maxLength={500}
                    onChange={(args) => setPrompt({ args })}
                  />
                  <button
                    type="button"
                    className={dangerButtonClass}
                    onClick={() => {
                      pendingFocus.current = 'ajouter-prompt';
                      update((w) => ({
                        ...w,
                        prompts: w.prompts.filter((p) => p.id !== prompt.id),
                      }));
                    }}
                  >
                    {t.prompts.remove(prompt.name || t.tools.untitled)}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          id="ajouter-prompt"
          className={`${buttonClass} mt-3`}
          onClick={addPrompt}
        >
          {t.prompts.add}
        </button>
      </fieldset>

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
