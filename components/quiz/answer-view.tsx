'use client';

import dynamic from 'next/dynamic';
import { expectedChoices, pickedChoices, placementOf } from '@/lib/quiz/answering';
import type { DisplayLayout } from '@/lib/quiz/display';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import type { RunAnswer } from '@/lib/quiz/run';
import { quizMessages } from '@/messages/quiz';
import { ChoiceAnswer } from './choice-answer';
import { ClassifyAnswer } from './classify-answer';
import { OrderAnswer } from './order-answer';
import type { useAnswerDraft } from './use-answer-draft';

/** The id of a question's heading (its prompt): the answer group is named by it. */
export const promptIdOf = (idBase: string) => `${idBase}-enonce`;

// A fix question brings the editor's rules, Monaco and the SDK: fetched only when one is shown.
const FixAnswer = dynamic(() => import('./fix-answer').then((m) => m.FixAnswer), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-muted">
      {quizMessages.fix.editorLoading}
    </p>
  ),
});

/** The way to answer a question of each kind, showing the draft or the recorded answer. */
export function AnswerView({
  question,
  layout,
  idBase,
  result,
  draft,
  subHeadingLevel,
}: {
  question: PreparedQuestion;
  layout: DisplayLayout;
  idBase: string;
  result?: RunAnswer;
  draft: ReturnType<typeof useAnswerDraft>;
  subHeadingLevel: 3 | 4;
}) {
  const { shown, answered } = draft;
  switch (question.type) {
    case 'single':
    case 'multiple':
    case 'trace': {
      const byId = new Map(question.choices.map((c) => [c.id, c]));
      return (
        <ChoiceAnswer
          idBase={idBase}
          labelledBy={promptIdOf(idBase)}
          multiple={question.type === 'multiple'}
          choices={layout.choices.flatMap((id) => byId.get(id) ?? [])}
          picked={pickedChoices(shown)}
          expected={answered ? expectedChoices(question) : undefined}
          onPick={draft.pick}
        />
      );
    }
    case 'order':
      return (
        <OrderAnswer
          labelledBy={promptIdOf(idBase)}
          items={question.items}
          order={shown?.type === 'order' ? shown.order : layout.startOrder}
          answered={answered}
          onChange={draft.setOrder}
        />
      );
    case 'classify': {
      const byId = new Map(question.items.map((i) => [i.id, i]));
      return (
        <ClassifyAnswer
          idBase={idBase}
          categories={question.categories}
          items={layout.items.flatMap((id) => byId.get(id) ?? [])}
          placement={placementOf(shown)}
          answered={answered}
          onPlace={draft.place}
        />
      );
    }
    case 'fix':
      return (
        <FixAnswer
          idBase={idBase}
          question={question}
          result={result}
          checkRef={draft.fixCheck}
          headingLevel={subHeadingLevel}
          onEnd={draft.end}
        />
      );
    default: {
      const unhandled: never = question;
      return unhandled;
    }
  }
}
