export const CSP_MANIFEST: string;
export function inlineScripts(html: string): string[];
export function scriptHash(body: string): string;
export function routeOf(pathname: string): string;
export function routeOfFile(relativePath: string): string;
export function contentSecurityPolicy(hashes: readonly string[]): string;
export function securityHeaders(hashes: readonly string[]): Record<string, string>;
