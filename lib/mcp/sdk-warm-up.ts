import { preloadSchemas as preloadClientSchemas } from '@modelcontextprotocol/client';
import { preloadSchemas as preloadServerSchemas } from '@modelcontextprotocol/server';

/*
 * The SDK builds its zod wire schemas lazily, the first time a message of a protocol era is
 * validated: profiled, that was most of a page's first handshake (the SDK's own work, not the
 * trace's). The SDK exports `preloadSchemas()` to pay it ahead; the client and the server each
 * bundle their own copy, so both are warmed.
 *
 * The work is moved, not removed, and there is more of it: `preloadSchemas()` builds both eras'
 * schemas where one handshake needs one era's (measured in Chromium under the site's CSP, about
 * 100 ms of warm-up for about 40 ms less in the handshake). It runs in two tasks of its own right
 * after the session module is evaluated, while the playground is still loading (its loader
 * yields to the browser between stages), so it lengthens neither the module's evaluation task
 * nor the first handshake's. A handshake that comes before it builds what it needs itself, as
 * before; the memos are the ones every lazy consumer pulls through, so nothing on the wire
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
