import { SyncedStore, type SyncedSnapshot } from '@/lib/storage/synced-store';
import {
  emptyProgress,
  progressLocalStore,
  PROGRESS_KEY,
  type Progress,
  type ProgressSchema,
} from './progress';

/** What the quiz views read: the progress, and a French notice when storage misbehaved. */
export type ProgressSnapshot = SyncedSnapshot<Progress>;

/**
 * The quiz progress, shared by every view on a page (a quiz, the lesson questions, the list of
 * themes), saved after each change and following changes made in another tab.
 */
export class ProgressStore extends SyncedStore<typeof ProgressSchema> {
  constructor() {
    super(progressLocalStore(), PROGRESS_KEY, emptyProgress);
  }
}

/** The one store of the page. */
export const progressStore = new ProgressStore();
