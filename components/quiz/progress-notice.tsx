'use client';

import { progressStore } from '@/lib/quiz/progress-store';
import { quizMessages } from '@/content/ui/quiz';
import { useProgress } from './use-progress';

/** Says, where the quiz is, that stored progress was unreadable or could not be saved. */
export function ProgressNotice() {
  const snapshot = useProgress();
  if (!snapshot?.notice) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border-2 border-kind-host bg-surface p-4"
    >
      <p className="min-w-0 flex-1">{snapshot.notice}</p>
      <button
        type="button"
        onClick={() => progressStore.dismissNotice()}
        className="rounded border border-border bg-surface-2 px-3 py-1.5 font-medium hover:border-accent"
      >
        {quizMessages.notice.dismiss}
      </button>
    </div>
  );
}
