'use client';

import { lessonsMessages } from '@/messages/lessons';
import { fieldKey, isUriTemplate, type WorksheetResource } from '@/lib/lessons/worksheet';
import { fieldId, PrimitiveBadge, TextField } from './fields';
import { RowList } from './row-list';
import type { WorksheetForm } from './use-worksheet-form';

const t = lessonsMessages.worksheet;

/** « Les données à lire »: each resource, shown as a template once its URI has `{variables}`. */
export function ResourceList({ form }: { form: WorksheetForm }) {
  return (
    <RowList
      form={form}
      list="resources"
      labels={t.resources}
      removeLabel={(resource) => t.resources.remove(resource.uri || t.tools.untitled)}
      renderRow={(resource, n) => {
        const key = fieldKey.resourceUri(resource.id);
        const set = (change: Partial<WorksheetResource>) =>
          form.setRow('resources', resource.id, change);
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
                error={form.errorAt(key, resource.uri)}
                onBlur={form.touch(key)}
                onChange={(uri) => set({ uri })}
              />
              <TextField
                id={fieldId(`resource:${resource.id}:description`)}
                label={t.resources.description}
                value={resource.description}
                onChange={(description) => set({ description })}
              />
              <TextField
                id={fieldId(`resource:${resource.id}:mime`)}
                label={t.resources.mimeType}
                value={resource.mimeType}
                mono
                maxLength={200}
                onChange={(mimeType) => set({ mimeType })}
              />
            </>
          ),
        };
      }}
    />
  );
}
