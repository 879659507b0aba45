import { describe, expect, it } from 'vitest';
import { doneSlugs, emptyLessonProgress, isDone, nextLesson, withLessonDone } from './progress';
import { LESSON_SLUGS } from '@/lib/content/lesson-slugs';

describe('lesson progress', () => {
  it('marks a lesson done with its day, and undone', () => {
    const day = new Date('2026-09-01T10:00:00Z');
    const done = withLessonDone(emptyLessonProgress(), 'erreurs', true, day);
    expect(done.done).toEqual({ erreurs: '2026-09-01T10:00:00.000Z' });
    expect(isDone(done, 'erreurs')).toBe(true);
    expect(isDone(emptyLessonProgress(), 'erreurs')).toBe(false);
    expect(isDone(withLessonDone(done, 'erreurs', false), 'erreurs')).toBe(false);
  });

  it('points at the first lesson of the path not done yet', () => {
    let progress = emptyLessonProgress();
    expect(nextLesson(progress, LESSON_SLUGS)).toBe('trois-roles');
    progress = withLessonDone(progress, 'trois-roles', true);
    progress = withLessonDone(progress, 'primitives-serveur', true);
    expect(nextLesson(progress, LESSON_SLUGS)).toBe('deux-couches');
    for (const slug of LESSON_SLUGS) progress = withLessonDone(progress, slug, true);
    expect(nextLesson(progress, LESSON_SLUGS)).toBeUndefined();
  });

  it('ignores stored lessons that no longer exist', () => {
    expect(doneSlugs({ done: { 'ancienne-lecon': 'x', erreurs: 'y' } })).toEqual(['erreurs']);
  });
});
