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
import {
  classifyQuestion,
  multipleQuestion,
  orderQuestion,
  singleQuestion,
} from '@/tests/fixtures/quiz-questions';

const single = singleQuestion;
const multiple = multipleQuestion;
const classify = classifyQuestion;
const order = orderQuestion;

/** The layout a seed gives, with the items of a classification in a known order. */
const layoutOf = (question: Question, items: string[] = []): DisplayLayout => ({
  ...displayLayout(question, 'graine'),
  ...(items.length > 0 ? { items } : {}),
});

describe('building an answer', () => {
  it('takes one choice in a single-answer question, and ticks or unticks in a multiple one', () => {
    let draft = withChoice(single, undefined, 'b');
    draft = withChoice(single, draft, 'a');
    expect(draft).toEqual({ type: 'single', choice: 'a' });
    expect(grade(single, draft as Answer)).toBe(true);

    let ticks = initialDraft(multiple, layoutOf(multiple));
    for (const id of ['a', 'c', 'b', 'c']) ticks = withChoice(multiple, ticks, id);
    expect(pickedChoices(ticks)).toEqual(['a', 'b']);
    expect(grade(multiple, ticks as Answer)).toBe(true);
    expect(expectedChoices(multiple)).toEqual(['a', 'b']);
    expect(expectedChoices(single)).toEqual(['a']);
  });

  it('places classification items one by one until the answer is complete', () => {
    let draft = initialDraft(classify, layoutOf(classify));
    draft = withPlacement(draft, 'i1', 'p');
    draft = withPlacement(draft, 'i2', 'e');
    expect(isComplete(classify, draft)).toBe(false);
    draft = withPlacement(draft, 'i3', 'p');
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
    const layout = layoutOf(classify, ['i3', 'i1', 'i2']);
    let draft: Answer | undefined = undefined;
    const moves = [];
    for (const n of [1, 1, 2]) {
      const pick = digitPick(classify, layout, draft, n);
      if (pick?.type !== 'place') throw new Error('a classification places items');
      draft = withPlacement(draft, pick.itemId, pick.categoryId);
      moves.push([pick.itemId, pick.categoryId, pick.focus.itemId]);
    }
    expect(moves).toEqual([
      ['i3', 'p', 'i1'],
      ['i1', 'p', 'i2'],
      // The last item keeps the focus.
      ['i2', 'e', 'i2'],
    ]);
    expect(grade(classify, draft as Answer)).toBe(true);
    expect(digitPick(classify, layout, draft, 3)).toBeUndefined();
  });

  it('change the item the focus is in, and land on the category already chosen for the next one', () => {
    const layout = layoutOf(classify, ['i1', 'i2', 'i3']);
    const draft = withPlacement(undefined, 'i3', 'e');
    expect(digitPick(classify, layout, draft, 2, 'i2')).toEqual({
      type: 'place',
      itemId: 'i2',
      categoryId: 'e',
      focus: { itemId: 'i3', categoryId: 'e' },
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
