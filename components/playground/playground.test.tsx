// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playgroundMessages as t } from '@/messages/playground';
import { encodeShareState } from '@/lib/share/share-state';
import { withBrowserLikeHistory } from '@/tests/setup/browser-history';
import { withLaidOutBoxes } from '@/tests/setup/laid-out';
import { allScenarios } from '@/content/scenarios';
import { recordOpening } from '@/lib/playground/opening-recorder';
import { isRevision } from '@/lib/mcp/revisions';
import { Playground } from './playground';

/** The site's files of recorded openings, as a build serves them (recorded here on demand). */
async function serveOpenings(input: RequestInfo | URL): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = new URL(url, 'http://localhost').pathname;
  const [, id, revision] = /^\/enregistrements\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  const scenario = allScenarios().find((s) => s.id === id);
  if (!scenario || !revision || !isRevision(revision)) return new Response('', { status: 404 });
  return Response.json(await recordOpening(scenario, revision));
}

/** The playground opened at an address, as a learner arrives on it. */
async function arriveAt(address: string) {
  window.history.replaceState(null, '', address);
  render(<Playground />);
  const inspector = screen.getByRole('region', { name: 'Inspecteur de message' });
  // Ready when the inspector shows a step and the recording is over (the scenario has played
  // in a real session; its first steps show while it still records).
  await waitFor(
    () => {
      expect(inspector.textContent).toMatch(/^Inspecteur de messageÉtape \d+/);
      expect(document.querySelector('[data-loading]')).toBeNull();
    },
    { timeout: 20_000 },
  );
  return { inspector, user: userEvent.setup() };
}

/** The step the page says it shows. */
function shownStep(): string | null {
  return document.querySelector('[data-current-step]')!.getAttribute('data-current-step');
}

describe('the playground', () => {
  withLaidOutBoxes();
  withBrowserLikeHistory();
  beforeEach(() => vi.stubGlobal('fetch', serveOpenings));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens on the step of its address and steps with the keyboard', async () => {
    const { inspector, user } = await arriveAt(
      '/bac-a-sable?scenario=meteo&version=2025-11-25#etape-2',
    );
    expect(shownStep()).toBe('2');
    expect(inspector.textContent).toContain(
      t.stepHeading({ step: 2, label: 'résultat de initialize' }),
    );
    expect(screen.getByRole('radio', { name: /2025-11-25/ })).toHaveProperty('checked', true);

    await user.keyboard('{ArrowRight}');
    expect(shownStep()).toBe('3');
    expect(inspector.textContent).toContain(
      t.stepHeading({ step: 3, label: 'notifications/initialized' }),
    );
    await user.keyboard('{End}');
    const last = Number(shownStep());
    expect(last).toBeGreaterThan(3);
    await user.keyboard('{ArrowRight}{Home}');
    expect(shownStep()).toBe('1');
    // The address follows once the learner pauses, without adding to the history.
    await waitFor(() => expect(window.location.hash).toBe('#etape-1'));
    expect(window.location.search).toBe('?scenario=meteo&version=2025-11-25');
    // A `#etape-N` link followed inside the page shows its step.
    window.location.hash = '#etape-4';
    await waitFor(() => expect(shownStep()).toBe('4'));
  });

  it('plays on by itself with Space, one step a second, and stops on the next key', async () => {
    await arriveAt('/bac-a-sable?scenario=meteo&version=2026-07-28');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(shownStep()).toBe('3');
    await user.keyboard('{ArrowLeft}');
    expect(shownStep()).toBe('2');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(shownStep()).toBe('2');
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeTruthy();
  });

  it('says what a share link asked for that its scenario cannot play, and forgets the link', async () => {
    const link = encodeShareState({
      v: 1,
      scenario: 'erreur-avant-initialisation',
      version: '2026-07-28',
      step: 2,
    });
    const { user } = await arriveAt(`/bac-a-sable?partage=${link}`);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('paragraph').textContent).toBe(
      t.opening.unsupportedRevision({
        scenario: 'Requête avant l’initialisation',
        revision: '2026-07-28',
        fallback: '2025-11-25',
      }),
    );
    expect(screen.getByRole('radio', { name: /2025-11-25/ })).toHaveProperty('checked', true);
    expect(shownStep()).toBe('2');
    expect(new URL(window.location.href).searchParams.has('partage')).toBe(false);
    // Read, then hidden: the workspace gets its height back.
    await user.click(within(notice).getByRole('button', { name: t.opening.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches scenario from the picker, keeping the revision when the scenario plays in it', async () => {
    const { inspector, user } = await arriveAt('/bac-a-sable?scenario=meteo&version=2025-06-18');
    await user.selectOptions(screen.getByLabelText('Scénario'), 'commandes');
    await waitFor(
      () =>
        expect(inspector.textContent).toContain(t.stepHeading({ step: 1, label: 'initialize' })),
      { timeout: 20_000 },
    );
    expect(screen.getByRole('radio', { name: /2025-06-18/ })).toHaveProperty('checked', true);
  });

  it('announces the steps already shown while the recording waits for the consent dialog', async () => {
    window.history.replaceState(
      null,
      '',
      '/bac-a-sable?scenario=serveur-protege&version=2026-07-28&transport=http',
    );
    render(<Playground />);
    // The recording stops at the authorization server's consent page, which the learner answers.
    await screen.findByRole(
      'dialog',
      { name: /^Autoriser l’accès au serveur/ },
      { timeout: 20_000 },
    );
    expect(document.querySelector('[data-loading]')).not.toBeNull();
    const announcer = document.querySelector('[data-step-announcer]')!;
    expect(announcer.textContent).toMatch(/^Étape \d+\u00A0: .+ \(l’enregistrement continue\)$/);
  });
});
