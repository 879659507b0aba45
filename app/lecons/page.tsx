import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { messages } from '@/content/ui/messages';

const t = messages.lessons;

export const metadata: Metadata = { title: t.title };

export default function LessonsPage() {
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro} />
      <p className="text-muted">{t.comingSoon}</p>
    </>
  );
}
