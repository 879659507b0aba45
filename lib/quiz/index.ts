/**
 * The quiz domain, for other sections: the lessons take their closing questions from here
 * (`questionsForLesson`), and render them with `<LessonQuiz lesson={slug} />`.
 */
export {
  allQuestions,
  getTrace,
  questionById,
  questionsForLesson,
  questionsForTheme,
} from './bank';
export {
  LESSON_SLUGS,
  THEME_SLUGS,
  type LessonSlug,
  type Question,
  type ThemeSlug,
} from './schema';
