import { describe, expect, it } from 'vitest';
import { learnerServer } from '@/content/scenarios/learner-server';
import { checkFixRules } from './fix-check';
import { checkFix } from './fix-run';
import { toolsText } from './fix-text';
import { correctAnswer, grade, isComplete, type Answer } from './grade';
import { emptyQuizProgress, missedQuestionIds, recordAttempt } from './progress';
import { QuestionSchema, type FixQuestion, type Question } from './schema';
import { reduceRun, startRun } from './run';
import { QuizProgressSchema, QuizRunSchema } from './progress-slot';

const good = {
  name: 'obtenir_meteo',
  description: 'Donne la météo actuelle d’une ville\u00A0: température, ciel et vent.',
  inputSchema: {
    type: 'object',
    properties: { ville: { type: 'string' } },
    required: ['ville'],
    additionalProperties: false,
  },
};

const question = QuestionSchema.parse({
  id: 'test-fix',
  theme: 'primitives',
  type: 'fix',
  prompt: 'Corrigez.',
  broken: toolsText([{ ...good, name: 'obtenir meteo', description: 'Météo.' }]),
  call: { tool: 'obtenir_meteo', arguments: { ville: 'Lyon' } },
  fix: toolsText([good]),
  defects: [
    { code: 'name-spaces', explanation: 'Une espace dans le nom.' },
    { code: 'description-vague', explanation: 'Une description trop vague.' },
  ],
  source: { kind: 'concept', concept: 'Test' },
}) as FixQuestion;

describe('checking a fix', () => {
  it('blocks on errors, then on a named defect that is only a warning', () => {
    expect(checkFixRules(question, question.broken).verdict).toBe('errors');
    const stillVague = toolsText([{ ...good, description: 'Météo.' }]);
    const rules = checkFixRules(question, stillVague);
    expect(rules.verdict).toBe('defects');
    expect(rules.blocking.map((d) => d.code)).toEqual(['description-vague']);
    expect(checkFixRules(question, question.fix).verdict).toBe('ok');
  });

  it('says when the JSON itself is broken, and never throws on any text', async () => {
    expect(checkFixRules(question, '[{"name": ').verdict).toBe('syntax');
    expect(checkFixRules(question, '').verdict).toBe('syntax');
    for (const text of ['', 'null', '{}', '[1]', '[[]]', '"x"', '[{"name": 1}]']) {
      const outcome = await checkFix(question, text, { server: learnerServer() });
      expect(outcome.solved, text).toBe(false);
      expect(outcome.call.status, text).toBe('not-run');
    }
  });

  it('runs the call for real: a renamed tool gets the SDK’s own protocol error', async () => {
    const renamed = toolsText([{ ...good, name: 'meteo_du_jour' }]);
    const outcome = await checkFix(question, renamed, { server: learnerServer() });
    expect(outcome.rules.verdict).toBe('ok');
    expect(outcome.solved).toBe(false);
    expect(outcome.call.status).toBe('protocol-error');
    if (outcome.call.status !== 'protocol-error') return;
    expect(outcome.call.request).toMatchObject({ method: 'tools/call' });
    expect(outcome.call.answer).toMatchObject({ error: { code: -32602 } });
  });

  it('is not solved when the server answers isError (arguments the new schema refuses)', async () => {
    const stricter = toolsText([
      {
        ...good,
        inputSchema: { ...good.inputSchema, required: ['ville', 'pays'] },
      },
    ]);
    const outcome = await checkFix(question, stricter, { server: learnerServer() });
    expect(outcome.call.status).toBe('is-error');
    expect(outcome.solved).toBe(false);
    if (outcome.call.status === 'is-error') {
      expect(outcome.call.answer).toMatchObject({ result: { isError: true } });
    }
  });

  it('solves with the reference fix, in both protocol eras', async () => {
    for (const revision of ['2026-07-28', '2025-11-25'] as const) {
      const outcome = await checkFix(question, question.fix, { server: learnerServer(), revision });
      expect(outcome.solved, revision).toBe(true);
    }
  });
});

describe('grading and progress of a fix question', () => {
  const solved: Answer = { type: 'fix', text: question.fix, outcome: 'solved', checks: 3 };
  const revealed: Answer = { type: 'fix', text: question.broken, outcome: 'revealed', checks: 1 };

  it('is right when solved, however many checks it took, and wrong when the fix was revealed', () => {
    expect(grade(question, solved)).toBe(true);
    expect(grade(question, revealed)).toBe(false);
    expect(grade(question, correctAnswer(question))).toBe(true);
    expect(isComplete(question, solved)).toBe(true);
    expect(isComplete(question, undefined)).toBe(false);
    expect(grade(question as Question, { type: 'single', choice: 'x' })).toBe(false);
  });

  it('is kept in a run and in the progress like any answer, and a revealed one comes back', () => {
    let run = startRun(['test-fix'], 'graine', 0);
    run = reduceRun(run, {
      type: 'answer',
      questionId: 'test-fix',
      answer: revealed,
      correct: grade(question, revealed),
    });
    expect(QuizRunSchema.parse(JSON.parse(JSON.stringify(run)))).toEqual(run);
    const progress = recordAttempt(emptyQuizProgress(), 'test-fix', false, 1);
    const stored = QuizProgressSchema.parse({
      ...progress,
      sessions: { 'theme:primitives': run },
    });
    expect(missedQuestionIds(stored, ['test-fix'])).toEqual(['test-fix']);
    const again = recordAttempt(stored, 'test-fix', grade(question, solved), 2);
    expect(missedQuestionIds(again, ['test-fix'])).toEqual([]);
  });
});
