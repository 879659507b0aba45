// `npm run bench`: speed and size, measured here rather than asserted by timed tests.
// Each benchmark lives in scripts/bench/ and prints its own French report.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureDependencies, root, run } from './lib/setup.mjs';

ensureDependencies();
const dir = resolve(root, 'scripts', 'bench');
const benches = readdirSync(dir)
  .filter((name) => /\.(mjs|ts)$/.test(name))
  .sort();
if (benches.length === 0) console.log('Aucun banc d’essai pour l’instant.');
let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const file = resolve(dir, name);
  const code = name.endsWith('.ts') ? run('npx', ['tsx', file]) : run('node', [file]);
  if (code !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
