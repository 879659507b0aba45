// Issue 29's « light pages » row: the JS and CSS each light page's HTML names (gzip -9, what a
// modern browser fetches before it can run the page), against the goal of 160 KB, and whether
// zod travels with them (the stores that need it load it after hydration).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb, out, pageAssets, weight } from './lib/built.mjs';

const GOAL = 160 * 1024;
const LIGHT = [
  ['/', 'index.html'],
  ['/lecons', 'lecons.html'],
  ['/quiz', 'quiz.html'],
  ['/glossaire', 'glossaire.html'],
  ['/defis', 'defis.html'],
];
// Strings only zod's core contains once minified (its class names are kept as strings).
const ZOD_MARKERS = ['"$ZodType"', '"$ZodObject"'];

if (!existsSync(join(out, 'index.html'))) {
  console.log('Pas de site construit dans out/ : lancez d’abord `npm run build`.');
  process.exit(1);
}

let missed = 0;
console.log('Pages légères : JS et CSS nommés par le HTML (gzip -9), objectif ≤ 160 Ko');
for (const [route, file] of LIGHT) {
  const { loaded } = pageAssets(readFileSync(join(out, file), 'utf8'));
  const bytes = weight(loaded);
  const zod = loaded.some((path) => {
    const text = readFileSync(join(out, path), 'utf8');
    return ZOD_MARKERS.some((marker) => text.includes(marker));
  });
  const met = bytes <= GOAL;
  if (!met) missed += 1;
  console.log(
    `  ${route} : ${kb(bytes)} en ${loaded.length} fichiers ${met ? '✓' : '✗'}${zod ? ' — zod dans les premiers octets' : ''}`,
  );
}
console.log(
  missed === 0
    ? '  ✓ objectif atteint'
    : `  ✗ ${missed} ${missed > 1 ? 'pages' : 'page'} au-delà de 160 Ko`,
);
process.exit(missed === 0 ? 0 : 1);
