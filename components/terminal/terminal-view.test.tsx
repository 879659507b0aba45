// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { PlaygroundController } from '@/lib/playground/controller';
import { FakeScreen } from '@/tests/fixtures/fake-screen';
import { TerminalView } from './terminal-view';
import type { XtermHandlers } from './xterm-screen';

// xterm.js needs a real browser: the view is mounted on a fake screen with the same interface.
const xterm = vi.hoisted(() => ({
  handlers: undefined as XtermHandlers | undefined,
  failure: undefined as Error | undefined,
  dispose: vi.fn(),
}));
vi.mock('./xterm-screen', () => ({
  mountXterm: (_element: HTMLElement, handlers: XtermHandlers) => {
    if (xterm.failure) throw xterm.failure;
    xterm.handlers = handlers;
    return { screen: new FakeScreen(), dispose: xterm.dispose };
  },
}));

/** What the learner types (or pastes) into the terminal. */
function type(text: string) {
  act(() => xterm.handlers?.onData(text));
}

let controller: PlaygroundController | undefined;
afterEach(() => {
  controller?.dispose();
  xterm.failure = undefined;
  xterm.dispose.mockClear();
});

async function openOn(scenario: string) {
  controller = new PlaygroundController(scenarioCatalogue);
  await controller.load(scenario, '2025-11-25', { framed: true });
  const playground = controller;
  function Panel() {
    const state = useSyncExternalStore(playground.subscribe, playground.getState);
    return <TerminalView controller={playground} state={state} server={scenario} />;
  }
  return render(<Panel />);
}

describe('TerminalView', () => {
  it('answers what is typed, in the log screen readers read', async () => {
    await openOn('meteo');
    expect(screen.getByRole('region', { name: 'Terminal JSON-RPC' })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Réponses du terminal' });
    expect(log.textContent).toContain('nouvelle session');
    type('aide\r');
    await waitFor(() => expect(log.textContent).toContain('appeler <outil> <json>'));
  });

  it('offers to show the step a typed request became, in the diagram', async () => {
    await openOn('meteo');
    type('{"jsonrpc":"2.0","id":1,"method":"tools/list"}\r');
    const log = screen.getByRole('log', { name: 'Réponses du terminal' });
    await waitFor(() => expect(log.textContent).toMatch(/1\u00A0outil\u00A0:.*get_weather/), {
      timeout: 10_000,
    });
    const show = await screen.findByRole('button', { name: /Voir l’étape #\d+ dans le diagramme/ });
    const step = Number(/#(\d+)/.exec(show.textContent ?? '')?.[1]);
    await userEvent.setup().click(show);
    expect(controller?.getState().step).toBe(step);
    expect(screen.getByText(/La couche texte est active/)).toBeTruthy();
  });

  it('says so where the terminal would be when xterm cannot start', async () => {
    xterm.failure = new Error('pas de canvas');
    await openOn('meteo');
    expect(screen.getByRole('alert').textContent).toMatch(
      /Le terminal n’a pas pu se charger\s:\spas de canvas/,
    );
  });

  it('lets go of the screen when it closes', async () => {
    const { unmount } = await openOn('meteo');
    unmount();
    expect(xterm.dispose).toHaveBeenCalled();
  });
});
