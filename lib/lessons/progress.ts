// zod/mini: this runs in lesson pages, where the full zod would weigh ≈ 90 KB gzip.
import * as z from 'zod/mini';
import { isLessonSlug, type LessonSlug } from '@/lib/content/lesson-slugs';
import type { StorageSlot } from '@/lib/storage/local-store';

/** What the learner has done: each finished lesson with the day it was marked done. */
export const LessonProgressSchema = z.object({
  done: z.record(z.string(), z.string()),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

export function emptyLessonProgress(): LessonProgress {
  return { done: {} };
}

/** Where the lessons' progress lives in this browser (no account, no server). */
export const lessonProgressSlot: StorageSlot<typeof LessonProgressSchema> = {
  key: 'atelier-mcp:lecons',
  version: 1,
  schema: LessonProgressSchema,
  empty: emptyLessonProgress,
};

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
