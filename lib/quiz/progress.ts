// zod/mini: quiz pages validate stored answers with it, where the full zod would weigh ≈ 90 KB gzip.
import * as z from 'zod/mini';
import { LocalStore } from '@/lib/storage/local-store';
import { SessionSchema, startSession, type Session } from './session';
import type { ThemeSlug } from './schema';

/** The latest answer to one question, wherever it was given (quiz, review or lesson). */
export const QuestionRecordSchema = z.strictObject({
  attempts: z.int().check(z.minimum(1)),
  correct: z.int().check(z.minimum(0)),
  lastCorrect: z.boolean(),
  at: z.number(),
});
export type QuestionRecord = z.infer<typeof QuestionRecordSchema>;

export const RunSchema = z.strictObject({
  score: z.int().check(z.minimum(0)),
  total: z.int().check(z.minimum(1)),
  at: z.number(),
});
export type Run = z.infer<typeof RunSchema>;

/** The scores of one quiz: the last run and the best one. */
export const QuizRecordSchema = z.strictObject({
  last: RunSchema,
  best: RunSchema,
  runs: z.int().check(z.minimum(1)),
});
export type QuizRecord = z.infer<typeof QuizRecordSchema>;

/** Everything the quiz keeps in the browser. Bump PROGRESS_VERSION when this shape changes. */
export const ProgressSchema = z.strictObject({
  questions: z.record(z.string(), QuestionRecordSchema),
  quizzes: z.record(z.string(), QuizRecordSchema),
  sessions: z.record(z.string(), SessionSchema),
});
export type Progress = z.infer<typeof ProgressSchema>;

export const PROGRESS_KEY = 'atelier-mcp:quiz';
export const PROGRESS_VERSION = 1;

export function emptyProgress(): Progress {
  return { questions: {}, quizzes: {}, sessions: {} };
}

/** The versioned localStorage slot of the quiz progress. */
export function progressLocalStore(): LocalStore<typeof ProgressSchema> {
  return new LocalStore(PROGRESS_KEY, PROGRESS_VERSION, ProgressSchema, emptyProgress);
}

/** The key of a theme's quiz, and of the mixed review of mistakes. */
export const REVIEW_QUIZ_KEY = 'revoir';
export function themeQuizKey(theme: ThemeSlug): string {
  return `theme:${theme}`;
}

export function recordAttempt(
  progress: Progress,
  questionId: string,
  correct: boolean,
  at: number,
): Progress {
  const previous = progress.questions[questionId];
  const record: QuestionRecord = {
    attempts: (previous?.attempts ?? 0) + 1,
    correct: (previous?.correct ?? 0) + (correct ? 1 : 0),
    lastCorrect: correct,
    at,
  };
  return { ...progress, questions: { ...progress.questions, [questionId]: record } };
}

export function recordRun(progress: Progress, quizKey: string, run: Run): Progress {
  const previous = progress.quizzes[quizKey];
  const best =
    previous && previous.best.score / previous.best.total > run.score / run.total
      ? previous.best
      : run;
  const record: QuizRecord = { last: run, best, runs: (previous?.runs ?? 0) + 1 };
  return { ...progress, quizzes: { ...progress.quizzes, [quizKey]: record } };
}

export function setSession(
  progress: Progress,
  quizKey: string,
  session: Session | undefined,
): Progress {
  const sessions = { ...progress.sessions };
  if (session) sessions[quizKey] = session;
  else delete sessions[quizKey];
  return { ...progress, sessions };
}

/** The questions whose latest answer was wrong, in the bank's order; unknown ids are ignored. */
export function missedQuestionIds(progress: Progress, knownIds: readonly string[]): string[] {
  return knownIds.filter((id) => progress.questions[id]?.lastCorrect === false);
}

/** How many of these questions were answered, and how many rightly the last time. */
export function masteryOf(
  progress: Progress,
  ids: readonly string[],
): { answered: number; correct: number; total: number } {
  let answered = 0;
  let correct = 0;
  for (const id of ids) {
    const record = progress.questions[id];
    if (!record) continue;
    answered += 1;
    if (record.lastCorrect) correct += 1;
  }
  return { answered, correct, total: ids.length };
}

/**
 * Starts a fresh review of the missed questions (replacing any earlier review run); leaves the
 * progress unchanged when nothing is missed.
 */
export function startReview(
  progress: Progress,
  knownIds: readonly string[],
  seed: string,
  now: number,
): Progress {
  const missed = missedQuestionIds(progress, knownIds);
  if (missed.length === 0) return progress;
  return setSession(progress, REVIEW_QUIZ_KEY, startSession(missed, seed, now));
}
