'use client';

import { presentationMessages } from '@/messages/presentation';
import { useEffect, useRef, useState } from 'react';
import type { PlaygroundController, PlaygroundState } from '@/lib/playground/controller';
import { ownsKey } from '@/components/ui/owns-key';
import type { ChosenField } from './inspector';
import { formatAddress } from '@/lib/address/format';
import type { PlaygroundAddress } from '@/lib/address/parse';
import { AudienceSync, PresenterSync } from '@/lib/presentation/sync';
import { writePresentationFlag } from './url-state';

/** Presentation mode as the page's views use it. */
export interface Presentation {
  presenting: boolean;
  setPresenting: (on: boolean) => void;
  /** This window is the audience's (`?public=1`): it follows the presenter, with no controls. */
  audience: boolean;
  /** Opens the audience's window. */
  openAudience: () => void;
  /** Why the audience dropped the presenter's last message, in French. */
  audienceNotice: string | undefined;
  /** The field being explained, mirrored to the audience with the step. */
  field: ChosenField | undefined;
  setField: (field: ChosenField) => void;
}

/**
 * Presentation mode (button, key P, `?presentation=1`; Échap leaves) and the link between the
 * presenter's window and the audience window over BroadcastChannel. Closing either window
 * breaks nothing: the other simply stops hearing from it.
 */
export function usePresentation(
  controller: PlaygroundController,
  address: Pick<PlaygroundAddress, 'audience' | 'presentation'>,
): Presentation {
  // Whether this window is the audience window (`?public=1`), which follows the presenter.
  const audience = address.audience;
  const [presenting, setPresenting] = useState(() => audience || address.presentation);

  // The field being explained: mirrored to the audience with the step.
  const [field, setField] = useState<ChosenField | undefined>();
  const fieldRef = useRef(field);
  const schedulePost = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    fieldRef.current = field;
    // A new field chosen by the presenter is posted like a new step.
    schedulePost.current?.();
  }, [field]);

  useEffect(() => {
    const root = document.documentElement;
    if (presenting) root.dataset.presentation = '';
    else delete root.dataset.presentation;
    return () => {
      delete root.dataset.presentation;
    };
  }, [presenting]);

  useEffect(() => {
    if (!audience) writePresentationFlag(presenting);
  }, [presenting, audience]);

  useEffect(() => {
    if (audience) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsKey(event)) return;
      if (event.key === 'p' || event.key === 'P') setPresenting((on) => !on);
      else if (event.key === 'Escape') setPresenting(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [audience]);

  // Why the audience dropped a message (too deep or too big), in French, until the next state.
  const [audienceNotice, setAudienceNotice] = useState<string | undefined>();

  // The presenter's window posts what it shows; the audience window follows.
  useEffect(() => {
    if (audience) {
      const sync = new AudienceSync((shown) => {
        // Any page of the site can post: a state naming no known scenario is not followed.
        if (!controller.catalogue.get(shown.scenario)) {
          setAudienceNotice(
            presentationMessages.mode.audienceUnknownScenario({ scenario: shown.scenario }),
          );
          return;
        }
        setAudienceNotice(undefined);
        setField(shown.field);
        const current = controller.getState();
        const sameTools = JSON.stringify(current.toolOverrides) === JSON.stringify(shown.tools);
        // Nothing loaded yet (status idle) also needs a load, even on the default scenario.
        const overHttp = shown.transport === 'http';
        if (
          current.status === 'idle' ||
          current.scenarioId !== shown.scenario ||
          current.revision !== shown.version ||
          current.overHttp !== overHttp ||
          !sameTools
        ) {
          void controller.load(shown.scenario, shown.version, {
            step: shown.step,
            toolOverrides: shown.tools,
            overHttp,
            layer: shown.layer ?? 'jsonrpc',
          });
        } else {
          controller.setLayer(shown.layer ?? 'jsonrpc');
          controller.setStep(shown.step);
        }
      }, setAudienceNotice);
      return () => sync.close();
    }
    const sync = new PresenterSync();
    let sent: PlaygroundState | undefined;
    let sentField: ChosenField | undefined;
    const post = () => {
      pending = undefined;
      const s = controller.getState();
      if (s.status !== 'ready') return;
      // Play, pause and speed change nothing the audience sees.
      if (
        sent?.scenarioId === s.scenarioId &&
        sent.revision === s.revision &&
        sent.step === s.step &&
        sent.layer === s.layer &&
        sent.session?.link === s.session?.link &&
        sent.toolOverrides === s.toolOverrides &&
        sentField === fieldRef.current
      )
        return;
      sent = s;
      sentField = fieldRef.current;
      sync.send({
        scenario: s.scenarioId,
        version: s.revision,
        step: s.step,
        ...(s.session?.link === 'http' && { transport: 'http' as const }),
        layer: s.layer,
        tools: { ...s.toolOverrides },
        ...(sentField && { field: sentField }),
      });
    };
    // Posted in a task of its own, after the step is drawn here; quick presses coalesce.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      pending ??= setTimeout(post, 0);
    };
    post();
    const unsubscribe = controller.subscribe(schedule);
    schedulePost.current = schedule;
    return () => {
      schedulePost.current = undefined;
      clearTimeout(pending);
      unsubscribe();
      sync.close();
    };
  }, [audience, controller]);

  const openAudience = () => {
    window.open(formatAddress({ audience: true }), 'atelier-mcp-public', 'noopener');
  };

  return {
    presenting,
    setPresenting,
    audience,
    openAudience,
    audienceNotice,
    field,
    setField,
  };
}
