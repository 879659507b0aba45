// No zod here: the schema of stored answers lives in progress-slot.ts, loaded on demand.
import type { Question } from './schema';

export type { Answer } from './progress-slot';
import type { Answer } from './progress-slot';

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === b.length && b.every((x) => set.has(x));
}

/** True when the answer says enough to be graded (a choice made, every item placed…). */
export function isComplete(question: Question, answer: Answer | undefined): boolean {
  if (!answer || answer.type !== question.type) return false;
  switch (answer.type) {
    case 'single':
    case 'trace':
      return answer.choice !== '';
    case 'multiple':
      return answer.choices.length > 0;
    case 'order':
      return question.type === 'order' && answer.order.length === question.items.length;
    case 'classify':
      return (
        question.type === 'classify' &&
        question.items.every((item) => answer.placement[item.id] !== undefined)
      );
    case 'fix':
      // A fix answer is only ever recorded once the question ended (solved or revealed).
      return true;
  }
}

/** Grades an answer: all or nothing, as the feedback explains every part anyway. */
export function grade(question: Question, answer: Answer): boolean {
  switch (question.type) {
    case 'single':
    case 'trace':
      return (
        (answer.type === 'single' || answer.type === 'trace') && answer.choice === question.answer
      );
    case 'multiple':
      return answer.type === 'multiple' && sameSet(answer.choices, question.answers);
    case 'order':
      return (
        answer.type === 'order' &&
        answer.order.length === question.items.length &&
        question.items.every((item, i) => answer.order[i] === item.id)
      );
    case 'classify':
      return (
        answer.type === 'classify' &&
        question.items.every((item) => answer.placement[item.id] === item.category)
      );
    case 'fix':
      // Solved by the learner's own text, however many checks it took: failed checks are how
      // one debugs. Looking at the correction first counts as a miss, so it comes back in review.
      return answer.type === 'fix' && answer.outcome === 'solved';
    default: {
      const unhandled: never = question;
      throw new Error(`Unknown question type: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The answer that gets full marks: used by tests and to show the expected answer. */
export function correctAnswer(question: Question): Answer {
  switch (question.type) {
    case 'single':
      return { type: 'single', choice: question.answer };
    case 'trace':
      return { type: 'trace', choice: question.answer };
    case 'multiple':
      return { type: 'multiple', choices: [...question.answers] };
    case 'order':
      return { type: 'order', order: question.items.map((item) => item.id) };
    case 'classify':
      return {
        type: 'classify',
        placement: Object.fromEntries(question.items.map((item) => [item.id, item.category])),
      };
    case 'fix':
      return { type: 'fix', text: question.fix, outcome: 'solved', checks: 1 };
    default: {
      const unhandled: never = question;
      throw new Error(`Unknown question type: ${JSON.stringify(unhandled)}`);
    }
  }
}
