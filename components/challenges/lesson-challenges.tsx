import Link from 'next/link';
import { CodeText } from '@/components/ui/code-text';
import { challengesForLesson } from '@/content/challenges';
import { challengesMessages } from '@/messages/challenges';
import type { LessonSlug } from '@/lib/content/lesson-slugs';
import { challengeHref } from './links';
import { SolvedBadge } from './solved-badge';

const t = challengesMessages;

/**
 * The challenges that put a lesson into practice, for the end of the lesson page. A server
 * component: only the links and the small « Réussi » badges reach the browser.
 */
export function LessonChallenges({ slug }: { slug: LessonSlug }) {
  const list = challengesForLesson(slug);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="defis-lecon" className="space-y-3">
      <h2 id="defis-lecon" className="text-2xl font-semibold">
        {t.lesson.heading}
      </h2>
      <p>{t.lesson.intro}</p>
      <ul className="space-y-2">
        {list.map((challenge) => (
          <li key={challenge.id} className="flex flex-wrap items-center gap-2">
            <Link href={challengeHref(challenge.id)} aria-label={t.open(challenge.title)}>
              {challenge.title}
            </Link>
            <SolvedBadge id={challenge.id} />
            <span className="basis-full text-sm text-muted">
              <CodeText text={challenge.goal} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
