// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import { PlaygroundController } from '@/lib/playground/controller';
import { HostPanel } from './host-panel';

/** The host panel over a controller that has played a scenario. */
async function hostOf(scenarioId: string) {
  const controller = new PlaygroundController(scenarioCatalogue);
  await controller.load(scenarioId, '2026-07-28');
  render(<HostPanel controller={controller} state={controller.getState()} />);
  return controller;
}

describe('the host panel', () => {
  it('shows the warning a scenario carries beside the registry', async () => {
    const controller = await hostOf('serveur-menteur');
    const warning = controller.scenario!.hostWarning!;
    const aside = screen.getByRole('complementary', { name: warning.heading });
    expect(aside.textContent).toContain(warning.paragraphs[0]);
    controller.dispose();
  });

  it('shows none for a scenario without one', async () => {
    const controller = await hostOf('meteo');
    expect(screen.queryByRole('complementary')).toBeNull();
    controller.dispose();
  });
});
