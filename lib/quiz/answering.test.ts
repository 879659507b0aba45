import { describe, expect, it } from 'vitest';
import {
  digitPick,
  digitTargets,
  expectedChoices,
  pickedChoices,
  withChoice,
  withPlacement,
} from './answering';
import { displayLayout, initialDraft, type DisplayLayout } from './display';
import { grade, isComplete, type Answer } from './grade';
import { quizKeyAction, type QuizKeyPress } from './keys';
import type { Question } from './schema';

const base = {
  theme: 'erreurs' as const,
  lessons: [],
  prompt: 'Question ?',
  source: { kind: 'concept' as const, concept: 'Test' },
};
const choice = (id: string) => ({ id, text: id.toUpperCase(), explanation: `${id}.` });

const single: Question = {
  ...base,
  id: 's',
  type: 'single',
  choices: ['a', 'b', 'c'].map(choice),
  answer: 'b',
};
const multiple: Question = {
  ...base,
  id: 'm',
  type: 'multiple',
  choices: ['a', 'b', 'c'].map(choice),
  answers: ['a', 'c'],
};
const classify: Question = {
  ...base,
  id: 'c',
  type: 'classify',
  categories: [
    { id: 'p', label: 'Protocole' },
    { id: 't', label: 'Transport' },
  ],
  items: ['x', 'y', 'z'].map((id, i) => ({
    id,
    text: id,
    category: i === 1 ? 't' : 'p',
    explanation: `${id}.`,
  })),
};
const order: Question = {
  ...base,
  id: 'o',
  type: 'order',
  items: ['x', 'y', 'z'].map((id) => ({ id, text: id, explanation: `${id}.` })),
};

/** The layout a seed gives, with the items of a classification in a known order. */
const layoutOf = (question: Question, items: string[] = []): DisplayLayout => ({
  ...displayLayout(question, 'graine'),
  ...(items.length > 0 ? { items } : {}),
});

describe('building an answer', () => {
  it('takes one choice in a single-answer question, and ticks or unticks in a multiple one', () => {
    let draft = withChoice(single, undefined, 'a');
    draft = withChoice(single, draft, 'b');
    expect(draft).toEqual({ type: 'single', choice: 'b' });
    expect(grade(single, draft as Answer)).toBe(true);

    let ticks = initialDraft(multiple, layoutOf(multiple));
    for (const id of ['a', 'b', 'c', 'b']) ticks = withChoice(multiple, ticks, id);
    expect(pickedChoices(ticks)).toEqual(['a', 'c']);
    expect(grade(multiple, ticks as Answer)).toBe(true);
    expect(expectedChoices(multiple)).toEqual(['a', 'c']);
    expect(expectedChoices(single)).toEqual(['b']);
  });

  it('places classification items one by one until the answer is complete', () => {
    let draft = initialDraft(classify, layoutOf(classify));
    draft = withPlacement(draft, 'x', 'p');
    draft = withPlacement(draft, 'y', 't');
    expect(isComplete(classify, draft)).toBe(false);
    draft = withPlacement(draft, 'z', 'p');
    expect(isComplete(classify, draft)).toBe(true);
    expect(grade(classify, draft)).toBe(true);
  });
});

describe('keys 1–9', () => {
  it('pick among the choices in their displayed order, or the categories of a classification', () => {
    expect(digitTargets(single)).toEqual({ kind: 'choices', count: 3 });
    expect(digitTargets(classify)).toEqual({ kind: 'categories', count: 2 });
    expect(digitTargets(order)).toBeUndefined();
    const layout = { ...layoutOf(single), choices: ['c', 'a', 'b'] };
    expect(digitPick(single, layout, undefined, 1)).toEqual({ type: 'choice', choiceId: 'c' });
    expect(digitPick(single, layout, undefined, 4)).toBeUndefined();
    expect(digitPick(order, layoutOf(order), undefined, 1)).toBeUndefined();
  });

  it('classify a row of items with a row of digits, the focus moving on each time', () => {
    const layout = layoutOf(classify, ['z', 'x', 'y']);
    let draft: Answer | undefined = undefined;
    const moves = [];
    for (const n of [1, 1, 2]) {
      const pick = digitPick(classify, layout, draft, n);
      if (pick?.type !== 'place') throw new Error('a classification places items');
      draft = withPlacement(draft, pick.itemId, pick.categoryId);
      moves.push([pick.itemId, pick.categoryId, pick.focus.itemId]);
    }
    expect(moves).toEqual([
      ['z', 'p', 'x'],
      ['x', 'p', 'y'],
      // The last item keeps the focus.
      ['y', 't', 'y'],
    ]);
    expect(grade(classify, draft as Answer)).toBe(true);
    expect(digitPick(classify, layout, draft, 3)).toBeUndefined();
  });

  it('change the item the focus is in, and land on the category already chosen for the next one', () => {
    const layout = layoutOf(classify, ['x', 'y', 'z']);
    const draft = withPlacement(undefined, 'z', 't');
    expect(digitPick(classify, layout, draft, 2, 'y')).toEqual({
      type: 'place',
      itemId: 'y',
      categoryId: 't',
      focus: { itemId: 'z', categoryId: 't' },
    });
  });
});

describe('the quiz keyboard', () => {
  const press = (key: string, more: Partial<QuizKeyPress> = {}): QuizKeyPress => ({
    key,
    modified: false,
    handled: false,
    inTextField: false,
    onControl: false,
    ...more,
  });
  const open = { answered: false, pickByDigit: true };

  it('picks with digits and validates with Entrée while the question is open', () => {
    expect(quizKeyAction(press('3'), open)).toEqual({ type: 'digit', n: 3 });
    expect(quizKeyAction(press('0'), open)).toBeUndefined();
    expect(quizKeyAction(press('Enter'), open)).toEqual({ type: 'validate' });
  });

  it('moves on with Entrée once answered, and then ignores digits', () => {
    const answered = { answered: true, pickByDigit: true };
    expect(quizKeyAction(press('Enter'), answered)).toEqual({ type: 'next' });
    expect(quizKeyAction(press('1'), answered)).toBeUndefined();
  });

  it('leaves the keys to the learner’s text, to shortcuts, to buttons and links', () => {
    expect(quizKeyAction(press('1', { inTextField: true }), open)).toBeUndefined();
    expect(quizKeyAction(press('Enter', { inTextField: true }), open)).toBeUndefined();
    expect(quizKeyAction(press('1', { modified: true }), open)).toBeUndefined();
    expect(quizKeyAction(press('Enter', { handled: true }), open)).toBeUndefined();
    expect(quizKeyAction(press('Enter', { onControl: true }), open)).toBeUndefined();
    // A digit on a button still picks: only Entrée belongs to the button.
    expect(quizKeyAction(press('2', { onControl: true }), open)).toEqual({ type: 'digit', n: 2 });
    expect(quizKeyAction(press('1'), { ...open, pickByDigit: false })).toBeUndefined();
  });
});
