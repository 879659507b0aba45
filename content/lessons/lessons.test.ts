import { describe, expect, it } from 'vitest';
import { AVOIDED_WORDINGS } from '@/content/terminology';
import { lessonSources } from '@/content/lessons/sources';
import { GLOSSARY, lessonsUsing } from '@/content/glossary';
import { getLesson, LESSON_OUTLINES, LESSONS } from '@/content/lessons';
import { classifyHref, linkTargets, parseInline } from '@/lib/lessons/inline';
import { LessonSchema, type TryBlock } from '@/lib/lessons/schema';
import { LESSON_SLUGS } from '@/lib/content/lesson-slugs';
import { stepKeyIssue } from '@/lib/lessons/step-keys';
import { lessonBlocks, lessonTexts } from '@/lib/lessons/walk';
import { DEFAULT_REVISION, REVISIONS } from '@/lib/mcp/revisions';
import { resolveStep } from '@/content/scenarios/step-links';
import { findTypographyIssues } from '@/lib/typography';
import stepIndex from '@/content/scenarios/step-index.json';

/**
 * The scenarios the simulation ships (content/scenarios/, being written in parallel): kept here
 * until the scenario catalogue can be imported, so that a typo in a link fails now.
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
  'mon-serveur',
  'serveur-protege',
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
];

/** Ids the lesson page itself uses: a section anchor must not collide with them. */
const PAGE_IDS = [
  'contenu',
  'objectifs',
  'sommaire',
  'a-retenir',
  'sources',
  'questions',
  'progression',
];

/**
 * Notions that need a glossary entry as soon as a lesson names them (pattern → term id). Kept
 * here so that a lesson that starts using one of these words fails until the term is defined.
 */
const GLOSSARY_WORTHY: { pattern: RegExp; id: string }[] = [
  { pattern: /\bsessions?\b/i, id: 'session' },
  { pattern: /poignée de main/i, id: 'poignee-de-main' },
  { pattern: /\bSDK\b/, id: 'sdk' },
  { pattern: /resultType/, id: 'result-type' },
  { pattern: /requestState/, id: 'request-state' },
  { pattern: /\bSSE\b/, id: 'sse' },
  { pattern: /paginé|pagination/i, id: 'pagination' },
  { pattern: /complétion/i, id: 'completion' },
  { pattern: /erreurs? métier/i, id: 'erreur-metier' },
  { pattern: /déprécié/i, id: 'deprecie' },
  { pattern: /ttlMs|cacheScope/, id: 'mise-en-cache' },
  { pattern: /serveur d’autorisation/i, id: 'serveur-d-autorisation' },
  { pattern: /serveur de ressources/i, id: 'serveur-de-ressources' },
  { pattern: /jetons? d’accès/i, id: 'jeton-d-acces' },
  { pattern: /audience/i, id: 'audience-du-jeton' },
  { pattern: /empoisonnement/i, id: 'empoisonnement-d-outil' },
  { pattern: /idempoten/i, id: 'idempotence' },
  { pattern: /`ping`/, id: 'ping' },
  { pattern: /clientInfo|serverInfo/, id: 'client-info' },
  { pattern: /progressToken|notifications\/progress/, id: 'progression' },
  { pattern: /Inspector/, id: 'inspector' },
  { pattern: /gabarit/i, id: 'modele-de-ressource' },
  { pattern: /input_required/, id: 'input-required' },
  { pattern: /\b_meta\b/, id: 'meta' },
  { pattern: /PKCE/, id: 'pkce' },
  { pattern: /OAuth/, id: 'oauth' },
];

const recorded = stepIndex as Record<string, Record<string, string[]> | undefined>;

function tryBlocks(slug: string): TryBlock[] {
  const lesson = getLesson(slug);
  return lesson ? lessonBlocks(lesson).filter((b): b is TryBlock => b.type === 'try') : [];
}

describe('lessons', () => {
  it('every lesson parses, in the order of the learning path', () => {
    for (const source of lessonSources) expect(LessonSchema.safeParse(source).success).toBe(true);
    expect(LESSONS.map((l) => l.slug)).toEqual([...LESSON_SLUGS]);
  });

  for (const outline of LESSON_OUTLINES) {
    describe(outline.slug, () => {
      const lesson = getLesson(outline.slug)!;

      it('takes 5 to 8 minutes to read (the time shown on the path)', () => {
        expect(outline.minutes).toBeGreaterThanOrEqual(5);
        expect(outline.minutes).toBeLessThanOrEqual(8);
      });

      it('has at least one « Essayer » link, each to a known scenario, revision and step key', () => {
        const links = tryBlocks(outline.slug).map((b) => b.link);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          expect(KNOWN_SCENARIOS, `scénario «\u00A0${link.scenario}\u00A0»`).toContain(
            link.scenario,
          );
          const version = link.version ?? DEFAULT_REVISION;
          expect(REVISIONS).toContain(version);
          if (!link.at) continue;
          expect(stepKeyIssue(link.at, version)).toBeUndefined();
          // Once the simulation has recorded this scenario, the key must name a real step.
          if (recorded[link.scenario]?.[version]) {
            expect(resolveStep(link), `${link.scenario} ${version} ${link.at}`).toBeTypeOf(
              'number',
            );
          }
        }
      });

      it('links only to glossary terms, lessons and sections that exist', () => {
        const terms = new Set(GLOSSARY.map((t) => t.id));
        for (const text of lessonTexts(lesson)) {
          for (const href of linkTargets(parseInline(text))) {
            const target = classifyHref(href);
            if (target.kind === 'glossary') expect(terms, href).toContain(target.term);
            else if (target.kind === 'lesson') {
              const other = getLesson(target.slug);
              expect(other, href).toBeDefined();
              if (target.anchor) {
                expect(
                  other?.sections.map((s) => s.id),
                  href,
                ).toContain(target.anchor);
              }
            } else expect(target.kind, `lien inattendu ${href}`).toBe('external');
          }
        }
      });

      it('uses section anchors that do not collide with the page', () => {
        for (const section of lesson.sections) expect(PAGE_IDS).not.toContain(section.id);
      });

      it('follows French typography in every piece of prose', () => {
        const problems = lessonTexts(lesson).flatMap((text) =>
          findTypographyIssues(text).map((i) => `${i.rule} — «\u00A0${i.excerpt}\u00A0»`),
        );
        expect(problems).toEqual([]);
      });

      it('shows JSON examples that are valid JSON', () => {
        for (const block of lessonBlocks(lesson)) {
          if (block.type !== 'code' || block.language !== 'json') continue;
          for (const chunk of block.code.split(/\n\s*\n/)) {
            expect((): unknown => JSON.parse(chunk.replaceAll('…', 'null')), chunk).not.toThrow();
          }
        }
      });
    });
  }
});

describe('glossary', () => {
  it('has unique ids, and every « voir aussi » names a term', () => {
    const ids = GLOSSARY.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const term of GLOSSARY) for (const see of term.see ?? []) expect(ids).toContain(see);
  });

  it('has the terms the course needs', () => {
    const ids = GLOSSARY.map((t) => t.id);
    for (const id of [
      'hote',
      'client',
      'serveur',
      'primitive',
      'outil',
      'ressource',
      'prompt',
      'elicitation',
      'echantillonnage',
      'capacite',
      'transport',
      'json-rpc',
      'notification',
      'revision',
      'meta',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('defines every glossary-worthy term the lessons use', () => {
    const ids = new Set(GLOSSARY.map((t) => t.id));
    const texts = LESSONS.flatMap((lesson) =>
      lessonTexts(lesson).map((text) => ({ lesson, text })),
    );
    const missing = GLOSSARY_WORTHY.flatMap(({ pattern, id }) => {
      const user = texts.find(({ text }) => pattern.test(text));
      return user && !ids.has(id) ? [`${id} (${user.lesson.slug})`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('uses one term per notion across lessons and glossary', () => {
    const texts = [
      ...LESSONS.flatMap((lesson) => lessonTexts(lesson).map((text) => [lesson.slug, text])),
      ...GLOSSARY.map((t) => [`glossaire#${t.id}`, `${t.term} ${t.definition}`]),
    ];
    const found = AVOIDED_WORDINGS.flatMap(({ pattern, instead }) =>
      texts
        .filter(([, text]) => pattern.test(text ?? ''))
        .map(([where]) => `${where}\u00A0: ${String(pattern)} → ${instead}`),
    );
    expect(found).toEqual([]);
  });

  it('every term is used by at least one lesson', () => {
    const unused = GLOSSARY.filter((t) => lessonsUsing(t.id).length === 0).map((t) => t.id);
    expect(unused).toEqual([]);
  });

  it('follows French typography in every definition', () => {
    const problems = GLOSSARY.flatMap((t) =>
      findTypographyIssues(t.definition).map(
        (i) => `${t.id}\u00A0: ${i.rule} — «\u00A0${i.excerpt}\u00A0»`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
