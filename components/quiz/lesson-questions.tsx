'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Answer } from '@/lib/quiz/grade';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import { recordAttempt } from '@/lib/quiz/progress';
import { quizProgressStore } from '@/lib/quiz/progress-store';
import type { RunAnswer } from '@/lib/quiz/run';
import { quizMessages } from '@/messages/quiz';
import { ProgressNotice } from './progress-notice';
import { QuestionCard } from './question-card';
import { useVisitSeed } from './use-visit-seed';

const t = quizMessages.lesson;

/**
 * The questions at the end of a lesson, all on the page, each answered in place with the same
 * feedback as in the quizzes. Answers count in the learner's progress (and mistakes join the
 * review), but the lesson shows them fresh each visit, in a layout of its own: one fixed order
 * for everyone would let the position of the right answer be learnt.
 */
export function LessonQuestions({
  lesson,
  questions,
}: {
  lesson: string;
  questions: PreparedQuestion[];
}) {
  const [results, setResults] = useState<Record<string, RunAnswer>>({});
  const seed = useVisitSeed(`lecon-${lesson}`);

  const onAnswer = (questionId: string, answer: Answer, correct: boolean) => {
    setResults((previous) => ({ ...previous, [questionId]: { answer, correct } }));
    quizProgressStore.update((p) => recordAttempt(p, questionId, correct, Date.now()));
  };

  return (
    // The lesson page gives this block its heading (« Vérifiez ce que vous avez retenu »).
    <div className="mt-4 space-y-6">
      <p className="max-w-3xl text-muted">{t.intro}</p>
      <ProgressNotice />
      <ol className="space-y-10">
        {questions.map((question, i) => (
          <li key={question.id} className="rounded-lg border border-border bg-surface p-4 sm:p-6">
            <QuestionCard
              key={seed}
              question={question}
              seed={seed}
              result={results[question.id]}
              onAnswer={(answer, correct) => onAnswer(question.id, answer, correct)}
              headingLevel={3}
              keyboardScope="card"
              header={
                <p className="text-sm font-semibold text-muted">
                  {t.count(i + 1, questions.length)}
                </p>
              }
            />
          </li>
        ))}
      </ol>
      <p>
        <Link href="/quiz">{t.allQuizzes}</Link>
      </p>
    </div>
  );
}
