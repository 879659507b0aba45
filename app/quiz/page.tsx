import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { QuizHome } from '@/components/quiz/quiz-home';
import { questionIdsByTheme } from '@/content/quiz';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import { quizMessages } from '@/messages/quiz';

const t = quizMessages;

export const metadata: Metadata = { title: t.title };

export default function QuizPage() {
  const ids = questionIdsByTheme();
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro} />
      <QuizHome themes={THEME_SLUGS.map((slug) => ({ slug, questionIds: ids[slug] }))} />
    </>
  );
}
