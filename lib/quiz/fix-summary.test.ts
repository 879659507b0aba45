import { describe, expect, it } from 'vitest';
import type { FixCheck } from './fix-run';
import { checkSummary } from './fix-summary';

const rules = (verdict: FixCheck['rules']['verdict'], blocking = 0): FixCheck['rules'] => ({
  verdict,
  diagnostics: [],
  blocking: Array.from({ length: blocking }, () => ({
    code: 'name-missing',
    severity: 'error' as const,
    message: 'Le champ « name » est obligatoire.',
    offset: 0,
    length: 1,
  })),
});

describe('what a check of a fix says', () => {
  it('says nothing was sent while the rules block, and counts the problems', () => {
    const summary = checkSummary({
      rules: rules('errors', 2),
      call: { status: 'not-run' },
      solved: false,
    });
    expect(summary.rules).toEqual({
      ok: false,
      text: 'Règles de l’éditeur\u00A0: 2 problèmes à corriger, rien n’a été envoyé (voir les remarques).',
    });
    expect(summary.call).toEqual({ ok: undefined, text: 'Appel\u00A0: pas encore tenté.' });
    expect(summary.wire).toEqual({});
  });

  it('shows the exact request and answer of a call that went out', () => {
    const request = { jsonrpc: '2.0', id: 2, method: 'tools/call' };
    const answer = { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Tool x not found' } };
    const summary = checkSummary({
      rules: rules('ok'),
      call: { status: 'protocol-error', message: 'Tool x not found', request, answer },
      solved: false,
    });
    expect(summary.rules.ok).toBe(true);
    expect(summary.call).toEqual({
      ok: false,
      text: 'Appel\u00A0: erreur de protocole JSON-RPC (Tool x not found).',
    });
    expect(summary.wire).toEqual({ request, answer });
  });

  it('tells an answer with isError from a success', () => {
    const isError = checkSummary({
      rules: rules('ok'),
      call: { status: 'is-error', result: {} },
      solved: false,
    });
    expect(isError.call.ok).toBe(false);
    expect(isError.call.text).toMatch(/isError: true/);
    const ok = checkSummary({
      rules: rules('ok'),
      call: { status: 'result', result: {} },
      solved: true,
    });
    expect(ok.call).toEqual({
      ok: true,
      text: 'Appel\u00A0: réussi, le serveur a répondu sans erreur.',
    });
  });
});
