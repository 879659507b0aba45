import { preloadSchemas as preloadClientSchemas } from '@modelcontextprotocol/client';
import { preloadSchemas as preloadServerSchemas } from '@modelcontextprotocol/server';

/*
 * The SDK builds its zod wire schemas lazily, the first time a message of a protocol era is
 * validated: profiled, that was most of a page's first handshake (tens of milliseconds in each
 * revision, the SDK's own work, not the trace's). The SDK exports `preloadSchemas()` to pay it
 * ahead; the client and the server each bundle their own copy, so both are warmed.
 *
 * The work is moved, not removed: it runs in two tasks of its own right after the session
 * module is evaluated, while the page is still loading the playground (the loader yields to the
 * browser between its stages), so it neither lengthens the module's evaluation task nor waits
 * inside the first handshake. A handshake that comes before them builds what it needs itself,
 * as before; the memos are the ones every lazy consumer pulls through, so nothing on the wire
 * changes.
 */

type Stage = () => void;

const STAGES: readonly Stage[] = [preloadClientSchemas, preloadServerSchemas];

let scheduled = false;

/** Schedules the SDK's schema building, one task per package; later calls do nothing. */
export function scheduleSdkWarmUp(): void {
  if (scheduled) return;
  scheduled = true;
  const run = (index: number) => {
    const stage = STAGES[index];
    if (!stage) return;
    setTimeout(() => {
      try {
        stage();
      } catch {
        // A failed warm-up only leaves the work to the first handshake, as without it.
      }
      run(index + 1);
    }, 0);
  };
  run(0);
}
