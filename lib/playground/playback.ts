import type { StateCell } from './state-cell';
import { PLAYBACK_SPEEDS, type PlaybackSpeed, type PlaygroundState } from './state';

/** The step shown, kept on the timeline: 1 to its length, 0 when it is empty. */
export function clampStep(step: number, length: number): number {
  if (!Number.isFinite(step)) return length > 0 ? 1 : 0;
  return Math.max(length > 0 ? 1 : 0, Math.min(Math.trunc(step), length));
}

/**
 * The stepper's position and its autoplay: `step`, `playing` and `speed` of the snapshot, and
 * the one timer that moves the step while playing. Nothing moves unless the learner asks.
 */
export class Playback {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly cell: StateCell<PlaygroundState>) {}

  /** Shows a step (clamped to the timeline). */
  setStep(step: number): void {
    const next = clampStep(step, this.cell.get().entries.length);
    if (next !== this.cell.get().step) this.cell.set({ step: next });
  }

  /** Starts playing from the current step (from the first one when at the end). */
  play(): void {
    const { entries, step } = this.cell.get();
    if (entries.length === 0) return;
    if (step >= entries.length) this.cell.set({ step: 1 });
    this.cell.set({ playing: true });
    this.startTimer();
  }

  pause(): void {
    this.stopTimer();
    if (this.cell.get().playing) this.cell.set({ playing: false });
  }

  togglePlay(): void {
    if (this.cell.get().playing) this.pause();
    else this.play();
  }

  setSpeed(speed: PlaybackSpeed): void {
    if (!PLAYBACK_SPEEDS.includes(speed)) return;
    this.cell.set({ speed });
    if (this.cell.get().playing) this.startTimer();
  }

  private startTimer(): void {
    this.stopTimer();
    this.timer = setInterval(() => {
      const { step, entries } = this.cell.get();
      if (step >= entries.length) {
        this.pause();
        return;
      }
      this.cell.set({ step: step + 1 });
    }, 1000 / this.cell.get().speed);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
