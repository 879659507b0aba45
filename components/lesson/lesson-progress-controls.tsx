'use client';

import { useState } from 'react';
import { lessonsMessages } from '@/messages/lessons';
import { isDone } from '@/lib/lessons/progress';
import type { LessonSlug } from '@/lib/content/lesson-slugs';
import { useLessonProgress } from './use-lesson-progress';

const t = lessonsMessages;

function formatDay(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? undefined
    : date.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** « Terminée » or « À faire », at the top of a lesson. */
export function LessonStatusBadge({ slug }: { slug: LessonSlug }) {
  const { progress, ready } = useLessonProgress();
  if (!ready) return null;
  const done = isDone(progress, slug);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        done ? 'bg-kind-result text-bg' : 'border border-border text-muted'
      }`}
    >
      {done ? <span aria-hidden="true">✓</span> : null}
      {done ? t.status.done : t.status.todo}
    </span>
  );
}

/** The button that marks a lesson done (or not), with a spoken confirmation. */
export function MarkDoneButton({ slug }: { slug: LessonSlug }) {
  const { progress, notice, setDone } = useLessonProgress();
  const [announcement, setAnnouncement] = useState('');
  const done = isDone(progress, slug);
  const day = formatDay(progress.done[slug]);
  return (
    <div className="my-8 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-pressed={done}
          onClick={() => {
            setDone(slug, !done);
            setAnnouncement(done ? t.undoneAnnouncement : t.doneAnnouncement);
          }}
          className={`rounded-md px-4 py-2 font-semibold ${
            done
              ? 'border-2 border-kind-result bg-surface text-fg'
              : 'bg-accent text-accent-fg hover:opacity-90'
          }`}
        >
          {done ? <span aria-hidden="true">✓ </span> : null}
          {t.markDone}
        </button>
        {done && day ? <span className="text-sm text-muted">{t.status.doneOn(day)}</span> : null}
      </div>
      <p className="mt-2 text-sm text-muted">{t.progress.storedLocally}</p>
      <p role="status" className="text-sm font-medium">
        {notice ?? announcement}
      </p>
    </div>
  );
}
