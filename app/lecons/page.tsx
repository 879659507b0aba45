import type { Metadata } from 'next';
import { LearningPath } from '@/components/home/learning-path';
import { PageHeader } from '@/components/ui/page-header';
import { lessonsMessages } from '@/messages/lessons';
import { LESSON_OUTLINES, TOTAL_MINUTES } from '@/content/lessons';

const t = lessonsMessages;

export const metadata: Metadata = { title: t.title };

export default function LessonsPage() {
  return (
    <>
      <PageHeader
        title={t.heading}
        lead={`${t.intro} ${t.totalTime(TOTAL_MINUTES, LESSON_OUTLINES.length)}`}
      />
      <section aria-labelledby="progression" className="max-w-3xl">
        <LearningPath lessons={LESSON_OUTLINES} headingId="progression" />
      </section>
    </>
  );
}
