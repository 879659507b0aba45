// Writes lib/export/runtime-source.ts, the source text of lib/runtime/ that the
// « Emporter son serveur » zip ships. `--check` fails when it no longer matches the files.
import { readFileSync, writeFileSync } from 'node:fs';
import { RUNTIME_SOURCE_MODULE, runtimeSourceModule } from '../lib/export/runtime-source-file';

const text = await runtimeSourceModule();
if (process.argv.includes('--check')) {
  if (readFileSync(RUNTIME_SOURCE_MODULE, 'utf8') !== text) {
    console.error(
      'lib/export/runtime-source.ts est périmé : lancez « npx tsx scripts/export-runtime-source.ts ».',
    );
    process.exit(1);
  }
  console.log('Source du serveur exporté à jour.');
} else {
  writeFileSync(RUNTIME_SOURCE_MODULE, text);
  console.log('lib/export/runtime-source.ts écrit.');
}
