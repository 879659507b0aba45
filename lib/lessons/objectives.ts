import { z } from 'zod';
import { RichTextSchema } from './schema';
import { LESSON_SLUGS } from '@/lib/content/lesson-slugs';

const IdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant attendu en minuscules et tirets (kebab-case)');

/**
 * Where a fact comes from in the course material (shared/seeds): a « À retenir » list, the flash
 * cards, the server worksheet, or a fact the review found checked by the quiz but taught nowhere.
 */
export const OBJECTIVE_ORIGINS = [
  /** 000: the « À retenir » list. */
  's0-a-retenir',
  /** 000: the worksheet « cadrer les primitives de ton futur serveur » and its filled example. */
  's0-fiche',
  /** 001: « Ce qu’il faut retenir avant de poursuivre ». */
  's1-a-retenir',
  /** 003: the « À retenir » list. */
  's3-a-retenir',
  /** 003: the flash cards. */
  's3-cartes',
  /** 002: « Idées reçues courantes », each written as the specification says it. */
  's2-idees-recues',
  /** Checked by the quiz but taught by no lesson (review of 2026-12-01, §1). */
  'revue',
] as const;

/**
 * One learning objective: a fact the learner must know, the lesson section that teaches it and
 * the quiz questions that check it. The tests resolve both and fail when either is missing.
 */
export const ObjectiveSchema = z.strictObject({
  id: IdSchema,
  /** The fact, as the learner should be able to say it (French). */
  fact: RichTextSchema,
  origin: z.enum(OBJECTIVE_ORIGINS),
  taught: z.strictObject({ lesson: z.enum(LESSON_SLUGS), section: IdSchema }),
  /** Ids of quiz questions (content/quiz/) that check this fact. */
  checkedBy: z.array(IdSchema),
});
export type Objective = z.infer<typeof ObjectiveSchema>;
export type ObjectiveInput = z.input<typeof ObjectiveSchema>;
