'use client';

import { useEffect } from 'react';
import { ownsKey } from '@/components/ui/owns-key';
import type { PlaygroundController } from '@/lib/playground/controller';

/**
 * The stepping keys, heard by the whole workspace except where a control needs them (a field,
 * the editor, the terminal); what each key does is the controller's (`pressStepperKey`).
 */
export function useStepperKeys(controller: PlaygroundController, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKey(event)) return;
      if (controller.pressStepperKey(event.key)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller, enabled]);
}
