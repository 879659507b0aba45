'use client';

import { useSyncExternalStore } from 'react';
import { randomSeed } from '@/lib/quiz/shuffle';

/** Drawn once per page load, in the browser. */
let visit: string | undefined;

const readVisit = () => (visit ??= randomSeed());
const noSubscription = () => () => undefined;

/**
 * A shuffling seed of this visit: the page is prerendered (and hydrated) with `base` alone, then
 * shows the layout of a seed drawn in the browser, so each learner and each visit get their own.
 */
export function useVisitSeed(base: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => `${base}-${readVisit()}`,
    () => base,
  );
}
