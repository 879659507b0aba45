'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import type { Answer } from '@/lib/quiz/grade';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import {
  missedQuestionIds,
  recordAttempt,
  recordRun,
  setSession,
  type Progress,
} from '@/lib/quiz/progress';
import { progressStore } from '@/lib/quiz/progress-store';
import {
  currentQuestionId,
  isSessionUsable,
  reduceSession,
  sessionScore,
  startSession,
  type Session,
  type SessionEvent,
} from '@/lib/quiz/session';
import { randomSeed } from '@/lib/quiz/shuffle';
import { quizThemes } from '@/content/quiz/themes';
import { quizMessages } from '@/messages/quiz';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ProgressNotice } from './progress-notice';
import { QuestionCard } from './question-card';
import { QuizResults } from './quiz-results';
import { CodeText } from '@/components/ui/code-text';
import { setUrlSeed, useUrlSeed } from './use-url-seed';
import { useProgress } from './use-progress';
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

/** Applies a run transition to the stored progress, recording answers and finished runs. */
function applyEvent(progress: Progress, quizKey: string, event: SessionEvent): Progress {
  const session = progress.sessions[quizKey];
  if (!session) return progress;
  const next = reduceSession(session, event);
  if (next === session) return progress;
  let out = setSession(progress, quizKey, next);
  if (event.type === 'answer')
    out = recordAttempt(out, event.questionId, event.correct, Date.now());
  if (next.finished) out = recordRun(out, quizKey, { ...sessionScore(next), at: Date.now() });
  return out;
}

/**
 * A quiz, one question at a time: start screen, questions with their feedback, then the score.
 * Every step is saved, so leaving for the playground and coming back resumes where one was.
 */
export function QuizRunner({ quizKey, mode, questions, themeQuestionIds }: QuizRunnerProps) {
  const snapshot = useProgress();
  const urlSeed = useUrlSeed();
  // Focus moves only after the learner acted, never on page load.
  const [interacted, setInteracted] = useState(false);
  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const allIds = useMemo(() => questions.map((q) => q.id), [questions]);

  const progress = snapshot?.progress;
  const stored = progress?.sessions[quizKey];
  const session: Session | undefined =
    stored && isSessionUsable(stored, new Set(allIds)) ? stored : undefined;
  const missed = progress ? missedQuestionIds(progress, allIds) : [];
  const pool = mode === 'review' ? missed : allIds;
  // A link with another seed than the stored run asks for a fresh run in that order.
  const sessionMatchesUrl = session !== undefined && (!urlSeed || urlSeed === session.seed);

  const start = (seed: string) => {
    const ids = mode === 'review' ? missed : allIds;
    if (ids.length === 0) return;
    progressStore.update((p) => setSession(p, quizKey, startSession(ids, seed, Date.now())));
    setUrlSeed(seed);
    setInteracted(true);
  };

  const resume = () => {
    if (!session) return;
    setUrlSeed(session.seed);
    setInteracted(true);
  };

  const onAnswer = (questionId: string, answer: Answer, correct: boolean) => {
    progressStore.update((p) =>
      applyEvent(p, quizKey, { type: 'answer', questionId, answer, correct }),
    );
  };

  const onNext = () => {
    setInteracted(true);
    progressStore.update((p) => applyEvent(p, quizKey, { type: 'next' }));
  };

  if (!snapshot || !progress) {
    return (
      <p role="status" className="text-muted">
        {t.loading}
      </p>
    );
  }

  if (session && sessionMatchesUrl && session.finished) {
    return (
      <>
        <ProgressNotice />
        <QuizResults
          session={session}
          review={mode === 'review'}
          questionsById={byId}
          progress={progress}
          themeQuestionIds={themeQuestionIds}
          allQuestionIds={Object.values(themeQuestionIds).flat()}
          focusOnMount={interacted}
          onRetry={() => start(randomSeed())}
          shareHref={`?graine=${session.seed}`}
        />
      </>
    );
  }

  const currentId = session && sessionMatchesUrl ? currentQuestionId(session) : undefined;
  const current = currentId ? byId.get(currentId) : undefined;
  if (session && current) {
    const index = session.index + 1;
    const total = session.order.length;
    const { score } = sessionScore(session);
    const isLast = index === total;
    return (
      <>
        <ProgressNotice />
        <QuestionCard
          key={current.id}
          question={current}
          seed={session.seed}
          result={session.answers[current.id]}
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
                value={session.index + (session.answers[current.id] ? 1 : 0)}
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
          {urlSeed && !sessionMatchesUrl ? <p>{t.start.seedFromLink(urlSeed)}</p> : null}
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
            {session && !session.finished && !sessionMatchesUrl ? (
              <Button variant="outline" size="large" onClick={resume}>
                {t.start.resume(session.index + 1, session.order.length)}
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
