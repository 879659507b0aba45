'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { RichText } from '@/components/lesson/rich-text';
import { glossaryMessages } from '@/messages/glossary';
import { foldForSearch } from '@/lib/glossary/search';

const t = glossaryMessages;

/** A glossary term as the page shows it, with what the catalogue knows about its uses. */
export interface GlossaryEntry {
  id: string;
  term: string;
  code: boolean;
  english: string;
  definition: string;
  initial: string;
  /** Plain text searched by the filter. */
  searchText: string;
  see: { id: string; term: string; code: boolean }[];
  lessons: { slug: string; title: string }[];
}

function Term({ term, code }: { term: string; code: boolean }) {
  return code ? <code>{term}</code> : <>{term}</>;
}

/** Every term, grouped by letter, with a filter that works as you type. */
export function GlossaryList({ entries }: { entries: GlossaryEntry[] }) {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const folded = foldForSearch(query.trim());
  const shown = folded ? entries.filter((e) => e.searchText.includes(folded)) : entries;
  const letters = [...new Set(entries.map((e) => e.initial))];
  const shownLetters = new Set(shown.map((e) => e.initial));

  return (
    <div className="max-w-3xl [overflow-wrap:anywhere]">
      <div className="rounded-lg border border-border bg-surface p-4">
        <label htmlFor={filterId} className="block font-medium">
          {t.filterLabel}
        </label>
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${filterId}-aide ${filterId}-compte`}
          className="mt-1 block w-full max-w-sm rounded border border-border bg-bg px-2 py-1.5 text-fg"
          autoComplete="off"
        />
        <p id={`${filterId}-aide`} className="mt-1 text-xs text-muted">
          {t.filterHint}
        </p>
        <p id={`${filterId}-compte`} aria-live="polite" className="mt-1 text-sm">
          {shown.length === 0 ? t.filterNone : t.filterCount(shown.length, entries.length)}
        </p>
      </div>

      <nav aria-label={t.lettersLabel} className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {letters.map((letter) => (
            <li key={letter}>
              {shownLetters.has(letter) ? (
                <a
                  href={`#lettre-${letter}`}
                  className="block min-w-8 rounded border border-border bg-surface px-2 py-1 text-center font-semibold no-underline hover:border-accent"
                >
                  {letter}
                </a>
              ) : (
                <span className="block min-w-8 rounded border border-border px-2 py-1 text-center text-muted opacity-60">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {letters
        .filter((letter) => shownLetters.has(letter))
        .map((letter) => (
          <section key={letter} aria-labelledby={`lettre-${letter}`} className="mt-8">
            <h2
              id={`lettre-${letter}`}
              className="scroll-mt-4 border-b border-border pb-1 text-2xl font-bold"
            >
              {letter}
            </h2>
            <dl>
              {shown
                .filter((e) => e.initial === letter)
                .map((entry) => (
                  <div
                    key={entry.id}
                    id={entry.id}
                    className="scroll-mt-4 border-b border-border py-4 target:rounded-md target:bg-surface-2 target:px-3"
                  >
                    <dt className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <span className="text-lg font-semibold">
                        <Term term={entry.term} code={entry.code} />
                      </span>
                      <span className="text-sm text-muted">
                        {t.english}&nbsp;: <span lang="en">{entry.english}</span>
                      </span>
                    </dt>
                    <dd className="mt-1">
                      <p>
                        <RichText text={entry.definition} />
                      </p>
                      {entry.see.length > 0 ? (
                        <p className="mt-1 text-sm">
                          {t.seeAlso}&nbsp;:{' '}
                          {entry.see.map((s, i) => (
                            <span key={s.id}>
                              {i > 0 ? ', ' : null}
                              <a href={`#${s.id}`} className="underline underline-offset-2">
                                <Term term={s.term} code={s.code} />
                              </a>
                            </span>
                          ))}
                        </p>
                      ) : null}
                      {entry.lessons.length > 0 ? (
                        <p className="mt-1 text-sm">
                          {t.usedIn}&nbsp;:{' '}
                          {entry.lessons.map((lesson, i) => (
                            <span key={lesson.slug}>
                              {i > 0 ? ', ' : null}
                              <Link
                                href={`/lecons/${lesson.slug}`}
                                className="underline underline-offset-2"
                              >
                                {lesson.title}
                              </Link>
                            </span>
                          ))}
                        </p>
                      ) : null}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
    </div>
  );
}
