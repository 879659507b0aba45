// `npm test`: install what is missing (npm dependencies, Debian's Chromium), then type-check,
// lint, check formatting, run the unit tests, build the site and run the browser tests against
// it. Ends with one line "N passed, N failed" that counts every test run.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, ensureChromium, ensureDependencies, root, run } from './lib/setup.mjs';

const reports = resolve(root, '.reports');
mkdirSync(reports, { recursive: true });

ensureDependencies();
ensureChromium();

const failures = [];
function step(title, command, args) {
  console.log(`\n→ ${title}`);
  if (run(command, args) !== 0) failures.push(title);
}

step('Vérification des types (tsc)', 'npx', ['tsc', '--noEmit']);
step('Analyse statique (ESLint)', 'npx', ['eslint', '--max-warnings=0', '.']);
step('Étages et boucles d’importations (dependency-cruiser)', 'npm', ['run', '--silent', 'floors']);
step('Mise en forme (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);

const vitestReport = resolve(reports, 'vitest.json');
step('Tests unitaires (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

// Every scenario's « Emporter son serveur » project, run as a learner would, then the official
// conformance suite against one of them (it installs Node 22 on demand).
step('Serveurs exportés et conformité', 'npx', ['tsx', 'scripts/export-check.ts', '--conformance']);

build();

const playwrightReport = resolve(reports, 'playwright.json');
console.log('\n→ Tests dans le navigateur (Playwright + Chromium de Debian)');
if (
  run('npx', ['playwright', 'test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  }) !== 0
) {
  failures.push('Tests dans le navigateur (Playwright)');
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log('\n────────────────────────────────────────');
console.log(
  `Vitest : ${vitest?.numPassedTests ?? 0} réussis, ${vitest?.numFailedTests ?? 0} en échec`,
);
console.log(
  `Playwright : ${playwright?.stats?.expected ?? 0} réussis, ${playwright?.stats?.unexpected ?? 0} en échec`,
);
if (failures.length > 0) console.log(`Étapes en échec : ${failures.join(' ; ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
