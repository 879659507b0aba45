'use client';

import { useSyncExternalStore } from 'react';
import {
  challengeProgressStore,
  type ChallengeProgressSnapshot,
} from '@/lib/challenges/progress-store';

/** The stored challenge progress; null on the server and until the page is hydrated. */
export function useChallengeProgress(): ChallengeProgressSnapshot | null {
  return useSyncExternalStore<ChallengeProgressSnapshot | null>(
    challengeProgressStore.subscribe,
    challengeProgressStore.getSnapshot,
    challengeProgressStore.getServerSnapshot,
  );
}
