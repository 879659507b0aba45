'use client';

import Link from 'next/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CodeText } from '@/components/ui/code-text';
import { challengesMessages } from '@/messages/challenges';
import { solvedCount } from '@/lib/challenges/progress';
import { challengeHref } from './links';
import { SolvedBadge } from './solved-badge';
import { useChallengeProgress } from './use-challenge-progress';

const t = challengesMessages;

/** What the list shows of a challenge (plain data: the page stays free of the schemas). */
export interface ChallengeSummary {
  id: string;
  title: string;
  goal: string;
}

export interface ChallengeThemeGroup {
  slug: string;
  name: string;
  challenges: ChallengeSummary[];
}

/** /defis: the challenges by theme, each with this browser's progress. */
export function ChallengeList({ themes }: { themes: ChallengeThemeGroup[] }) {
  const snapshot = useChallengeProgress();
  const progress = snapshot?.value;
  return (
    <div className="space-y-10">
      {snapshot?.notice ? (
        <p role="status" className="rounded-lg border-2 border-kind-host bg-surface p-4">
          {snapshot.notice}
        </p>
      ) : null}
      {themes.map((theme) => {
        const ids = theme.challenges.map((c) => c.id);
        const solved = solvedCount(progress, ids);
        return (
          <section key={theme.slug} aria-labelledby={`theme-${theme.slug}`} className="space-y-4">
            <div className="space-y-1">
              <h2 id={`theme-${theme.slug}`} className="text-2xl font-semibold">
                {theme.name}
              </h2>
              <p className="text-sm text-muted">
                {t.count(ids.length)}
                {progress ? ` · ${t.solvedOf(solved, ids.length)}` : ''}
              </p>
              {progress ? (
                <div className="max-w-xs">
                  <ProgressBar
                    value={solved}
                    max={ids.length}
                    label={t.themeProgressLabel(theme.name)}
                  />
                </div>
              ) : null}
            </div>
            <ul className="grid gap-4 sm:grid-cols-2">
              {theme.challenges.map((challenge) => (
                <li
                  key={challenge.id}
                  className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-5"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-xl font-semibold">
                      <Link href={challengeHref(challenge.id)} aria-label={t.open(challenge.title)}>
                        {challenge.title}
                      </Link>
                    </h3>
                    <SolvedBadge id={challenge.id} />
                  </div>
                  <p className="break-words">
                    <CodeText text={challenge.goal} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
