// Loaded on demand by the challenges' progress store: zod stays out of /defis' first bytes.
import * as z from 'zod/mini';
import { LocalStore, type StoragePlace, type StorageSlot } from '@/lib/storage/local-store';

/** What the browser keeps of one challenge: the prediction made, hints shown, when it was solved. */
export const ChallengeRecordSchema = z.strictObject({
  /** The option ids the learner chose before acting. */
  prediction: z.optional(z.array(z.string())),
  /** How many hints have been revealed (they stay revealed). */
  hints: z.int().check(z.minimum(0)),
  solvedAt: z.optional(z.number()),
});
export type ChallengeRecord = z.infer<typeof ChallengeRecordSchema>;

/** Bump the slot's version when this shape changes. */
export const ChallengeProgressSchema = z.strictObject({
  challenges: z.record(z.string(), ChallengeRecordSchema),
});
export type ChallengeProgress = z.infer<typeof ChallengeProgressSchema>;

/** Bump the version when the schema changes: data of another version is dropped, with a notice. */
export const challengeProgressSlot = (
  place: StoragePlace<ChallengeProgress>,
): StorageSlot<typeof ChallengeProgressSchema> => ({
  ...place,
  version: 1,
  schema: ChallengeProgressSchema,
});

export const openChallengeProgress = (place: StoragePlace<ChallengeProgress>) =>
  new LocalStore(challengeProgressSlot(place));
