import Link from 'next/link';
import { LessonChallenges } from '@/components/challenges/lesson-challenges';
import { LessonQuiz } from '@/components/quiz/lesson-quiz';
import { lessonsMessages } from '@/messages/lessons';
import { quizThemes } from '@/content/quiz/themes';
import type { LessonOutline } from '@/content/lessons';
import { parseInline, toPlainText } from '@/lib/lessons/inline';
import type { Lesson } from '@/lib/lessons/schema';
import { LessonBlock } from './blocks';
import { LessonStatusBadge, MarkDoneButton } from './lesson-progress-controls';
import { RichText } from './rich-text';

const t = lessonsMessages;

/** Lessons with this many sections or more get a table of contents. */
const TOC_FROM = 4;

function plain(text: string): string {
  return toPlainText(parseInline(text));
}

/**
 * A lesson page: what you will be able to do, the explanation with its diagrams and
 * « Essayer » links, what to remember, the end-of-lesson questions and the way to the next one.
 */
export function LessonView({
  lesson,
  outline,
  count,
  previous,
  next,
}: {
  lesson: Lesson;
  outline: LessonOutline;
  count: number;
  previous?: LessonOutline;
  next?: LessonOutline;
}) {
  const withToc = lesson.sections.length >= TOC_FROM;
  return (
    <article className="lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-10">
      <div className="min-w-0 max-w-3xl">
        <nav aria-label={t.breadcrumb} className="mb-4 text-sm">
          <ol className="flex flex-wrap gap-1 text-muted">
            <li>
              <Link href="/lecons" className="underline underline-offset-2">
                {t.title}
              </Link>
              <span aria-hidden="true"> ›</span>
            </li>
            <li aria-current="page">{t.position(outline.position, count)}</li>
          </ol>
        </nav>
        <header>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>{t.position(outline.position, count)}</span>
            <span aria-hidden="true">·</span>
            <span>{t.minutesLong(outline.minutes)}</span>
            <LessonStatusBadge slug={lesson.slug} />
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{lesson.title}</h1>
          <p className="mt-3 text-lg text-muted">
            <RichText text={lesson.summary} />
          </p>
        </header>

        <section
          aria-labelledby="objectifs"
          className="mt-6 rounded-lg border-l-4 border-accent bg-surface p-4"
        >
          <h2 id="objectifs" className="text-lg font-semibold">
            {t.objectivesHeading}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {lesson.objectives.map((objective, i) => (
              <li key={i}>
                <RichText text={objective} />
              </li>
            ))}
          </ul>
        </section>

        {withToc ? (
          <nav aria-labelledby="sommaire" className="mt-6 lg:hidden">
            <TableOfContents lesson={lesson} headingId="sommaire" />
          </nav>
        ) : null}

        {lesson.sections.map((section, s) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-4">
            <h2 id={section.id} className="text-2xl font-semibold tracking-tight">
              <RichText text={section.title} />
            </h2>
            {section.blocks.map((block, b) => (
              <LessonBlock key={b} block={block} id={`${section.id}-${s}-${b}`} />
            ))}
          </section>
        ))}

        <section
          aria-labelledby="a-retenir"
          className="mt-10 rounded-lg border-l-4 border-kind-result bg-surface p-4"
        >
          <h2 id="a-retenir" className="text-lg font-semibold">
            {t.keyPointsHeading}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {lesson.keyPoints.map((point, i) => (
              <li key={i}>
                <RichText text={point} />
              </li>
            ))}
          </ul>
        </section>

        <MarkDoneButton slug={lesson.slug} />

        <section aria-labelledby="questions" className="mt-10">
          <h2 id="questions" className="text-2xl font-semibold tracking-tight">
            {t.quizHeading}
          </h2>
          <LessonQuiz lesson={lesson.slug} />
          <p className="mt-3">
            <Link href={`/quiz/${lesson.theme}`} className="underline underline-offset-2">
              {t.themeQuiz(quizThemes[lesson.theme].name)}
            </Link>
          </p>
        </section>

        <div className="mt-10">
          <LessonChallenges slug={lesson.slug} />
        </div>

        <section aria-labelledby="sources" className="mt-10">
          <h2 id="sources" className="text-lg font-semibold">
            {t.sourcesHeading}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
            {lesson.sources.map((source) => (
              <li key={source.href}>
                <a href={source.href} rel="noopener" className="underline underline-offset-2">
                  <RichText text={source.label} />
                  <span className="sr-only"> {t.externalHint}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-label={t.neighbours} className="mt-10 border-t border-border pt-6">
          <ul className="grid gap-3 sm:grid-cols-2">
            <li>
              {previous ? (
                <Link
                  href={`/lecons/${previous.slug}`}
                  rel="prev"
                  className="block h-full rounded-lg border border-border bg-surface p-3 no-underline hover:border-accent"
                >
                  <span className="block text-sm text-muted">← {t.previous}</span>
                  <span className="block font-semibold">{previous.title}</span>
                </Link>
              ) : (
                <Link
                  href="/lecons"
                  className="block h-full rounded-lg border border-border bg-surface p-3 no-underline hover:border-accent"
                >
                  <span className="block font-semibold">← {t.backToPath}</span>
                </Link>
              )}
            </li>
            <li className="sm:text-right">
              {next ? (
                <Link
                  href={`/lecons/${next.slug}`}
                  rel="next"
                  className="block h-full rounded-lg border border-border bg-surface p-3 no-underline hover:border-accent"
                >
                  <span className="block text-sm text-muted">{t.next} →</span>
                  <span className="block font-semibold">{next.title}</span>
                </Link>
              ) : (
                <Link
                  href="/lecons"
                  className="block h-full rounded-lg border border-border bg-surface p-3 no-underline hover:border-accent"
                >
                  <span className="block font-semibold">{t.backToPath} →</span>
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>

      {withToc ? (
        <nav aria-labelledby="sommaire-large" className="hidden lg:block">
          <div className="sticky top-4">
            <TableOfContents lesson={lesson} headingId="sommaire-large" />
          </div>
        </nav>
      ) : null}
    </article>
  );
}

function TableOfContents({ lesson, headingId }: { lesson: Lesson; headingId: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4 text-sm">
      <h2 id={headingId} className="font-semibold">
        {t.tocHeading}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {lesson.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{plain(section.title)}</a>
          </li>
        ))}
        <li>
          <a href="#a-retenir">{t.keyPointsHeading}</a>
        </li>
      </ol>
    </div>
  );
}
