'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_PANE_SIZES,
  PANE_STORAGE_KEY,
  clampPane,
  parsePaneSizes,
  type PaneName,
  type PaneSizes,
} from '@/lib/playground/pane-sizes';

function readStored(): PaneSizes {
  try {
    return parsePaneSizes(window.localStorage.getItem(PANE_STORAGE_KEY));
  } catch {
    // Storage refused (private mode, policy): the defaults still work.
    return DEFAULT_PANE_SIZES;
  }
}

/** The workspace's pane sizes, remembered in this browser. */
export function usePaneSizes(): [PaneSizes, (name: PaneName, value: number) => void] {
  // The playground only renders in the browser (no server rendering): storage is readable now.
  const [sizes, setSizes] = useState<PaneSizes>(readStored);

  useEffect(() => {
    // Written once the learner stops dragging.
    const timer = setTimeout(() => {
      try {
        window.localStorage.setItem(PANE_STORAGE_KEY, JSON.stringify(sizes));
      } catch {
        // Not remembered, still usable.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [sizes]);

  const resize = useCallback((name: PaneName, value: number) => {
    setSizes((previous) => {
      const next = clampPane(name, value);
      return previous[name] === next ? previous : { ...previous, [name]: next };
    });
  }, []);
  return [sizes, resize];
}
