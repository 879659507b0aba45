import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyRunEvent,
  emptyQuizProgress,
  QUIZ_PROGRESS_KEY,
  masteryOf,
  missedQuestionIds,
  recordAttempt,
  recordRun,
  REVIEW_QUIZ_KEY,
  runInProgress,
  setRun,
  startReview,
} from './progress';
import { SyncedStore } from '@/lib/storage/synced-store';
import { localSource } from '@/lib/storage/local-store';
import { quizProgressSlot as slotOf } from './progress-slot';
import { startRun } from './run';

const quizProgressSlot = slotOf({ key: QUIZ_PROGRESS_KEY, empty: emptyQuizProgress });

/** A localStorage stand-in, as a browser would give it. */
function fakeStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

function installWindow(storage: Storage) {
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
}

describe('quiz progress', () => {
  it('remembers the latest answer of each question, wherever it was given', () => {
    let p = recordAttempt(emptyQuizProgress(), 'q1', false, 1);
    p = recordAttempt(p, 'q2', true, 2);
    expect(missedQuestionIds(p, ['q1', 'q2', 'q3'])).toEqual(['q1']);
    p = recordAttempt(p, 'q1', true, 3);
    expect(missedQuestionIds(p, ['q1', 'q2', 'q3'])).toEqual([]);
    expect(p.questions.q1).toEqual({ attempts: 2, correct: 1, lastCorrect: true, at: 3 });
  });

  it('ignores answers to questions that left the bank', () => {
    const p = recordAttempt(emptyQuizProgress(), 'retiree', false, 1);
    expect(missedQuestionIds(p, ['q1'])).toEqual([]);
  });

  it('keeps the last and the best score of each quiz', () => {
    let p = recordRun(emptyQuizProgress(), 'theme:erreurs', { score: 8, total: 10, at: 1 });
    p = recordRun(p, 'theme:erreurs', { score: 5, total: 10, at: 2 });
    expect(p.quizzes['theme:erreurs']).toEqual({
      last: { score: 5, total: 10, at: 2 },
      best: { score: 8, total: 10, at: 1 },
      runs: 2,
    });
  });

  it('counts how many questions of a theme were last answered right', () => {
    let p = recordAttempt(emptyQuizProgress(), 'a', true, 1);
    p = recordAttempt(p, 'b', false, 1);
    expect(masteryOf(p, ['a', 'b', 'c'])).toEqual({ answered: 2, correct: 1, total: 3 });
  });

  it('adds and removes a run in progress', () => {
    const run = startRun(['a', 'b'], 'graine', 0);
    const p = setRun(emptyQuizProgress(), 'theme:erreurs', run);
    expect(p.sessions['theme:erreurs']).toBe(run);
    expect(setRun(p, 'theme:erreurs', undefined).sessions).toEqual({});
  });

  it('says where a run in progress stands, and nothing once it is finished or out of date', () => {
    const key = 'theme:erreurs';
    const answer = { type: 'single', choice: 'x' } as const;
    let p = setRun(emptyQuizProgress(), key, startRun(['a', 'b'], 'graine', 0));
    expect(runInProgress(p, key, ['a', 'b'])).toEqual({ question: 1, total: 2 });
    const first = p.sessions[key]?.order[0] ?? '';
    p = applyRunEvent(p, key, { type: 'answer', questionId: first, answer, correct: false }, 1);
    p = applyRunEvent(p, key, { type: 'next' }, 2);
    expect(runInProgress(p, key, ['a', 'b'])).toEqual({ question: 2, total: 2 });
    // A question left the bank since: the run cannot resume, so it is not « in progress ».
    expect(runInProgress(p, key, ['a'])).toBeUndefined();
    expect(runInProgress(p, 'theme:autre', ['a', 'b'])).toBeUndefined();
    const second = p.sessions[key]?.order[1] ?? '';
    p = applyRunEvent(p, key, { type: 'answer', questionId: second, answer, correct: true }, 3);
    p = applyRunEvent(p, key, { type: 'next' }, 4);
    expect(runInProgress(p, key, ['a', 'b'])).toBeUndefined();
  });

  it('plays a run: each answer counts for its question, the last step records the score', () => {
    const key = 'theme:erreurs';
    let p = setRun(emptyQuizProgress(), key, startRun(['a', 'b'], 'graine', 0));
    const [first, second] = p.sessions[key]?.order ?? [];
    const answer = { type: 'single', choice: 'x' } as const;
    p = applyRunEvent(
      p,
      key,
      { type: 'answer', questionId: first ?? '', answer, correct: true },
      1,
    );
    // A second answer to the same question, or an answer out of turn, changes nothing.
    const again = { type: 'answer', questionId: first ?? '', answer, correct: false } as const;
    expect(applyRunEvent(p, key, again, 2)).toBe(p);
    p = applyRunEvent(p, key, { type: 'next' }, 2);
    p = applyRunEvent(
      p,
      key,
      { type: 'answer', questionId: second ?? '', answer, correct: false },
      3,
    );
    expect(p.quizzes[key]).toBeUndefined();
    p = applyRunEvent(p, key, { type: 'next' }, 4);
    expect(p.sessions[key]?.finished).toBe(true);
    expect(p.quizzes[key]?.last).toEqual({ score: 1, total: 2, at: 4 });
    expect(missedQuestionIds(p, ['a', 'b'])).toEqual([second]);
    expect(applyRunEvent(p, 'theme:inconnu', { type: 'next' }, 5)).toBe(p);
  });
});

describe('the review of mistakes', () => {
  it('starts a run over the missed questions only, and not at all when nothing is missed', () => {
    const clean = recordAttempt(emptyQuizProgress(), 'q1', true, 1);
    expect(startReview(clean, ['q1', 'q2'], 'g', 2)).toBe(clean);
    const p = recordAttempt(recordAttempt(clean, 'q2', false, 2), 'q3', false, 3);
    const review = startReview(p, ['q1', 'q2', 'q3'], 'g', 4).sessions[REVIEW_QUIZ_KEY];
    expect([...(review?.order ?? [])].sort()).toEqual(['q2', 'q3']);
  });
});

describe('the progress store in a browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves after each change, in a versioned envelope, and reads it back', () => {
    const storage = fakeStorage();
    installWindow(storage);
    const store = new SyncedStore(localSource(quizProgressSlot), 'until-dismissed');
    const seen = vi.fn();
    const unsubscribe = store.subscribe(seen);
    store.update((p) => recordAttempt(p, 'q1', false, 1));
    expect(seen).toHaveBeenCalledTimes(1);
    const saved = JSON.parse(storage.getItem(quizProgressSlot.key) ?? '{}') as { v: number };
    expect(saved.v).toBe(quizProgressSlot.version);
    expect(
      new SyncedStore(localSource(quizProgressSlot), 'until-dismissed').getSnapshot()?.value
        .questions.q1?.lastCorrect,
    ).toBe(false);
    unsubscribe();
  });

  describe('with damaged data', () => {
    for (const [label, raw] of [
      ['unreadable JSON', '{pas du json'],
      ['an older version', JSON.stringify({ v: 0, data: { questions: {} } })],
      ['a wrong shape', JSON.stringify({ v: quizProgressSlot.version, data: { questions: 3 } })],
    ] as const) {
      it(`starts clean with a French notice on ${label}, never throwing`, () => {
        installWindow(fakeStorage({ [quizProgressSlot.key]: raw }));
        const snapshot = new SyncedStore(
          localSource(quizProgressSlot),
          'until-dismissed',
        ).getSnapshot();
        expect(snapshot?.value).toEqual(emptyQuizProgress());
        expect(snapshot?.notice).toMatch(/remises à zéro/);
      });
    }
  });

  it('gives nothing on the server, so that pages render the same before hydration', () => {
    expect(
      new SyncedStore(localSource(quizProgressSlot), 'until-dismissed').getServerSnapshot(),
    ).toBeNull();
  });
});
