'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { LessonSlug } from '@/lib/content/lesson-slugs';
import { emptyLessonProgress, withLessonDone, type LessonProgress } from '@/lib/lessons/progress';
import { lessonProgressStore } from '@/lib/lessons/progress-store';

/** What the static render shows before this browser's progress is known: nothing done. */
const NOTHING_DONE = emptyLessonProgress();

export interface LessonProgressView {
  progress: LessonProgress;
  /** A French notice when stored progress was unreadable or could not be saved. */
  notice?: string;
  /** False during the static render, before this browser's progress is known. */
  ready: boolean;
  setDone: (slug: LessonSlug, done: boolean) => void;
  reset: () => void;
}

/** The learner's progress through the lessons, kept in this browser and shared by the page. */
export function useLessonProgress(): LessonProgressView {
  const stored = useSyncExternalStore(
    lessonProgressStore.subscribe,
    lessonProgressStore.getSnapshot,
    lessonProgressStore.getServerSnapshot,
  );
  const setDone = useCallback((slug: LessonSlug, done: boolean) => {
    lessonProgressStore.update((progress) => withLessonDone(progress, slug, done));
  }, []);
  const reset = useCallback(() => lessonProgressStore.update(emptyLessonProgress), []);
  return {
    progress: stored?.value ?? NOTHING_DONE,
    notice: stored?.notice,
    ready: stored !== null,
    setDone,
    reset,
  };
}
