import { SyncedStore } from '@/lib/storage/synced-store';
import { QUIZ_PROGRESS_KEY, emptyQuizProgress, type QuizProgress } from './progress';

/**
 * The quiz progress of the page, shared by every view on it (a quiz, the lesson questions, the
 * list of themes). Its notices stay until « Compris » dismisses them (ProgressNotice).
 */
const place = { key: QUIZ_PROGRESS_KEY, empty: emptyQuizProgress };

export const quizProgressStore = new SyncedStore<QuizProgress>(
  {
    ...place,
    open: () => import('./progress-slot').then((slot) => slot.openQuizProgress(place)),
  },
  'until-dismissed',
);
