'use client';

import { useSyncExternalStore } from 'react';
import { isSeed } from '@/lib/quiz/shuffle';

/** The query parameter that carries the shuffling seed of a quiz, so a link reproduces it. */
const SEED_PARAM = 'graine';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function readSeed(): string | undefined {
  const seed = new URLSearchParams(window.location.search).get(SEED_PARAM);
  return isSeed(seed) ? seed : undefined;
}

/** The seed of the address bar, when it holds a valid one (an odd value is ignored). */
export function useUrlSeed(): string | undefined {
  return useSyncExternalStore(subscribe, readSeed, () => undefined);
}

/** Writes the seed into the address, without a new history entry, so it can be shared. */
export function setUrlSeed(seed: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(SEED_PARAM, seed);
  // Keeping the router's state object lets Next.js keep handling back and forward.
  window.history.replaceState(window.history.state, '', url);
  for (const listener of listeners) listener();
}
