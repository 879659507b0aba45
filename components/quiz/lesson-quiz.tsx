import { lessonEndQuestions } from '@/content/lessons/questions';
import { prepareQuestions } from '@/content/quiz';
import { LessonQuestions } from './lesson-questions';

/**
 * The questions shown at the end of a lesson: the quiz questions tagged with that lesson's slug,
 * then those that check the objectives it teaches (lib/lessons/lesson-questions.ts).
 * Contract shared by the lessons and the quiz: lessons render `<LessonQuiz lesson={slug} />`.
 * Render it from a server component (a lesson page): only this lesson's questions are then sent
 * to the browser, not the whole bank. An unknown slug renders nothing.
 */
export function LessonQuiz({ lesson }: { lesson: string }) {
  const questions = lessonEndQuestions(lesson);
  if (questions.length === 0) return null;
  return <LessonQuestions lesson={lesson} questions={prepareQuestions(questions)} />;
}
