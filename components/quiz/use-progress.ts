'use client';

import { useSyncExternalStore } from 'react';
import { progressStore, type ProgressSnapshot } from '@/lib/quiz/progress-store';

/** The stored quiz progress; null on the server and until the page is hydrated. */
export function useProgress(): ProgressSnapshot | null {
  return useSyncExternalStore<ProgressSnapshot | null>(
    progressStore.subscribe,
    progressStore.getSnapshot,
    progressStore.getServerSnapshot,
  );
}
