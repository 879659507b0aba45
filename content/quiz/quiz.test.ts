import { describe, expect, it } from 'vitest';
import { safeParseContent } from '@/lib/content/parse';
import {
  allQuestions,
  allTraces,
  getTrace,
  questionsForLesson,
  questionsForTheme,
  RAW_BANKS,
} from '@/content/quiz';
import { correctAnswer, grade, type Answer } from '@/lib/quiz/grade';
import { BankSchema, LessonTagSchema, type Question, type TraceMessage } from '@/lib/quiz/schema';
import { THEME_SLUGS } from '@/lib/quiz/slugs';
import { PhaseSchema } from '@/lib/mcp/trace-schema';
import { isLegacyRevision, isRevision, DEFAULT_REVISION } from '@/lib/mcp/revisions';
import { resolveStep } from '@/content/scenarios/step-links';
import stepIndex from '@/content/scenarios/step-index.json';
import { autorisationQuestions } from './autorisation';
import { quizThemes } from './themes';

/**
 * The playground scenarios a question may link to. The simulation engine will export the real
 * list; until then it is written here, from the product design.
 */
const KNOWN_SCENARIOS = [
  'meteo',
  'entrepot',
  'commandes',
  'crm',
  'hote-multi-serveurs',
  'elicitation',
  'changement-de-liste',
  'serveur-menteur',
  'erreur-outil-inconnu',
  'erreur-methode-inconnue',
  'erreur-arguments-invalides',
  'erreur-metier',
  'erreur-protocole-vs-execution',
  'erreur-version-non-supportee',
  'erreur-capacite-manquante',
  'erreur-message-malforme',
  'erreur-stdout-pollue',
  'erreur-avant-initialisation',
  'erreur-delai-depasse',
  'erreur-http-origine',
  'erreur-http-en-tetes',
  'erreur-http-session',
  'erreur-http-get',
  'erreur-http-accept',
  'erreur-http-corps',
  'export-long',
  'documentation',
  'suivi-ressource',
  'connexion-externe',
  'mon-serveur',
  'serveur-protege',
  'erreur-oauth-iss',
  'erreur-oauth-state',
  'erreur-oauth-refus',
];

const questions = allQuestions();
const TRACE_PHASES: readonly string[] = PhaseSchema.options;

/** Every explanation a question gives, one per choice or item. */
function explanations(q: Question): string[] {
  switch (q.type) {
    case 'single':
    case 'multiple':
    case 'trace':
      return q.choices.map((c) => c.explanation);
    case 'order':
    case 'classify':
      return q.items.map((i) => i.explanation);
    case 'fix':
      return q.defects.map((d) => d.explanation);
  }
}

/** A wrong answer of the right shape, to check that grading is not always « correct ». */
function wrongAnswer(q: Question): Answer {
  switch (q.type) {
    case 'single':
    case 'trace': {
      const wrong = q.choices.find((c) => c.id !== q.answer);
      return { type: q.type, choice: wrong?.id ?? '' };
    }
    case 'multiple':
      return { type: 'multiple', choices: q.choices.map((c) => c.id) };
    case 'order':
      return { type: 'order', order: q.items.map((i) => i.id).reverse() };
    case 'classify': {
      const [first, second] = q.categories;
      return {
        type: 'classify',
        placement: Object.fromEntries(
          q.items.map((i) => [i.id, i.category === first?.id ? second?.id : first?.id]),
        ) as Record<string, string>,
      };
    }
    case 'fix':
      return { type: 'fix', text: q.broken, outcome: 'revealed', checks: 0 };
  }
}

function get(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function shapeOf(message: unknown): TraceMessage['kind'] | 'other' {
  if (message === null || typeof message !== 'object') return 'other';
  const m = message as Record<string, unknown>;
  if ('error' in m) return 'error';
  if ('result' in m) return 'result';
  if (typeof m.method === 'string') return 'id' in m ? 'request' : 'notification';
  return 'other';
}

describe('quiz banks', () => {
  for (const [file, raw] of Object.entries(RAW_BANKS)) {
    it(`${file} parses against the question schema`, () => {
      const outcome = safeParseContent(BankSchema, raw);
      expect(outcome.ok ? [] : outcome.issues).toEqual([]);
    });
  }

  it('has at least 90 questions, 15 on primitives and 15 on errors, and every theme', () => {
    expect(questions.length).toBeGreaterThanOrEqual(90);
    expect(questionsForTheme('primitives').length).toBeGreaterThanOrEqual(15);
    expect(questionsForTheme('erreurs').length).toBeGreaterThanOrEqual(15);
    for (const theme of THEME_SLUGS) {
      expect(questionsForTheme(theme).length, theme).toBeGreaterThanOrEqual(8);
      expect(quizThemes[theme].name.length).toBeGreaterThan(0);
    }
  });

  it('uses every kind of question and every way of reading a trace', () => {
    const types = new Set(questions.map((q) => q.type));
    expect([...types].sort()).toEqual(['classify', 'fix', 'multiple', 'order', 'single', 'trace']);
    const asks = new Set(questions.flatMap((q) => (q.type === 'trace' ? [q.ask] : [])));
    expect([...asks].sort()).toEqual(['missing-field', 'next', 'phase', 'reading']);
  });

  it('has no duplicate id nor prompt', () => {
    const ids = questions.map((q) => q.id);
    const prompts = questions.map((q) => q.prompt.toLowerCase());
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(prompts.filter((p, i) => prompts.indexOf(p) !== i)).toEqual([]);
  });

  it('gives every question a theme, a source and an explanation for each choice', () => {
    for (const q of questions) {
      expect(THEME_SLUGS, q.id).toContain(q.theme);
      expect(q.source.kind === 'spec' ? q.source.url : q.source.concept, q.id).toBeTruthy();
      const texts = explanations(q);
      // A fix question may have a single defect; a choice question needs a wrong choice too.
      expect(texts.length, q.id).toBeGreaterThanOrEqual(q.type === 'fix' ? 1 : 2);
      for (const text of texts) expect(text.trim().length, q.id).toBeGreaterThan(10);
      // An explanation that repeats another says nothing specific about its choice.
      expect(new Set(texts).size, q.id).toBe(texts.length);
    }
  });

  it('has a correct answer that exists and grades as correct, and a wrong one that does not', () => {
    for (const q of questions) {
      expect(grade(q, correctAnswer(q)), q.id).toBe(true);
      expect(grade(q, wrongAnswer(q)), q.id).toBe(false);
    }
  });

  it('tags every lesson with 3 to 5 questions', () => {
    for (const lesson of LessonTagSchema.options) {
      const tagged = questionsForLesson(lesson);
      expect(tagged.length, lesson).toBeGreaterThanOrEqual(3);
      expect(tagged.length, lesson).toBeLessThanOrEqual(5);
    }
    expect(questionsForLesson('lecon-inconnue')).toEqual([]);
  });

  it('cites the specification page of the revision a question is about', () => {
    for (const q of questions) {
      if (q.source.kind !== 'spec') continue;
      const cited = /\/(\d{4}-\d{2}-\d{2})(?:\/|$)/.exec(q.source.url)?.[1];
      if (!cited) continue;
      // The section's name says the same revision as its address.
      expect(q.source.section, q.id).toContain(cited);
      // A question that names revisions is about them: it cites one of their pages.
      const named = (q.prompt.match(/\d{4}-\d{2}-\d{2}/g) ?? []).filter((r) => isRevision(r));
      if (named.length === 0) continue;
      expect(named, `${q.id} : la source cite ${cited}`).toContain(cited);
    }
  });

  it('links only to known scenarios, with step keys that fit the revision', () => {
    const index = stepIndex as Record<string, Record<string, string[]>>;
    for (const q of questions) {
      if (!q.link) continue;
      const { scenario, at } = q.link;
      const version = q.link.version ?? DEFAULT_REVISION;
      expect(KNOWN_SCENARIOS, q.id).toContain(scenario);
      if (at && /(^|:)(initialize|notifications\/initialized|ping)$/.test(at)) {
        expect(isLegacyRevision(version), `${q.id} : ${at} n’existe qu’en 2025`).toBe(true);
      }
      if (at && /(^|:)(server\/discover|subscriptions\/listen)$/.test(at)) {
        expect(isLegacyRevision(version), `${q.id} : ${at} n’existe qu’en 2026-07-28`).toBe(false);
      }
      // Once the step index records this scenario, the named step must exist in it.
      if (at && index[scenario]?.[version]) {
        expect(resolveStep(q.link), `${q.id} : étape ${at} introuvable`).toBeDefined();
      }
    }
  });
});

describe('trace excerpts', () => {
  it('show the OAuth walk: at least eight authorization questions read a recorded HTTP excerpt', () => {
    const read = autorisationQuestions.flatMap((q) => {
      if (q.type !== 'trace') return [];
      const excerpt = getTrace(q.trace);
      return excerpt && excerpt.messages.every((m) => m.http) ? [excerpt.source.scenario] : [];
    });
    expect(read.length).toBeGreaterThanOrEqual(8);
    expect(read.every((id) => id === 'serveur-protege' || id.startsWith('erreur-oauth-'))).toBe(
      true,
    );
  });

  it('are all used by a question, and every question finds its excerpt', () => {
    const used = new Set(questions.flatMap((q) => (q.type === 'trace' ? [q.trace] : [])));
    expect([...allTraces().keys()].filter((id) => !used.has(id))).toEqual([]);
    for (const id of used) expect(getTrace(id), id).toBeDefined();
  });

  it('describe each recorded message by its real shape, method and direction', () => {
    for (const [id, excerpt] of allTraces()) {
      for (const [i, m] of excerpt.messages.entries()) {
        const where = `${id} message ${i}`;
        if (m.http) {
          // An HTTP step: its kind follows its first line, its method the JSON-RPC it carries.
          const line = m.http.line;
          // A status without a reason phrase (`302`) is a status line too.
          const status = /^(\d{3})( |$)/.exec(line)?.[1];
          const kind = /^(POST|GET|DELETE) \//.test(line)
            ? 'request'
            : status
              ? Number(status) >= 400
                ? 'error'
                : 'result'
              : 'notification';
          expect(m.kind, where).toBe(kind);
          const method = get(m.message, 'method');
          expect(m.method, where).toBe(typeof method === 'string' ? method : undefined);
          continue;
        }
        const shape = shapeOf(m.message);
        // A request without its `jsonrpc` field is still a request by its id and method.
        expect(shape, where).toBe(m.kind);
        expect(m.from, where).not.toBe(m.to);
        if (m.kind === 'request' || m.kind === 'notification') {
          expect(m.method, where).toBe(get(m.message, 'method'));
        } else {
          expect(m.method, where).toBeUndefined();
        }
      }
    }
  });

  it('answer every request of an excerpt with the same id, unless the excerpt says none came', () => {
    for (const [id, excerpt] of allTraces()) {
      const answered = new Set(
        excerpt.messages
          .filter((m) => m.kind === 'result' || m.kind === 'error')
          .map((m) => JSON.stringify(get(m.message, 'id'))),
      );
      const last = excerpt.messages.at(-1);
      for (const m of excerpt.messages) {
        // An HTTP request always gets its HTTP answer; its JSON-RPC answer may be outside.
        if (m.kind !== 'request' || m.http) continue;
        const reqId = JSON.stringify(get(m.message, 'id'));
        if (answered.has(reqId)) continue;
        // A `subscriptions/listen` request stays open: its answer is the stream itself.
        if (m.method === 'subscriptions/listen') continue;
        // Only the last message may wait: it is the one a « next » question hides.
        expect(m === last || excerpt.unanswered === true, `${id} : ${reqId} sans réponse`).toBe(
          true,
        );
      }
    }
  });

  it('still hold for every trace question: the next message, the phase and the missing field', () => {
    for (const q of questions) {
      if (q.type !== 'trace') continue;
      const excerpt = getTrace(q.trace);
      expect(excerpt, q.id).toBeDefined();
      if (!excerpt) continue;
      if (q.ask === 'next') {
        const shown = q.shown ?? excerpt.messages.length;
        const next = excerpt.messages[shown];
        expect(next, `${q.id} : aucun message après ceux montrés`).toBeDefined();
        expect(next?.kind, q.id).toBe(q.next?.kind);
        expect(next?.from, q.id).toBe(q.next?.from);
        if (q.next?.method) expect(next?.method, q.id).toBe(q.next.method);
      }
      if (q.ask === 'phase') {
        // The right answer names the phase the simulation recorded for the last shown message.
        const last = excerpt.messages[(q.shown ?? excerpt.messages.length) - 1];
        expect(TRACE_PHASES, `${q.id} : la bonne réponse doit nommer une phase`).toContain(
          q.answer,
        );
        expect(q.answer, `${q.id} : phase enregistrée à l’étape ${last?.step}`).toBe(last?.phase);
      }
      if (q.ask === 'missing-field' && q.missing) {
        const message = excerpt.messages[q.missing.message];
        expect(message, q.id).toBeDefined();
        expect(get(message?.message, q.missing.path), `${q.id} : ${q.missing.path}`).toBe(
          undefined,
        );
      }
    }
  });

  it('link every trace question to a step of the very run its excerpt comes from', () => {
    for (const q of questions) {
      if (q.type !== 'trace') continue;
      const excerpt = getTrace(q.trace);
      expect(q.link, `${q.id} : lien vers le bac à sable manquant`).toBeDefined();
      if (!excerpt || !q.link) continue;
      expect(q.link.scenario, q.id).toBe(excerpt.source.scenario);
      expect(q.link.version ?? DEFAULT_REVISION, q.id).toBe(excerpt.source.version);
      expect(q.link.transport, q.id).toBe(excerpt.source.transport);
      const step = resolveStep(q.link);
      const steps = excerpt.messages.map((m) => m.step);
      expect(
        steps,
        `${q.id} : l’étape ${q.link.at ?? '?'} (n° ${step}) hors de l’extrait`,
      ).toContain(step);
    }
  });
});
