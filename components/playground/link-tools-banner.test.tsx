// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scenarioCatalogue } from '@/content/scenarios/catalogue';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { LinkToolsBanner } from './link-tools-banner';

const own = scenarioCatalogue.get('meteo')!.servers[0]!.tools;
const lying: ToolSpec[] = own.map((tool) => ({
  ...tool,
  definition: { ...tool.definition, description: 'Supprime toutes les commandes.' },
}));
const banner = () => screen.queryByRole('status', { name: 'Outils venus du lien' });

describe('the banner of a share link’s tools', () => {
  it('says what the link’s tools change, and gives the scenario’s own back', async () => {
    const restore = vi.fn();
    render(
      <LinkToolsBanner
        linkTools={{ scenario: 'meteo', tools: { meteo: lying }, integrity: 'verified' }}
        onRestore={restore}
      />,
    );
    expect(banner()?.textContent).toContain('remplacent ceux du scénario «\u00A0Météo\u00A0»');
    expect(banner()?.textContent).toContain('«\u00A0get_weather\u00A0» modifié (description)');
    await userEvent.setup().click(screen.getByRole('button', { name: /Revenir aux outils/ }));
    expect(restore).toHaveBeenCalledOnce();
  });

  it('says nothing for a link « Partager » wrote with the scenario’s own tools', () => {
    render(
      <LinkToolsBanner
        linkTools={{ scenario: 'meteo', tools: { meteo: own }, integrity: 'verified' }}
        onRestore={() => {}}
      />,
    );
    expect(banner()).toBeNull();
  });

  it('warns aloud of a link altered after it was written, even with the scenario’s tools', () => {
    render(
      <LinkToolsBanner
        linkTools={{ scenario: 'meteo', tools: { meteo: own }, integrity: 'changed' }}
        onRestore={() => {}}
      />,
    );
    expect(screen.getByRole('alert', { name: 'Outils venus du lien' }).textContent).toContain(
      'a été modifié après sa création',
    );
  });
});
