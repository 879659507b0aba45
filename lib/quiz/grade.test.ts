import { describe, expect, it } from 'vitest';
import { correctAnswer, grade, isComplete } from './grade';
import { classifyQuestion, multipleQuestion, orderQuestion } from '@/tests/fixtures/quiz-questions';

const multiple = multipleQuestion;
const order = orderQuestion;
const classify = classifyQuestion;

describe('grading', () => {
  it('wants exactly the right set for a multiple-choice question, in any order', () => {
    expect(grade(multiple, { type: 'multiple', choices: ['b', 'a'] })).toBe(true);
    expect(grade(multiple, { type: 'multiple', choices: ['a'] })).toBe(false);
    expect(grade(multiple, { type: 'multiple', choices: ['a', 'b', 'c'] })).toBe(false);
  });

  it('wants the exact order for an ordering question', () => {
    expect(grade(order, correctAnswer(order))).toBe(true);
    expect(grade(order, { type: 'order', order: ['y', 'x', 'z'] })).toBe(false);
  });

  it('wants every item in its category', () => {
    expect(grade(classify, correctAnswer(classify))).toBe(true);
    expect(grade(classify, { type: 'classify', placement: { i1: 'p', i2: 'p', i3: 'p' } })).toBe(
      false,
    );
  });

  it('says when an answer is not complete enough to be checked', () => {
    expect(isComplete(multiple, undefined)).toBe(false);
    expect(isComplete(multiple, { type: 'multiple', choices: [] })).toBe(false);
    expect(isComplete(classify, { type: 'classify', placement: { i1: 'p' } })).toBe(false);
    expect(isComplete(classify, correctAnswer(classify))).toBe(true);
    expect(isComplete(order, { type: 'single', choice: 'x' })).toBe(false);
  });
});
