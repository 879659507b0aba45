import { describe, expect, it } from 'vitest';
import { currentQuestionId, isRunUsable, reduceRun, runScore, startRun, type QuizRun } from './run';

const ids = ['q1', 'q2', 'q3'];
const right = { type: 'single', choice: 'a' } as const;

function answerCurrent(session: QuizRun, correct: boolean): QuizRun {
  const questionId = currentQuestionId(session) ?? '';
  return reduceRun(session, { type: 'answer', questionId, answer: right, correct });
}

describe('a quiz run', () => {
  it('starts at the first question of the seeded order', () => {
    const session = startRun(ids, 'graine', 0);
    expect([...session.order].sort()).toEqual(ids);
    expect(currentQuestionId(session)).toBe(session.order[0]);
    expect(startRun(ids, 'graine', 5).order).toEqual(session.order);
  });

  it('does not move on before the current question is answered', () => {
    const session = startRun(ids, 'graine', 0);
    expect(reduceRun(session, { type: 'next' })).toBe(session);
  });

  it('takes one answer per question, only for the current one', () => {
    const session = startRun(ids, 'graine', 0);
    const other = session.order[1] ?? '';
    expect(
      reduceRun(session, { type: 'answer', questionId: other, answer: right, correct: true }),
    ).toBe(session);
    const answered = answerCurrent(session, false);
    expect(answerCurrent(answered, true)).toBe(answered);
  });

  it('finishes after the last question and counts the right answers', () => {
    let session = startRun(ids, 'graine', 0);
    session = reduceRun(answerCurrent(session, true), { type: 'next' });
    session = reduceRun(answerCurrent(session, false), { type: 'next' });
    session = answerCurrent(session, true);
    expect(session.finished).toBe(false);
    session = reduceRun(session, { type: 'next' });
    expect(session.finished).toBe(true);
    expect(currentQuestionId(session)).toBeUndefined();
    expect(runScore(session)).toEqual({ score: 2, total: 3 });
    expect(reduceRun(session, { type: 'next' })).toBe(session);
  });

  it('is dropped when a question it lists no longer exists', () => {
    const session = startRun(ids, 'graine', 0);
    expect(isRunUsable(session, new Set(ids))).toBe(true);
    expect(isRunUsable(session, new Set(['q1', 'q2']))).toBe(false);
  });
});
