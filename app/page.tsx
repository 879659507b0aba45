import Link from 'next/link';
import { LearningPath } from '@/components/home/learning-path';
import { PageHeader } from '@/components/ui/page-header';
import { homeMessages, navMessages } from '@/messages/site';
import { LESSON_OUTLINES, TOTAL_MINUTES } from '@/content/lessons';

const t = homeMessages;

const SECTIONS = [
  { href: '/bac-a-sable', title: navMessages.playground, text: t.sections.playground },
  { href: '/quiz', title: navMessages.quiz, text: t.sections.quiz },
  { href: '/defis', title: navMessages.challenges, text: t.sections.challenges },
  { href: '/glossaire', title: navMessages.glossary, text: t.sections.glossary },
] as const;

export default function HomePage() {
  return (
    <>
      <PageHeader title={t.heading} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <section aria-labelledby="mcp-en-bref">
            <h2 id="mcp-en-bref" className="sr-only">
              {t.whatHeading}
            </h2>
            <div className="max-w-3xl space-y-3 text-lg">
              {t.intro.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </section>

          <section aria-labelledby="parcours" className="mt-10 max-w-3xl">
            <h2 id="parcours" className="text-2xl font-semibold">
              {t.pathHeading}
            </h2>
            <p className="mt-1 text-muted">
              {t.pathIntro(LESSON_OUTLINES.length, t.totalTime(TOTAL_MINUTES))}
            </p>
            <div className="mt-4">
              <LearningPath lessons={LESSON_OUTLINES} headingLevel={3} headingId="progression" />
            </div>
          </section>
        </div>

        <div className="space-y-10">
          <section aria-labelledby="et-aussi">
            <h2 id="et-aussi" className="text-2xl font-semibold">
              {t.sectionsHeading}
            </h2>
            <ul className="mt-4 space-y-3">
              {SECTIONS.map((section) => (
                <li key={section.href}>
                  <Link
                    href={section.href}
                    className="block rounded-lg border border-border bg-surface p-4 no-underline hover:border-accent"
                  >
                    <span className="text-lg font-semibold text-accent">{section.title}</span>
                    <span className="mt-1 block text-fg">{section.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="pour-qui">
            <h2 id="pour-qui" className="text-2xl font-semibold">
              {t.audienceHeading}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {t.audience.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
