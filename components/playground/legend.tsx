import { memo } from 'react';
import { ARROW_KINDS, ARROW_STYLE, ArrowSwatch } from '@/components/ui/arrows';
import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages;

/** What the arrows mean: colour, line pattern and a glyph, so colour is never the only cue. */
export const Legend = memo(function Legend() {
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-0 text-sm"
      role="group"
      aria-label={t.legend}
    >
      <span className="font-semibold">{t.legend}</span>
      {ARROW_KINDS.map((kind) => (
        <span key={kind} className="inline-flex items-center gap-1">
          <ArrowSwatch kind={kind} />
          {ARROW_STYLE[kind].label}
        </span>
      ))}
    </div>
  );
});
