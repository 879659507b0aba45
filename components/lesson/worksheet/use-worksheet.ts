'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { emptyWorksheet, type Worksheet } from '@/lib/lessons/worksheet';
import { worksheetStore } from '@/lib/lessons/worksheet-store';

/** What the static page shows before this browser's answers are read: an empty sheet. */
const EMPTY = emptyWorksheet();

/**
 * The worksheet as saved in this browser. The static page renders an empty sheet, then the
 * browser's copy takes over without a hydration mismatch. Even when the browser refuses to
 * save, the learner keeps typing in this page, and a French notice says so.
 */
export function useWorksheet(): {
  worksheet: Worksheet;
  notice?: string;
  update: (change: (current: Worksheet) => Worksheet) => void;
} {
  const stored = useSyncExternalStore(
    worksheetStore.subscribe,
    worksheetStore.getSnapshot,
    worksheetStore.getServerSnapshot,
  );
  const update = useCallback(
    (change: (current: Worksheet) => Worksheet) => worksheetStore.update(change),
    [],
  );
  return { worksheet: stored?.value ?? EMPTY, notice: stored?.notice, update };
}
