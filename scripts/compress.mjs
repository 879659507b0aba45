// Writes a .gz copy beside every compressible file of out/, so that the static server sends
// compressed bytes without compressing on each request (PGlite's data alone is 15 MB raw).
// Also records the SHA-256 of every page's inline scripts, for the server's CSP.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { CSP_MANIFEST, inlineScripts, routeOfFile, scriptHash } from './lib/security-headers.mjs';

const outDir = resolve(import.meta.dirname, '..', 'out');
const COMPRESSIBLE = /\.(html|js|mjs|css|json|txt|svg|wasm|data|map|ico|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
const hashes = {};
for (const file of walk(outDir)) {
  if (file.endsWith('.html')) {
    const html = readFileSync(file, 'utf8');
    hashes[routeOfFile(relative(outDir, file))] = [...new Set(inlineScripts(html).map(scriptHash))];
  }
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += raw.length;
  after += gz.length;
}
writeFileSync(join(outDir, CSP_MANIFEST), JSON.stringify(hashes));
console.log(
  `Compression : ${count} fichiers, ${(before / 1e6).toFixed(1)} Mo → ${(after / 1e6).toFixed(1)} Mo (gzip).`,
);
