import type { Answer } from './grade';
import type { Question } from './schema';
import { seededDerangement, seededShuffle } from './shuffle';

/** How a question is laid out on screen for one seed: its choices, items and starting order. */
export interface DisplayLayout {
  /** Choice ids in display order (single, multiple, trace). */
  choices: string[];
  /** Item ids in display order (classify). */
  items: string[];
  /** The shuffled starting order of an ordering question, never already solved. */
  startOrder: string[];
}

/** The layout for this seed: the same seed always shows the same screen. */
export function displayLayout(question: Question, seed: string): DisplayLayout {
  const key = `${seed}:${question.id}`;
  switch (question.type) {
    case 'single':
    case 'multiple':
    case 'trace':
      return {
        choices: seededShuffle(
          question.choices.map((c) => c.id),
          key,
        ),
        items: [],
        startOrder: [],
      };
    case 'order':
      return {
        choices: [],
        items: [],
        startOrder: seededDerangement(
          question.items.map((i) => i.id),
          key,
        ),
      };
    case 'classify':
      return {
        choices: [],
        items: seededShuffle(
          question.items.map((i) => i.id),
          key,
        ),
        startOrder: [],
      };
    case 'fix':
      return { choices: [], items: [], startOrder: [] };
  }
}

/** The answer a question starts with before the learner touches it. */
export function initialDraft(question: Question, layout: DisplayLayout): Answer | undefined {
  switch (question.type) {
    case 'order':
      return { type: 'order', order: layout.startOrder };
    case 'classify':
      return { type: 'classify', placement: {} };
    case 'multiple':
      return { type: 'multiple', choices: [] };
    case 'single':
    case 'trace':
    case 'fix':
      // A fix question keeps its text in its own card until a check solves it.
      return undefined;
  }
}

/** Moves one item of an ordering answer up (-1) or down (+1); out of bounds changes nothing. */
export function moveItem(order: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const out = [...order];
  out[from] = order[to] as string;
  out[to] = id;
  return out;
}
