'use client';

import { Button } from '@/components/ui/button';
import { useId, useState, type FormEvent } from 'react';
import type { Resource, ResourceTemplateType } from '@modelcontextprotocol/client';
import { hostMessages } from '@/messages/host';
import { fillUriTemplate, templateVariables } from '@/lib/mcp/host/conversation';
import type { RegistryEntry } from '@/lib/mcp/host/registry';

const t = hostMessages.resources;

function TemplateForm({
  entry,
  disabled,
  onAttach,
}: {
  entry: RegistryEntry<ResourceTemplateType>;
  disabled: boolean;
  onAttach: (server: string, uri: string) => void;
}) {
  const id = useId();
  const variables = templateVariables(entry.item.uriTemplate);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const uri = fillUriTemplate(entry.item.uriTemplate, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!uri) {
      setError(t.incomplete);
      return;
    }
    setError(undefined);
    onAttach(entry.server, uri);
  };
  return (
    <form onSubmit={submit} className="rounded border border-border p-2">
      <fieldset className="space-y-2">
        <legend className="font-medium">
          {t.templateLegend({ uriTemplate: entry.item.uriTemplate })}
        </legend>
        {entry.item.description ? <p className="text-sm">{entry.item.description}</p> : null}
        <div className="flex flex-wrap gap-2">
          {variables.map((name) => (
            <label key={name} htmlFor={`${id}-${name}`} className="flex flex-col gap-1 text-sm">
              <code>{name}</code>
              <input
                id={`${id}-${name}`}
                className="w-40 rounded border border-border bg-surface px-2 py-1"
                value={values[name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              />
            </label>
          ))}
        </div>
        <p className="break-all text-sm" aria-live="polite">
          {uri ? t.uri({ uri }) : null}
        </p>
        {error ? (
          <p role="alert" className="text-kind-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={disabled} variant="quiet">
          {t.attachTemplate}
        </Button>
      </fieldset>
    </form>
  );
}

/** Resources are attached by the learner or the application, never chosen by the model. */
export function ResourcesView({
  resources,
  templates,
  disabled,
  onAttach,
}: {
  resources: readonly RegistryEntry<Resource>[];
  templates: readonly RegistryEntry<ResourceTemplateType>[];
  disabled: boolean;
  onAttach: (server: string, uri: string) => void;
}) {
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{t.intro}</p>
      {resources.length + templates.length === 0 ? <p className="text-muted">{t.empty}</p> : null}
      {resources.length > 0 ? (
        <ul className="space-y-1">
          {resources.map(({ server, item }) => (
            <li key={`${server}/${item.uri}`} className="flex flex-wrap items-center gap-2 text-sm">
              <code className="break-all">{item.uri}</code>
              <span className="text-muted">({server})</span>
              <Button
                disabled={disabled}
                variant="quiet"
                size="compact"
                onClick={() => onAttach(server, item.uri)}
              >
                {t.attach({ name: item.title ?? item.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {templates.length > 0 ? (
        <>
          <h4 className="font-medium">{t.templatesHeading}</h4>
          {templates.map((entry) => (
            <TemplateForm
              key={`${entry.server}/${entry.item.uriTemplate}`}
              entry={entry}
              disabled={disabled}
              onAttach={onAttach}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}
