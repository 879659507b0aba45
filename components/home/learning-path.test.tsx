// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonOutline } from '@/content/lessons';
import { MarkDoneButton } from '@/components/lesson/lesson-progress-controls';
import { lessonProgressStore } from '@/lib/lessons/progress-store';
import { LearningPath } from './learning-path';

const lessons: LessonOutline[] = [
  { slug: 'trois-roles', position: 1, title: 'Les trois rôles', summary: 'Hôte.', minutes: 5 },
  { slug: 'deux-couches', position: 2, title: 'Deux couches', summary: 'Données.', minutes: 6 },
];

beforeEach(() => lessonProgressStore.reset());
afterEach(() => vi.unstubAllGlobals());

/** The home page's path and a lesson's button, rendered together: they share one store. */
function setup() {
  const user = userEvent.setup();
  render(
    <>
      <LearningPath lessons={lessons} headingId="parcours" />
      <MarkDoneButton slug="trois-roles" />
    </>,
  );
  return user;
}

describe('the learning path and « Marquer la leçon comme terminée »', () => {
  it('follow the same progress: marking a lesson done moves the path on, and says so', async () => {
    const user = setup();
    expect(screen.getByRole('link', { name: 'Commencer\u00A0: Les trois rôles' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Marquer la leçon comme terminée' }));
    expect(screen.getByRole('link', { name: 'Continuer\u00A0: Deux couches' })).toBeTruthy();
    expect(screen.getByText('1 leçon terminée sur 2.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Leçon marquée comme terminée.');
    const stored = JSON.parse(localStorage.getItem('atelier-mcp:lecons') ?? '{}') as {
      data?: { done?: Record<string, string> };
    };
    expect(Object.keys(stored.data?.done ?? {})).toEqual(['trois-roles']);
  });

  it('erase the progress after a confirmation only', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Marquer la leçon comme terminée' }));
    await user.click(screen.getByRole('button', { name: 'Effacer ma progression' }));
    expect(screen.getByText('1 leçon terminée sur 2.', { exact: false })).toBeTruthy();
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Effacer ma progression' }));
    expect(screen.getByText('Aucune leçon terminée sur 2.', { exact: false })).toBeTruthy();
  });

  it('say when the stored progress was unreadable, until the next change is saved', async () => {
    const user = setup();
    // Another tab leaves something unreadable: this page reads it again and says so.
    localStorage.setItem('atelier-mcp:lecons', '{pas du json');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'atelier-mcp:lecons' }));
    });
    expect(screen.getAllByText(/remises à zéro/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Marquer la leçon comme terminée' }));
    expect(screen.queryByText(/remises à zéro/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Leçon marquée comme terminée.');
  });
});
