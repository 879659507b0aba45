import type { StoredRead } from '@/lib/storage/local-store';
import { SyncedStore } from '@/lib/storage/synced-store';
import { challengeProgressSlot, type ChallengeProgress } from './progress';

export type ChallengeProgressSnapshot = StoredRead<ChallengeProgress>;

/**
 * The challenges' progress of the page: the list, the lesson links and the playground's panel.
 * A notice about storage stays for the whole visit: no view offers to dismiss it.
 */
export const challengeProgressStore = new SyncedStore(challengeProgressSlot, 'until-dismissed');
