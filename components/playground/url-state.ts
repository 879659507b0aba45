import type { Revision } from '@/lib/mcp/revisions';
import type { LayerView } from '@/lib/playground/layers';
import { updateAddress } from '@/lib/playground/address-schema';

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

/** Drops the `partage` parameter once read: the link has done its work. */
export function forgetSharedState(): void {
  const next = updateAddress(window.location.href, { share: undefined });
  window.history.replaceState(window.history.state, '', next);
}
