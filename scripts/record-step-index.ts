// Records the step keys of every shipped scenario in every revision from the real simulation,
// into content/scenarios/step-index.json: content links name a step (« tools/call ») and the
// index turns it into a number. `--check` fails when the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildStepIndex } from './lib/step-index';

const file = resolve(import.meta.dirname, '..', 'content', 'scenarios', 'step-index.json');
const index = await buildStepIndex();
const text = `${JSON.stringify(index, null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== text) {
    console.error(
      'content/scenarios/step-index.json est périmé : lancez « npx tsx scripts/record-step-index.ts ».',
    );
    process.exit(1);
  }
  console.log('Index des étapes à jour.');
} else {
  writeFileSync(file, text);
  console.log(`Index des étapes écrit : ${Object.keys(index).length} scénarios.`);
}
process.exit(0);
