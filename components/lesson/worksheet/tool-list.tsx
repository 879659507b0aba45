'use client';

import { lessonsMessages } from '@/messages/lessons';
import { fieldKey, TOOL_EFFECTS, type WorksheetTool } from '@/lib/lessons/worksheet';
import { fieldId, PrimitiveBadge, TextField } from './fields';
import { ParamList } from './param-list';
import { RowList } from './row-list';
import type { WorksheetForm } from './use-worksheet-form';

const t = lessonsMessages.worksheet.tools;

/** « Les actions »: each tool with its name, description, effect and parameters. */
export function ToolList({ form }: { form: WorksheetForm }) {
  return (
    <RowList
      form={form}
      list="tools"
      labels={t}
      removeLabel={(tool) => t.remove(tool.name || t.untitled)}
      renderRow={(tool, n) => {
        const nameKey = fieldKey.toolName(tool.id);
        const descKey = fieldKey.toolDescription(tool.id);
        const set = (change: Partial<WorksheetTool>) => form.setRow('tools', tool.id, change);
        return {
          legend: (
            <>
              {t.item(n + 1)} <PrimitiveBadge>{t.primitive}</PrimitiveBadge>
              {tool.effect !== 'lecture' ? (
                <span className="rounded-full bg-kind-host px-2 py-0.5 text-xs font-semibold text-bg">
                  {t.approval}
                </span>
              ) : null}
            </>
          ),
          fields: (
            <>
              <TextField
                id={fieldId(nameKey)}
                label={t.name}
                hint={t.nameHint}
                value={tool.name}
                mono
                spellCheck={false}
                maxLength={1000}
                error={form.errorAt(nameKey, tool.name)}
                onBlur={form.touch(nameKey)}
                onChange={(name) => set({ name })}
              />
              <TextField
                id={fieldId(`tool:${tool.id}:title`)}
                label={t.title}
                value={tool.title}
                maxLength={200}
                onChange={(title) => set({ title })}
              />
              <TextField
                id={fieldId(descKey)}
                label={t.description}
                hint={t.descriptionHint}
                value={tool.description}
                multiline
                error={form.errorAt(descKey, tool.description)}
                onBlur={form.touch(descKey)}
                onChange={(description) => set({ description })}
              />
              <fieldset>
                <legend className="text-sm font-medium">{t.effect}</legend>
                <div className="mt-1 space-y-1">
                  {TOOL_EFFECTS.map((effect) => (
                    <label key={effect} className="flex items-start gap-2 text-sm">
                      <input
                        type="radio"
                        name={`effet-${tool.id}`}
                        value={effect}
                        checked={tool.effect === effect}
                        onChange={() => set({ effect })}
                        className="mt-1"
                      />
                      {t.effects[effect]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <ParamList tool={tool} form={form} />
            </>
          ),
        };
      }}
    />
  );
}
