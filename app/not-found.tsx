import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { notFoundMessages } from '@/messages/site';

const t = notFoundMessages;

export const metadata: Metadata = { title: t.title };

export default function NotFound() {
  return (
    <>
      <PageHeader title={t.heading} lead={t.body} />
      <Link href="/">{t.back}</Link>
    </>
  );
}
