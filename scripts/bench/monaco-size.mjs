// Monaco's weight, and proof that lessons and quizzes never load it. Reads the built site
// (out/, from `npm run build`): the chunks holding Monaco, their gzipped size, then, for every
// lessons and quiz page, the scripts and styles its HTML loads, none of which may be Monaco's.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gz, kb, out, pageAssets, walk } from './lib/built.mjs';

const staticDir = join(out, '_next', 'static');

if (!existsSync(staticDir)) {
  console.log('Pas de site construit dans out/ : lancez d’abord `npm run build`.');
  process.exit(1);
}

// Strings only Monaco's code and styles contain (its editor, its workers, its CSS).
const MONACO_MARKERS = [
  'MonacoEnvironment',
  '.monaco-editor',
  'editor.action.selectAll',
  'editorWebWorker',
  'JSONWorker',
];
const isMonaco = (text) => MONACO_MARKERS.some((marker) => text.includes(marker));

const monaco = [];
for (const file of walk(staticDir)) {
  if (!/\.(js|css)$/.test(file)) continue;
  const buffer = readFileSync(file);
  if (isMonaco(buffer.toString('utf8'))) {
    monaco.push({ path: `/${relative(out, file)}`, raw: buffer.length, gzip: gz(buffer) });
  }
}
// Monaco's workers are separate bundles: the chunk lists of the worker loaders its chunks hold
// (`turbopack-worker-….js", ["static/chunks/…", …]`) name them even when their code no longer
// contains a recognisable string.
const known = new Set(monaco.map((f) => f.path));
for (const f of [...monaco]) {
  const text = readFileSync(join(out, f.path), 'utf8');
  for (const list of text.matchAll(/"(static\/chunks\/turbopack-worker[^"]*)",\[([^\]]*)\]/g)) {
    const names = [list[1], ...[...list[2].matchAll(/"([^"]+)"/g)].map((m) => m[1])];
    for (const name of names) {
      const path = `/_next/${name}`;
      // Turbopack's own runtime chunks are shared by every page: not Monaco's weight.
      if (/^static\/chunks\/turbopack-(?!worker)/.test(name)) continue;
      if (known.has(path) || !existsSync(join(out, path))) continue;
      known.add(path);
      const buffer = readFileSync(join(out, path));
      monaco.push({ path, raw: buffer.length, gzip: gz(buffer), worker: true });
    }
  }
}
monaco.sort((a, b) => b.gzip - a.gzip);
const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);
const js = monaco.filter((f) => f.path.endsWith('.js'));
const css = monaco.filter((f) => f.path.endsWith('.css'));

console.log('Fichiers de Monaco dans out/ (gzip -9)');
for (const f of monaco) {
  const note = f.worker ? ' [worker, chargé par Monaco]' : '';
  console.log(`  ${f.path} : ${kb(f.gzip)} (brut ${kb(f.raw)})${note}`);
}
const workers = js.filter((f) => f.worker);
console.log(
  `  Total : ${kb(sum(js, 'gzip'))} de JS (dont ${kb(sum(workers, 'gzip'))} pour les workers, partagés entre eux) et ${kb(sum(css, 'gzip'))} de CSS gzip, ${monaco.length} ${monaco.length > 1 ? 'fichiers' : 'fichier'}`,
);
if (monaco.length === 0) {
  console.log('  Aucun fichier de Monaco trouvé : le site a-t-il été construit avec l’éditeur ?');
  process.exit(1);
}

// The pages that must stay light: the lessons and the quizzes, with all their sub-pages.
const pages = [...walk(out)]
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    file,
    route: `/${relative(out, file)
      .replace(/\.html$/, '')
      .replace(/\/?index$/, '')}`,
  }))
  .filter(({ route }) => /^\/(lecons|quiz)(\/|$)/.test(route));

const monacoPaths = new Set(monaco.map((f) => f.path));
let failures = 0;
console.log('\nPages de leçons et de quiz : Monaco est-il chargé ?');
for (const { file, route } of pages.sort((a, b) => a.route.localeCompare(b.route))) {
  const html = readFileSync(file, 'utf8');
  const { loaded, legacy } = pageAssets(html);
  let bytes = 0;
  let legacyBytes = 0;
  const culprits = [];
  for (const path of [...loaded, ...legacy]) {
    const buffer = readFileSync(join(out, path));
    if (legacy.includes(path)) legacyBytes += gz(buffer);
    else bytes += gz(buffer);
    if (monacoPaths.has(path) || isMonaco(buffer.toString('utf8'))) culprits.push(path);
  }
  if (isMonaco(html)) culprits.push('(HTML de la page)');
  if (culprits.length > 0) failures += 1;
  console.log(
    `  ${route} : ${loaded.length} fichiers JS/CSS, ${kb(bytes)} gzip${
      legacyBytes > 0
        ? ` (+ ${kb(legacyBytes)} de polyfills noModule, ignorés des navigateurs récents)`
        : ''
    } — ${culprits.length === 0 ? 'sans Monaco' : `MONACO CHARGÉ (${culprits.join(', ')})`}`,
  );
}
if (pages.length === 0) {
  console.log('  Aucune page de leçon ni de quiz trouvée dans out/.');
  failures += 1;
}
console.log(
  failures === 0
    ? '\nLes leçons et les quiz ne chargent pas Monaco.'
    : `\n${failures} ${failures > 1 ? 'pages chargent' : 'page charge'} Monaco ou ${failures > 1 ? 'manquent' : 'manque'} : à corriger.`,
);
process.exit(failures === 0 ? 0 : 1);
