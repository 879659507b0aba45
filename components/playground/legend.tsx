import { memo } from 'react';
import { playgroundMessages } from '@/content/ui/playground';

const t = playgroundMessages;
const KINDS = ['request', 'result', 'error', 'notification', 'host', 'transport'] as const;
const DASH: Record<(typeof KINDS)[number], string | undefined> = {
  request: undefined,
  result: '9 5',
  error: '3 4',
  notification: '14 4 3 4',
  host: undefined,
  transport: '2 6',
};

/** What the arrows mean: colour, line pattern and a glyph, so colour is never the only cue. */
export const Legend = memo(function Legend() {
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-0 text-sm"
      role="group"
      aria-label={t.legend}
    >
      <span className="font-semibold">{t.legend}</span>
      {KINDS.map((kind) => {
        const colour = kind === 'transport' ? 'var(--muted)' : `var(--kind-${kind})`;
        return (
          <span key={kind} className="inline-flex items-center gap-1">
            <svg width="26" height="10" aria-hidden="true">
              <line
                x1="1"
                x2="25"
                y1="5"
                y2="5"
                stroke={colour}
                strokeWidth="2.5"
                strokeDasharray={DASH[kind]}
              />
            </svg>
            <span aria-hidden="true" style={{ color: colour }}>
              {t.kindGlyph[kind]}
            </span>
            {t.kinds[kind]}
          </span>
        );
      })}
    </div>
  );
});
