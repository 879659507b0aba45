'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { StoredRead } from '@/lib/storage/local-store';
import { emptyWorksheet, worksheetStore, type Worksheet } from '@/lib/lessons/worksheet';

/*
 * The worksheet lives in localStorage and is saved on every change, so that a reload loses
 * nothing. It is read through useSyncExternalStore: the static page renders an empty sheet,
 * then the browser's copy takes over without a hydration mismatch.
 */
const listeners = new Set<() => void>();
let snapshot: StoredRead<Worksheet> | undefined;
const SERVER_SNAPSHOT: StoredRead<Worksheet> = { value: emptyWorksheet() };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): StoredRead<Worksheet> {
  snapshot ??= worksheetStore.read();
  return snapshot;
}

export function useWorksheet(): {
  worksheet: Worksheet;
  notice?: string;
  ready: boolean;
  update: (change: (current: Worksheet) => Worksheet) => void;
} {
  const read = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
  const update = useCallback((change: (current: Worksheet) => Worksheet) => {
    const next = change(getSnapshot().value);
    const notice = worksheetStore.write(next);
    // Even when the browser refuses to save, the learner keeps typing in this page.
    snapshot = { value: next, notice };
    for (const listener of listeners) listener();
  }, []);
  return { worksheet: read.value, notice: read.notice, ready: read !== SERVER_SNAPSHOT, update };
}
