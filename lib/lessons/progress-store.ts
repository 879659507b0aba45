import { SyncedStore } from '@/lib/storage/synced-store';
import { LESSON_PROGRESS_KEY, emptyLessonProgress, type LessonProgress } from './progress';

/**
 * The lessons' progress of the page (the learning path, each lesson's badge and button). A
 * notice about storage lasts until the next change is saved: no view offers to dismiss it, and
 * « Marquer comme terminée » then says what it did.
 */
const place = { key: LESSON_PROGRESS_KEY, empty: emptyLessonProgress };

export const lessonProgressStore = new SyncedStore<LessonProgress>(
  {
    ...place,
    open: () => import('./progress-slot').then((slot) => slot.openLessonProgress(place)),
  },
  'until-saved',
);
