// No zod here: the schema of a stored run lives in progress-slot.ts, loaded on demand.
import type { Answer } from './grade';
import { seededShuffle } from './shuffle';

export type { QuizRun, RunAnswer } from './progress-slot';
import type { QuizRun } from './progress-slot';

/** Starts a run over these questions, in the order the seed gives. */
export function startRun(questionIds: readonly string[], seed: string, now: number): QuizRun {
  if (questionIds.length === 0) throw new Error('A quiz needs at least one question');
  return {
    seed,
    order: seededShuffle(questionIds, seed),
    index: 0,
    answers: {},
    finished: false,
    startedAt: now,
  };
}

export function currentQuestionId(run: QuizRun): string | undefined {
  return run.finished ? undefined : run.order[run.index];
}

export type RunEvent =
  { type: 'answer'; questionId: string; answer: Answer; correct: boolean } | { type: 'next' };

/**
 * The run's transitions. An answer is taken only for the current question and only once;
 * « next » needs the current question answered, and the last « next » finishes the run.
 * Anything else leaves the run unchanged.
 */
export function reduceRun(run: QuizRun, event: RunEvent): QuizRun {
  const current = currentQuestionId(run);
  if (current === undefined) return run;
  switch (event.type) {
    case 'answer':
      if (event.questionId !== current || run.answers[current]) return run;
      return {
        ...run,
        answers: {
          ...run.answers,
          [current]: { answer: event.answer, correct: event.correct },
        },
      };
    case 'next':
      if (!run.answers[current]) return run;
      return run.index + 1 >= run.order.length
        ? { ...run, finished: true }
        : { ...run, index: run.index + 1 };
  }
}

/** Right answers so far, out of the run's length. */
export function runScore(run: QuizRun): { score: number; total: number } {
  const score = run.order.filter((id) => run.answers[id]?.correct).length;
  return { score, total: run.order.length };
}

/** False when the bank changed since the run was saved (a question was removed): start again. */
export function isRunUsable(run: QuizRun, knownIds: ReadonlySet<string>): boolean {
  return run.order.every((id) => knownIds.has(id)) && run.index < run.order.length;
}
