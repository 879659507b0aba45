import { describe, expect, it } from 'vitest';
import { currentQuestionId, isRunUsable, reduceRun, runScore, startRun, type QuizRun } from './run';

const ids = ['q1', 'q2', 'q3'];
const right = { type: 'single', choice: 'a' } as const;

function answerCurrent(run: QuizRun, correct: boolean): QuizRun {
  const questionId = currentQuestionId(run) ?? '';
  return reduceRun(run, { type: 'answer', questionId, answer: right, correct });
}

describe('a quiz run', () => {
  it('starts at the first question of the seeded order', () => {
    const run = startRun(ids, 'graine', 0);
    expect([...run.order].sort()).toEqual(ids);
    expect(currentQuestionId(run)).toBe(run.order[0]);
    expect(startRun(ids, 'graine', 5).order).toEqual(run.order);
  });

  it('does not move on before the current question is answered', () => {
    const run = startRun(ids, 'graine', 0);
    expect(reduceRun(run, { type: 'next' })).toBe(run);
  });

  it('takes one answer per question, only for the current one', () => {
    const run = startRun(ids, 'graine', 0);
    const other = run.order[1] ?? '';
    expect(
      reduceRun(run, { type: 'answer', questionId: other, answer: right, correct: true }),
    ).toBe(run);
    const answered = answerCurrent(run, false);
    expect(answerCurrent(answered, true)).toBe(answered);
  });

  it('finishes after the last question and counts the right answers', () => {
    let run = startRun(ids, 'graine', 0);
    run = reduceRun(answerCurrent(run, true), { type: 'next' });
    run = reduceRun(answerCurrent(run, false), { type: 'next' });
    run = answerCurrent(run, true);
    expect(run.finished).toBe(false);
    run = reduceRun(run, { type: 'next' });
    expect(run.finished).toBe(true);
    expect(currentQuestionId(run)).toBeUndefined();
    expect(runScore(run)).toEqual({ score: 2, total: 3 });
    expect(reduceRun(run, { type: 'next' })).toBe(run);
  });

  it('is dropped when a question it lists no longer exists', () => {
    const run = startRun(ids, 'graine', 0);
    expect(isRunUsable(run, new Set(ids))).toBe(true);
    expect(isRunUsable(run, new Set(['q1', 'q2']))).toBe(false);
  });
});
