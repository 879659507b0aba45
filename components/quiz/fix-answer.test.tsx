// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { questionById } from '@/content/quiz';
import type { FixQuestion } from '@/lib/quiz/schema';
import { FixAnswer, type FixAnswerProps } from './fix-answer';

// Monaco cannot load here: the card must keep working in its plain text area, as when the
// editor's chunk fails to load offline.
vi.mock('@/components/editor/load-monaco', () => ({
  loadMonaco: () => Promise.reject(new Error('hors ligne')),
}));

function fixQuestion(id: string): FixQuestion {
  const question = questionById(id);
  if (question?.type !== 'fix') throw new Error(`${id} is not a fix question`);
  return question;
}

/** The tool is missing its name: the call to `creer_ticket` cannot succeed until it has one. */
const question = fixQuestion('arch-corriger-nom-absent');

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCard(props: Partial<FixAnswerProps> = {}) {
  const onEnd = vi.fn();
  const checkRef = createRef<(() => void) | null>() as FixAnswerProps['checkRef'];
  const view = render(
    <FixAnswer
      idBase="q1"
      question={question}
      onEnd={onEnd}
      checkRef={checkRef}
      headingLevel={3}
      {...props}
    />,
  );
  return { onEnd, checkRef, view };
}

/** The first check loads the simulation and the SDK: it takes a while in a test run. */
const SDK = { timeout: 20_000 };

// Testing Library reads text with its spaces normalised: the catalogue's non-breaking spaces
// before « : » become plain ones in these queries.

const editor = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Définitions à corriger (JSON)' });

describe('FixAnswer', () => {
  it('keeps the plain text area, and says why in French, when the editor cannot load', async () => {
    renderCard();
    expect(editor().value).toBe(question.broken);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^L’éditeur n’a pas pu se charger \(hors ligne\)/,
    );
    expect(editor().value).toBe(question.broken);
  });

  it('runs the rules and keeps the text for a reload once the typing has rested 200 ms', () => {
    vi.useFakeTimers();
    const first = renderCard();
    // fireEvent, not userEvent: Testing Library's async wrapper waits on a timer, which the
    // fake clock would never fire.
    fireEvent.change(editor(), { target: { value: '[{' } });
    // The remark on the broken text (the tool has no name) stays until the typing rests.
    const missingName = /Le champ « name » est obligatoire/;
    expect(screen.getByText(missingName)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(sessionStorage.length).toBe(0);
    expect(screen.getByText(missingName)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sessionStorage.getItem('atelier-mcp:quiz-corriger:arch-corriger-nom-absent')).toBe('[{');
    expect(screen.queryByText(missingName)).toBeNull();
    // The reload: a new card finds the learner's text, not the broken one.
    first.view.unmount();
    renderCard();
    expect(editor().value).toBe('[{');
  });

  it('solves the question when a real call succeeds with the learner’s fix', async () => {
    const { onEnd } = renderCard();
    const user = userEvent.setup();
    await user.clear(editor());
    await user.click(editor());
    await user.paste(question.fix);
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(
      await screen.findByText('Appel : réussi, le serveur a répondu sans erreur.', {}, SDK),
    ).toBeTruthy();
    expect(onEnd).toHaveBeenCalledWith({
      type: 'fix',
      text: question.fix,
      outcome: 'solved',
      checks: 1,
    });
    expect(
      screen.getByRole('region', { name: 'Requête tools/call envoyée par le client' }),
    ).toBeTruthy();
  });

  it('sends nothing while the rules block, and counts the checks', async () => {
    const { onEnd, checkRef } = renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(/Vérification n° 1/, {}, SDK)).toBeTruthy();
    expect(screen.getByText('Appel : pas encore tenté.')).toBeTruthy();
    // The card's Entrée runs the same check.
    act(() => checkRef.current?.());
    expect(await screen.findByText(/Vérification n° 2/, {}, SDK)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voir la correction' }));
    expect(onEnd).toHaveBeenCalledWith({
      type: 'fix',
      text: question.broken,
      outcome: 'revealed',
      checks: 2,
    });
  });

  it('goes back to the starting text only after a confirmation', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderCard();
    const user = userEvent.setup();
    await user.type(editor(), ' ');
    await user.click(screen.getByRole('button', { name: 'Revenir au texte de départ' }));
    expect(confirm).toHaveBeenCalled();
    expect(editor().value).toBe(`${question.broken} `);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Revenir au texte de départ' }));
    expect(editor().value).toBe(question.broken);
  });

  it('shows the learner’s text and how it ended, once the question is over', () => {
    renderCard({
      result: {
        answer: { type: 'fix', text: question.fix, outcome: 'solved', checks: 2 },
        correct: true,
      },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('region', { name: 'Votre texte' }).textContent).toBe(question.fix);
    expect(screen.getByText('Résolu en 2 vérifications.')).toBeTruthy();
  });
});
