/**
 * The questions shown at the end of a lesson: the quiz questions tagged with that lesson's slug.
 * Contract shared by the lessons and the quiz: lessons render `<LessonQuiz lesson={slug} />`.
 * The quiz section provides the implementation.
 */
export function LessonQuiz(_props: { lesson: string }) {
  return null;
}
