import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { QuizRunner } from '@/components/quiz/quiz-runner';
import { CodeText } from '@/components/ui/code-text';
import { prepareQuestions, questionIdsByTheme, questionsForTheme } from '@/content/quiz';
import { isThemeSlug } from '@/lib/quiz/pages';
import { themeQuizKey } from '@/lib/quiz/progress';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import { quizThemes } from '@/content/quiz/themes';
import { quizMessages } from '@/messages/quiz';

type Params = { params: Promise<{ theme: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return THEME_SLUGS.map((theme) => ({ theme }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { theme } = await params;
  return isThemeSlug(theme) ? { title: quizMessages.themeTitle(quizThemes[theme].name) } : {};
}

export default async function ThemeQuizPage({ params }: Params) {
  const { theme } = await params;
  if (!isThemeSlug(theme)) notFound();
  const info = quizThemes[theme];
  return (
    <>
      <PageHeader
        title={quizMessages.themeTitle(info.name)}
        lead={<CodeText text={info.description} />}
      />
      <div className="max-w-3xl">
        <QuizRunner
          quizKey={themeQuizKey(theme)}
          mode="theme"
          questions={prepareQuestions(questionsForTheme(theme))}
          themeQuestionIds={questionIdsByTheme()}
        />
      </div>
    </>
  );
}
