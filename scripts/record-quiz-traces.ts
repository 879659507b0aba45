// Records the quiz's « lire une trace » excerpts from the real simulation, as described in
// content/quiz/traces/specs.ts, into content/quiz/traces/<id>.json (read by the site as plain
// JSON: the quiz pages never load the SDK). `--check` fails when a file is out of date.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { allScenarios } from '../content/scenarios';
import { traceSpecs } from '../content/quiz/traces/specs';
import { recordExcerpts } from '../lib/quiz/trace-recorder';

const scenarios = allScenarios();

const dir = resolve(import.meta.dirname, '..', 'content', 'quiz', 'traces');
const check = process.argv.includes('--check');
const excerpts = await recordExcerpts(traceSpecs, scenarios);

const stale: string[] = [];
for (const [id, excerpt] of excerpts) {
  const file = resolve(dir, `${id}.json`);
  // Formatted as Prettier would, so that `prettier --check` and this script agree.
  const options = (await resolveConfig(file)) ?? {};
  const text = await format(JSON.stringify(excerpt), { ...options, filepath: file });
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) continue;
  stale.push(`${id}.json`);
  if (!check) writeFileSync(file, text);
}
const orphans = readdirSync(dir).filter(
  (name) => name.endsWith('.json') && !excerpts.has(name.slice(0, -'.json'.length)),
);
if (!check) for (const name of orphans) rmSync(resolve(dir, name));

if (check) {
  if (stale.length > 0 || orphans.length > 0) {
    console.error(
      `Extraits de trace périmés (${[...stale, ...orphans].join(', ')})\u00A0: lancez «\u00A0npx tsx scripts/record-quiz-traces.ts\u00A0».`,
    );
    process.exit(1);
  }
  console.log(`Extraits de trace à jour (${excerpts.size}).`);
} else {
  console.log(
    `Extraits de trace écrits\u00A0: ${stale.length} modifiés sur ${excerpts.size}${orphans.length > 0 ? `, ${orphans.length} supprimés (${orphans.join(', ')})` : ''}.`,
  );
  console.log('Pensez à lister chaque extrait dans content/quiz/traces/index.ts.');
}
process.exit(0);
