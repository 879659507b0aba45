import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

/** The server's helpers are plain JavaScript (run by node without a build): typed here. */
interface SecurityHeaders {
  inlineScripts: (html: string) => string[];
  scriptHash: (body: string) => string;
  routeOf: (pathname: string) => string;
  routeOfFile: (relativePath: string) => string;
  contentSecurityPolicy: (hashes: readonly string[]) => string;
}
const modulePath = '../../scripts/lib/security-headers.mjs';
const { contentSecurityPolicy, inlineScripts, routeOf, routeOfFile, scriptHash } = (await import(
  /* @vite-ignore */ modulePath
)) as SecurityHeaders;

describe('the static server’s CSP', () => {
  it('hashes exactly the inline scripts a browser would run', () => {
    const html =
      '<script src="/_next/a.js"></script><script>self.__next_f.push([1,"x"])</script>' +
      '<script type="application/ld+json">{"a":1}</script><script async="">b()</script>';
    expect(inlineScripts(html)).toEqual(['self.__next_f.push([1,"x"])', 'b()']);
    const expected = createHash('sha256').update('b()').digest('base64');
    expect(scriptHash('b()')).toBe(`'sha256-${expected}'`);
  });

  it('finds a page’s hashes from any form of its address', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('lecons/cycle-de-vie.html')).toBe('/lecons/cycle-de-vie');
    for (const path of ['/bac-a-sable', '/bac-a-sable/', '/bac-a-sable.html']) {
      expect(routeOf(path)).toBe('/bac-a-sable');
    }
    expect(routeOf('/')).toBe('/');
  });

  it('allows no remote origin, no eval, and no framing', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"]);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The learner's own machine is the only other origin, and only to connect to.
    expect(csp).toContain("connect-src 'self' http://localhost:* http://127.0.0.1:*");
    const withoutLoopback = csp.replace(
      "connect-src 'self' http://localhost:* http://127.0.0.1:*",
      '',
    );
    expect(withoutLoopback).not.toMatch(/https?:|\*|'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });
});
