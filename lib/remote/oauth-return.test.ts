import { describe, expect, it } from 'vitest';
import {
  MAX_PARAM_LENGTH,
  maskSecret,
  oauthRedirectUrl,
  openableAuthorizationUrl,
  parseOAuthReturn,
  readOAuthReturn,
  stateMatches,
} from './oauth-return';

describe('the return page reads the authorization response', () => {
  it('keeps code, state and iss, and nothing else', () => {
    const reading = readOAuthReturn('?code=abc&state=etat-1&iss=http%3A%2F%2F127.0.0.1%3A3333&x=1');
    expect(reading).toEqual({
      ok: true,
      message: {
        type: 'atelier-mcp-oauth-return',
        params: { code: 'abc', state: 'etat-1', iss: 'http://127.0.0.1:3333' },
      },
    });
  });

  it('keeps a refusal with its description', () => {
    const reading = readOAuthReturn('error=access_denied&error_description=Non&state=s&iss=i');
    expect(reading.ok && reading.message.params).toEqual({
      error: 'access_denied',
      error_description: 'Non',
      state: 's',
      iss: 'i',
    });
  });

  it('refuses an empty, incomplete, repeated or oversized answer', () => {
    expect(readOAuthReturn('')).toEqual({ ok: false, problem: 'empty' });
    expect(readOAuthReturn('?code=abc')).toEqual({ ok: false, problem: 'incomplete' });
    expect(readOAuthReturn('?state=s')).toEqual({ ok: false, problem: 'incomplete' });
    expect(readOAuthReturn('?code=a&code=b&state=s')).toEqual({ ok: false, problem: 'incomplete' });
    const long = 'a'.repeat(MAX_PARAM_LENGTH + 1);
    expect(readOAuthReturn(`?code=${long}&state=s`)).toEqual({ ok: false, problem: 'too-long' });
    expect(readOAuthReturn(`?x=${'b'.repeat(9000)}`)).toEqual({ ok: false, problem: 'too-long' });
  });
});

describe('the playground checks what comes over the channel', () => {
  it('accepts the return page’s message', () => {
    const message = { type: 'atelier-mcp-oauth-return', params: { code: 'c', state: 's' } };
    expect(parseOAuthReturn(message)).toEqual(message);
  });

  it('drops anything else: other shapes, unknown keys, values that are not strings', () => {
    expect(parseOAuthReturn(null)).toBeUndefined();
    expect(parseOAuthReturn('code=c&state=s')).toBeUndefined();
    expect(parseOAuthReturn({ type: 'autre', params: { code: 'c', state: 's' } })).toBeUndefined();
    expect(
      parseOAuthReturn({
        type: 'atelier-mcp-oauth-return',
        params: { code: 'c', state: 's', x: 'y' },
      }),
    ).toBeUndefined();
    expect(
      parseOAuthReturn({
        type: 'atelier-mcp-oauth-return',
        params: { code: { a: 1 }, state: 's' },
      }),
    ).toBeUndefined();
    expect(
      parseOAuthReturn({ type: 'atelier-mcp-oauth-return', params: ['code', 'state'] }),
    ).toBeUndefined();
  });
});

describe('the host’s own checks', () => {
  it('a state must be the one sent, exactly', () => {
    expect(stateMatches('etat-1-ab', 'etat-1-ab')).toBe(true);
    expect(stateMatches('etat-1-ab', 'etat-1-ac')).toBe(false);
    expect(stateMatches('etat-1-ab', undefined)).toBe(false);
    expect(stateMatches(undefined, undefined)).toBe(false);
  });

  it('opens only web pages for consent', () => {
    expect(openableAuthorizationUrl(new URL('http://127.0.0.1:3333/authorize?x=1'))).toBe(true);
    expect(openableAuthorizationUrl(new URL('https://auth.exemple.fr/authorize'))).toBe(true);
    expect(openableAuthorizationUrl(new URL('javascript:alert(1)'))).toBe(false);
    expect(openableAuthorizationUrl(new URL('data:text/html,x'))).toBe(false);
  });

  it('comes back to a page of this site and shows a token only in part', () => {
    expect(oauthRedirectUrl('http://localhost:3106')).toBe(
      'http://localhost:3106/bac-a-sable/retour-oauth',
    );
    const token = 'faux-jeton-acces-3-0a1b2c3d';
    expect(maskSecret(token)).toBe('faux-jet••••••');
    expect(maskSecret(token)).not.toContain('0a1b2c3d');
  });
});
