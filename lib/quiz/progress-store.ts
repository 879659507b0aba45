import { SyncedStore } from '@/lib/storage/synced-store';
import { quizProgressSlot } from './progress';

/**
 * The quiz progress of the page, shared by every view on it (a quiz, the lesson questions, the
 * list of themes). Its notices stay until « Compris » dismisses them (ProgressNotice).
 */
export const quizProgressStore = new SyncedStore(quizProgressSlot, 'until-dismissed');
