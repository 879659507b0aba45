import { ContentError, parseContent, type ContentIssue } from '@/lib/content/parse';
import { prepareQuestions as prepareWith, type PreparedQuestion } from '@/lib/quiz/prepare';
import { stepLinkHref } from '@/content/scenarios/step-links';
import { RAW_BANKS } from './banks';
import { rawTraces } from './traces';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import {
  BankSchema,
  TraceExcerptSchema,
  type Question,
  type ThemeSlug,
  type TraceExcerpt,
} from '@/lib/quiz/schema';

export { RAW_BANKS };

const traces: ReadonlyMap<string, TraceExcerpt> = new Map(
  Object.entries(rawTraces).map(([id, raw]) => [
    id,
    parseContent(TraceExcerptSchema, raw, `content/quiz/traces/${id}.json`),
  ]),
);

/** Checks that span questions: unique ids and prompts, and trace excerpts that exist. */
function crossCheck(all: readonly Question[]): void {
  const issues: ContentIssue[] = [];
  const seenIds = new Set<string>();
  const seenPrompts = new Set<string>();
  for (const q of all) {
    if (seenIds.has(q.id)) issues.push({ path: q.id, message: 'identifiant en double' });
    seenIds.add(q.id);
    if (seenPrompts.has(q.prompt)) issues.push({ path: q.id, message: 'énoncé en double' });
    seenPrompts.add(q.prompt);
    if (q.type === 'trace') {
      const excerpt = traces.get(q.trace);
      if (!excerpt)
        issues.push({ path: `${q.id}.trace`, message: `extrait «\u00A0${q.trace}\u00A0» absent` });
      else if ((q.shown ?? 0) > excerpt.messages.length)
        issues.push({ path: `${q.id}.shown`, message: 'plus de messages que l’extrait n’en a' });
    }
  }
  if (issues.length > 0) throw new ContentError('content/quiz', issues);
}

const questions: readonly Question[] = Object.entries(RAW_BANKS).flatMap(([file, raw]) =>
  parseContent(BankSchema, raw, file),
);
crossCheck(questions);

const byId: ReadonlyMap<string, Question> = new Map(questions.map((q) => [q.id, q]));

/** Every question of every bank, in authoring order. */
export function allQuestions(): readonly Question[] {
  return questions;
}

export function questionById(id: string): Question | undefined {
  return byId.get(id);
}

export function questionsForTheme(theme: ThemeSlug): Question[] {
  return questions.filter((q) => q.theme === theme);
}

/** The questions shown at the end of a lesson (3 to 5 per lesson, checked by the tests). */
export function questionsForLesson(lesson: string): Question[] {
  return questions.filter((q) => (q.lessons as readonly string[]).includes(lesson));
}

export function getTrace(id: string): TraceExcerpt | undefined {
  return traces.get(id);
}

export function allTraces(): ReadonlyMap<string, TraceExcerpt> {
  return traces;
}

/** Every question id, by theme: what the views need to compute scores per theme. */
export function questionIdsByTheme(): Record<ThemeSlug, string[]> {
  return Object.fromEntries(
    THEME_SLUGS.map((slug) => [slug, questionsForTheme(slug).map((q) => q.id)]),
  ) as Record<ThemeSlug, string[]>;
}

/** Questions with what their views need resolved: trace excerpts and playground links. */
export function prepareQuestions(questions: readonly Question[]): PreparedQuestion[] {
  return prepareWith(questions, { trace: getTrace, linkHref: stepLinkHref });
}
