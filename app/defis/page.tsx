import type { Metadata } from 'next';
import { ChallengeList } from '@/components/challenges/challenge-list';
import { PageHeader } from '@/components/ui/page-header';
import { challengesInListOrder } from '@/content/challenges';
import { quizThemes } from '@/content/quiz/themes';
import { challengesMessages } from '@/messages/challenges';
import { THEME_SLUGS } from '@/lib/quiz/slugs';

const t = challengesMessages;

export const metadata: Metadata = { title: t.title };

export default function ChallengesPage() {
  const themes = THEME_SLUGS.map((slug) => ({
    slug,
    name: quizThemes[slug].name,
    challenges: challengesInListOrder
      .filter((challenge) => challenge.theme === slug)
      .map(({ id, title, goal }) => ({ id, title, goal })),
  })).filter((theme) => theme.challenges.length > 0);
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro} />
      <section aria-labelledby="comment" className="mb-10 max-w-3xl space-y-2">
        <h2 id="comment" className="text-xl font-semibold">
          {t.howHeading}
        </h2>
        {t.how.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <ChallengeList themes={themes} />
    </>
  );
}
