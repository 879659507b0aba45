import type { DisplayLayout } from './display';
import type { Answer } from './grade';
import type { Question } from './schema';

/**
 * How a learner's draft answer changes as they click, tick and type digits, before « Valider »
 * grades it. Pure: the question card keeps the draft and moves the focus.
 */

/** A single-answer question takes the choice; a multiple-answer one ticks or unticks it. */
export function withChoice(
  question: Question,
  draft: Answer | undefined,
  id: string,
): Answer | undefined {
  switch (question.type) {
    case 'multiple': {
      const picked = draft?.type === 'multiple' ? draft.choices : [];
      return {
        type: 'multiple',
        choices: picked.includes(id) ? picked.filter((c) => c !== id) : [...picked, id],
      };
    }
    case 'single':
    case 'trace':
      return { type: question.type, choice: id };
    default:
      return draft;
  }
}

/** The placement of a classification so far (nothing placed before the first pick). */
export function placementOf(answer: Answer | undefined): Readonly<Record<string, string>> {
  return answer?.type === 'classify' ? answer.placement : {};
}

/** Puts one item of a classification in a category. */
export function withPlacement(
  draft: Answer | undefined,
  itemId: string,
  categoryId: string,
): Answer {
  return { type: 'classify', placement: { ...placementOf(draft), [itemId]: categoryId } };
}

/** The choices an answer picked, for the views that tick them. */
export function pickedChoices(answer: Answer | undefined): readonly string[] {
  if (answer?.type === 'multiple') return answer.choices;
  if (answer?.type === 'single' || answer?.type === 'trace') return [answer.choice];
  return [];
}

/** The right choices of a choice question, shown once it is answered. */
export function expectedChoices(question: Question): readonly string[] {
  if (question.type === 'multiple') return question.answers;
  if (question.type === 'single' || question.type === 'trace') return [question.answer];
  return [];
}

/**
 * What keys 1–9 pick in a question: its choices, or the categories of a classification. Ordering
 * and fix questions have nothing to pick by number (undefined).
 */
export function digitTargets(
  question: Question,
): { kind: 'choices' | 'categories'; count: number } | undefined {
  switch (question.type) {
    case 'single':
    case 'multiple':
    case 'trace':
      return { kind: 'choices', count: question.choices.length };
    case 'classify':
      return { kind: 'categories', count: question.categories.length };
    case 'order':
    case 'fix':
      return undefined;
  }
}

/** What a digit does: pick a choice, or place an item, then where the focus goes. */
export type DigitPick =
  | { type: 'choice'; choiceId: string }
  | {
      type: 'place';
      itemId: string;
      categoryId: string;
      /** The next item, and the category input the focus lands on in it. */
      focus: { itemId: string; categoryId: string };
    };

/**
 * Key `n` (1–9) in a question. In a classification it places the item the focus is in (else the
 * first one not placed yet) in the n-th category, and moves on to the next item, so that a whole
 * classification is a row of digits. Undefined when there is no n-th option.
 */
export function digitPick(
  question: Question,
  layout: DisplayLayout,
  draft: Answer | undefined,
  n: number,
  focusedItem?: string,
): DigitPick | undefined {
  if (question.type === 'classify') {
    const category = question.categories[n - 1];
    if (!category) return undefined;
    const placement = placementOf(draft);
    const itemId = focusedItem ?? layout.items.find((id) => !placement[id]) ?? layout.items[0];
    if (!itemId) return undefined;
    const following = layout.items[layout.items.indexOf(itemId) + 1] ?? itemId;
    const followingCategory = placement[following] ?? question.categories[0]?.id ?? '';
    return {
      type: 'place',
      itemId,
      categoryId: category.id,
      focus: { itemId: following, categoryId: followingCategory },
    };
  }
  if (!digitTargets(question)) return undefined;
  const choiceId = layout.choices[n - 1];
  return choiceId === undefined ? undefined : { type: 'choice', choiceId };
}
