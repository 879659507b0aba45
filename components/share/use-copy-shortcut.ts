'use client';

import { useEffect } from 'react';
import { ownsKey } from '@/components/ui/owns-key';

/** Ctrl+S (⌘+S) runs `copy`, unless the focused element answers that chord itself. */
export function useCopyShortcut(copy: () => Promise<void>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
      if (event.defaultPrevented || ownsKey(event)) return;
      event.preventDefault();
      void copy();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [copy]);
}
