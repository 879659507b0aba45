import type { Revision } from '@/lib/mcp/revisions';
import type { LayerView } from '@/lib/playground/layers';
import {
  parseAddress,
  stepFromHash,
  updateAddress,
  type PlaygroundAddress,
} from '@/lib/address/parse';

/*
 * The playground and the browser's address bar: the one module that reads `window.location`.
 * The address is read once on arrival; afterwards the page only writes it, and hears the
 * `#etape-N` links followed inside the page.
 */

/** The address the playground was opened with. */
export function readPlaygroundAddress(): PlaygroundAddress {
  return parseAddress(window.location);
}

/**
 * Keeps the address in step with the screen. `replaceState` only: stepping through a trace
 * must not fill the back button with hundreds of entries. Other parameters are kept.
 */
export function writePlaygroundUrl(target: {
  scenario: string;
  revision: Revision;
  step: number;
  /** Played over Streamable HTTP at the learner's request (`transport=http`). */
  overHttp?: boolean;
  /** The layer on screen (`couche=http`). */
  layer?: LayerView;
}): void {
  const next = updateAddress(window.location.href, {
    scenario: target.scenario,
    version: target.revision,
    transport: target.overHttp ? 'http' : undefined,
    layer: target.layer === 'http' ? 'http' : undefined,
    step: target.step,
  });
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}

/**
 * Says in the address whether the presenter is presenting (`presentation=1`): Échap drops it,
 * so a reload does not put the projector view back; P adds it, so a reload keeps it.
 */
export function writePresentationFlag(on: boolean): void {
  const next = updateAddress(window.location.href, { presentation: on ? true : undefined });
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}

/** Drops the `partage` parameter once read: the link has done its work. */
export function forgetSharedState(): void {
  const next = updateAddress(window.location.href, { share: undefined });
  window.history.replaceState(window.history.state, '', next);
}

/** Calls `listener` with the step of each `#etape-N` link followed; returns the way to stop. */
export function onStepLink(listener: (step: number) => void): () => void {
  const onHash = () => {
    const step = stepFromHash(window.location.hash);
    if (step !== undefined) listener(step);
  };
  window.addEventListener('hashchange', onHash);
  return () => window.removeEventListener('hashchange', onHash);
}
