// The small static server behind `npm start` and the browser tests: serves out/ with the
// precompressed .gz files, correct MIME types (application/wasm for PGlite), long caching for
// hashed assets, `/page` → `page.html`, the French 404 page, and security headers (CSP with the
// hashes of each page's inline scripts, see scripts/lib/security-headers.mjs) on every response.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { CSP_MANIFEST, routeOf, securityHeaders } from './lib/security-headers.mjs';

/**
 * Node answers 431 past 16 KB of request headers by default, and Chromium then shows an English
 * error page: share links up to the app's own limit (16,000 characters of `partage`, plus the
 * rest of the URL and `?outils=`) must reach the French notice instead.
 */
const MAX_HEADER_BYTES = 128 * 1024;

const outDir = resolve(import.meta.dirname, '..', 'out');
if (!existsSync(outDir)) {
  console.error(
    'Le dossier out/ est absent : lancez d’abord « npm run build » (ou « npm start »).',
  );
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const notFoundPage = resolve(outDir, '404.html');
const manifestPath = resolve(outDir, CSP_MANIFEST);
/** Route → SHA-256 sources of its inline scripts, written by scripts/compress.mjs. */
const scriptHashes = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
if (!existsSync(manifestPath)) {
  console.warn(
    `${CSP_MANIFEST} est absent : lancez « node scripts/compress.mjs » après « next build », sinon la CSP bloque les scripts en ligne.`,
  );
}

function setSecurityHeaders(res, route) {
  for (const [name, value] of Object.entries(securityHeaders(scriptHashes[route] ?? []))) {
    res.setHeader(name, value);
  }
}

function pathOf(url) {
  try {
    return decodeURI(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return '/';
  }
}

const assets = sirv(outDir, {
  gzip: true,
  etag: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    if (pathname.startsWith('/_next/static/')) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } else {
      res.setHeader('Cache-Control', 'no-cache');
    }
  },
});

const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  setSecurityHeaders(res, routeOf(pathOf(req.url)));
  assets(req, res, () => {
    setSecurityHeaders(res, '/404');
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Page introuvable');
  });
});

server.listen(port, host, () => {
  console.log(`Atelier MCP est servi sur http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
