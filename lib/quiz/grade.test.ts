import { describe, expect, it } from 'vitest';
import { correctAnswer, grade, isComplete } from './grade';
import type { Question } from './schema';

const base = {
  theme: 'erreurs' as const,
  lessons: [],
  prompt: 'Question ?',
  source: { kind: 'concept' as const, concept: 'Test' },
};

const multiple: Question = {
  ...base,
  id: 'm',
  type: 'multiple',
  choices: [
    { id: 'a', text: 'A', explanation: 'A est juste.' },
    { id: 'b', text: 'B', explanation: 'B est juste.' },
    { id: 'c', text: 'C', explanation: 'C est faux.' },
  ],
  answers: ['a', 'b'],
};

const order: Question = {
  ...base,
  id: 'o',
  type: 'order',
  items: [
    { id: 'x', text: 'X', explanation: 'Premier.' },
    { id: 'y', text: 'Y', explanation: 'Deuxième.' },
    { id: 'z', text: 'Z', explanation: 'Troisième.' },
  ],
};

const classify: Question = {
  ...base,
  id: 'c',
  type: 'classify',
  categories: [
    { id: 'p', label: 'Protocole' },
    { id: 'e', label: 'Exécution' },
  ],
  items: [
    { id: 'i1', text: 'Outil inconnu', category: 'p', explanation: 'Erreur -32602.' },
    { id: 'i2', text: 'Base en panne', category: 'e', explanation: 'isError.' },
    { id: 'i3', text: 'Méthode inconnue', category: 'p', explanation: 'Erreur -32601.' },
  ],
};

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
