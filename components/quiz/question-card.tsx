'use client';

import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { digitTargets } from '@/lib/quiz/answering';
import { displayLayout } from '@/lib/quiz/display';
import type { Answer } from '@/lib/quiz/grade';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import type { RunAnswer } from '@/lib/quiz/run';
import { quizMessages } from '@/messages/quiz';
import { AnswerView, promptIdOf } from './answer-view';
import { Feedback } from './feedback';
import { CodeText } from '@/components/ui/code-text';
import { TraceExcerpt } from './trace-excerpt';
import { useAnswerDraft } from './use-answer-draft';
import { useQuizKeys } from './use-quiz-keys';
import { Button } from '@/components/ui/button';

const t = quizMessages.question;

export interface QuestionCardProps {
  question: PreparedQuestion;
  /** Seeds the order of choices and items: a shared link shows the same screen. */
  seed: string;
  /** The recorded answer, once the question has been answered. */
  result?: RunAnswer;
  onAnswer: (answer: Answer, correct: boolean) => void;
  /** Shown above the prompt (« Question 3 sur 15 », a progress bar…). */
  header?: ReactNode;
  headingLevel?: 2 | 3;
  /**
   * Where keys 1–9 and Entrée act: anywhere on the page (a quiz, one question at a time) or
   * only inside this card (a lesson, where several questions sit one under the other).
   */
  keyboardScope: 'page' | 'card';
  /** Moves the focus to the prompt when the card appears (after « Question suivante »). */
  focusOnMount?: boolean;
  /** The button under the feedback: « Question suivante » or « Voir mon score ». */
  next?: { label: string; onNext: () => void };
}

/** The hint of keys 1–9, on screens wide enough to have a keyboard, until the question ends. */
function keyHint(question: PreparedQuestion): string | undefined {
  const digits = digitTargets(question);
  if (!digits) return undefined;
  return digits.kind === 'categories' ? t.classifyKeys(digits.count) : t.keys(digits.count);
}

/** One question: its prompt, the way to answer it, and once answered, every explanation. */
export function QuestionCard({
  question,
  seed,
  result,
  onAnswer,
  header,
  headingLevel = 2,
  keyboardScope,
  focusOnMount = false,
  next,
}: QuestionCardProps) {
  const idBase = `q${useId().replaceAll(':', '')}`;
  const promptId = promptIdOf(idBase);
  const layout = useMemo(() => displayLayout(question, seed), [question, seed]);
  const draft = useAnswerDraft({ question, layout, result, onAnswer, idBase });
  const { answered } = draft;
  const promptRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const subHeadingLevel = headingLevel === 2 ? 3 : 4;
  const hint = keyHint(question);

  useEffect(() => {
    if (focusOnMount) promptRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (draft.justAnswered && answered) feedbackRef.current?.focus();
  }, [draft.justAnswered, answered]);

  const onKeyDown = useQuizKeys(
    keyboardScope,
    { answered, pickByDigit: hint !== undefined },
    (action, target) => {
      if (action.type === 'digit') draft.digit(action.n, target);
      else if (action.type === 'validate') draft.validate();
      else next?.onNext();
    },
  );

  return (
    <section aria-labelledby={promptId} className="min-w-0 space-y-4" onKeyDown={onKeyDown}>
      {header}
      <Heading
        id={promptId}
        ref={promptRef}
        tabIndex={-1}
        className="text-xl font-semibold break-words sm:text-2xl"
      >
        <CodeText text={question.prompt} />
      </Heading>
      <p className="text-sm text-muted">
        {t.hints[question.type]}
        {hint && !answered ? <span className="hidden sm:inline"> {hint}</span> : null}
      </p>

      {question.excerpt ? <TraceExcerpt excerpt={question.excerpt} /> : null}

      <AnswerView
        question={question}
        layout={layout}
        idBase={idBase}
        result={result}
        draft={draft}
        subHeadingLevel={subHeadingLevel}
      />

      {result ? (
        <Feedback
          question={question}
          correct={result.correct}
          headingRef={feedbackRef}
          headingLevel={subHeadingLevel}
        />
      ) : question.type === 'fix' ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="primary" size="large" onClick={draft.validate}>
            {t.validate}
          </Button>
          {draft.incomplete ? (
            <p role="alert" className="font-medium text-kind-error">
              {t.incomplete[question.type]}
            </p>
          ) : null}
        </div>
      )}

      {answered && next ? (
        <Button variant="primary" size="large" onClick={next.onNext}>
          {next.label} <span aria-hidden="true">→</span>
        </Button>
      ) : null}
    </section>
  );
}
