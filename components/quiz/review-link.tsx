'use client';

import Link from 'next/link';
import { quizProgressStore } from '@/lib/quiz/progress-store';
import { startReview } from '@/lib/quiz/progress';
import { randomSeed } from '@/lib/quiz/shuffle';

/**
 * « Revoir mes erreurs »: starts a fresh review of the missed questions as it opens the review
 * page, so that the first missed question is there at once.
 */
export function ReviewLink({
  allQuestionIds,
  className,
  children,
}: {
  allQuestionIds: readonly string[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      href="/quiz/revoir"
      className={className}
      onClick={() =>
        quizProgressStore.update((p) => startReview(p, allQuestionIds, randomSeed(), Date.now()))
      }
    >
      {children}
    </Link>
  );
}
