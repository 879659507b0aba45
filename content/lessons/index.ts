import { lessonSources } from './sources';
import { parseContent } from '@/lib/content/parse';
import { readingMinutes } from '@/lib/lessons/reading-time';
import { LessonSchema, type Lesson } from '@/lib/lessons/schema';
import { LESSON_SLUGS, type LessonSlug } from '@/lib/content/lesson-slugs';
import { lessonTrace } from './traces';

/** Every lesson, validated at build time (a content error stops the build), in path order. */
export const LESSONS: readonly Lesson[] = (() => {
  const lessons = lessonSources.map((source, i) =>
    parseContent(LessonSchema, source, `content/lessons (leçon ${i + 1})`),
  );
  const order = lessons.map((l) => l.slug).join(',');
  if (order !== LESSON_SLUGS.join(',')) {
    throw new Error(
      `Les leçons doivent suivre l’ordre du parcours\u00A0: ${LESSON_SLUGS.join(', ')}`,
    );
  }
  return lessons;
})();

/** What the learning path needs of a lesson: small enough to send to the browser. */
export interface LessonOutline {
  slug: LessonSlug;
  position: number;
  title: string;
  summary: string;
  minutes: number;
}

export const LESSON_OUTLINES: readonly LessonOutline[] = LESSONS.map((lesson, i) => ({
  slug: lesson.slug,
  position: i + 1,
  title: lesson.title,
  summary: lesson.summary,
  minutes: readingMinutes(lesson, (id) => lessonTrace(id)?.messages.length ?? 0),
}));

export function getLesson(slug: string): Lesson | undefined {
  return LESSONS.find((l) => l.slug === slug);
}

export function getOutline(slug: string): LessonOutline | undefined {
  return LESSON_OUTLINES.find((l) => l.slug === slug);
}

/** The lessons before and after this one on the path. */
export function lessonNeighbours(slug: string): {
  previous?: LessonOutline;
  next?: LessonOutline;
} {
  const i = LESSON_OUTLINES.findIndex((l) => l.slug === slug);
  if (i < 0) return {};
  return { previous: LESSON_OUTLINES[i - 1], next: LESSON_OUTLINES[i + 1] };
}

export const TOTAL_MINUTES = LESSON_OUTLINES.reduce((sum, l) => sum + l.minutes, 0);
