import type { Metadata } from 'next';
import { PlaygroundLoader } from '@/components/playground/playground-loader';
import { PageHeader } from '@/components/ui/page-header';
import { playgroundMessages } from '@/content/ui/playground';

const t = playgroundMessages;

export const metadata: Metadata = { title: t.title };

export default function PlaygroundPage() {
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro} />
      <PlaygroundLoader />
    </>
  );
}
