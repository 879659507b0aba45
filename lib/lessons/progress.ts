// No zod here: the home page and the lessons read this on their first paint. The schema that
// validates stored progress lives in progress-slot.ts, loaded when the store opens.
import { isLessonSlug, type LessonSlug } from '@/lib/content/lesson-slugs';
import type { LessonProgress } from './progress-slot';

export type { LessonProgress };

/** Where the lessons' progress lives in this browser (no account, no server). */
export const LESSON_PROGRESS_KEY = 'atelier-mcp:lecons';

export function emptyLessonProgress(): LessonProgress {
  return { done: {} };
}

export function isDone(progress: LessonProgress, slug: string): boolean {
  return Object.hasOwn(progress.done, slug);
}

/** A copy of the progress with the lesson marked done (or not), dated with `when`. */
export function withLessonDone(
  progress: LessonProgress,
  slug: LessonSlug,
  done: boolean,
  when: Date = new Date(),
): LessonProgress {
  const next = { ...progress.done };
  if (done) next[slug] = when.toISOString();
  else delete next[slug];
  return { done: next };
}

/** The finished lessons that still exist (a renamed lesson must not count). */
export function doneSlugs(progress: LessonProgress): LessonSlug[] {
  return Object.keys(progress.done).filter(isLessonSlug);
}

/** The first lesson of the path that is not done yet, or undefined when all are. */
export function nextLesson<S extends string>(
  progress: LessonProgress,
  order: readonly S[],
): S | undefined {
  return order.find((slug) => !isDone(progress, slug));
}
