import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TraceEntry } from '@/lib/mcp/trace';
import { clampStep, Playback } from './playback';
import { StateCell } from './state-cell';
import type { PlaygroundState } from './state';

/** A timeline of `length` steps (their content plays no part in the playback). */
function cellWith(length: number, step = 1): StateCell<PlaygroundState> {
  const entries = Array.from({ length }, (_, i) => ({ seq: i + 1 }) as TraceEntry);
  return new StateCell<PlaygroundState>({
    scenarioId: 'meteo',
    revision: '2026-07-28',
    status: 'ready',
    entries,
    scripted: length,
    step,
    toolOverrides: {},
    framed: false,
    overHttp: false,
    layer: 'jsonrpc',
    playing: false,
    speed: 1,
    view: 'stepper',
  });
}

describe('the playback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves one step per second at speed 1, and stops by itself at the end', () => {
    const cell = cellWith(3);
    const playback = new Playback(cell);
    playback.play();
    expect(cell.get()).toMatchObject({ playing: true, step: 1 });
    vi.advanceTimersByTime(999);
    expect(cell.get().step).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cell.get().step).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(cell.get().step).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(cell.get()).toMatchObject({ playing: false, step: 3 });
    vi.advanceTimersByTime(5000);
    expect(cell.get().step).toBe(3);
  });

  it('starts again from the first step when played at the end', () => {
    const cell = cellWith(4, 4);
    new Playback(cell).play();
    expect(cell.get()).toMatchObject({ playing: true, step: 1 });
  });

  it('changes pace at once when the speed changes while playing', () => {
    const cell = cellWith(10);
    const playback = new Playback(cell);
    playback.play();
    playback.setSpeed(4);
    vi.advanceTimersByTime(250);
    expect(cell.get()).toMatchObject({ step: 2, speed: 4 });
    playback.setSpeed(0.5);
    vi.advanceTimersByTime(1999);
    expect(cell.get().step).toBe(2);
    vi.advanceTimersByTime(1);
    expect(cell.get().step).toBe(3);
  });

  it('pauses and resumes on toggle, and nothing moves while paused', () => {
    const cell = cellWith(5);
    const playback = new Playback(cell);
    playback.togglePlay();
    vi.advanceTimersByTime(1000);
    playback.togglePlay();
    expect(cell.get()).toMatchObject({ playing: false, step: 2 });
    vi.advanceTimersByTime(10_000);
    expect(cell.get().step).toBe(2);
  });

  it('refuses a speed it does not offer, and plays nothing on an empty timeline', () => {
    const cell = cellWith(0, 0);
    const playback = new Playback(cell);
    playback.setSpeed(3 as never);
    playback.play();
    expect(cell.get()).toMatchObject({ speed: 1, playing: false, step: 0 });
  });

  it('keeps a step asked for on the timeline', () => {
    const cell = cellWith(5, 2);
    const playback = new Playback(cell);
    playback.setStep(99);
    expect(cell.get().step).toBe(5);
    playback.setStep(-3);
    expect(cell.get().step).toBe(1);
    expect(clampStep(Number.NaN, 5)).toBe(1);
    expect(clampStep(2.7, 5)).toBe(2);
    expect(clampStep(3, 0)).toBe(0);
  });
});
