import type { Metadata } from 'next';
import { PlaygroundLoader } from '@/components/playground/playground-loader';
import { playgroundMessages } from '@/messages/playground';

const t = playgroundMessages;

export const metadata: Metadata = { title: t.title };

/** A workspace rather than a document: one compact heading line, then the whole window. */
export default function PlaygroundPage() {
  return (
    <>
      <div className="page-header -mt-4 mb-2 flex flex-wrap items-baseline gap-x-4">
        <h1 className="m-0 text-2xl font-bold tracking-tight">{t.heading}</h1>
        <p className="m-0 hidden min-w-0 flex-1 text-sm text-muted sm:block">{t.intro}</p>
      </div>
      <PlaygroundLoader />
    </>
  );
}
