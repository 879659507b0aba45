import type { Metadata } from 'next';
import { GlossaryList, type GlossaryEntry } from '@/components/glossary/glossary-list';
import { PageHeader } from '@/components/ui/page-header';
import { glossaryMessages } from '@/messages/glossary';
import { getTerm, GLOSSARY, initialOf, lessonsUsing } from '@/content/glossary';
import { foldForSearch } from '@/lib/glossary/search';
import { parseInline, toPlainText } from '@/lib/lessons/inline';

const t = glossaryMessages;

export const metadata: Metadata = { title: t.title };

const ENTRIES: GlossaryEntry[] = GLOSSARY.map((term) => ({
  id: term.id,
  term: term.term,
  code: term.code ?? false,
  english: term.english,
  definition: term.definition,
  initial: initialOf(term),
  searchText: foldForSearch(
    [term.term, term.english, toPlainText(parseInline(term.definition))].join(' '),
  ),
  see: (term.see ?? []).flatMap((id) => {
    const other = getTerm(id);
    return other ? [{ id, term: other.term, code: other.code ?? false }] : [];
  }),
  lessons: lessonsUsing(term.id).map((l) => ({ slug: l.slug, title: l.title })),
}));

export default function GlossaryPage() {
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro} />
      <GlossaryList entries={ENTRIES} />
    </>
  );
}
