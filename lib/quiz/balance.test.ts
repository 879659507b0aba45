import { describe, expect, it } from 'vitest';
import {
  answerLengthRank,
  evenlyFilledClassifications,
  halfTickedMultiples,
  lengthCue,
  lengthRanks,
  multipleLongestIsRight,
  rightAnswerCounts,
  seenLength,
} from './balance';
import { QuestionSchema, type Question } from './schema';

const source = { kind: 'concept', concept: 'test' } as const;

function single(id: string, texts: string[], answer = 'a'): Question {
  return QuestionSchema.parse({
    id,
    theme: 'primitives',
    type: 'single',
    prompt: `Question ${id} ?`,
    choices: texts.map((text, i) => ({
      id: 'abcd'[i],
      text,
      explanation: `Pourquoi ${text}.`,
    })),
    answer,
    source,
  });
}

function multiple(id: string, answers: string[]): Question {
  return QuestionSchema.parse({
    id,
    theme: 'primitives',
    type: 'multiple',
    prompt: `Question ${id} ?`,
    choices: ['a', 'b', 'c', 'd', 'e'].map((c) => ({
      id: c,
      text: `Choix ${c}`,
      explanation: `Pourquoi ${c}.`,
    })),
    answers,
    source,
  });
}

describe('test-wiseness measures', () => {
  it('measures a choice as the learner sees it, without the backticks of code', () => {
    expect(seenLength('`tools/call`')).toBe(10);
    expect(seenLength('Le client relance `tools/call`.')).toBe(
      'Le client relance tools/call.'.length,
    );
  });

  it('ranks the right answer by length, a tie with the longest counting as longest', () => {
    const longest = single('q1', ['une réponse très longue', 'court', 'moyen', 'bref']);
    const tie = single('q2', ['`abcd`', 'abcd', 'ab', 'a']);
    const shortest = single('q3', ['a', 'bb', 'ccc', 'dddd']);
    const middle = single('q4', ['ccc', 'a', 'bb', 'dddd']);
    if (longest.type !== 'single' || tie.type !== 'single') throw new Error('single attendu');
    if (shortest.type !== 'single' || middle.type !== 'single') throw new Error('single attendu');
    expect(answerLengthRank(longest)).toBe(3);
    expect(answerLengthRank(tie)).toBe(3);
    expect(answerLengthRank(shortest)).toBe(0);
    expect(answerLengthRank(middle)).toBe(2);
    expect(lengthCue([longest, tie, shortest, middle])).toEqual({
      total: 4,
      longest: ['q1', 'q2'],
      shortest: ['q3'],
    });
  });

  it('leaves out questions that are not one answer among four', () => {
    const three = single('q5', ['une longue réponse', 'b', 'c']);
    expect(lengthCue([three, multiple('m1', ['a'])]).total).toBe(0);
  });

  it('tells when the longest box of a multiple-answer question is a right one', () => {
    const withAnswers = (id: string, answers: string[]) =>
      QuestionSchema.parse({
        id,
        theme: 'primitives',
        type: 'multiple',
        prompt: `Question ${id} ?`,
        choices: [
          { id: 'a', text: 'Le choix le plus long des trois', explanation: 'Pourquoi a.' },
          { id: 'b', text: 'Court', explanation: 'Pourquoi b.' },
          { id: 'c', text: 'Moyen', explanation: 'Pourquoi c.' },
        ],
        answers,
        source,
      });
    expect(
      multipleLongestIsRight([withAnswers('m4', ['a']), withAnswers('m5', ['b', 'c'])]),
    ).toEqual({
      total: 2,
      right: ['m4'],
    });
  });

  it('counts the right answers of multiple-answer questions', () => {
    const counts = rightAnswerCounts([
      multiple('m1', ['a']),
      multiple('m2', ['a', 'b']),
      multiple('m3', ['c']),
    ]);
    expect(counts.get(1)).toEqual(['m1', 'm3']);
    expect(counts.get(2)).toEqual(['m2']);
  });

  it('counts the right answers at each length rank', () => {
    const shortest = single('r0', ['a', 'bb', 'ccc', 'dddd']);
    const second = single('r1', ['bb', 'a', 'ccc', 'dddd']);
    const longest = single('r3', ['dddd', 'a', 'bb', 'ccc']);
    expect(lengthRanks([shortest, second, longest]).ids).toEqual([['r0'], ['r1'], [], ['r3']]);
  });

  it('spots the multiple-answer questions that want about half their boxes', () => {
    expect(
      halfTickedMultiples([
        multiple('m1', ['a', 'b']),
        multiple('m2', ['a', 'b', 'c']),
        multiple('m3', ['a']),
        multiple('m4', ['a', 'b', 'c', 'd']),
      ]),
    ).toEqual({ total: 4, half: ['m1', 'm2'] });
  });

  it('spots the sorting questions whose categories are evenly filled', () => {
    const classify = (id: string, categories: string[]) =>
      QuestionSchema.parse({
        id,
        theme: 'primitives',
        type: 'classify',
        prompt: `Question ${id} ?`,
        categories: [
          { id: 'x', label: 'X' },
          { id: 'y', label: 'Y' },
        ],
        items: categories.map((category, i) => ({
          id: `i${i}`,
          text: `Élément ${i}`,
          category,
          explanation: `Pourquoi ${i}.`,
        })),
        source,
      });
    expect(
      evenlyFilledClassifications([
        classify('c1', ['x', 'y', 'x', 'y']),
        classify('c2', ['x', 'y', 'x']),
      ]),
    ).toEqual({ total: 2, even: ['c1'] });
  });
});
