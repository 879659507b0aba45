import { describe, expect, it } from 'vitest';
import { annotator, annotationRules } from '@/content/annotations';
import { messageKey } from './match';

describe('the annotator', () => {
  it('explains the protocol version carried in every 2026-07-28 request', () => {
    const found = annotator.annotate(messageKey('request', 'server/discover'), [
      'params',
      '_meta',
      'io.modelcontextprotocol/protocolVersion',
    ]);
    expect(found?.rule.label).toMatch(/Version du protocole/);
    expect(found?.rule.revision).toMatch(/initialize/);
    expect(found?.rule.spec.url).toMatch(/^https:\/\/modelcontextprotocol\.io\/specification\//);
  });

  it('gives the meaning of each error code', () => {
    const message = { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'x' } };
    for (const code of [-32700, -32600, -32601, -32602, -32603, -32020, -32021, -32022]) {
      const found = annotator.annotate(messageKey('error', 'tools/call'), ['error', 'code'], {
        ...message,
        error: { code, message: 'x' },
      });
      expect(found?.valueNote, String(code)).toContain(String(code));
    }
  });

  it('prefers the most precise rule: a property name inside an inputSchema', () => {
    const found = annotator.annotate(messageKey('result', 'tools/list'), [
      'result',
      'tools',
      0,
      'inputSchema',
      'properties',
      'ville',
    ]);
    expect(found?.rule.label).toBe('Un champ');
    const name = annotator.annotate(messageKey('result', 'tools/list'), [
      'result',
      'tools',
      0,
      'name',
    ]);
    expect(name?.rule.text).toMatch(/128/);
  });

  it('speaks about invented methods only through fallbacks, and never hides a gap in a real one', () => {
    expect(annotator.annotate('request:outils/inventer', ['params', 'x'])?.rule.fallback).toBe(
      true,
    );
    expect(annotator.annotate('request:tools/call', ['params', 'inconnu'])).toBeUndefined();
    expect(annotator.missing('request:tools/call', { params: { inconnu: 1 } })).toEqual([
      'params.inconnu',
    ]);
  });

  it('has French text and a specification link on every rule', () => {
    for (const rule of annotationRules) {
      expect(rule.text.length).toBeGreaterThan(10);
      expect(rule.spec.url).toMatch(/^https:\/\/modelcontextprotocol\.io\/specification\//);
    }
  });
});
