'use client';

import { StatusBadge } from '@/components/ui/status-badge';
import { challengesMessages } from '@/messages/challenges';
import { isSolved } from '@/lib/challenges/progress';
import { useChallengeProgress } from './use-challenge-progress';

const t = challengesMessages;

/** « Réussi » or « À faire », from this browser's progress (nothing before hydration). */
export function SolvedBadge({ id }: { id: string }) {
  const snapshot = useChallengeProgress();
  if (!snapshot) return null;
  return isSolved(snapshot.value, id) ? (
    <StatusBadge tone="right">{t.solved}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{t.notSolved}</StatusBadge>
  );
}
