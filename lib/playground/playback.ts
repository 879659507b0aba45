import {
  crossLayerStep,
  hasHttpLayer,
  neighbourInLayer,
  snapToLayer,
  type LayerView,
} from './layers';
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

  /** Shows a step (clamped to the timeline, and to a step of the layer on screen). */
  setStep(step: number): void {
    const { entries, layer, step: current } = this.cell.get();
    const clamped = clampStep(step, entries.length);
    const next = snapToLayer(entries, layer, clamped, clamped < current ? -1 : 1);
    if (next !== current) this.cell.set({ step: next });
  }

  /** Shows the next (1) or previous (-1) step of the layer on screen. */
  stepBy(delta: 1 | -1): void {
    const { entries, layer, step } = this.cell.get();
    const next = neighbourInLayer(entries, layer, step, delta);
    if (next !== step) this.cell.set({ step: next });
  }

  /**
   * Shows the other layer (HTTP exchanges, or the JSON-RPC messages they carry) at the same
   * moment: a message's carrier, an exchange's first message.
   */
  setLayer(layer: LayerView): void {
    const { entries, step } = this.cell.get();
    if (layer === this.cell.get().layer || (layer === 'http' && !hasHttpLayer(entries))) return;
    this.cell.set({ layer, step: step > 0 ? crossLayerStep(entries, step, layer) : step });
  }

  /** Starts playing from the current step (from the first one when at the end). */
  play(): void {
    const { entries, layer, step } = this.cell.get();
    if (entries.length === 0) return;
    if (neighbourInLayer(entries, layer, step, 1) === step) {
      this.cell.set({ step: snapToLayer(entries, layer, 1) });
    }
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
      const { step, entries, layer } = this.cell.get();
      const next = neighbourInLayer(entries, layer, step, 1);
      if (next === step) {
        this.pause();
        return;
      }
      this.cell.set({ step: next });
    }, 1000 / this.cell.get().speed);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
