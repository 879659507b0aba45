import { describe, expect, it } from 'vitest';
import { annotator, annotationRules } from '@/content/annotations';
import { messageKey } from './match';
import { specUrl } from './spec-link';

describe('the annotator', () => {
  it('explains the protocol version carried in every 2026-07-28 request', () => {
    const path = ['params', '_meta', 'io.modelcontextprotocol/protocolVersion'];
    const found = annotator.annotate(messageKey('request', 'server/discover'), path, '2026-07-28');
    expect(found?.rule.label).toMatch(/Version du protocole/);
    expect(found?.rule.revision).toMatch(/initialize/);
    expect(found && specUrl(found.rule.spec, '2026-07-28')).toBe(
      'https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#protocol-version-negotiation',
    );
    // A 2025 message has no such key in the protocol: no 2026-only text is shown for it.
    const legacy = annotator.annotate(messageKey('request', 'tools/list'), path, '2025-11-25');
    expect(legacy?.rule.label).toBe('Métadonnée');
  });

  it('gives the meaning of each error code', () => {
    const message = { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'x' } };
    for (const code of [-32700, -32600, -32601, -32602, -32603, -32020, -32021, -32022]) {
      const found = annotator.annotate(
        messageKey('error', 'tools/call'),
        ['error', 'code'],
        '2026-07-28',
        { ...message, error: { code, message: 'x' } },
      );
      expect(found?.valueNote, String(code)).toContain(String(code));
    }
    for (const code of [-32002, -32042]) {
      const found = annotator.annotate(
        messageKey('error', 'resources/read'),
        ['error', 'code'],
        '2025-11-25',
        { ...message, error: { code, message: 'x' } },
      );
      expect(found?.valueNote, String(code)).toContain(String(code));
    }
  });

  it('tells each era its own rule: the meaning of the -32000 range', () => {
    const key = messageKey('error', 'tools/call');
    const modern = annotator.annotate(key, ['error', 'code'], '2026-07-28');
    const legacy = annotator.annotate(key, ['error', 'code'], '2025-06-18');
    expect(modern?.rule.text).toMatch(/réservée à la spécification MCP/);
    expect(legacy?.rule.text).not.toMatch(/réservée à la spécification MCP/);
    expect(legacy?.rule.text).toMatch(/-32002/);
  });

  it('prefers the most precise rule: a property name inside an inputSchema', () => {
    const found = annotator.annotate(
      messageKey('result', 'tools/list'),
      ['result', 'tools', 0, 'inputSchema', 'properties', 'ville'],
      '2026-07-28',
    );
    expect(found?.rule.label).toBe('Un champ');
    const name = annotator.annotate(
      messageKey('result', 'tools/list'),
      ['result', 'tools', 0, 'name'],
      '2025-11-25',
    );
    expect(name?.rule.text).toMatch(/128/);
    // 2025-06-18 had no naming rule yet.
    const old = annotator.annotate(
      messageKey('result', 'tools/list'),
      ['result', 'tools', 0, 'name'],
      '2025-06-18',
    );
    expect(old?.rule.text).not.toMatch(/128/);
  });

  it('speaks about invented methods only through fallbacks, and never hides a gap in a real one', () => {
    const revision = '2026-07-28';
    expect(
      annotator.annotate('request:outils/inventer', ['params', 'x'], revision)?.rule.fallback,
    ).toBe(true);
    expect(
      annotator.annotate('request:tools/call', ['params', 'inconnu'], revision),
    ).toBeUndefined();
    expect(annotator.missing('request:tools/call', { params: { inconnu: 1 } }, revision)).toEqual([
      'params.inconnu',
    ]);
  });

  it('explains input_required round trips on prompts/get and resources/read too (2026-07-28)', () => {
    for (const method of ['prompts/get', 'resources/read']) {
      const result = messageKey('result', method);
      const request = messageKey('request', method);
      const found = [
        annotator.annotate(result, ['result', 'inputRequests'], '2026-07-28'),
        annotator.annotate(result, ['result', 'inputRequests', 'q', 'method'], '2026-07-28'),
        annotator.annotate(result, ['result', 'requestState'], '2026-07-28'),
        annotator.annotate(request, ['params', 'inputResponses', 'q', 'action'], '2026-07-28'),
        annotator.annotate(request, ['params', 'requestState'], '2026-07-28'),
      ];
      expect(
        found.map((f) => f?.rule.fallback),
        method,
      ).toEqual([false, false, false, false, false]);
      expect(found[0]?.rule.label).toBe('Demandes d’informations');
    }
  });

  it('names the reserved _meta keys instead of calling them free', () => {
    const key = messageKey('request', 'tools/call');
    const at = (name: string, revision: '2026-07-28' | '2025-11-25') =>
      annotator.annotate(key, ['params', '_meta', name], revision)?.rule;
    expect(at('io.modelcontextprotocol/logLevel', '2026-07-28')?.label).toMatch(/journal/);
    expect(at('traceparent', '2026-07-28')?.label).toMatch(/OpenTelemetry/);
    expect(at('com.example/trace', '2026-07-28')?.text).toMatch(/deuxième label/);
    expect(at('com.example/trace', '2025-11-25')?.text).not.toMatch(/traceparent/);
    expect(
      annotator.annotate(
        messageKey('result', 'subscriptions/listen'),
        ['result', '_meta', 'io.modelcontextprotocol/subscriptionId'],
        '2026-07-28',
      )?.rule.label,
    ).toBe('Identifiant d’abonnement');
  });

  it('describes the roots a 2025 client returns', () => {
    const found = annotator.annotate(
      messageKey('result', 'roots/list'),
      ['result', 'roots', 0, 'uri'],
      '2025-06-18',
    );
    expect(found?.rule.fallback).toBe(false);
    expect(found?.rule.text).toMatch(/file:\/\//);
  });

  it('has French text and a specification link for each revision of every rule', () => {
    for (const rule of annotationRules) {
      expect(rule.text.length).toBeGreaterThan(10);
      for (const revision of rule.revisions) {
        expect(specUrl(rule.spec, revision)).toMatch(
          new RegExp(`^https://modelcontextprotocol\\.io/specification/${revision}(/|$|#)`),
        );
      }
    }
  });
});
