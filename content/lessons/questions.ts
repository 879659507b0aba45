import { objectivesForLesson } from '@/content/objectives';
import { questionById, questionsForLesson } from '@/content/quiz';
import type { Question } from '@/lib/quiz/schema';

/**
 * The questions that end a lesson: those the quiz tags with it, then those that check the
 * objectives this lesson teaches (content/objectives), each once, in that order. A lesson thus
 * checks what it teaches even when the question was written for another theme.
 */
export function lessonEndQuestions(slug: string): Question[] {
  const seen = new Set<string>();
  const questions: Question[] = [];
  const add = (question: Question | undefined) => {
    if (!question || seen.has(question.id)) return;
    seen.add(question.id);
    questions.push(question);
  };
  for (const question of questionsForLesson(slug)) add(question);
  for (const objective of objectivesForLesson(slug)) {
    for (const id of objective.checkedBy) add(questionById(id));
  }
  return questions;
}
