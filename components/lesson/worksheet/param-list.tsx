'use client';

import { lessonsMessages } from '@/messages/lessons';
import {
  fieldKey,
  PARAM_TYPES,
  type WorksheetParam,
  type WorksheetTool,
} from '@/lib/lessons/worksheet';
import { fieldId, TextField } from './fields';
import type { issueMessage } from './issue-message';
import { Button } from '@/components/ui/button';

const t = lessonsMessages.worksheet.tools;

type FieldKind = Parameters<typeof issueMessage>[1];

interface ParamListProps {
  tool: WorksheetTool;
  errorAt: (key: string, value: string, kind: FieldKind) => string | undefined;
  touch: (key: string) => () => void;
  /** The tool's new parameter list. */
  onChange: (params: WorksheetParam[]) => void;
  onAdd: () => void;
  /** Asks for focus on an element once the next render is on screen. */
  focusLater: (id: string) => void;
}

/** A tool's parameters: each becomes a property of its `inputSchema`. */
export function ParamList({ tool, errorAt, touch, onChange, onAdd, focusLater }: ParamListProps) {
  const addId = `ajouter-param-${tool.id}`;
  const setParam = (id: string, change: Partial<WorksheetParam>) =>
    onChange(tool.params.map((p) => (p.id === id ? { ...p, ...change } : p)));

  return (
    <fieldset>
      <legend className="text-sm font-medium">{t.params}</legend>
      {tool.params.length === 0 ? <p className="text-xs text-muted">{t.paramsEmpty}</p> : null}
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
                label={t.paramName}
                value={param.name}
                mono
                spellCheck={false}
                maxLength={200}
                error={errorAt(key, param.name, 'paramName')}
                onBlur={touch(key)}
                onChange={(name) => setParam(param.id, { name })}
              />
              <div>
                <label htmlFor={fieldId(`${key}:type`)} className="block text-sm font-medium">
                  {t.paramType}
                </label>
                <select
                  id={fieldId(`${key}:type`)}
                  value={param.type}
                  onChange={(e) =>
                    setParam(param.id, {
                      type: PARAM_TYPES.find((x) => x === e.target.value) ?? 'string',
                    })
                  }
                  className="mt-1 block w-full rounded border border-border bg-surface px-2 py-1.5 text-fg"
                >
                  {PARAM_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t.types[type]}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id={fieldId(`${key}:description`)}
                label={t.paramDescription}
                value={param.description}
                className="sm:col-span-2"
                onChange={(description) => setParam(param.id, { description })}
              />
              <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={param.required}
                    onChange={(e) => setParam(param.id, { required: e.target.checked })}
                  />
                  {t.paramRequired}
                </label>
                <Button
                  variant="danger"
                  size="compact"
                  onClick={() => {
                    focusLater(addId);
                    onChange(tool.params.filter((p) => p.id !== param.id));
                  }}
                >
                  {t.removeParam(param.name || t.untitled)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Button size="small" id={addId} className="mt-2" onClick={onAdd}>
        {t.addParam}
      </Button>
    </fieldset>
  );
}
