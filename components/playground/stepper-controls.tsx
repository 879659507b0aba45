'use client';

import { memo, type ReactNode } from 'react';
import { playgroundMessages } from '@/messages/playground';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '@/lib/playground/controller';
import { Button } from '@/components/ui/button';

const t = playgroundMessages;

const ICONS = {
  first: 'M5 4h2v16H5zM19 4v16L8 12z',
  previous: 'M18 4v16L6 12z',
  play: 'M7 4v16l12-8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  next: 'M6 4v16l12-8z',
  last: 'M17 4h2v16h-2zM5 4v16l11-8z',
} as const;

/** Drawn icons: the symbol fonts of school machines often lack ⏮ and ⏭. */
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={ICONS[name]} />
    </svg>
  );
}

interface Props {
  step: number;
  total: number;
  playing: boolean;
  speed: PlaybackSpeed;
  onStep: (step: number) => void;
  onTogglePlay: () => void;
  onSpeed: (speed: PlaybackSpeed) => void;
  /** More buttons at the end of the row (presentation), on wide screens only. */
  extra?: ReactNode;
}

/** First / previous / play / next / last, the speed and a slider to scrub the timeline. */
export const StepperControls = memo(function StepperControls({
  step,
  total,
  playing,
  speed,
  onStep,
  onTogglePlay,
  onSpeed,
  extra,
}: Props) {
  const none = total === 0;
  const counter = none ? t.noStep : t.stepOf({ step, total });
  return (
    <div
      role="group"
      aria-label={t.controls}
      // A layer of its own (as the diagram, the list and the inspector): what changes at each
      // step is repainted alone, not the whole page with the panels below.
      className="flex flex-wrap items-center gap-x-2 gap-y-1 will-change-transform"
    >
      <div className="flex flex-wrap items-center gap-1">
        <Button
          size="control"
          // On a phone the bar sticks above the panels: it keeps the three buttons that step, and
          // the message list jumps anywhere (the bar stays under a tenth of the screen).
          className="max-sm:hidden"
          aria-label={t.first}
          title={t.first}
          disabled={none || step <= 1}
          onClick={() => onStep(1)}
        >
          <Icon name="first" />
        </Button>
        <Button
          size="control"
          aria-label={t.previous}
          title={t.previous}
          disabled={none || step <= 1}
          onClick={() => onStep(step - 1)}
        >
          <Icon name="previous" />
        </Button>
        <Button
          size="control"
          className="sm:min-w-24"
          aria-label={playing ? t.pause : t.play}
          aria-pressed={playing}
          disabled={none}
          onClick={onTogglePlay}
        >
          <Icon name={playing ? 'pause' : 'play'} />
          <span aria-hidden="true" className="max-sm:hidden">
            {playing ? t.pause : t.play}
          </span>
        </Button>
        <Button
          size="control"
          aria-label={t.next}
          title={t.next}
          disabled={none || step >= total}
          onClick={() => onStep(step + 1)}
        >
          <Icon name="next" />
        </Button>
        <Button
          size="control"
          className="max-sm:hidden"
          aria-label={t.last}
          title={t.last}
          disabled={none || step >= total}
          onClick={() => onStep(total)}
        >
          <Icon name="last" />
        </Button>
      </div>
      {/* Silent: the page announces each step once, in its own live region. */}
      <output className="text-lg font-bold tabular-nums" aria-live="off">
        {counter}
      </output>
      <input
        type="range"
        className="min-w-32 flex-1 accent-[var(--accent)] max-sm:hidden"
        min={none ? 0 : 1}
        max={Math.max(total, 1)}
        value={step}
        disabled={none}
        aria-label={t.slider}
        aria-valuetext={counter}
        onChange={(event) => onStep(Number(event.target.value))}
      />
      <label className="flex items-center gap-2 max-sm:hidden">
        <span className="text-muted">{t.speed}</span>
        <select
          className="min-h-11 rounded border border-border bg-surface px-2"
          value={String(speed)}
          onChange={(event) => onSpeed(Number(event.target.value) as PlaybackSpeed)}
        >
          {PLAYBACK_SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {t.speeds[String(s) as keyof typeof t.speeds]}
            </option>
          ))}
        </select>
      </label>
      {extra ? (
        <div data-stepper-extra="" className="ml-auto hidden gap-1 lg:flex">
          {extra}
        </div>
      ) : null}
      {/* Keyboard hints are for keyboards: hidden on touch screens. */}
      <p
        data-keyboard-help=""
        className="m-0 basis-full text-sm text-muted max-sm:hidden [@media(pointer:coarse)]:hidden"
      >
        {t.keyboardHelp}
      </p>
    </div>
  );
});
