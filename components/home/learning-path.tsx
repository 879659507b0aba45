'use client';

import Link from 'next/link';
import { useLessonProgress } from '@/components/lesson/use-lesson-progress';
import { lessonsMessages } from '@/messages/lessons';
import type { LessonOutline } from '@/content/lessons';
import { isDone, nextLesson } from '@/lib/lessons/progress';
import { RichText } from '@/components/lesson/rich-text';

const t = lessonsMessages;

/**
 * The recommended order of the lessons, each with its reading time and whether the learner
 * has done it (from this browser's storage), and a button to the next lesson to read.
 */
export function LearningPath({
  lessons,
  headingLevel = 2,
  headingId,
}: {
  lessons: readonly LessonOutline[];
  headingLevel?: 2 | 3;
  headingId: string;
}) {
  const { progress, notice, ready, reset } = useLessonProgress();
  const doneCount = lessons.filter((l) => isDone(progress, l.slug)).length;
  const nextSlug = nextLesson(
    progress,
    lessons.map((l) => l.slug),
  );
  const next = lessons.find((l) => l.slug === nextSlug);
  const remaining = lessons
    .filter((l) => !isDone(progress, l.slug))
    .reduce((sum, l) => sum + l.minutes, 0);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div>
      <div className="rounded-lg border border-border bg-surface p-4">
        <Heading id={headingId} className="text-xl font-semibold">
          {t.progress.label}
        </Heading>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <progress
            max={lessons.length}
            value={ready ? doneCount : 0}
            aria-label={t.progress.label}
            className="h-2.5 w-48 max-w-full accent-[var(--kind-result)]"
          />
          <p aria-live="polite">
            {t.progress.summary(ready ? doneCount : 0, lessons.length)}{' '}
            {next ? t.progress.remaining(remaining) : null}
          </p>
        </div>
        {notice ? <p className="mt-2 text-sm font-medium text-kind-error">{notice}</p> : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {next ? (
            <Link
              href={`/lecons/${next.slug}`}
              className="inline-block rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg no-underline hover:opacity-90"
            >
              {/* The span carries the colour, whatever the site-wide link colour does. */}
              <span className="text-accent-fg">
                {ready && doneCount > 0
                  ? t.progress.resume(next.title)
                  : t.progress.start(next.title)}
              </span>
            </Link>
          ) : (
            <p className="font-medium">{t.progress.allDone}</p>
          )}
          {ready && doneCount > 0 ? (
            <button
              type="button"
              onClick={() => {
                if (window.confirm(t.progress.resetConfirm)) reset();
              }}
              className="text-sm text-muted underline underline-offset-2 hover:text-fg"
            >
              {t.progress.reset}
            </button>
          ) : null}
        </div>
        <p className="mt-2 text-xs text-muted">{t.progress.storedLocally}</p>
      </div>

      <ol className="mt-4 space-y-2" aria-label={t.pathHeading}>
        {lessons.map((lesson) => {
          const done = ready && isDone(progress, lesson.slug);
          return (
            <li key={lesson.slug}>
              <Link
                href={`/lecons/${lesson.slug}`}
                className="group flex gap-3 rounded-lg border border-border bg-surface p-3 text-fg no-underline hover:border-accent"
              >
                <span
                  aria-hidden="true"
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    done ? 'bg-kind-result text-bg' : 'border-2 border-border text-muted'
                  }`}
                >
                  {done ? '✓' : lesson.position}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-accent group-hover:underline">
                    {lesson.title}
                  </span>
                  <span className="mt-0.5 block text-sm text-fg">
                    <RichText text={lesson.summary} />
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm text-muted">
                  <span className="block">{t.minutes(lesson.minutes)}</span>
                  <span className={`block font-medium ${done ? 'text-kind-result' : ''}`}>
                    {done ? t.status.done : t.status.todo}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
