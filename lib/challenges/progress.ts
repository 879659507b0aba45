// No zod here: the schema of stored progress lives in progress-slot.ts, loaded on demand.
export type { ChallengeProgress, ChallengeRecord } from './progress-slot';
import type { ChallengeProgress, ChallengeRecord } from './progress-slot';

/** Where the challenges' progress lives in this browser (no account, no server). */
export const CHALLENGE_PROGRESS_KEY = 'atelier-mcp:defis';

export function emptyChallengeProgress(): ChallengeProgress {
  return { challenges: {} };
}

function recordOf(progress: ChallengeProgress, id: string): ChallengeRecord {
  return progress.challenges[id] ?? { hints: 0 };
}

function withRecord(
  progress: ChallengeProgress,
  id: string,
  record: ChallengeRecord,
): ChallengeProgress {
  return { ...progress, challenges: { ...progress.challenges, [id]: record } };
}

/** Keeps the learner's prediction (it can be changed until the challenge is solved). */
export function recordPrediction(
  progress: ChallengeProgress,
  id: string,
  prediction: string[],
): ChallengeProgress {
  const record = recordOf(progress, id);
  if (record.solvedAt !== undefined) return progress;
  return withRecord(progress, id, { ...record, prediction: [...prediction] });
}

/** Reveals the next hint, up to `total`. */
export function revealHint(
  progress: ChallengeProgress,
  id: string,
  total: number,
): ChallengeProgress {
  const record = recordOf(progress, id);
  if (record.hints >= total) return progress;
  return withRecord(progress, id, { ...record, hints: record.hints + 1 });
}

/** Marks the challenge solved once; later passes keep the first date. */
export function markSolved(progress: ChallengeProgress, id: string, at: number): ChallengeProgress {
  const record = recordOf(progress, id);
  if (record.solvedAt !== undefined) return progress;
  return withRecord(progress, id, { ...record, solvedAt: at });
}

/** Forgets everything about one challenge (its « Recommencer à zéro »). */
export function forgetChallenge(progress: ChallengeProgress, id: string): ChallengeProgress {
  if (!(id in progress.challenges)) return progress;
  const challenges = { ...progress.challenges };
  delete challenges[id];
  return { ...progress, challenges };
}

export function isSolved(progress: ChallengeProgress | undefined, id: string): boolean {
  return progress?.challenges[id]?.solvedAt !== undefined;
}

export function solvedCount(
  progress: ChallengeProgress | undefined,
  ids: readonly string[],
): number {
  return ids.filter((id) => isSolved(progress, id)).length;
}

/** True when the chosen options are exactly the right ones. */
export function predictionIsRight(chosen: readonly string[], answer: readonly string[]): boolean {
  return chosen.length === answer.length && answer.every((id) => chosen.includes(id));
}
