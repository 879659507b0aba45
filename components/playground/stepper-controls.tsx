'use client';

import { memo } from 'react';
import { messages } from '@/content/ui/messages';
import { fillTemplate } from '@/lib/mcp/template';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '@/lib/playground/controller';
import { buttonClass } from './styles';

const t = messages.playground;

interface Props {
  step: number;
  total: number;
  playing: boolean;
  speed: PlaybackSpeed;
  onStep: (step: number) => void;
  onTogglePlay: () => void;
  onSpeed: (speed: PlaybackSpeed) => void;
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
}: Props) {
  const none = total === 0;
  const counter = none ? t.noStep : fillTemplate(t.stepOf, { step, total });
  return (
    <div role="group" aria-label={t.controls} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          aria-label={t.first}
          title={t.first}
          disabled={none || step <= 1}
          onClick={() => onStep(1)}
        >
          <span aria-hidden="true">⏮</span>
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-label={t.previous}
          title={t.previous}
          disabled={none || step <= 1}
          onClick={() => onStep(step - 1)}
        >
          <span aria-hidden="true">◀</span>
        </button>
        <button
          type="button"
          className={`${buttonClass} min-w-28`}
          aria-label={playing ? t.pause : t.play}
          aria-pressed={playing}
          disabled={none}
          onClick={onTogglePlay}
        >
          <span aria-hidden="true">{playing ? '⏸' : '▶'}</span>
          <span aria-hidden="true">{playing ? t.pause : t.play}</span>
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-label={t.next}
          title={t.next}
          disabled={none || step >= total}
          onClick={() => onStep(step + 1)}
        >
          <span aria-hidden="true">▶</span>
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-label={t.last}
          title={t.last}
          disabled={none || step >= total}
          onClick={() => onStep(total)}
        >
          <span aria-hidden="true">⏭</span>
        </button>
        <label className="ml-1 flex items-center gap-2">
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
        <output className="ml-auto text-xl font-bold tabular-nums" aria-live="polite">
          {counter}
        </output>
      </div>
      <input
        type="range"
        className="w-full accent-[var(--accent)]"
        min={none ? 0 : 1}
        max={Math.max(total, 1)}
        value={step}
        disabled={none}
        aria-label={t.slider}
        aria-valuetext={counter}
        onChange={(event) => onStep(Number(event.target.value))}
      />
      <p className="m-0 text-sm text-muted">{t.keyboardHelp}</p>
    </div>
  );
});
