'use client';

import Link from 'next/link';
import { masteryOf, missedQuestionIds, themeQuizKey } from '@/lib/quiz/progress';
import type { ThemeSlug } from '@/lib/quiz/schema';
import { quizThemes } from '@/content/quiz/themes';
import { quizMessages } from '@/messages/quiz';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ProgressNotice } from './progress-notice';
import { ReviewLink } from './review-link';
import { CodeText } from '@/components/ui/code-text';
import { useQuizProgress } from './use-quiz-progress';

const t = quizMessages.home;

interface QuizHomeProps {
  themes: { slug: ThemeSlug; questionIds: string[] }[];
}

/** /quiz: every theme with its scores, and the mixed review of mistakes. */
export function QuizHome({ themes }: QuizHomeProps) {
  const snapshot = useQuizProgress();
  const progress = snapshot?.value;
  const allIds = themes.flatMap((theme) => theme.questionIds);
  const missed = progress ? missedQuestionIds(progress, allIds) : [];

  return (
    <div className="space-y-10">
      <ProgressNotice />

      <section aria-labelledby="themes" className="space-y-4">
        <h2 id="themes" className="text-2xl font-semibold">
          {t.themesHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {themes.map(({ slug, questionIds }) => {
            const theme = quizThemes[slug];
            const record = progress?.quizzes[themeQuizKey(slug)];
            const mastery = progress ? masteryOf(progress, questionIds) : undefined;
            const toReview = progress ? missedQuestionIds(progress, questionIds).length : 0;
            return (
              <li
                key={slug}
                className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-5"
              >
                <h3 className="text-xl font-semibold">
                  <Link href={`/quiz/${slug}`}>{theme.name}</Link>
                </h3>
                <p className="text-sm text-muted">{t.questionCount(questionIds.length)}</p>
                <p className="break-words">
                  <CodeText text={theme.description} />
                </p>
                {mastery ? (
                  <div className="mt-auto space-y-1 pt-2 text-sm">
                    <ProgressBar
                      max={mastery.total}
                      value={mastery.correct}
                      label={t.masteryLabel(theme.name)}
                    />
                    <p>{t.mastery(mastery.correct, mastery.total)}</p>
                    <p className="text-muted">
                      {record
                        ? `${t.lastScore(record.last.score, record.last.total)} · ${t.bestScore(record.best.score, record.best.total)}`
                        : t.notStarted}
                      {toReview > 0 ? ` · ${t.toReview(toReview)}` : ''}
                    </p>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="revoir" className="rounded-lg border border-border bg-surface p-5">
        <h2 id="revoir" className="text-2xl font-semibold">
          {t.reviewHeading}
        </h2>
        <p className="mt-2 max-w-3xl">{t.reviewIntro}</p>
        <div className="mt-4">
          {!progress ? null : missed.length > 0 ? (
            <ReviewLink
              allQuestionIds={allIds}
              className="inline-block rounded-md bg-accent px-5 py-2.5 font-semibold text-accent-fg no-underline hover:opacity-90"
            >
              {t.reviewLink(missed.length)}
            </ReviewLink>
          ) : (
            <p className="text-muted">{t.reviewNone}</p>
          )}
        </div>
      </section>

      <section aria-labelledby="clavier" className="max-w-3xl">
        <h2 id="clavier" className="text-xl font-semibold">
          {t.keyboardHeading}
        </h2>
        <p className="mt-2">
          <CodeText text={t.keyboard} />
        </p>
      </section>
    </div>
  );
}
