// The small static server behind `npm start` and the browser tests: serves out/ with the
// precompressed .gz files, correct MIME types (application/wasm for PGlite), long caching for
// hashed assets, `/page` → `page.html`, and the French 404 page.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';

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
    res.setHeader('X-Content-Type-Options', 'nosniff');
  },
});

const server = createServer((req, res) => {
  assets(req, res, () => {
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
