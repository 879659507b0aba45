'use client';

import { quizProgressStore } from '@/lib/quiz/progress-store';
import { quizMessages } from '@/messages/quiz';
import { useQuizProgress } from './use-quiz-progress';
import { Button } from '@/components/ui/button';

/** Says, where the quiz is, that stored progress was unreadable or could not be saved. */
export function ProgressNotice() {
  const snapshot = useQuizProgress();
  if (!snapshot?.notice) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border-2 border-kind-host bg-surface p-4"
    >
      <p className="min-w-0 flex-1">{snapshot.notice}</p>
      <Button
        variant="quiet"
        className="bg-surface-2"
        onClick={() => quizProgressStore.dismissNotice()}
      >
        {quizMessages.notice.dismiss}
      </Button>
    </div>
  );
}
