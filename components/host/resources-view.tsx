'use client';

import { Button } from '@/components/ui/button';
import { useId, useState, type FormEvent } from 'react';
import type { Resource, ResourceTemplateType } from '@modelcontextprotocol/client';
import { hostMessages } from '@/messages/host';
import { fillUriTemplate, templateVariables } from '@/lib/mcp/host/conversation';
import type { RegistryEntry } from '@/lib/mcp/host/registry';
import {
  SuggestionList,
  SuggestionsHint,
  useSuggestions,
  type CompleteArgument,
} from './suggestions';

const t = hostMessages.resources;

function TemplateForm({
  entry,
  disabled,
  onAttach,
  onComplete,
}: {
  entry: RegistryEntry<ResourceTemplateType>;
  disabled: boolean;
  onAttach: (server: string, uri: string) => void;
  onComplete: CompleteArgument | undefined;
}) {
  const id = useId();
  const variables = templateVariables(entry.item.uriTemplate);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const { suggestions, typed } = useSuggestions(
    onComplete &&
      ((variable, value) =>
        onComplete(
          entry.server,
          { type: 'ref/resource', uri: entry.item.uriTemplate },
          variable,
          value,
        )),
  );
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
        {onComplete ? <SuggestionsHint /> : null}
        <div className="flex flex-wrap gap-2">
          {variables.map((name) => (
            <div key={name} className="flex flex-col gap-1 text-sm">
              <label htmlFor={`${id}-${name}`}>
                <code>{name}</code>
              </label>
              <input
                id={`${id}-${name}`}
                className="w-40 rounded border border-border bg-surface px-2 py-1"
                value={values[name] ?? ''}
                disabled={disabled}
                onChange={(e) => {
                  const value = e.target.value;
                  setValues((v) => ({ ...v, [name]: value }));
                  typed(name, value);
                }}
              />
              <SuggestionList
                name={name}
                values={suggestions[name]}
                onPick={(value) => setValues((v) => ({ ...v, [name]: value }))}
              />
            </div>
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

/** Follows a resource's changes, or stops: for servers that offer subscriptions only. */
function FollowButton({
  follow,
  following,
  uri,
  name,
  disabled,
}: {
  follow: ((uri: string, follow: boolean) => void) | undefined;
  following: boolean;
  uri: string;
  name: string;
  disabled: boolean;
}) {
  if (!follow) return null;
  return (
    <Button
      disabled={disabled}
      variant="quiet"
      size="compact"
      onClick={() => follow(uri, !following)}
    >
      {following ? t.unfollow({ name }) : t.follow({ name })}
    </Button>
  );
}

/** Resources are attached by the learner or the application, never chosen by the model. */
export function ResourcesView({
  resources,
  templates,
  disabled,
  onAttach,
  onComplete,
  followed,
  onFollow,
  intro = t.intro,
}: {
  resources: readonly RegistryEntry<Resource>[];
  templates: readonly RegistryEntry<ResourceTemplateType>[];
  disabled: boolean;
  onAttach: (server: string, uri: string) => void;
  /** For servers that complete (`completions`); undefined asks nothing. */
  onComplete?: (server: string) => CompleteArgument | undefined;
  /** The resources followed now (`server\u0000uri`). */
  followed?: ReadonlySet<string>;
  /** For servers that offer subscriptions (`resources.subscribe`); undefined offers nothing. */
  onFollow?: (server: string) => ((uri: string, follow: boolean) => void) | undefined;
  /** What « Joindre » does where the view is shown (a real server's panel reads, nothing more). */
  intro?: string;
}) {
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{intro}</p>
      {resources.some(({ server }) => onFollow?.(server)) ? (
        <p className="text-sm text-muted">{t.followHint}</p>
      ) : null}
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
              <FollowButton
                follow={onFollow?.(server)}
                following={followed?.has(`${server}\u0000${item.uri}`) ?? false}
                uri={item.uri}
                name={item.title ?? item.name}
                disabled={disabled}
              />
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
              onComplete={onComplete?.(entry.server)}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}
