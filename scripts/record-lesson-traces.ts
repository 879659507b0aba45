// Records the exchanges the lessons quote, as described in content/lessons/traces/specs.ts, into
// content/lessons/traces/excerpts.json (read by the lesson pages as plain JSON: they never load
// the SDK). `--check` fails when the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { scenarios } from '../content/scenarios';
import { lessonTraceSpecs } from '../content/lessons/traces/specs';
import { recordExcerpts } from '../lib/quiz/trace-recorder';

const file = resolve(import.meta.dirname, '..', 'content', 'lessons', 'traces', 'excerpts.json');
const check = process.argv.includes('--check');
const excerpts = await recordExcerpts(lessonTraceSpecs, scenarios);
// Formatted as Prettier would, so that `prettier --check` and this script agree.
const options = (await resolveConfig(file)) ?? {};
const text = await format(JSON.stringify(Object.fromEntries(excerpts)), {
  ...options,
  filepath: file,
});
let current: string | undefined;
try {
  current = readFileSync(file, 'utf8');
} catch {
  current = undefined;
}
if (check) {
  if (current !== text) {
    console.error(
      'Extraits des leçons périmés\u00A0: lancez «\u00A0npx tsx scripts/record-lesson-traces.ts\u00A0».',
    );
    process.exit(1);
  }
  console.log(`Extraits des leçons à jour (${excerpts.size}).`);
} else {
  if (current !== text) writeFileSync(file, text);
  console.log(
    `Extraits des leçons ${current === text ? 'inchangés' : 'écrits'} (${excerpts.size}).`,
  );
}
process.exit(0);
