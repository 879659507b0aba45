'use client';

import { useSyncExternalStore } from 'react';
import type { PlaygroundController, PlaygroundState } from '@/lib/playground/controller';

/** Subscribes a component to the controller's snapshots. */
export function usePlaygroundState(controller: PlaygroundController): PlaygroundState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
