// No zod here: the schema of stored progress lives in progress-slot.ts, loaded on demand.
import { isRunUsable, reduceRun, runScore, startRun, type QuizRun, type RunEvent } from './run';
import type { ThemeSlug } from './schema';

export type { QuestionRecord, QuizProgress, QuizRecord, Score } from './progress-slot';
import type { QuestionRecord, QuizProgress, QuizRecord, Score } from './progress-slot';

/** Where the quiz progress lives in this browser (no account, no server). */
export const QUIZ_PROGRESS_KEY = 'atelier-mcp:quiz';

export function emptyQuizProgress(): QuizProgress {
  return { questions: {}, quizzes: {}, sessions: {} };
}

/** The key of a theme's quiz, and of the mixed review of mistakes. */
export const REVIEW_QUIZ_KEY = 'revoir';
export function themeQuizKey(theme: ThemeSlug): string {
  return `theme:${theme}`;
}

export function recordAttempt(
  progress: QuizProgress,
  questionId: string,
  correct: boolean,
  at: number,
): QuizProgress {
  const previous = progress.questions[questionId];
  const record: QuestionRecord = {
    attempts: (previous?.attempts ?? 0) + 1,
    correct: (previous?.correct ?? 0) + (correct ? 1 : 0),
    lastCorrect: correct,
    at,
  };
  return { ...progress, questions: { ...progress.questions, [questionId]: record } };
}

/** Records the score of a finished run: the quiz's last score, and its best one. */
export function recordRun(progress: QuizProgress, quizKey: string, score: Score): QuizProgress {
  const previous = progress.quizzes[quizKey];
  const best =
    previous && previous.best.score / previous.best.total > score.score / score.total
      ? previous.best
      : score;
  const record: QuizRecord = { last: score, best, runs: (previous?.runs ?? 0) + 1 };
  return { ...progress, quizzes: { ...progress.quizzes, [quizKey]: record } };
}

/** Keeps (or forgets, with undefined) the run in progress of a quiz. */
export function setRun(
  progress: QuizProgress,
  quizKey: string,
  run: QuizRun | undefined,
): QuizProgress {
  const sessions = { ...progress.sessions };
  if (run) sessions[quizKey] = run;
  else delete sessions[quizKey];
  return { ...progress, sessions };
}

/**
 * Where the run in progress of a quiz stands (the question on screen, out of the run's length),
 * or undefined when there is none, it is finished, or the bank changed since it was saved.
 */
export function runInProgress(
  progress: QuizProgress,
  quizKey: string,
  knownIds: readonly string[],
): { question: number; total: number } | undefined {
  const run = progress.sessions[quizKey];
  if (!run || run.finished || !isRunUsable(run, new Set(knownIds))) return undefined;
  return { question: run.index + 1, total: run.order.length };
}

/** The questions whose latest answer was wrong, in the bank's order; unknown ids are ignored. */
export function missedQuestionIds(progress: QuizProgress, knownIds: readonly string[]): string[] {
  return knownIds.filter((id) => progress.questions[id]?.lastCorrect === false);
}

/** How many of these questions were answered, and how many rightly the last time. */
export function masteryOf(
  progress: QuizProgress,
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
  progress: QuizProgress,
  knownIds: readonly string[],
  seed: string,
  now: number,
): QuizProgress {
  const missed = missedQuestionIds(progress, knownIds);
  if (missed.length === 0) return progress;
  return setRun(progress, REVIEW_QUIZ_KEY, startRun(missed, seed, now));
}

/**
 * Plays one step of a quiz's run on the stored progress: an answer also counts in the
 * question's record (and in the review of mistakes), and the run's last step records its score.
 * A step the run refuses (a second answer, « next » before answering) changes nothing.
 */
export function applyRunEvent(
  progress: QuizProgress,
  quizKey: string,
  event: RunEvent,
  now: number,
): QuizProgress {
  const run = progress.sessions[quizKey];
  if (!run) return progress;
  const next = reduceRun(run, event);
  if (next === run) return progress;
  let out = setRun(progress, quizKey, next);
  if (event.type === 'answer') out = recordAttempt(out, event.questionId, event.correct, now);
  if (next.finished) out = recordRun(out, quizKey, { ...runScore(next), at: now });
  return out;
}
