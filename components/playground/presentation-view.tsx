'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { presentationMessages } from '@/messages/presentation';
import type { PlaygroundState } from '@/lib/playground/controller';
import type { Stage } from './stage';
import type { Presentation } from './use-presentation';

const t = presentationMessages.mode;

interface Props {
  stage: Stage;
  state: Pick<PlaygroundState, 'entries' | 'status' | 'revision'>;
  /** The scenario's title. */
  title: string;
  presentation: Presentation;
  /** The scenario and revision switch: the presenter changes them without leaving. */
  controls?: ReactNode;
}

/**
 * The presentation layout, for a projector: what is shown, the stepper, the diagram beside the
 * inspector, nothing else. The audience's window has no controls: it follows the presenter.
 */
export function PresentationView({ stage, state, title, presentation, controls }: Props) {
  const { audience, audienceNotice } = presentation;
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col gap-3 lg:ml-[var(--ws-x,0px)] lg:w-[var(--ws-w,100%)]">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 className="m-0 text-3xl font-bold" data-presentation-title="">
          {t.nowShowing({ scenario: title, revision: state.revision })}
        </h2>
        {audience ? (
          <p className="sr-only">{t.audienceTitle}</p>
        ) : (
          <div className="ml-auto flex flex-wrap gap-1">
            <Button size="control" onClick={presentation.openAudience}>
              {t.audience}
            </Button>
            <Button size="control" onClick={() => presentation.setPresenting(false)}>
              {t.leave}
            </Button>
          </div>
        )}
      </div>
      {audience ? null : controls}
      {audience && state.entries.length === 0 && state.status !== 'running' ? (
        <p role="status">{t.audienceWaiting}</p>
      ) : null}
      {audience && audienceNotice ? <p role="alert">{audienceNotice}</p> : null}
      {stage.loading}
      {audience ? null : stage.stepper}
      <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 lg:flex lg:flex-col">{stage.diagram}</div>
        <div className="min-w-0 lg:max-h-[calc(100dvh-9rem)] lg:overflow-auto">
          {stage.inspector}
        </div>
      </div>
    </div>
  );
}
