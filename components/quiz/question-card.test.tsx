// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '@/lib/quiz/grade';
import type { PreparedQuestion } from '@/lib/quiz/prepare';
import type { RunAnswer } from '@/lib/quiz/run';
import { classifyQuestion, singleQuestion } from '@/tests/fixtures/quiz-questions';
import { QuestionCard, type QuestionCardProps } from './question-card';

const single: PreparedQuestion = singleQuestion;
const classify: PreparedQuestion = classifyQuestion;

/** A card as a quiz holds it: the answer is recorded, then the card shows the feedback. */
function Quiz(
  props: Omit<QuestionCardProps, 'result' | 'onAnswer'> & {
    onAnswer: (answer: Answer, correct: boolean) => void;
  },
) {
  const [result, setResult] = useState<RunAnswer>();
  return (
    <>
      <label>
        Notes personnelles
        <input type="text" />
      </label>
      <QuestionCard
        {...props}
        result={result}
        onAnswer={(answer, correct) => {
          props.onAnswer(answer, correct);
          setResult({ answer, correct });
        }}
      />
    </>
  );
}

function setup(question: PreparedQuestion, scope: 'page' | 'card' = 'page') {
  const onAnswer = vi.fn();
  const onNext = vi.fn();
  const user = userEvent.setup();
  render(
    <Quiz
      question={question}
      seed="graine"
      keyboardScope={scope}
      onAnswer={onAnswer}
      next={{ label: 'Question suivante', onNext }}
    />,
  );
  return { user, onAnswer, onNext };
}

describe('QuestionCard', () => {
  it('picks the n-th choice shown with key n, validates with Entrée, then explains', async () => {
    const { user, onAnswer } = setup(single);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    await user.keyboard('2');
    expect(radios[1]?.checked).toBe(true);
    expect(document.activeElement).toBe(radios[1]);
    const picked = radios[1]?.value;
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith({ type: 'single', choice: picked }, picked === 'a');
    const feedback = screen.getByRole('heading', {
      name: picked === 'a' ? 'Bonne réponse' : 'Réponse incorrecte',
    });
    expect(document.activeElement).toBe(feedback);
    expect(screen.getByText('Méthode inconnue, pas outil inconnu.')).toBeTruthy();
    expect(radios.every((radio) => radio.disabled)).toBe(true);
  });

  it('says in French what is missing instead of grading an empty answer', async () => {
    const { user, onAnswer } = setup(single);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('alert').textContent).toBe('Choisissez une réponse avant de valider.');
    expect(onAnswer).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /-32602/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onAnswer).toHaveBeenCalledWith({ type: 'single', choice: 'a' }, true);
  });

  it('goes to the next question with Entrée once answered', async () => {
    const { user, onNext } = setup(single);
    await user.click(screen.getByRole('radio', { name: /-32601/ }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Réponse incorrecte' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('leaves digits and Entrée to a text field elsewhere on the page', async () => {
    const { user, onAnswer } = setup(single);
    const notes = screen.getByRole('textbox', { name: 'Notes personnelles' });
    await user.type(notes, '12{Enter}');
    expect((notes as HTMLInputElement).value).toBe('12');
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((r) => r.checked)).toBe(false);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('names the choices by the question’s heading, so that the prompt is read once', () => {
    setup(single, 'card');
    const group = screen.getByRole('group', { name: single.prompt });
    expect(group.querySelector('legend')).toBeNull();
    expect(screen.getAllByText(single.prompt)).toHaveLength(1);
  });

  it('in a lesson, listens to the keys inside its own card only', async () => {
    const { user } = setup(single, 'card');
    await user.keyboard('1');
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((r) => r.checked)).toBe(false);
    await user.click(screen.getByRole('heading', { name: single.prompt }));
    await user.keyboard('1');
    expect(screen.getAllByRole<HTMLInputElement>('radio')[0]?.checked).toBe(true);
  });

  it('classifies a whole question with a row of digits, the focus moving item after item', async () => {
    const { user, onAnswer } = setup(classify);
    // One group per item, in the displayed (shuffled) order.
    const items = screen.getAllByRole('group');
    const names = items.map((group) => group.querySelector('legend')?.textContent);
    expect([...names].sort()).toEqual(['Base en panne', 'Méthode inconnue', 'Outil inconnu']);
    const [first, second, third] = names.map((name) => (name === 'Base en panne' ? '2' : '1'));
    await user.keyboard(first ?? '');
    expect(items[1]?.contains(document.activeElement)).toBe(true);
    await user.keyboard(second ?? '');
    expect(items[2]?.contains(document.activeElement)).toBe(true);
    await user.keyboard(third ?? '');
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(
      {
        type: 'classify',
        placement: { i1: 'p', i2: 'e', i3: 'p' },
      },
      true,
    );
    expect(screen.getByRole('heading', { name: 'Bonne réponse' })).toBeTruthy();
  });
});
