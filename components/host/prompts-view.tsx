'use client';

import { Button } from '@/components/ui/button';
import { useId, useState, type FormEvent } from 'react';
import type { Prompt } from '@modelcontextprotocol/client';
import { hostMessages } from '@/messages/host';
import type { RegistryEntry } from '@/lib/mcp/host/registry';
import {
  SuggestionList,
  SuggestionsHint,
  useSuggestions,
  type CompleteArgument,
} from './suggestions';

const t = hostMessages.prompts;

function PromptForm({
  entry,
  disabled,
  onInvoke,
  onComplete,
}: {
  entry: RegistryEntry<Prompt>;
  disabled: boolean;
  onInvoke: (server: string, name: string, args: Record<string, string>) => void;
  onComplete: CompleteArgument | undefined;
}) {
  const id = useId();
  const command = `/${entry.item.name}`;
  const [values, setValues] = useState<Record<string, string>>({});
  const { suggestions, typed } = useSuggestions(
    onComplete &&
      ((argument, value) =>
        onComplete(entry.server, { type: 'ref/prompt', name: entry.item.name }, argument, value)),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const args = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    onInvoke(entry.server, entry.item.name, args);
  };
  return (
    <form onSubmit={submit} className="rounded border border-border p-2">
      <fieldset className="space-y-2">
        <legend className="font-mono font-medium">
          {t.legend({ command, server: entry.server })}
        </legend>
        {entry.item.description ? <p className="text-sm">{entry.item.description}</p> : null}
        {onComplete && (entry.item.arguments ?? []).length > 0 ? <SuggestionsHint /> : null}
        <div className="flex flex-wrap gap-2">
          {(entry.item.arguments ?? []).map((arg) => (
            <div key={arg.name} className="flex flex-col gap-1 text-sm">
              <label htmlFor={`${id}-${arg.name}`}>
                <code>{arg.name}</code> {arg.required ? t.required : null}
              </label>
              <input
                id={`${id}-${arg.name}`}
                className="w-56 rounded border border-border bg-surface px-2 py-1"
                placeholder={arg.description}
                value={values[arg.name] ?? ''}
                onChange={(e) => {
                  const value = e.target.value;
                  setValues((v) => ({ ...v, [arg.name]: value }));
                  typed(arg.name, value);
                }}
              />
              <SuggestionList
                name={arg.name}
                values={suggestions[arg.name]}
                onPick={(value) => setValues((v) => ({ ...v, [arg.name]: value }))}
              />
            </div>
          ))}
        </div>
        <Button type="submit" disabled={disabled} variant="quiet" className="font-mono">
          {t.invoke({ command })}
        </Button>
      </fieldset>
    </form>
  );
}

/** Prompts as slash commands the learner invokes with their arguments. */
export function PromptsView({
  prompts,
  disabled,
  onInvoke,
  onComplete,
  intro = t.intro,
}: {
  prompts: readonly RegistryEntry<Prompt>[];
  disabled: boolean;
  onInvoke: (server: string, name: string, args: Record<string, string>) => void;
  /** For servers that complete (`completions`); undefined asks nothing. */
  onComplete?: (server: string) => CompleteArgument | undefined;
  /** What invoking does where the view is shown. */
  intro?: string;
}) {
  return (
    <section aria-label={t.heading} className="space-y-2">
      <h3 className="text-lg font-semibold">{t.heading}</h3>
      <p className="text-sm">{intro}</p>
      {prompts.length === 0 ? <p className="text-muted">{t.empty}</p> : null}
      {prompts.map((entry) => (
        <PromptForm
          key={`${entry.server}/${entry.item.name}`}
          entry={entry}
          disabled={disabled}
          onInvoke={onInvoke}
          onComplete={onComplete?.(entry.server)}
        />
      ))}
    </section>
  );
}
