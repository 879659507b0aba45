import { stepFromHash } from '@/lib/links';
import { isRevision, type Revision } from '@/lib/mcp/revisions';

/** What the address bar says on arrival: `?scenario=…&version=…#etape-N`. */
export function readPlaygroundUrl(): {
  scenario: string | undefined;
  revision: Revision | undefined;
  step: number | undefined;
} {
  const params = new URLSearchParams(window.location.search);
  const version = params.get('version');
  return {
    scenario: params.get('scenario') ?? undefined,
    revision: isRevision(version) ? version : undefined,
    step: stepFromHash(window.location.hash),
  };
}

/**
 * Keeps the address in step with the screen. `replaceState` only: stepping through a trace
 * must not fill the back button with hundreds of entries. Other parameters are kept.
 */
export function writePlaygroundUrl(target: {
  scenario: string;
  revision: Revision;
  step: number;
}): void {
  const url = new URL(window.location.href);
  url.searchParams.set('scenario', target.scenario);
  url.searchParams.set('version', target.revision);
  url.hash = target.step > 0 ? `etape-${target.step}` : '';
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
