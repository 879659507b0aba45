'use client';

import { lessonsMessages } from '@/messages/lessons';
import { fieldKey, type WorksheetPrompt } from '@/lib/lessons/worksheet';
import { fieldId, PrimitiveBadge, TextField } from './fields';
import { RowList } from './row-list';
import type { WorksheetForm } from './use-worksheet-form';

const t = lessonsMessages.worksheet;

/** « Les tâches récurrentes »: each prompt with its name, purpose and arguments. */
export function PromptList({ form }: { form: WorksheetForm }) {
  return (
    <RowList
      form={form}
      list="prompts"
      labels={t.prompts}
      removeLabel={(prompt) => t.prompts.remove(prompt.name || t.tools.untitled)}
      renderRow={(prompt, n) => {
        const key = fieldKey.promptName(prompt.id);
        const set = (change: Partial<WorksheetPrompt>) => form.setRow('prompts', prompt.id, change);
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
                error={form.errorAt(key, prompt.name)}
                onBlur={form.touch(key)}
                onChange={(name) => set({ name })}
              />
              <TextField
                id={fieldId(`prompt:${prompt.id}:description`)}
                label={t.prompts.description}
                value={prompt.description}
                onChange={(description) => set({ description })}
              />
              <TextField
                id={fieldId(`prompt:${prompt.id}:args`)}
                label={t.prompts.args}
                value={prompt.args}
                mono
                maxLength={500}
                onChange={(args) => set({ args })}
              />
            </>
          ),
        };
      }}
    />
  );
}
