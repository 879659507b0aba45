import { SyncedStore, type SyncedSnapshot } from '@/lib/storage/synced-store';
import {
  CHALLENGE_PROGRESS_KEY,
  challengeLocalStore,
  emptyChallengeProgress,
  type ChallengeProgress,
} from './progress';

export type ChallengeProgressSnapshot = SyncedSnapshot<ChallengeProgress>;

/** The challenges' progress of the page: the list, the lesson links and the playground's panel. */
export const challengeProgressStore = new SyncedStore(
  challengeLocalStore(),
  CHALLENGE_PROGRESS_KEY,
  emptyChallengeProgress,
);
