'use client';

import { Button } from '@/components/ui/button';
import { presentationMessages } from '@/messages/presentation';
import type { Presentation } from './use-presentation';

const t = presentationMessages.mode;

/** « Présenter (touche P) » and « Fenêtre du public », beside the stepper or in the toolbar. */
export function PresentationButtons({ presentation }: { presentation: Presentation }) {
  return (
    <>
      <Button size="control" onClick={() => presentation.setPresenting(true)}>
        {t.enter} <kbd className="text-muted [@media(pointer:coarse)]:hidden">({t.enterHint})</kbd>
      </Button>
      <Button size="control" onClick={presentation.openAudience}>
        {t.audience}
      </Button>
    </>
  );
}
