// Draws quiz questions at random from every bank, for a review against the spec: each question
// is printed in full (prompt, every choice with its explanation and whether it is right, the
// trace excerpt a trace question shows, the definitions of a « corriger » question, its source),
// so that it can be read the way a learner meets it. The same seed replays the same draw on the
// same tree. Usage:
//   npx tsx scripts/sample-quiz.ts [--seed N] [--count N]
// The banks and excerpts themselves, as content/quiz/index.ts reads them, but without its page
// helpers (their lz-string import does not load under a plain Node script).
import { RAW_BANKS } from '../content/quiz/banks';
import { rawTraces } from '../content/quiz/traces';
import { parseContent } from '../lib/content/parse';
import { BankSchema, TraceExcerptSchema, type Question } from '../lib/quiz/schema';
import { drawWithoutReplacement, option } from './lib/seeded-draw';

const seed = option('seed', Date.now() % 1_000_000);
const count = option('count', 40);
// In catalogue order (content/quiz/banks.ts), so that a seed draws the same questions.
const questions: Question[] = Object.entries(RAW_BANKS).flatMap(([file, bank]) =>
  parseContent(BankSchema, bank, file),
);
const getTrace = (id: string) =>
  id in rawTraces ? parseContent(TraceExcerptSchema, rawTraces[id], id) : undefined;
const drawn = drawWithoutReplacement(questions, count, seed);

function body(q: Question): string[] {
  switch (q.type) {
    case 'single':
    case 'trace':
      return q.choices.map(
        (c) => `- ${c.id === q.answer ? '**[juste]**' : '[faux]'} ${c.text} — ${c.explanation}`,
      );
    case 'multiple':
      return q.choices.map(
        (c) =>
          `- ${q.answers.includes(c.id) ? '**[juste]**' : '[faux]'} ${c.text} — ${c.explanation}`,
      );
    case 'order':
      return q.items.map((item, i) => `${i + 1}. ${item.text} — ${item.explanation}`);
    case 'classify':
      return q.items.map(
        (item) =>
          `- ${item.text} → ${q.categories.find((c) => c.id === item.category)?.label} — ${item.explanation}`,
      );
    case 'fix':
      return [
        `- appel : ${q.call.tool} ${JSON.stringify(q.call.arguments)}`,
        `- définition cassée : ${q.broken.replace(/\s+/g, ' ')}`,
        `- corrigée : ${q.fix.replace(/\s+/g, ' ')}`,
        ...q.defects.map((d) => `- défaut ${d.code} : ${d.explanation}`),
      ];
  }
}

function excerpt(q: Question): string[] {
  if (q.type !== 'trace') return [];
  const trace = getTrace(q.trace);
  if (!trace) return [`- extrait ${q.trace} introuvable`];
  const shown = trace.messages.slice(0, q.shown ?? trace.messages.length);
  return [
    `- extrait ${q.trace} (${trace.source.scenario}, ${trace.source.version}, ${q.ask}) :`,
    ...shown.map((m, i) => `  ${i}. ${m.from} → ${m.to} ${m.kind} ${JSON.stringify(m.message)}`),
  ];
}

console.log(
  `# Tirage de ${drawn.length} questions — graine ${seed} (parmi ${questions.length} questions)\n`,
);
drawn.forEach((q, i) => {
  console.log(`## ${i + 1}. ${q.id} (${q.theme}, ${q.type})`);
  console.log(`- énoncé : ${q.prompt}`);
  for (const line of [...excerpt(q), ...body(q)]) console.log(line);
  if (q.specNote) console.log(`- note : ${q.specNote}`);
  if (q.takeaway) console.log(`- à retenir : ${q.takeaway}`);
  const source =
    q.source.kind === 'spec' ? `${q.source.section} ${q.source.url}` : q.source.concept;
  console.log(`- source : ${source}\n`);
});
process.exit(0);
