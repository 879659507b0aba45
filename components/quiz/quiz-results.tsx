'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import { masteryOf, missedQuestionIds, type QuizProgress } from '@/lib/quiz/progress';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import { runScore, type QuizRun } from '@/lib/quiz/run';
import { quizThemes } from '@/content/quiz/themes';
import { quizMessages } from '@/messages/quiz';
import { ReviewLink } from './review-link';
import { CodeText } from '@/components/ui/code-text';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button, buttonClasses } from '@/components/ui/button';

const t = quizMessages.results;

interface QuizResultsProps {
  run: QuizRun;
  review: boolean;
  questionsById: ReadonlyMap<string, PreparedQuestion>;
  progress: QuizProgress;
  /** Every question of each theme, to show the overall progress per theme. */
  themeQuestionIds: Record<string, string[]>;
  /** Every question of the bank: the review gathers the missed ones among them. */
  allQuestionIds: readonly string[];
  focusOnMount: boolean;
  onRetry: () => void;
  shareHref: string;
}

/** The end of a run: the score, a per-theme breakdown, the missed questions, what to do next. */
export function QuizResults({
  run,
  review,
  questionsById,
  progress,
  themeQuestionIds,
  allQuestionIds,
  focusOnMount,
  onRetry,
  shareHref,
}: QuizResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const { score, total } = runScore(run);
  const missedCount = missedQuestionIds(progress, allQuestionIds).length;
  const missed = run.order.filter((id) => run.answers[id]?.correct === false);
  const rowByTheme = new Map<string, { score: number; total: number }>();
  for (const id of run.order) {
    const theme = questionsById.get(id)?.theme;
    if (!theme) continue;
    const row = rowByTheme.get(theme) ?? { score: 0, total: 0 };
    row.total += 1;
    if (run.answers[id]?.correct) row.score += 1;
    rowByTheme.set(theme, row);
  }

  return (
    <section aria-labelledby="resultats" className="space-y-6">
      <div className="rounded-lg border-2 border-accent bg-surface p-5">
        <h2 id="resultats" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          {review ? t.reviewHeading : t.heading}
        </h2>
        <p className="mt-2 text-4xl font-bold" aria-hidden="true">
          {t.score(score, total)}
        </p>
        <p className="mt-1 text-lg">{t.scoreSentence(score, total)}</p>
        <p className="mt-1">{t.appreciation(total === 0 ? 0 : score / total)}</p>
      </div>

      <div className="flex flex-wrap gap-3">
        {missedCount > 0 && review ? (
          <Button variant="primary" size="large" onClick={onRetry}>
            {t.review(missedCount)}
          </Button>
        ) : null}
        {missedCount > 0 && !review ? (
          <ReviewLink
            allQuestionIds={allQuestionIds}
            className={buttonClasses({ variant: 'primary', size: 'large' })}
          >
            {t.review(missedCount)}
          </ReviewLink>
        ) : null}
        {review ? null : (
          <Button variant="outline" size="large" onClick={onRetry}>
            {t.retry}
          </Button>
        )}
        <Link href="/quiz" className={buttonClasses({ variant: 'quiet', size: 'large' })}>
          {t.backToThemes}
        </Link>
      </div>

      <section aria-labelledby="par-theme" className="space-y-2">
        <h3 id="par-theme" className="text-xl font-semibold">
          {t.byTheme}
        </h3>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-border">
                <th scope="col" className="py-2 pr-3">
                  {t.themeColumn}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.thisRunColumn}
                </th>
                <th scope="col" className="py-2">
                  {t.overallColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {THEME_SLUGS.map((slug) => {
                const row = rowByTheme.get(slug);
                const overall = masteryOf(progress, themeQuestionIds[slug] ?? []);
                return (
                  <tr key={slug} className="border-b border-border">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <Link href={`/quiz/${slug}`}>{quizThemes[slug].name}</Link>
                    </th>
                    <td className="py-2 pr-3">
                      {row ? t.score(row.score, row.total) : t.notInRun}
                    </td>
                    <td className="py-2">{t.overall(overall.correct, overall.total)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="manquees" className="space-y-2">
        <h3 id="manquees" className="text-xl font-semibold">
          {t.missedHeading}
        </h3>
        {missed.length === 0 ? (
          <p>
            <StatusBadge tone="right">{t.allRight}</StatusBadge>
          </p>
        ) : (
          <ul className="list-disc space-y-1 pl-6">
            {missed.map((id) => {
              const question = questionsById.get(id);
              return question ? (
                <li key={id} className="break-words">
                  <CodeText text={question.prompt} />
                </li>
              ) : null;
            })}
          </ul>
        )}
      </section>

      <p className="text-sm">
        <a href={shareHref} className="break-all">
          {t.shareLink}
        </a>
      </p>
    </section>
  );
}
