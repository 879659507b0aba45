import { describe, expect, it } from 'vitest';
import { allQuestions } from '@/content/quiz';
import { checkFixRules } from '@/lib/quiz/fix-check';
import { checkFix } from '@/lib/quiz/fix-run';
import { learnerServer } from '@/content/scenarios/learner-server';
import type { FixQuestion } from '@/lib/quiz/schema';
import { THEME_SLUGS } from '@/lib/quiz/slugs';

const fixQuestions = allQuestions().filter((q): q is FixQuestion => q.type === 'fix');

describe('« corriger une définition » questions', () => {
  it('are at least six, across several themes', () => {
    expect(fixQuestions.length).toBeGreaterThanOrEqual(6);
    const themes = new Set(fixQuestions.map((q) => q.theme));
    expect(themes.size).toBeGreaterThanOrEqual(3);
    for (const theme of themes) expect(THEME_SLUGS).toContain(theme);
  });

  for (const q of fixQuestions) {
    describe(q.id, () => {
      it('starts broken: the editor’s rules block it, with every defect its explanations name', () => {
        const rules = checkFixRules(q, q.broken);
        expect(rules.verdict).not.toBe('ok');
        // At least one real error: the text must be broken for the rules, not just « vague ».
        expect(rules.diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
        const found = new Set(rules.blocking.map((d) => d.code));
        for (const defect of q.defects) expect([...found], defect.code).toContain(defect.code);
        for (const d of rules.diagnostics) expect(d.message).toMatch(/\p{L}/u);
      });

      it('is not solved by a check of the broken text, which sends nothing', async () => {
        const outcome = await checkFix(q, q.broken, { server: learnerServer() });
        expect(outcome.solved).toBe(false);
        expect(outcome.call.status).toBe('not-run');
      });

      it('has a reference fix the rules accept and whose call succeeds on a real session', async () => {
        const rules = checkFixRules(q, q.fix);
        expect(rules.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
        expect(rules.verdict).toBe('ok');
        const outcome = await checkFix(q, q.fix, {
          server: learnerServer(),
          today: () => '2026-11-29',
        });
        expect(outcome.call.status, JSON.stringify(outcome.call)).toBe('result');
        expect(outcome.solved).toBe(true);
        if (outcome.call.status !== 'result') return;
        // The exact request and answer of the call, as the SDK sent them.
        expect(outcome.call.request).toMatchObject({
          jsonrpc: '2.0',
          method: 'tools/call',
          params: { name: q.call.tool, arguments: q.call.arguments },
        });
        const id = (outcome.call.request as { id: unknown }).id;
        expect(outcome.call.answer).toMatchObject({ jsonrpc: '2.0', id, result: {} });
        expect((outcome.call.answer as { result: { isError?: boolean } }).result.isError).not.toBe(
          true,
        );
      });
    });
  }
});
