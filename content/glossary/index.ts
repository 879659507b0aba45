import { glossarySources } from './terms';
import { parseContent } from '@/lib/content/parse';
import { LESSONS } from '@/content/lessons';
import { classifyHref, linkTargets, parseInline } from '@/lib/lessons/inline';
import type { Lesson } from '@/lib/lessons/schema';
import { lessonTexts } from '@/lib/lessons/walk';
import { GlossaryTermSchema, type GlossaryTerm } from '@/lib/glossary/schema';

const collator = new Intl.Collator('fr', { sensitivity: 'base', ignorePunctuation: true });

/** Every term, validated at build time, in French alphabetical order. */
export const GLOSSARY: readonly GlossaryTerm[] = glossarySources
  .map((source, i) => parseContent(GlossaryTermSchema, source, `content/glossary (terme ${i + 1})`))
  .sort((a, b) => collator.compare(sortKey(a), sortKey(b)));

function sortKey(term: GlossaryTerm): string {
  return term.term.replace(/^[_`]+/, '');
}

/** The letter a term is filed under (accents folded: « élicitation » goes under E). */
export function initialOf(term: GlossaryTerm): string {
  const first = sortKey(term).normalize('NFD').replace(/\p{M}/gu, '').charAt(0);
  return first.toLocaleUpperCase('fr');
}

export function getTerm(id: string): GlossaryTerm | undefined {
  return GLOSSARY.find((t) => t.id === id);
}

/** The glossary terms a piece of rich text links to. */
export function glossaryLinks(text: string): string[] {
  return linkTargets(parseInline(text)).flatMap((href) => {
    const target = classifyHref(href);
    return target.kind === 'glossary' ? [target.term] : [];
  });
}

/** The lessons that link to a term, in path order. */
export function lessonsUsing(termId: string, lessons: readonly Lesson[] = LESSONS): Lesson[] {
  return lessons.filter((lesson) =>
    lessonTexts(lesson).some((t) => glossaryLinks(t).includes(termId)),
  );
}
