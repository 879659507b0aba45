import { describe, expect, it } from 'vitest';
import { getLesson, LESSONS } from '@/content/lessons';
import { lessonEndQuestions } from '@/content/lessons/questions';
import { isHandsOn } from '@/lib/lessons/lesson-questions';
import { OBJECTIVES } from '@/content/objectives';
import { OBJECTIVE_ORIGINS } from '@/lib/lessons/objectives';
import { questionById } from '@/content/quiz';
import { findTypographyIssues } from '@/lib/typography';

describe('learning objectives', () => {
  it('have unique ids', () => {
    const ids = OBJECTIVES.map((o) => o.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('each name a lesson section that exists', () => {
    const missing = OBJECTIVES.filter((o) => {
      const lesson = getLesson(o.taught.lesson);
      return !lesson?.sections.some((s) => s.id === o.taught.section);
    }).map((o) => `${o.id} → ${o.taught.lesson}#${o.taught.section}`);
    expect(missing).toEqual([]);
  });

  it('are each checked by at least one question of the quiz', () => {
    const unchecked = OBJECTIVES.filter((o) => o.checkedBy.length === 0).map((o) => o.id);
    expect(unchecked, 'objectifs qu’aucune question ne vérifie').toEqual([]);
    const unknown = OBJECTIVES.flatMap((o) =>
      o.checkedBy.filter((id) => !questionById(id)).map((id) => `${o.id} → ${id}`),
    );
    expect(unknown, 'questions introuvables').toEqual([]);
  });

  it('cover every part of the course material they come from', () => {
    const origins = new Set(OBJECTIVES.map((o) => o.origin));
    expect([...OBJECTIVE_ORIGINS].filter((origin) => !origins.has(origin))).toEqual([]);
  });

  it('follow French typography', () => {
    const problems = OBJECTIVES.flatMap((o) =>
      findTypographyIssues(o.fact).map(
        (i) => `${o.id}\u00A0: ${i.rule} — «\u00A0${i.excerpt}\u00A0»`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('questions at the end of each lesson', () => {
  for (const lesson of LESSONS) {
    it(`${lesson.slug}: three or more, among them a trace to read or a definition to fix`, () => {
      const questions = lessonEndQuestions(lesson.slug);
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(
        questions.filter(isHandsOn).map((q) => q.id),
        'aucune question « trace » ni « corriger »',
      ).not.toEqual([]);
    });
  }
});
