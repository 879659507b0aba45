import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LessonView } from '@/components/lesson/lesson-view';
import { getLesson, getOutline, LESSON_OUTLINES, lessonNeighbours } from '@/content/lessons';
import { parseInline, toPlainText } from '@/lib/lessons/inline';

export const dynamicParams = false;

export function generateStaticParams() {
  return LESSON_OUTLINES.map((lesson) => ({ slug: lesson.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lesson = getLesson((await params).slug);
  return lesson
    ? { title: lesson.title, description: toPlainText(parseInline(lesson.summary)) }
    : {};
}

export default async function LessonPage({ params }: Props) {
  const { slug } = await params;
  const lesson = getLesson(slug);
  const outline = getOutline(slug);
  if (!lesson || !outline) notFound();
  const { previous, next } = lessonNeighbours(slug);
  return (
    <LessonView
      lesson={lesson}
      outline={outline}
      count={LESSON_OUTLINES.length}
      previous={previous}
      next={next}
    />
  );
}
