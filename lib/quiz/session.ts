// zod/mini: quiz pages validate stored answers with it, where the full zod would weigh ≈ 90 KB gzip.
import * as z from 'zod/mini';
import { AnswerSchema, type Answer } from './grade';
import { seededShuffle } from './shuffle';

/** One answered question of a run. */
export const SessionAnswerSchema = z.strictObject({ answer: AnswerSchema, correct: z.boolean() });
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

/**
 * A run through a quiz: its seeded order, where the learner is, and what they answered.
 * Saved after every step, so that leaving for the playground and coming back resumes it.
 */
export const SessionSchema = z.strictObject({
  seed: z.string(),
  order: z.array(z.string()).check(z.minLength(1)),
  index: z.int().check(z.minimum(0)),
  answers: z.record(z.string(), SessionAnswerSchema),
  finished: z.boolean(),
  startedAt: z.number(),
});
export type Session = z.infer<typeof SessionSchema>;

/** Starts a run over these questions, in the order the seed gives. */
export function startSession(questionIds: readonly string[], seed: string, now: number): Session {
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

export function currentQuestionId(session: Session): string | undefined {
  return session.finished ? undefined : session.order[session.index];
}

export type SessionEvent =
  { type: 'answer'; questionId: string; answer: Answer; correct: boolean } | { type: 'next' };

/**
 * The run's transitions. An answer is taken only for the current question and only once;
 * « next » needs the current question answered, and the last « next » finishes the run.
 * Anything else leaves the session unchanged.
 */
export function reduceSession(session: Session, event: SessionEvent): Session {
  const current = currentQuestionId(session);
  if (current === undefined) return session;
  switch (event.type) {
    case 'answer':
      if (event.questionId !== current || session.answers[current]) return session;
      return {
        ...session,
        answers: {
          ...session.answers,
          [current]: { answer: event.answer, correct: event.correct },
        },
      };
    case 'next':
      if (!session.answers[current]) return session;
      return session.index + 1 >= session.order.length
        ? { ...session, finished: true }
        : { ...session, index: session.index + 1 };
  }
}

/** Right answers so far, out of the run's length. */
export function sessionScore(session: Session): { score: number; total: number } {
  const score = session.order.filter((id) => session.answers[id]?.correct).length;
  return { score, total: session.order.length };
}

/** False when the bank changed since the run was saved (a question was removed): start again. */
export function isSessionUsable(session: Session, knownIds: ReadonlySet<string>): boolean {
  return session.order.every((id) => knownIds.has(id)) && session.index < session.order.length;
}
