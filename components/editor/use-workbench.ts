'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Workbench, type WorkbenchPort } from '@/lib/editor/workbench';
import type { WorkbenchContext, WorkbenchSnapshot } from '@/lib/editor/workbench-state';

/**
 * The editor's state machine (lib/editor/workbench.ts), kept for the life of the view: the
 * playground's changes are handed to it, and its snapshot is drawn. On unmount, a draft still
 * waiting for its save is saved.
 */
export function useWorkbench(
  port: WorkbenchPort,
  { scenarioId, servers, toolOverrides, toolsParam }: WorkbenchContext,
): { workbench: Workbench; view: WorkbenchSnapshot } {
  const [workbench] = useState(() => new Workbench(port));
  const view = useSyncExternalStore(
    workbench.subscribe,
    workbench.getSnapshot,
    workbench.getSnapshot,
  );
  useEffect(() => {
    workbench.sync({
      scenarioId,
      servers,
      toolOverrides,
      ...(toolsParam !== undefined && { toolsParam }),
    });
  }, [workbench, scenarioId, servers, toolOverrides, toolsParam]);
  useEffect(() => () => workbench.stop(), [workbench]);
  return { workbench, view };
}
