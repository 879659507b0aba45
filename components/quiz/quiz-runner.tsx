'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import type { Answer } from '@/lib/quiz/grade';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import { applyRunEvent, missedQuestionIds, setRun } from '@/lib/quiz/progress';
import { quizProgressStore } from '@/lib/quiz/progress-store';
import { currentQuestionId, isRunUsable, runScore, startRun, type QuizRun } from '@/lib/quiz/run';
import { randomSeed } from '@/lib/quiz/shuffle';
import { quizThemes } from '@/content/quiz/themes';
import { quizMessages } from '@/messages/quiz';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ProgressNotice } from './progress-notice';
import { QuestionCard } from './question-card';
import { QuizResults } from './quiz-results';
import { CodeText } from '@/components/ui/code-text';
import { setUrlSeed, useUrlSeed } from './use-url-seed';
import { useQuizProgress } from './use-quiz-progress';
import { Button } from '@/components/ui/button';

const t = quizMessages;

interface QuizRunnerProps {
  /** Where the run and the scores are stored: `theme:<slug>` or `revoir`. */
  quizKey: string;
  /** A theme's quiz, or the mixed review of mistakes. */
  mode: 'theme' | 'review';
  /** The theme's questions, or every question (the review picks the missed ones). */
  questions: PreparedQuestion[];
  /** Every question id by theme, for the per-theme breakdown of the results. */
  themeQuestionIds: Record<string, string[]>;
}

/**
 * A quiz, one question at a time: start screen, questions with their feedback, then the score.
 * Every step is saved, so leaving for the playground and coming back resumes where one was.
 */
export function QuizRunner({ quizKey, mode, questions, themeQuestionIds }: QuizRunnerProps) {
  const snapshot = useQuizProgress();
  const urlSeed = useUrlSeed();
  // Focus moves only after the learner acted, never on page load.
  const [interacted, setInteracted] = useState(false);
  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const allIds = useMemo(() => questions.map((q) => q.id), [questions]);

  const progress = snapshot?.value;
  const stored = progress?.sessions[quizKey];
  const run: QuizRun | undefined =
    stored && isRunUsable(stored, new Set(allIds)) ? stored : undefined;
  const missed = progress ? missedQuestionIds(progress, allIds) : [];
  const pool = mode === 'review' ? missed : allIds;
  // A link with another seed than the stored run asks for a fresh run in that order.
  const runMatchesUrl = run !== undefined && (!urlSeed || urlSeed === run.seed);

  const start = (seed: string) => {
    const ids = mode === 'review' ? missed : allIds;
    if (ids.length === 0) return;
    quizProgressStore.update((p) => setRun(p, quizKey, startRun(ids, seed, Date.now())));
    setUrlSeed(seed);
    setInteracted(true);
  };

  const resume = () => {
    if (!run) return;
    setUrlSeed(run.seed);
    setInteracted(true);
  };

  const onAnswer = (questionId: string, answer: Answer, correct: boolean) => {
    quizProgressStore.update((p) =>
      applyRunEvent(p, quizKey, { type: 'answer', questionId, answer, correct }, Date.now()),
    );
  };

  const onNext = () => {
    setInteracted(true);
    quizProgressStore.update((p) => applyRunEvent(p, quizKey, { type: 'next' }, Date.now()));
  };

  if (!snapshot || !progress) {
    return (
      <p role="status" className="text-muted">
        {t.loading}
      </p>
    );
  }

  if (run && runMatchesUrl && run.finished) {
    return (
      <>
        <ProgressNotice />
        <QuizResults
          run={run}
          review={mode === 'review'}
          questionsById={byId}
          progress={progress}
          themeQuestionIds={themeQuestionIds}
          allQuestionIds={Object.values(themeQuestionIds).flat()}
          focusOnMount={interacted}
          onRetry={() => start(randomSeed())}
          shareHref={`?graine=${run.seed}`}
        />
      </>
    );
  }

  const currentId = run && runMatchesUrl ? currentQuestionId(run) : undefined;
  const current = currentId ? byId.get(currentId) : undefined;
  if (run && current) {
    const index = run.index + 1;
    const total = run.order.length;
    const { score } = runScore(run);
    const isLast = index === total;
    return (
      <>
        <ProgressNotice />
        <QuestionCard
          key={current.id}
          question={current}
          seed={run.seed}
          result={run.answers[current.id]}
          onAnswer={(answer, correct) => onAnswer(current.id, answer, correct)}
          keyboardScope="page"
          focusOnMount={interacted}
          next={{ label: isLast ? t.question.finish : t.question.next, onNext }}
          header={
            <div className="space-y-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold" aria-live="polite">
                  {t.question.progress(index, total)}
                </p>
                <p className="text-sm text-muted">
                  {mode === 'review'
                    ? `${t.question.themeOf(quizThemes[current.theme].name)} · `
                    : ''}
                  {t.question.rightSoFar(score)}
                </p>
              </div>
              <ProgressBar
                max={total}
                value={run.index + (run.answers[current.id] ? 1 : 0)}
                label={t.question.progressLabel}
              />
            </div>
          }
        />
      </>
    );
  }

  // The start screen: a fresh run, or the choice between resuming and a linked order.
  const record = progress.quizzes[quizKey];
  return (
    <div className="space-y-5">
      <ProgressNotice />
      {pool.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-border bg-surface p-5">
          <p>{t.start.reviewEmpty}</p>
          <Link href="/quiz" className="font-semibold">
            {t.start.backToThemes}
          </Link>
        </div>
      ) : (
        <div className="space-y-4 rounded-lg border border-border bg-surface p-5">
          <p className="text-lg">
            {mode === 'review' ? t.start.reviewCount(pool.length) : t.start.count(pool.length)}
          </p>
          {urlSeed && !runMatchesUrl ? <p>{t.start.seedFromLink(urlSeed)}</p> : null}
          {record ? (
            <p className="text-muted">
              {t.home.lastScore(record.last.score, record.last.total)} ·{' '}
              {t.home.bestScore(record.best.score, record.best.total)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" size="large" onClick={() => start(urlSeed ?? randomSeed())}>
              {mode === 'review' ? t.start.startReview : t.start.start}
            </Button>
            {run && !run.finished && !runMatchesUrl ? (
              <Button variant="outline" size="large" onClick={resume}>
                {t.start.resume(run.index + 1, run.order.length)}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-muted">
            <CodeText text={t.home.keyboard} />
          </p>
        </div>
      )}
    </div>
  );
}
