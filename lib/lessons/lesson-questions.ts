import type { Question } from '@/lib/quiz/schema';

/** Whether the learner acts on a real exchange: reads a trace or fixes a definition. */
export function isHandsOn(question: Question): boolean {
  return question.type === 'trace' || question.type === 'fix';
}
