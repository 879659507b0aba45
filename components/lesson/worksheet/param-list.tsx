'use client';

import { lessonsMessages } from '@/messages/lessons';
import {
  fieldKey,
  PARAM_TYPES,
  type WorksheetParam,
  type WorksheetTool,
} from '@/lib/lessons/worksheet';
import { fieldId, TextField } from './fields';
import { addParamId, type WorksheetForm } from './use-worksheet-form';
import { Button } from '@/components/ui/button';

const t = lessonsMessages.worksheet.tools;

/** A tool's parameters: each becomes a property of its `inputSchema`. */
export function ParamList({ tool, form }: { tool: WorksheetTool; form: WorksheetForm }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t.params}</legend>
      {tool.params.length === 0 ? <p className="text-xs text-muted">{t.paramsEmpty}</p> : null}
      <ul className="mt-1 space-y-2">
        {tool.params.map((param) => {
          const key = fieldKey.paramName(tool.id, param.id);
          const set = (change: Partial<WorksheetParam>) => form.setParam(tool.id, param.id, change);
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
                error={form.errorAt(key, param.name)}
                onBlur={form.touch(key)}
                onChange={(name) => set({ name })}
              />
              <div>
                <label htmlFor={fieldId(`${key}:type`)} className="block text-sm font-medium">
                  {t.paramType}
                </label>
                <select
                  id={fieldId(`${key}:type`)}
                  value={param.type}
                  onChange={(e) =>
                    set({ type: PARAM_TYPES.find((x) => x === e.target.value) ?? 'string' })
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
                onChange={(description) => set({ description })}
              />
              <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={param.required}
                    onChange={(e) => set({ required: e.target.checked })}
                  />
                  {t.paramRequired}
                </label>
                <Button
                  variant="danger"
                  size="compact"
                  onClick={() => form.removeParam(tool.id, param.id)}
                >
                  {t.removeParam(param.name || t.untitled)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        size="small"
        id={addParamId(tool.id)}
        className="mt-2"
        onClick={() => form.addParam(tool.id)}
      >
        {t.addParam}
      </Button>
    </fieldset>
  );
}
