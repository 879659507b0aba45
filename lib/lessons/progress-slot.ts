// Loaded on demand by the lessons' progress store: zod stays out of the pages' first bytes.
import * as z from 'zod/mini';
import { LocalStore, type StorageSlot } from '@/lib/storage/local-store';

/** What the learner has done: each finished lesson with the day it was marked done. */
export const LessonProgressSchema = z.object({
  done: z.record(z.string(), z.string()),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

/** Where the store keeps it (the key and the empty value come from the light module). */
export interface Place<T> {
  key: string;
  empty: () => T;
}

/** Bump the version when the schema changes: data of another version is dropped, with a notice. */
export function lessonProgressSlot(
  place: Place<LessonProgress>,
): StorageSlot<typeof LessonProgressSchema> {
  return { key: place.key, version: 1, schema: LessonProgressSchema, empty: place.empty };
}

export function openLessonProgress(
  place: Place<LessonProgress>,
): LocalStore<typeof LessonProgressSchema> {
  return new LocalStore(lessonProgressSlot(place));
}
