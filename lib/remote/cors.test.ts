import { describe, expect, it } from 'vitest';
import { corsSnippets, missingCorsGrants } from './cors';

const ORIGIN = 'http://127.0.0.1:3000';
const answer = (headers: Record<string, string>) => (name: string) => headers[name];

describe('what a preflight answer fails to grant', () => {
  it('names the 2026-07-28 headers an old allow-list forgets (review N1)', () => {
    const old = answer({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers':
        'content-type, accept, authorization, mcp-protocol-version, mcp-session-id, last-event-id',
      'access-control-expose-headers': 'mcp-session-id',
    });
    expect(missingCorsGrants(old, ORIGIN, '2026-07-28', 'POST')).toEqual([
      'header mcp-method',
      'header mcp-name',
    ]);
    expect(missingCorsGrants(old, ORIGIN, '2025-11-25', 'DELETE')).toEqual([]);
  });

  it('asks a 2025 server for DELETE, the session header exposed, and this origin', () => {
    const bare = answer({ 'access-control-allow-origin': 'http://ailleurs.exemple' });
    expect(missingCorsGrants(bare, ORIGIN, '2025-06-18', 'DELETE')).toEqual([
      `origin ${ORIGIN}`,
      'method DELETE',
      'header content-type',
      'header accept',
      'header mcp-protocol-version',
      'header mcp-session-id',
      'header last-event-id',
      'expose mcp-session-id',
    ]);
  });

  it('accepts wildcards, as a browser does for a request without credentials', () => {
    const open = answer({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': '*',
      'access-control-allow-headers': '*',
      'access-control-expose-headers': '*',
    });
    expect(missingCorsGrants(open, ORIGIN, '2025-11-25', 'DELETE')).toEqual([]);
  });
});

describe('the CORS lines the guide gives for a revision', () => {
  it('names in both languages exactly what the client sends in that revision', () => {
    const modern = corsSnippets('2026-07-28', ORIGIN);
    expect(modern.typescript).toContain(`origin: '${ORIGIN}',`);
    expect(modern.typescript).toContain(
      "allowedHeaders: ['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name'],",
    );
    expect(modern.typescript).not.toContain('exposedHeaders');
    expect(modern.python).toContain(`allow_origins=["${ORIGIN}"],`);
    expect(modern.python).toContain('allow_methods=["POST", "OPTIONS"],');
    const legacy = corsSnippets('2025-11-25', ORIGIN);
    expect(legacy.typescript).toContain("methods: ['POST', 'GET', 'DELETE', 'OPTIONS'],");
    expect(legacy.typescript).toContain("exposedHeaders: ['mcp-session-id'],");
    expect(legacy.python).toContain('expose_headers=["mcp-session-id"],');
    expect(legacy.python).toContain('"last-event-id"');
  });
});
