import { describe, expect, it } from 'vitest';
import type { HttpEntry } from '@/lib/mcp/trace-schema';
import { httpFields } from './http';

const base = {
  seq: 2,
  exchange: 1,
  t: 0,
  phase: 'initialisation',
  type: 'http',
  layer: 'http',
  link: 'crm',
  from: 'server:crm',
  to: 'client:crm',
} as const;

/** Each line as the inspector lists it: `name`, or `parent > name` for a part of a line. */
function outline(entry: HttpEntry): string[] {
  return httpFields(entry).map((f) => (f.within ? `${f.within} > ${f.name}` : f.target));
}

describe('the lines of an HTTP step', () => {
  it('list the parameters of a challenge and of a redirect as parts of their header', () => {
    const answer: HttpEntry = {
      ...base,
      part: 'response',
      status: 401,
      headers: {
        'www-authenticate': 'Bearer error="invalid_token", scope="crm:lecture"',
        location: 'https://atelier.test/oauth/retour?code=faux&state=etat-1',
      },
      stream: false,
    };
    expect(outline(answer)).toEqual([
      'status:401',
      'response-header:www-authenticate',
      'response-header:www-authenticate > error',
      'response-header:www-authenticate > scope',
      'response-header:location',
      'response-header:location > code',
      'response-header:location > state',
    ]);
  });

  it('list the query parameters under the request line, the form under the body', () => {
    const request: HttpEntry = {
      ...base,
      from: 'client:crm',
      to: 'server:crm',
      seq: 1,
      part: 'request',
      method: 'POST',
      url: 'https://auth.atelier.test/token?x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code_verifier=abc',
    };
    expect(outline(request)).toEqual([
      'method:POST',
      'method:POST > x',
      'header:content-type',
      'body',
      'body > grant_type',
      'body > code_verifier',
    ]);
  });
});
