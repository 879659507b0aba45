import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { QuizRunner } from '@/components/quiz/quiz-runner';
import { allQuestions, prepareQuestions, questionIdsByTheme } from '@/content/quiz';
import { REVIEW_QUIZ_KEY } from '@/lib/quiz/progress';
import { quizMessages } from '@/messages/quiz';

const t = quizMessages.home;

export const metadata: Metadata = { title: t.reviewHeading };

export default function ReviewPage() {
  return (
    <>
      <PageHeader title={t.reviewHeading} lead={t.reviewIntro} />
      <div className="max-w-3xl">
        <QuizRunner
          quizKey={REVIEW_QUIZ_KEY}
          mode="review"
          questions={prepareQuestions(allQuestions())}
          themeQuestionIds={questionIdsByTheme()}
        />
      </div>
    </>
  );
}
