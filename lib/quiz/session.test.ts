import { describe, expect, it } from 'vitest';
import {
  currentQuestionId,
  isSessionUsable,
  reduceSession,
  sessionScore,
  startSession,
  type Session,
} from './session';

const ids = ['q1', 'q2', 'q3'];
const right = { type: 'single', choice: 'a' } as const;

function answerCurrent(session: Session, correct: boolean): Session {
  const questionId = currentQuestionId(session) ?? '';
  return reduceSession(session, { type: 'answer', questionId, answer: right, correct });
}

describe('a quiz run', () => {
  it('starts at the first question of the seeded order', () => {
    const session = startSession(ids, 'graine', 0);
    expect([...session.order].sort()).toEqual(ids);
    expect(currentQuestionId(session)).toBe(session.order[0]);
    expect(startSession(ids, 'graine', 5).order).toEqual(session.order);
  });

  it('does not move on before the current question is answered', () => {
    const session = startSession(ids, 'graine', 0);
    expect(reduceSession(session, { type: 'next' })).toBe(session);
  });

  it('takes one answer per question, only for the current one', () => {
    const session = startSession(ids, 'graine', 0);
    const other = session.order[1] ?? '';
    expect(
      reduceSession(session, { type: 'answer', questionId: other, answer: right, correct: true }),
    ).toBe(session);
    const answered = answerCurrent(session, false);
    expect(answerCurrent(answered, true)).toBe(answered);
  });

  it('finishes after the last question and counts the right answers', () => {
    let session = startSession(ids, 'graine', 0);
    session = reduceSession(answerCurrent(session, true), { type: 'next' });
    session = reduceSession(answerCurrent(session, false), { type: 'next' });
    session = answerCurrent(session, true);
    expect(session.finished).toBe(false);
    session = reduceSession(session, { type: 'next' });
    expect(session.finished).toBe(true);
    expect(currentQuestionId(session)).toBeUndefined();
    expect(sessionScore(session)).toEqual({ score: 2, total: 3 });
    expect(reduceSession(session, { type: 'next' })).toBe(session);
  });

  it('is dropped when a question it lists no longer exists', () => {
    const session = startSession(ids, 'graine', 0);
    expect(isSessionUsable(session, new Set(ids))).toBe(true);
    expect(isSessionUsable(session, new Set(['q1', 'q2']))).toBe(false);
  });
});
