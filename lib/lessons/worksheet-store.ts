import { SyncedStore } from '@/lib/storage/synced-store';
import { WORKSHEET_KEY, emptyWorksheet, type Worksheet } from './worksheet';

/**
 * The learner's worksheet, saved in this browser on every change and followed from another
 * tab (so that two open tabs never overwrite each other's answers). A notice about storage
 * lasts until the next change is saved.
 */
const place = { key: WORKSHEET_KEY, empty: emptyWorksheet };

export const worksheetStore = new SyncedStore<Worksheet>(
  {
    ...place,
    open: () => import('./worksheet-slot').then((slot) => slot.openWorksheet(place)),
  },
  'until-saved',
);
