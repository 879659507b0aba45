'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { StoredRead } from '@/lib/storage/local-store';
import {
  EMPTY_PROGRESS,
  progressStore,
  withLessonDone,
  type Progress,
} from '@/lib/lessons/progress';
import type { LessonSlug } from '@/lib/lessons/slugs';

/*
 * One shared snapshot of the learner's progress for every component of the page, re-read when
 * another tab changes it. useSyncExternalStore needs a stable object between changes.
 */
const listeners = new Set<() => void>();
let snapshot: StoredRead<Progress> | undefined;
const SERVER_SNAPSHOT: StoredRead<Progress> = { value: EMPTY_PROGRESS };

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === 'atelier-mcp:lecons') {
    snapshot = undefined;
    notify();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): StoredRead<Progress> {
  snapshot ??= progressStore.read();
  return snapshot;
}

function save(next: Progress) {
  const notice = progressStore.write(next);
  // When the browser refuses to store it, the change still holds for this page, with a notice.
  snapshot = notice ? { value: next, notice } : undefined;
  notify();
}

export interface LessonProgress {
  progress: Progress;
  /** A French notice when stored progress was unreadable or could not be saved. */
  notice?: string;
  /** False during the static render, before this browser's progress is known. */
  ready: boolean;
  setDone: (slug: LessonSlug, done: boolean) => void;
  reset: () => void;
}

/** The learner's progress through the lessons, kept in this browser. */
export function useLessonProgress(): LessonProgress {
  const read = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
  const setDone = useCallback((slug: LessonSlug, done: boolean) => {
    save(withLessonDone(getSnapshot().value, slug, done));
  }, []);
  const reset = useCallback(() => save(EMPTY_PROGRESS), []);
  return {
    progress: read.value,
    notice: read.notice,
    ready: read !== SERVER_SNAPSHOT,
    setDone,
    reset,
  };
}
