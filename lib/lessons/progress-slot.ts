// Loaded on demand by the lessons' progress store: zod stays out of the pages' first bytes.
import * as z from 'zod/mini';
import { LocalStore, type StoragePlace, type StorageSlot } from '@/lib/storage/local-store';

/** What the learner has done: each finished lesson with the day it was marked done. */
export const LessonProgressSchema = z.object({
  done: z.record(z.string(), z.string()),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

/** Bump the version when the schema changes: data of another version is dropped, with a notice. */
export const lessonProgressSlot = (
  place: StoragePlace<LessonProgress>,
): StorageSlot<typeof LessonProgressSchema> => ({
  ...place,
  version: 1,
  schema: LessonProgressSchema,
});

export const openLessonProgress = (place: StoragePlace<LessonProgress>) =>
  new LocalStore(lessonProgressSlot(place));
