import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStore } from '@/lib/storage/local-store';
import {
  CHALLENGE_PROGRESS_KEY,
  emptyChallengeProgress,
  forgetChallenge,
  markSolved,
  predictionIsRight,
  recordPrediction,
  revealHint,
  solvedCount,
} from './progress';
import { challengeProgressSlot as slotOf } from './progress-slot';

const challengeProgressSlot = slotOf({
  key: CHALLENGE_PROGRESS_KEY,
  empty: emptyChallengeProgress,
});

describe('challenge progress', () => {
  it('keeps the prediction until the challenge is solved, then freezes it and the date', () => {
    let progress = recordPrediction(emptyChallengeProgress(), 'a', ['x']);
    progress = markSolved(progress, 'a', 10);
    progress = recordPrediction(progress, 'a', ['y']);
    progress = markSolved(progress, 'a', 20);
    expect(progress.challenges.a).toEqual({ hints: 0, prediction: ['x'], solvedAt: 10 });
    expect(solvedCount(progress, ['a', 'b'])).toBe(1);
  });

  it('reveals hints one by one, never past the last', () => {
    let progress = emptyChallengeProgress();
    for (let i = 0; i < 5; i += 1) progress = revealHint(progress, 'a', 2);
    expect(progress.challenges.a?.hints).toBe(2);
    expect(forgetChallenge(progress, 'a')).toEqual(emptyChallengeProgress());
  });

  it('judges a prediction right only with exactly the right options', () => {
    expect(predictionIsRight(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(predictionIsRight(['a'], ['a', 'b'])).toBe(false);
    expect(predictionIsRight(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
  });
});

describe('stored challenge progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  function install(initial: Record<string, string>) {
    const data = new Map(Object.entries(initial));
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      },
    });
    return data;
  }

  it('reads back what it saved', () => {
    install({});
    const progress = markSolved(emptyChallengeProgress(), 'a', 1);
    expect(new LocalStore(challengeProgressSlot).write(progress)).toBeUndefined();
    expect(new LocalStore(challengeProgressSlot).read()).toEqual({ value: progress });
  });

  it('starts clean with a French notice when the data has a wrong shape', () => {
    install({
      [challengeProgressSlot.key]: JSON.stringify({ v: 1, data: { challenges: { a: 3 } } }),
    });
    const read = new LocalStore(challengeProgressSlot).read();
    expect(read.value).toEqual(emptyChallengeProgress());
    expect(read.notice).toMatch(/remises à zéro/);
  });
});
