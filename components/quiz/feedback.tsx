import type { Ref } from 'react';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import { quizMessages } from '@/messages/quiz';
import { FixExplanations } from './fix-feedback';
import { ExpectedOrder } from './order-answer';
import { plainText, CodeText } from '@/components/ui/code-text';
import { TraceMessageView } from './trace-excerpt';

const t = quizMessages.feedback;

interface FeedbackProps {
  question: PreparedQuestion;
  correct: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  headingLevel: 2 | 3 | 4;
}

/** A choice's text as quoted in a sentence: no backticks, no final full stop. */
function quoted(text: string): string {
  return plainText(text).replace(/[.…]$/, '');
}

/** « La bonne réponse : … », for the questions that have one right choice or a set of them. */
function expectedSummary(question: PreparedQuestion): string | undefined {
  switch (question.type) {
    case 'single':
    case 'trace': {
      const choice = question.choices.find((c) => c.id === question.answer);
      return choice ? t.expectedAnswer(quoted(choice.text)) : undefined;
    }
    case 'multiple':
      return t.expectedAnswers(
        question.choices.filter((c) => question.answers.includes(c.id)).map((c) => quoted(c.text)),
      );
    case 'order':
    case 'classify':
    case 'fix':
      return undefined;
  }
}

/**
 * What comes after an answer: the verdict (words and icon, not colour alone), what to remember,
 * where the course and the specification disagree, the source, and the playground step.
 * Choice-by-choice explanations sit next to each choice, above this panel.
 */
export function Feedback({ question, correct, headingRef, headingLevel }: FeedbackProps) {
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';
  const source = question.source;
  const summary = correct ? undefined : expectedSummary(question);
  return (
    <section
      className={`space-y-3 rounded-lg border-2 bg-surface p-4 ${
        correct ? 'border-kind-result' : 'border-kind-error'
      }`}
    >
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className={`flex items-center gap-2 text-xl font-bold ${
          correct ? 'text-kind-result' : 'text-kind-error'
        }`}
      >
        <span aria-hidden="true">{correct ? '✓' : '✗'}</span>
        {correct ? t.right : t.wrong}
      </Heading>
      {summary ? <p className="break-words">{summary}</p> : null}
      <p>
        {question.type === 'order'
          ? t.detail.order
          : question.type === 'classify'
            ? t.detail.classify
            : question.type === 'fix'
              ? t.detail.fix
              : t.detail.choices}
      </p>

      {question.type === 'order' ? (
        <div className="space-y-2">
          <SubHeading className="font-semibold">{t.expectedOrder}</SubHeading>
          <ExpectedOrder items={question.items} />
        </div>
      ) : null}

      {question.type === 'fix' ? (
        <FixExplanations
          question={question}
          headingLevel={Math.min(headingLevel + 1, 5) as 3 | 4 | 5}
        />
      ) : null}

      {question.excerpt?.next ? (
        <div className="min-w-0 space-y-2">
          <SubHeading className="font-semibold">{t.realNext}</SubHeading>
          <TraceMessageView
            message={question.excerpt.next}
            number={question.excerpt.messages.length + 1}
          />
        </div>
      ) : null}

      {question.takeaway ? (
        <p className="break-words">
          <strong>{t.takeaway}&nbsp;: </strong>
          <CodeText text={question.takeaway} />
        </p>
      ) : null}

      {question.specNote ? (
        <div className="rounded-md border-l-4 border-kind-host bg-surface-2 p-3">
          <p className="font-semibold">{t.specNote}</p>
          <p className="break-words">
            <CodeText text={question.specNote} />
          </p>
        </div>
      ) : null}

      <p className="text-sm text-muted">
        {t.source}&nbsp;:{' '}
        {source.kind === 'spec' ? (
          <a href={source.url} className="break-words">
            {source.section}
          </a>
        ) : (
          source.concept
        )}
      </p>

      {question.linkHref ? (
        <p>
          <a href={question.linkHref} className="font-semibold">
            {t.playground}
            <span aria-hidden="true">&nbsp;→</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
