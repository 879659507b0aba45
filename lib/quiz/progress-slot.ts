// Loaded on demand by the quiz progress store: zod stays out of the quiz pages' first bytes.
import * as z from 'zod/mini';
import { LocalStore, type StoragePlace, type StorageSlot } from '@/lib/storage/local-store';

/** What a learner answered, one shape per kind of question. */
export const AnswerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('single'), choice: z.string() }),
  z.strictObject({ type: z.literal('multiple'), choices: z.array(z.string()) }),
  z.strictObject({ type: z.literal('order'), order: z.array(z.string()) }),
  z.strictObject({ type: z.literal('classify'), placement: z.record(z.string(), z.string()) }),
  z.strictObject({ type: z.literal('trace'), choice: z.string() }),
  z.strictObject({
    type: z.literal('fix'),
    /** The learner's text when the question ended. */
    text: z.string(),
    /** Solved by a check, or « Voir la correction » pressed first. */
    outcome: z.enum(['solved', 'revealed']),
    /** How many times « Vérifier » ran before that. */
    checks: z.int().check(z.minimum(0)),
  }),
]);
export type Answer = z.infer<typeof AnswerSchema>;

/** One answered question of a run. */
export const RunAnswerSchema = z.strictObject({ answer: AnswerSchema, correct: z.boolean() });
export type RunAnswer = z.infer<typeof RunAnswerSchema>;

/**
 * A run through a quiz: its seeded order, where the learner is, and what they answered.
 * Saved after every step, so that leaving for the playground and coming back resumes it.
 */
export const QuizRunSchema = z.strictObject({
  seed: z.string(),
  order: z.array(z.string()).check(z.minLength(1)),
  index: z.int().check(z.minimum(0)),
  answers: z.record(z.string(), RunAnswerSchema),
  finished: z.boolean(),
  startedAt: z.number(),
});
export type QuizRun = z.infer<typeof QuizRunSchema>;

/** The latest answer to one question, wherever it was given (quiz, review or lesson). */
export const QuestionRecordSchema = z.strictObject({
  attempts: z.int().check(z.minimum(1)),
  correct: z.int().check(z.minimum(0)),
  lastCorrect: z.boolean(),
  at: z.number(),
});
export type QuestionRecord = z.infer<typeof QuestionRecordSchema>;

export const ScoreSchema = z.strictObject({
  score: z.int().check(z.minimum(0)),
  total: z.int().check(z.minimum(1)),
  at: z.number(),
});
export type Score = z.infer<typeof ScoreSchema>;

/** The scores of one quiz: the last run and the best one. */
export const QuizRecordSchema = z.strictObject({
  last: ScoreSchema,
  best: ScoreSchema,
  runs: z.int().check(z.minimum(1)),
});
export type QuizRecord = z.infer<typeof QuizRecordSchema>;

/** Everything the quiz keeps in the browser. Bump the slot's version when this shape changes. */
export const QuizProgressSchema = z.strictObject({
  questions: z.record(z.string(), QuestionRecordSchema),
  quizzes: z.record(z.string(), QuizRecordSchema),
  /** The run in progress of each quiz (stored under its first name: renaming it would lose them). */
  sessions: z.record(z.string(), QuizRunSchema),
});
export type QuizProgress = z.infer<typeof QuizProgressSchema>;

/** Bump the version when the schema changes: data of another version is dropped, with a notice. */
export const quizProgressSlot = (
  place: StoragePlace<QuizProgress>,
): StorageSlot<typeof QuizProgressSchema> => ({ ...place, version: 1, schema: QuizProgressSchema });

export const openQuizProgress = (place: StoragePlace<QuizProgress>) =>
  new LocalStore(quizProgressSlot(place));
