import type { Question } from './schema';

/**
 * Test-wiseness measures over a bank: can a learner pass by picking the longest (or shortest)
 * option, or by ticking the usual number of boxes, without knowing anything about MCP?
 */

/** How long a choice looks on screen: the backticks around code are not shown (CodeText). */
export function seenLength(text: string): number {
  return text.replaceAll('`', '').length;
}

type ChoiceQuestion = Extract<Question, { type: 'single' | 'trace' }>;

/** The questions the length cue is measured on: one right answer among four choices. */
export function fourOptionQuestions(questions: readonly Question[]): ChoiceQuestion[] {
  return questions.filter(
    (q): q is ChoiceQuestion =>
      (q.type === 'single' || q.type === 'trace') && q.choices.length === 4,
  );
}

/**
 * Where the right answer ranks by length among its question's choices: 0 when no other choice is
 * shorter, `choices − 1` when no other choice is longer. Ties count against the bank: a learner
 * who picks « the longest » picks a tied right answer too.
 */
export function answerLengthRank(q: ChoiceQuestion): number {
  const answer = q.choices.find((c) => c.id === q.answer);
  if (!answer) return 0;
  const length = seenLength(answer.text);
  const others = q.choices.filter((c) => c !== answer).map((c) => seenLength(c.text));
  if (others.every((other) => other <= length)) return others.length;
  return others.filter((other) => other < length).length;
}

export interface LengthCue {
  /** Four-option single and trace questions measured. */
  total: number;
  /** Those whose right answer is the longest choice (ties included). */
  longest: string[];
  /** Those whose right answer is the shortest choice (ties included). */
  shortest: string[];
}

export function lengthCue(questions: readonly Question[]): LengthCue {
  const measured = fourOptionQuestions(questions);
  const ranks = measured.map((q) => ({ id: q.id, rank: answerLengthRank(q) }));
  return {
    total: measured.length,
    longest: ranks.filter((r) => r.rank === 3).map((r) => r.id),
    shortest: ranks.filter((r) => r.rank === 0).map((r) => r.id),
  };
}

/** How many multiple-answer questions have 1, 2, 3… right answers. */
export function rightAnswerCounts(questions: readonly Question[]): Map<number, string[]> {
  const counts = new Map<number, string[]>();
  for (const q of questions) {
    if (q.type !== 'multiple') continue;
    counts.set(q.answers.length, [...(counts.get(q.answers.length) ?? []), q.id]);
  }
  return counts;
}

/** The multiple-answer questions whose longest choice (ties included) is a right answer. */
export function multipleLongestIsRight(questions: readonly Question[]): {
  total: number;
  right: string[];
} {
  const multiple = questions.filter(
    (q): q is Extract<Question, { type: 'multiple' }> => q.type === 'multiple',
  );
  const right = multiple.filter((q) => {
    const longest = Math.max(...q.choices.map((c) => seenLength(c.text)));
    return q.choices.some((c) => seenLength(c.text) === longest && q.answers.includes(c.id));
  });
  return { total: multiple.length, right: right.map((q) => q.id) };
}

/**
 * How many four-choice questions have their right answer at each length rank (0: shortest,
 * 3: longest, ties as in `answerLengthRank`), with the ids at each rank. A learner who always
 * picks one rank, an extreme or a middle one, should do no better than chance.
 */
export function lengthRanks(questions: readonly Question[]): { total: number; ids: string[][] } {
  const measured = fourOptionQuestions(questions);
  const ids: string[][] = [[], [], [], []];
  for (const q of measured) ids[answerLengthRank(q)]?.push(q.id);
  return { total: measured.length, ids };
}

/**
 * The multiple-answer questions that want about half their boxes ticked (⌊n/2⌋ or ⌈n/2⌉ of n):
 * when most do, « tick half of them » becomes a strategy.
 */
export function halfTickedMultiples(questions: readonly Question[]): {
  total: number;
  half: string[];
} {
  const multiple = questions.filter(
    (q): q is Extract<Question, { type: 'multiple' }> => q.type === 'multiple',
  );
  const half = multiple.filter((q) => {
    const n = q.choices.length;
    return q.answers.length === Math.floor(n / 2) || q.answers.length === Math.ceil(n / 2);
  });
  return { total: multiple.length, half: half.map((q) => q.id) };
}

/**
 * The sorting questions whose categories all hold the same number of items: when most do, a
 * learner sure of every item but one places the last by counting.
 */
export function evenlyFilledClassifications(questions: readonly Question[]): {
  total: number;
  even: string[];
} {
  const classify = questions.filter(
    (q): q is Extract<Question, { type: 'classify' }> => q.type === 'classify',
  );
  const even = classify.filter((q) => {
    const sizes = q.categories.map((c) => q.items.filter((i) => i.category === c.id).length);
    return sizes.every((size) => size === sizes[0]);
  });
  return { total: classify.length, even: even.map((q) => q.id) };
}
