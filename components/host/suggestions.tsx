'use client';

import { Button } from '@/components/ui/button';
import { useEffect, useRef, useState } from 'react';
import { hostMessages } from '@/messages/host';

const t = hostMessages.completion;

/** What a `completion/complete` names: a prompt, or a resource template. */
export type CompletionRef =
  { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

/** Asks the server for values of one argument while it is typed; undefined when it failed. */
export type CompleteArgument = (
  server: string,
  ref: CompletionRef,
  argument: string,
  value: string,
) => Promise<string[] | undefined>;

/** A keystroke asks the server once typing pauses this long (the spec: clients should debounce). */
const COMPLETION_DELAY_MS = 300;

/**
 * The server's suggestions for each argument, asked (`completion/complete`) once typing pauses:
 * the list a host shows under the field, to pick from or to ignore.
 */
export function useSuggestions(
  complete: ((argument: string, value: string) => Promise<string[] | undefined>) | undefined,
) {
  const [suggestions, setSuggestions] = useState<Record<string, string[]>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const typed = (argument: string, value: string) => {
    if (!complete) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void complete(argument, value).then((values) => {
        if (values) setSuggestions((all) => ({ ...all, [argument]: values }));
      });
    }, COMPLETION_DELAY_MS);
  };
  return { suggestions, typed };
}

/** What the server suggested for one argument: buttons that fill the field, or « none ». */
export function SuggestionList({
  name,
  values,
  onPick,
}: {
  name: string;
  values: readonly string[] | undefined;
  onPick: (value: string) => void;
}) {
  if (!values) return null;
  if (values.length === 0) return <p className="text-muted">{t.noSuggestion}</p>;
  return (
    <ul aria-label={t.suggestions({ name })} className="flex flex-wrap gap-1">
      {values.map((value) => (
        <li key={value}>
          <Button variant="quiet" size="compact" onClick={() => onPick(value)}>
            {value}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The line that tells the learner the field asks the server as they type. */
export function SuggestionsHint() {
  return <p className="text-sm text-muted">{t.hint}</p>;
}
