// Reading the built site (out/) as a browser would fetch it: the files a page's HTML names,
// gzipped at level 9, without the legacy polyfills no modern browser downloads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export const root = resolve(import.meta.dirname, '..', '..', '..');
export const out = resolve(root, 'out');

export function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export const gz = (buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;
export const kb = (bytes) =>
  `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00A0Ko`;

/**
 * The JS and CSS a page's HTML names (<script src>, <link href>, and the chunk lists of the
 * React Server Components payload inlined in it), split into what a modern browser loads and
 * the `noModule` polyfills it skips.
 */
export function pageAssets(html) {
  const named = new Set(
    [...html.matchAll(/\/?_next\/static\/[^"'\\\s)]+\.(?:js|css)/g)].map((m) =>
      m[0].startsWith('/') ? m[0] : `/${m[0]}`,
    ),
  );
  const legacy = new Set(
    [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule/gi)].map((m) => m[1]),
  );
  const loaded = [...named].filter((path) => !legacy.has(path) && existsSync(join(out, path)));
  return { loaded, legacy: [...legacy].filter((path) => existsSync(join(out, path))) };
}

/** The gzipped weight of files under out/. */
export function weight(paths) {
  return paths.reduce((total, path) => total + gz(readFileSync(join(out, path))), 0);
}
