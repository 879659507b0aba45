import { SyncedStore } from '@/lib/storage/synced-store';
import { worksheetSlot } from './worksheet';

/**
 * The learner's worksheet, saved in this browser on every change and followed from another
 * tab (so that two open tabs never overwrite each other's answers). A notice about storage
 * lasts until the next change is saved.
 */
export const worksheetStore = new SyncedStore(worksheetSlot, 'until-saved');
