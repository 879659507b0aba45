// Records the opening of every shipped scenario in every revision it plays in, with the real
// SDK, into public/enregistrements/ (served by the site, not kept in git): the playground shows
// it on arrival and loads the SDK only when the learner acts (lib/playground/recorded-opening.ts).
// Part of `npm run build`, so the files always match the code that was built.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { allScenarios } from '../content/scenarios';
import { recordOpening } from '../lib/playground/opening-recorder';
import { OPENINGS_PATH, openingFileName } from '../lib/playground/recorded-opening';

const root = resolve(import.meta.dirname, '..', 'public', OPENINGS_PATH.slice(1));
rmSync(root, { recursive: true, force: true });
let recorded = 0;
let live = 0;
for (const scenario of allScenarios()) {
  for (const revision of scenario.revisions) {
    const file = await recordOpening(scenario, revision);
    const path = resolve(root, openingFileName(scenario.id, revision));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(file));
    if ('live' in file) live += 1;
    else recorded += 1;
  }
}
console.log(`Ouvertures enregistrées : ${recorded} ; jouées en direct : ${live}.`);
process.exit(0);
