import { afterEach, beforeEach } from 'vitest';

/**
 * happy-dom fires `hashchange` when `history.replaceState` changes the hash; browsers never do.
 * The playground writes `#etape-N` with replaceState and follows `#etape-N` links: in happy-dom
 * it would follow its own writes, late, onto a step the learner has left. Drops those events for
 * the tests of the calling file; a hash changed through `location` still fires.
 */
export function withBrowserLikeHistory(): void {
  const written = new Set<string>();
  let replaceState: History['replaceState'] | undefined;
  const dropOwnWrites = (event: HashChangeEvent) => {
    if (!written.delete(event.newURL)) return;
    event.stopImmediatePropagation();
  };
  beforeEach(() => {
    const original = window.history.replaceState.bind(window.history);
    replaceState = original;
    window.history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      original(state, unused, url);
      if (url !== undefined && url !== null) written.add(new URL(url, window.location.href).href);
    };
    window.addEventListener('hashchange', dropOwnWrites, { capture: true });
  });
  afterEach(() => {
    window.removeEventListener('hashchange', dropOwnWrites, { capture: true });
    if (replaceState) window.history.replaceState = replaceState;
    written.clear();
  });
}
