import type { StoredRead } from '@/lib/storage/local-store';
import { SyncedStore } from '@/lib/storage/synced-store';
import { CHALLENGE_PROGRESS_KEY, emptyChallengeProgress, type ChallengeProgress } from './progress';

export type ChallengeProgressSnapshot = StoredRead<ChallengeProgress>;

/**
 * The challenges' progress of the page: the list, the lesson links and the playground's panel.
 * A notice about storage stays for the whole visit: no view offers to dismiss it.
 */
const place = { key: CHALLENGE_PROGRESS_KEY, empty: emptyChallengeProgress };

export const challengeProgressStore = new SyncedStore<ChallengeProgress>(
  {
    ...place,
    open: () => import('./progress-slot').then((slot) => slot.openChallengeProgress(place)),
  },
  'until-dismissed',
);
