'use client';

import { useRef, useState } from 'react';
import { digitPick, withChoice, withPlacement } from '@/lib/quiz/answering';
import type { DisplayLayout } from '@/lib/quiz/display';
import { initialDraft } from '@/lib/quiz/display';
import { grade, isComplete, type Answer } from '@/lib/quiz/grade';
import type { Question } from '@/lib/quiz/schema';
import type { RunAnswer } from '@/lib/quiz/run';
import { choiceInputId } from './choice-answer';
import { classifyInputId } from './classify-answer';

interface DraftOptions {
  question: Question;
  layout: DisplayLayout;
  /** The recorded answer, once the question has been answered. */
  result?: RunAnswer;
  onAnswer: (answer: Answer, correct: boolean) => void;
  /** The card's id prefix, to find the input a digit lands on. */
  idBase: string;
}

/**
 * A question's answer while the learner builds it: the draft (lib/quiz/answering.ts does the
 * changes), whether « Valider » found it incomplete, and the end of the question, graded. A fix
 * question keeps its text in its own card, which registers its check in `fixCheck`.
 */
export function useAnswerDraft({ question, layout, result, onAnswer, idBase }: DraftOptions) {
  const [draft, setDraft] = useState<Answer | undefined>(() => initialDraft(question, layout));
  const [incomplete, setIncomplete] = useState(false);
  const [justAnswered, setJustAnswered] = useState(false);
  const fixCheck = useRef<(() => void) | null>(null);
  const answered = result !== undefined;

  const update = (answer: Answer | undefined) => {
    setDraft(answer);
    setIncomplete(false);
  };
  const end = (answer: Answer) => {
    setJustAnswered(true);
    onAnswer(answer, grade(question, answer));
  };
  const pick = (choiceId: string) => {
    if (!answered) update(withChoice(question, draft, choiceId));
  };
  const place = (itemId: string, categoryId: string) => {
    if (!answered) update(withPlacement(draft, itemId, categoryId));
  };

  return {
    /** What the answer view shows: the recorded answer once there is one, else the draft. */
    shown: result?.answer ?? draft,
    answered,
    incomplete,
    /** True from the learner's own answer on: the feedback then takes the focus. */
    justAnswered,
    fixCheck,
    pick,
    place,
    setOrder: (order: string[]) => update({ type: 'order', order }),
    end,
    /** « Valider »: grades a complete answer, says what is missing otherwise. */
    validate: () => {
      if (answered) return;
      // A fix question's « Vérifier » runs the real check; its card ends the question itself.
      if (question.type === 'fix') fixCheck.current?.();
      else if (!draft || !isComplete(question, draft)) setIncomplete(true);
      else end(draft);
    },
    /** Key `n`: picks the n-th option and puts the focus where the next digit will act. */
    digit: (n: number, target: EventTarget | null) => {
      const focusedItem =
        target instanceof HTMLElement
          ? target.closest('[data-classify-item]')?.getAttribute('data-classify-item')
          : undefined;
      const action = digitPick(question, layout, draft, n, focusedItem ?? undefined);
      if (!action) return;
      if (action.type === 'choice') {
        pick(action.choiceId);
        document.getElementById(choiceInputId(idBase, action.choiceId))?.focus();
      } else {
        place(action.itemId, action.categoryId);
        const { itemId, categoryId } = action.focus;
        document.getElementById(classifyInputId(idBase, itemId, categoryId))?.focus();
      }
    },
  };
}
