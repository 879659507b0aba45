// Loaded on demand by the challenges' progress store: zod stays out of /defis' first bytes.
import * as z from 'zod/mini';
import { LocalStore, type StorageSlot } from '@/lib/storage/local-store';

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

/** Where the store keeps it (the key and the empty value come from the light module). */
export interface Place<T> {
  key: string;
  empty: () => T;
}

/** Bump the version when the schema changes: data of another version is dropped, with a notice. */
export function challengeProgressSlot(
  place: Place<ChallengeProgress>,
): StorageSlot<typeof ChallengeProgressSchema> {
  return { key: place.key, version: 1, schema: ChallengeProgressSchema, empty: place.empty };
}

export function openChallengeProgress(
  place: Place<ChallengeProgress>,
): LocalStore<typeof ChallengeProgressSchema> {
  return new LocalStore(challengeProgressSlot(place));
}
