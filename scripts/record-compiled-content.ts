// Writes the shipped content the pages read without loading zod: content/annotations/compiled.json
// (annotation rules, step summaries and explanations) and content/scenarios/compiled.json (every
// scenario), each validated by its schema here, defaults filled in. `--check` fails when a file
// is out of date; content/*/compiled.test.ts do the same in the unit tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compiledAnnotationsText } from '../content/annotations/compile';
import { compiledScenariosText } from '../content/scenarios/compile';

const root = resolve(import.meta.dirname, '..', 'content');
const files: [string, string][] = [
  [resolve(root, 'annotations', 'compiled.json'), compiledAnnotationsText()],
  [resolve(root, 'scenarios', 'compiled.json'), compiledScenariosText()],
];
const check = process.argv.includes('--check');
let stale = false;
for (const [file, text] of files) {
  if (!check) writeFileSync(file, text);
  else if (readFileSync(file, 'utf8') !== text) {
    console.error(`${file} est périmé : lancez « npx tsx scripts/record-compiled-content.ts ».`);
    stale = true;
  }
}
console.log(
  check
    ? stale
      ? 'Contenu compilé périmé.'
      : 'Contenu compilé à jour.'
    : 'Contenu compilé écrit.',
);
process.exit(stale ? 1 : 0);
