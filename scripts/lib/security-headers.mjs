// Security headers of the static server, shared by scripts/serve.mjs and scripts/compress.mjs.
// The CSP allows inline scripts by their SHA-256 only: Next's static export writes inline
// <script> blocks (`self.__next_f.push(…)`), hashed at build time into out/.csp-hashes.json.
import { createHash } from 'node:crypto';

/** Where compress.mjs writes the hashes (sirv never serves dotfiles). */
export const CSP_MANIFEST = '.csp-hashes.json';

/** The bodies of a page's inline scripts (no `src`), exactly as the browser hashes them. */
export function inlineScripts(html) {
  const bodies = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // JSON data blocks are not run: CSP does not govern them.
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

export function scriptHash(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The route of a request path: `/bac-a-sable.html` and `/bac-a-sable/` are `/bac-a-sable`. */
export function routeOf(pathname) {
  let route = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route === '' ? '/' : route;
}

/** The route an exported HTML file answers (`out/lecons/x.html` → `/lecons/x`). */
export function routeOfFile(relativePath) {
  return routeOf(`/${relativePath.replace(/\\/g, '/')}`);
}

/** The learner's own servers, any port (CSP has no syntax for an IPv6 literal such as [::1]). */
export const LOOPBACK_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The Content-Security-Policy of a page. No remote origin anywhere: the only other origins are
 * the learner's own machine, for « Brancher mon serveur » (connect-src). `'wasm-unsafe-eval'`
 * lets PGlite compile its WebAssembly; it is on every page because Next navigates between
 * pages without loading a new document, and a document keeps the CSP it was loaded with.
 * Styles stay `'unsafe-inline'`: React's `style` attributes and Monaco's injected <style>.
 */
export function contentSecurityPolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${LOOPBACK_ORIGINS.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every response gets these, the 404 page and static files included. */
export function securityHeaders(hashes) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes),
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
  };
}
