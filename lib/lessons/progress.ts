// zod/mini: this runs in lesson pages, where the full zod would weigh ≈ 90 KB gzip.
import * as z from 'zod/mini';
import { LocalStore } from '@/lib/storage/local-store';
import { isLessonSlug, type LessonSlug } from './slugs';

/** What the learner has done: each finished lesson with the day it was marked done. */
export const ProgressSchema = z.object({
  done: z.record(z.string(), z.string()),
});
export type Progress = z.infer<typeof ProgressSchema>;

export const EMPTY_PROGRESS: Progress = { done: {} };

/** Stored in this browser only (no account, no server). */
export const progressStore = new LocalStore('atelier-mcp:lecons', 1, ProgressSchema, () => ({
  done: {},
}));

export function isDone(progress: Progress, slug: string): boolean {
  return Object.hasOwn(progress.done, slug);
}

/** A copy of the progress with the lesson marked done (or not), dated with `when`. */
export function withLessonDone(
  progress: Progress,
  slug: LessonSlug,
  done: boolean,
  when: Date = new Date(),
): Progress {
  const next = { ...progress.done };
  if (done) next[slug] = when.toISOString();
  else delete next[slug];
  return { done: next };
}

/** The finished lessons that still exist (a renamed lesson must not count). */
export function doneSlugs(progress: Progress): LessonSlug[] {
  return Object.keys(progress.done).filter(isLessonSlug);
}

/** The first lesson of the path that is not done yet, or undefined when all are. */
export function nextLesson<S extends string>(
  progress: Progress,
  order: readonly S[],
): S | undefined {
  return order.find((slug) => !isDone(progress, slug));
}
