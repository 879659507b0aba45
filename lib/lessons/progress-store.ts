import { SyncedStore } from '@/lib/storage/synced-store';
import { lessonProgressSlot } from './progress';

/**
 * The lessons' progress of the page (the learning path, each lesson's badge and button). A
 * notice about storage lasts until the next change is saved: no view offers to dismiss it, and
 * « Marquer comme terminée » then says what it did.
 */
export const lessonProgressStore = new SyncedStore(lessonProgressSlot, 'until-saved');
