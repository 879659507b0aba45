// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
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

  it('suggests a prompt argument’s values from the server as the learner types', async () => {
    const controller = new PlaygroundController(scenarioCatalogue);
    await controller.load('documentation', '2026-07-28');
    await controller.listPrimitives();
    render(<HostPanel controller={controller} state={controller.getState()} />);
    const form = screen.getByRole('group', { name: /Invoquer \/expliquer-un-guide/ });
    fireEvent.change(within(form).getByRole('textbox', { name: /guide/ }), {
      target: { value: 'dep' },
    });
    const list = await within(form).findByRole(
      'list',
      { name: 'Suggestions du serveur pour guide' },
      { timeout: 3000 },
    );
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['deploiement', 'depannage']);
    // The request went on the wire with the prompt as its reference.
    const asked = controller
      .getState()
      .entries.flatMap((e) =>
        e.type === 'message' && e.kind === 'request' && e.method === 'completion/complete'
          ? [(e.message as unknown as { params: { ref: unknown } }).params.ref]
          : [],
      );
    expect(asked.at(-1)).toEqual({ type: 'ref/prompt', name: 'expliquer-un-guide' });
    fireEvent.click(within(list).getByRole('button', { name: 'depannage' }));
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /guide/ }).value).toBe(
      'depannage',
    );
    controller.dispose();
  });
});
