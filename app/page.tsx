import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { messages } from '@/content/ui/messages';

const t = messages.home;

const SECTIONS = [
  { href: '/lecons', title: messages.nav.lessons, text: t.sections.lessons },
  { href: '/bac-a-sable', title: messages.nav.playground, text: t.sections.playground },
  { href: '/quiz', title: messages.nav.quiz, text: t.sections.quiz },
  { href: '/glossaire', title: messages.nav.glossary, text: t.sections.glossary },
] as const;

export default function HomePage() {
  return (
    <>
      <PageHeader title={t.heading} />
      <div className="max-w-3xl space-y-3 text-lg">
        {t.intro.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>

      <section aria-labelledby="pour-qui" className="mt-10">
        <h2 id="pour-qui" className="text-2xl font-semibold">
          {t.audienceHeading}
        </h2>
        <ul className="mt-3 max-w-3xl list-disc space-y-1 pl-6">
          {t.audience.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="commencer" className="mt-10">
        <h2 id="commencer" className="text-2xl font-semibold">
          {t.sectionsHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block h-full rounded-lg border border-border bg-surface p-5 no-underline hover:border-accent"
              >
                <span className="text-xl font-semibold text-accent">{section.title}</span>
                <span className="mt-1 block text-fg">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
