// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { PlaygroundController } from '@/lib/playground/controller';
import type { ErrorLabPort } from '@/lib/playground/ports';
import { ErrorLabPanel } from './error-lab-panel';

describe('the error lab panel', () => {
  it('asks the playground to open the lab clicked', async () => {
    const state = new PlaygroundController(scenarioCatalogue).getState();
    const port: ErrorLabPort = {
      openScenario: vi.fn(() => Promise.resolve()),
      showStep: vi.fn(),
      getState: () => state,
    };
    render(<ErrorLabPanel controller={port} state={state} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: /Requête avant l’initialisation/ }));
    expect(port.openScenario).toHaveBeenCalledWith('erreur-avant-initialisation');
  });

  it('plays a 2025-only lab in 2025 when asked from a 2026-07-28 session', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('meteo', '2026-07-28');
    render(<ErrorLabPanel controller={controller} state={controller.getState()} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: /Requête avant l’initialisation/ }));
    await vi.waitFor(() => expect(controller.getState().status).toBe('ready'));
    expect(controller.getState()).toMatchObject({
      scenarioId: 'erreur-avant-initialisation',
      revision: '2025-11-25',
    });
    // Said on screen, and opened on what goes wrong rather than on step 1.
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Ce cas ne se joue pas en 2026-07-28\u00A0: le bac à sable est passé en 2025-11-25.',
      ),
    );
    expect(controller.getState().step).toBeGreaterThan(1);
    controller.dispose();
  });
});
