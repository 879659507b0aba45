'use client';

import dynamic from 'next/dynamic';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { displayLayout, initialDraft } from '@/lib/quiz/display';
import { grade, isComplete, type Answer } from '@/lib/quiz/grade';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import type { SessionAnswer } from '@/lib/quiz/session';
import { quizMessages } from '@/messages/quiz';
import { ChoiceAnswer, choiceInputId } from './choice-answer';
import { ClassifyAnswer, classifyInputId } from './classify-answer';
import { Feedback } from './feedback';
import { OrderAnswer } from './order-answer';
import { CodeText } from '@/components/ui/code-text';
import { TraceExcerpt } from './trace-excerpt';
import { Button } from '@/components/ui/button';

const t = quizMessages.question;

// A fix question brings the editor's rules, Monaco and the SDK: fetched only when one is shown.
const FixAnswer = dynamic(() => import('./fix-answer').then((m) => m.FixAnswer), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-muted">
      {quizMessages.fix.editorLoading}
    </p>
  ),
});

export interface QuestionCardProps {
  question: PreparedQuestion;
  /** Seeds the order of choices and items: a shared link shows the same screen. */
  seed: string;
  /** The recorded answer, once the question has been answered. */
  result?: SessionAnswer;
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

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    return true;
  return (
    target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox'
  );
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
  const promptId = `${idBase}-enonce`;
  const hintId = `${idBase}-aide`;
  const layout = useMemo(() => displayLayout(question, seed), [question, seed]);
  const [draft, setDraft] = useState<Answer | undefined>(() => initialDraft(question, layout));
  const [incomplete, setIncomplete] = useState(false);
  const [justAnswered, setJustAnswered] = useState(false);
  const promptRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLHeadingElement>(null);
  const fixCheckRef = useRef<(() => void) | null>(null);

  const answered = result !== undefined;
  const shown = result?.answer ?? draft;
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (focusOnMount) promptRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (justAnswered && answered) feedbackRef.current?.focus();
  }, [justAnswered, answered]);

  const update = (answer: Answer) => {
    setDraft(answer);
    setIncomplete(false);
  };

  const validate = () => {
    if (answered) return;
    if (question.type === 'fix') {
      // Entrée outside the editor runs « Vérifier »; the fix card records the end itself.
      fixCheckRef.current?.();
      return;
    }
    if (!draft || !isComplete(question, draft)) {
      setIncomplete(true);
      return;
    }
    setJustAnswered(true);
    onAnswer(draft, grade(question, draft));
  };

  const pickChoice = (id: string) => {
    if (answered) return;
    if (question.type === 'multiple') {
      const current = draft?.type === 'multiple' ? draft.choices : [];
      update({
        type: 'multiple',
        choices: current.includes(id) ? current.filter((c) => c !== id) : [...current, id],
      });
    } else if (question.type === 'single' || question.type === 'trace') {
      update({ type: question.type, choice: id });
    }
  };

  const place = (itemId: string, categoryId: string) => {
    if (answered) return;
    const placement = draft?.type === 'classify' ? draft.placement : {};
    update({ type: 'classify', placement: { ...placement, [itemId]: categoryId } });
  };

  /** Keys 1–9: pick the n-th choice, or the n-th category of the item being answered. */
  const pickByNumber = (n: number, target: EventTarget | null) => {
    if (question.type === 'classify') {
      const category = question.categories[n - 1];
      if (!category) return;
      const inItem =
        target instanceof HTMLElement
          ? target.closest('[data-classify-item]')?.getAttribute('data-classify-item')
          : null;
      const placement = draft?.type === 'classify' ? draft.placement : {};
      const itemId = inItem ?? layout.items.find((id) => !placement[id]) ?? layout.items[0];
      if (!itemId) return;
      place(itemId, category.id);
      // Move on to the next item, so that a whole classification is a row of digits.
      const following = layout.items[layout.items.indexOf(itemId) + 1] ?? itemId;
      const followingCategory = placement[following] ?? question.categories[0]?.id ?? '';
      document.getElementById(classifyInputId(idBase, following, followingCategory))?.focus();
      return;
    }
    const id = layout.choices[n - 1];
    if (!id) return;
    pickChoice(id);
    document.getElementById(choiceInputId(idBase, id))?.focus();
  };

  const handleKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isTextField(event.target)) return;
    if (/^[1-9]$/.test(event.key)) {
      if (answered || question.type === 'order' || question.type === 'fix') return;
      event.preventDefault();
      pickByNumber(Number(event.key), event.target);
      return;
    }
    if (event.key !== 'Enter') return;
    // Links and buttons keep their own Entrée.
    if (event.target instanceof Element && event.target.closest('a, button, summary')) return;
    event.preventDefault();
    if (!answered) validate();
    else next?.onNext();
  };

  const onPageKey = useEffectEvent((event: KeyboardEvent) => handleKey(event));
  useEffect(() => {
    if (keyboardScope !== 'page') return;
    const listener = (event: KeyboardEvent) => onPageKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [keyboardScope]);

  const optionCount =
    question.type === 'classify'
      ? question.categories.length
      : question.type === 'order' || question.type === 'fix'
        ? 0
        : question.choices.length;
  const keyHint =
    question.type === 'classify'
      ? t.classifyKeys(optionCount)
      : question.type === 'order' || question.type === 'fix'
        ? null
        : t.keys(optionCount);

  const answerView = () => {
    switch (question.type) {
      case 'single':
      case 'multiple':
      case 'trace': {
        const byId = new Map(question.choices.map((c) => [c.id, c]));
        const choices = layout.choices.flatMap((id) => byId.get(id) ?? []);
        const picked =
          shown?.type === 'multiple'
            ? shown.choices
            : shown?.type === 'single' || shown?.type === 'trace'
              ? [shown.choice]
              : [];
        const expected = answered
          ? question.type === 'multiple'
            ? question.answers
            : [question.answer]
          : undefined;
        return (
          <ChoiceAnswer
            idBase={idBase}
            legend={<CodeText text={question.prompt} />}
            multiple={question.type === 'multiple'}
            choices={choices}
            picked={picked}
            expected={expected}
            onPick={pickChoice}
          />
        );
      }
      case 'order':
        return (
          <OrderAnswer
            legend={<CodeText text={question.prompt} />}
            items={question.items}
            order={shown?.type === 'order' ? shown.order : layout.startOrder}
            answered={answered}
            onChange={(order) => update({ type: 'order', order })}
          />
        );
      case 'classify': {
        const byId = new Map(question.items.map((i) => [i.id, i]));
        return (
          <ClassifyAnswer
            idBase={idBase}
            categories={question.categories}
            items={layout.items.flatMap((id) => byId.get(id) ?? [])}
            placement={shown?.type === 'classify' ? shown.placement : {}}
            answered={answered}
            onPlace={place}
          />
        );
      }
      case 'fix':
        return (
          <FixAnswer
            idBase={idBase}
            question={question}
            result={result}
            checkRef={fixCheckRef}
            headingLevel={headingLevel === 2 ? 3 : 4}
            onEnd={(answer) => {
              setJustAnswered(true);
              onAnswer(answer, grade(question, answer));
            }}
          />
        );
      default: {
        const unhandled: never = question;
        return unhandled;
      }
    }
  };

  return (
    <section
      aria-labelledby={promptId}
      className="min-w-0 space-y-4"
      onKeyDown={keyboardScope === 'card' ? (event) => handleKey(event.nativeEvent) : undefined}
    >
      {header}
      <Heading
        id={promptId}
        ref={promptRef}
        tabIndex={-1}
        className="text-xl font-semibold break-words sm:text-2xl"
      >
        <CodeText text={question.prompt} />
      </Heading>
      <p id={hintId} className="text-sm text-muted">
        {t.hints[question.type]}
        {keyHint && !answered ? <span className="hidden sm:inline"> {keyHint}</span> : null}
      </p>

      {question.excerpt ? <TraceExcerpt excerpt={question.excerpt} /> : null}

      {answerView()}

      {answered ? (
        <Feedback
          question={question}
          correct={result.correct}
          headingRef={feedbackRef}
          headingLevel={headingLevel === 2 ? 3 : 4}
        />
      ) : question.type === 'fix' ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="primary" size="large" onClick={validate}>
            {t.validate}
          </Button>
          {incomplete ? (
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
