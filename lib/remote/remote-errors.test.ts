import { ProtocolError, SdkHttpError, SdkErrorCode } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import {
  bodyExcerpt,
  classifyRemoteFailure,
  CSP_LOCAL_HOSTS,
  explainRemoteFailure,
  localAddressProblem,
} from './remote-errors';

const where = {
  url: 'http://127.0.0.1:3333/mcp',
  origin: 'http://127.0.0.1:3212',
  during: 'connect' as const,
};
const html404 = `<!DOCTYPE html><html><head><title>404: This page could not be found</title><style>body{margin:0}</style></head><body><div>${'<p>bla</p>'.repeat(500)}</div></body></html>`;

describe('the cause of a failure with the learner’s server', () => {
  it('tells a dead server from a CORS refusal (the no-cors probe), with the revision’s CORS', () => {
    const bare = new TypeError('Failed to fetch');
    expect(classifyRemoteFailure(bare, { reachable: false })).toEqual({ cause: 'unreachable' });
    expect(classifyRemoteFailure(bare, { reachable: true })).toEqual({ cause: 'cors' });
    // 2026-07-28 wraps it as a failed version probe: the cause underneath still decides.
    const wrapped = new Error('Version negotiation probe failed: Failed to fetch', { cause: bare });
    expect(classifyRemoteFailure(wrapped, { reachable: true })).toEqual({ cause: 'cors' });
    const modern = explainRemoteFailure({ cause: 'cors' }, { ...where, revision: '2026-07-28' });
    expect(modern).toContain('révision 2026-07-28');
    expect(modern).toContain('l’origine http://127.0.0.1:3212');
    expect(modern).toContain('les méthodes POST, OPTIONS');
    expect(modern).toContain('mcp-method, mcp-name');
    expect(modern).not.toContain('mcp-session-id');
    const legacy = explainRemoteFailure({ cause: 'cors' }, { ...where, revision: '2025-06-18' });
    expect(legacy).toContain('POST, GET, DELETE, OPTIONS');
    expect(legacy).toContain('mcp-session-id, last-event-id');
    expect(legacy).toContain('exposer mcp-session-id');
    expect(legacy).not.toContain('mcp-method');
    const dead = explainRemoteFailure(
      { cause: 'unreachable' },
      { ...where, revision: '2025-06-18' },
    );
    expect(dead).toContain('rien ne répond');
    expect(dead).not.toContain('CORS');
  });

  it('gives an HTTP status with a short plain-text excerpt, never a whole HTML page', () => {
    const error = new Error(`Error POSTing to endpoint (HTTP 404): ${html404}`);
    const failure = classifyRemoteFailure(error);
    expect(failure).toEqual({
      cause: 'http',
      status: 404,
      excerpt: '404: This page could not be found',
    });
    const text = explainRemoteFailure(failure, { ...where, revision: '2025-11-25' });
    expect(text).toContain('erreur HTTP 404 («\u00A0404: This page could not be found\u00A0»)');
    expect(text).not.toContain('<');
    const sdk = new SdkHttpError(
      SdkErrorCode.ClientHttpNotImplemented,
      'Error POSTing to endpoint: x',
      {
        status: 405,
        statusText: 'Method Not Allowed',
        text: `<p>${'Méthode refusée '.repeat(30)}</p>`,
      },
    );
    const long = classifyRemoteFailure(sdk);
    expect(long.cause).toBe('http');
    expect(long.cause === 'http' && long.excerpt.length).toBeLessThanOrEqual(160);
    expect(long.cause === 'http' && long.excerpt).toMatch(/^Méthode refusée .*…$/);
    expect(bodyExcerpt('Not Found')).toBe('Not Found');
  });

  it('names a protocol error as such, connected, not as a failed connection', () => {
    const error = new ProtocolError(-32601, 'Method not found');
    const failure = classifyRemoteFailure(error, { received: true, during: 'call' });
    expect(failure).toEqual({ cause: 'protocol', code: -32601, message: 'Method not found' });
    const text = explainRemoteFailure(failure, {
      ...where,
      during: 'call',
      revision: '2025-11-25',
    });
    expect(text).toContain('L’appel a reçu une erreur du protocole (JSON-RPC -32601)');
    expect(text).toContain('la connexion reste ouverte');
    expect(text).not.toContain('La connexion a échoué');
  });

  it('names a result the client refused (output schema), not the server’s refusal', () => {
    const error = new ProtocolError(
      -32602,
      'Structured content does not match the tool’s output schema: does not match pattern',
    );
    const text = explainRemoteFailure(classifyRemoteFailure(error, { received: true }), {
      ...where,
      during: 'call',
      revision: '2025-11-25',
    });
    expect(text).toMatch(/^L’appel a échoué.*schéma de sortie.*does not match pattern/);
  });

  it('says which revision the server does not speak, once it answered', () => {
    const error = new Error(
      'Version negotiation failed: the server did not offer pinned protocol version 2026-07-28 via server/discover (no fallback in pin mode)',
    );
    const failure = classifyRemoteFailure(error, { received: true });
    expect(failure.cause).toBe('version');
    expect(explainRemoteFailure(failure, { ...where, revision: '2026-07-28' })).toContain(
      'ne prend pas en charge la révision 2026-07-28',
    );
  });
});

describe('the local-address check and the site’s CSP', () => {
  it('refuses before any request what the CSP would block, with the reason', () => {
    expect(localAddressProblem('http://127.0.0.1:3333/mcp')).toBeUndefined();
    expect(localAddressProblem('http://localhost:3333/mcp')).toBeUndefined();
    expect(localAddressProblem('http://127.0.0.2:3333/mcp')).toMatch(
      /127\.0\.0\.2 désigne bien votre machine.*CSP/,
    );
    expect(localAddressProblem('http://[::1]:3333/mcp')).toMatch(/CSP/);
    expect(localAddressProblem('https://mcp.exemple.fr/mcp')).toMatch(/votre propre machine/);
    expect(localAddressProblem('ftp://127.0.0.1/')).toMatch(/Adresse invalide/);
  });

  it('agrees with the CSP’s connect-src, host for host', async () => {
    const modulePath = '../../scripts/lib/security-headers.mjs';
    const { LOOPBACK_ORIGINS } = (await import(/* @vite-ignore */ modulePath)) as {
      LOOPBACK_ORIGINS: string[];
    };
    expect(LOOPBACK_ORIGINS.map((o) => new URL(o.replace(':*', '')).hostname)).toEqual([
      ...CSP_LOCAL_HOSTS,
    ]);
  });
});
