'use client';

import { useSyncExternalStore } from 'react';
import type { QuizProgress } from '@/lib/quiz/progress';
import { quizProgressStore } from '@/lib/quiz/progress-store';
import type { StoredRead } from '@/lib/storage/local-store';

/** The stored quiz progress; null on the server and until the page is hydrated. */
export function useQuizProgress(): StoredRead<QuizProgress> | null {
  return useSyncExternalStore(
    quizProgressStore.subscribe,
    quizProgressStore.getSnapshot,
    quizProgressStore.getServerSnapshot,
  );
}
