'use client';

import { useEffect } from 'react';
import type { PlaygroundAddress } from '@/lib/address/parse';
import type { PlaygroundController, PlaygroundState } from '@/lib/playground/controller';
import { withLastPosition } from '@/lib/address/last-position';
import { readLastPosition, writeLastPosition } from './last-position-store';
import { forgetSharedState, onStepLink, writePlaygroundUrl } from './url-state';

/**
 * Opens what the address asks for, once (the controller checks every part and keeps the
 * notices); a share link is then dropped from the address. Leaving the page ends the session.
 */
export function useOpening(controller: PlaygroundController, address: PlaygroundAddress): void {
  useEffect(() => {
    // A bare `/bac-a-sable` reopens the learner's last place; any link still wins.
    const stored = readLastPosition();
    const remembered = stored && controller.catalogue.get(stored.scenario) ? stored : undefined;
    const opening = controller.open(withLastPosition(address, remembered));
    if (opening.shared) forgetSharedState();
    return () => controller.dispose();
  }, [controller, address]);
}

/**
 * Keeps the address bar saying what is on screen, and follows the `#etape-N` links of the page.
 * The address is written once the learner pauses: Next.js re-renders its router on every
 * history change, too costly to pay on each of a hundred key presses. The audience's window
 * leaves its address alone.
 */
export function useAddressBar(
  controller: PlaygroundController,
  { scenarioId, revision, step, status, session, layer, imported }: PlaygroundState,
  audience: boolean,
): void {
  const overHttp = session?.link === 'http';
  // An HTTP lab is always on HTTP: its address need not say so.
  const httpOnly = controller.scenario?.httpLink === 'only';
  useEffect(() => {
    if (status !== 'ready' || audience) return;
    const timer = setTimeout(() => {
      writePlaygroundUrl({
        scenario: scenarioId,
        revision,
        step,
        overHttp: overHttp && !httpOnly,
        layer,
      });
      if (!imported) writeLastPosition({ scenario: scenarioId, version: revision, step });
    }, 200);
    return () => clearTimeout(timer);
  }, [scenarioId, revision, step, status, audience, overHttp, httpOnly, layer, imported]);

  useEffect(() => {
    if (audience) return;
    return onStepLink((step) => controller.showStep(step));
  }, [controller, audience]);
}
