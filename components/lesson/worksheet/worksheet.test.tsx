// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { worksheetStore } from '@/lib/lessons/worksheet-store';
import { Worksheet } from './worksheet';

beforeEach(() => worksheetStore.reset());
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const user = userEvent.setup();
  render(<Worksheet />);
  return user;
}

/** The text of the elements that describe a field (its error, then its hint). */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const serverName = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom du serveur' });

const result = () => screen.getByRole('region', { name: 'Ce que votre fiche devient' });

describe('Worksheet', () => {
  it('puts the focus in a new tool’s name, and back on « Ajouter un outil » when it is removed', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter un outil' }));
    const name = screen.getByRole('textbox', { name: 'Nom de l’outil *' });
    expect(document.activeElement).toBe(name);
    await user.type(name, 'get_weather');
    await user.click(screen.getByRole('button', { name: 'Retirer l’outil get_weather' }));
    expect(screen.queryByRole('textbox', { name: 'Nom de l’outil *' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter un outil' }));
    expect(screen.getByText('Aucun outil pour l’instant.')).toBeTruthy();
  });

  it('says at once what is wrong with a tool name as it is typed, in French', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter un outil' }));
    const name = screen.getByRole('textbox', { name: 'Nom de l’outil *' });
    await user.type(name, 'météo du jour');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toMatch(/^Pas d’espace/);
    await user.clear(name);
    await user.type(name, 'météo');
    expect(describedText(name)).toMatch(/«\u00A0é\u00A0» n’est pas permis/);
  });

  it('flags an empty description only once the learner has left it', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter un outil' }));
    const description = screen.getByRole('textbox', { name: 'Description *' });
    expect(description.hasAttribute('aria-invalid')).toBe(false);
    await user.click(description);
    await user.tab();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(description)).toMatch(/c’est ce que lit le modèle/);
  });

  it('lists the points to fix, each a button to its field, and offers the playground once none is left', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter un outil' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de l’outil *' }), 'get_weather');
    expect(within(result()).getByText('Corrigez les points signalés pour essayer vos outils.'));
    await user.click(within(result()).getByRole('button', { name: 'Outil 1, description' }));
    const description = screen.getByRole('textbox', { name: 'Description *' });
    expect(document.activeElement).toBe(description);
    expect(description.getAttribute('aria-invalid')).toBe('true');

    await user.type(description, 'Donne la météo d’une ville.');
    const link = within(result()).getByRole('link', {
      name: 'Essayer mes outils dans le bac à sable',
    });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/bac-a-sable');
    expect(href.searchParams.get('scenario')).toBe('mon-serveur');
    expect(within(result()).getByLabelText(/tools\/list/).textContent).toMatch(
      '"name": "get_weather"',
    );
  });

  it('adds and removes a tool’s parameters, with the focus following', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter un outil' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un paramètre' }));
    const param = screen.getByRole('textbox', { name: 'Nom du paramètre' });
    expect(document.activeElement).toBe(param);
    await user.type(param, 'ville');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'integer');
    expect(worksheetStore.getSnapshot()?.value.tools[0]?.params[0]).toMatchObject({
      name: 'ville',
      type: 'integer',
    });
    await user.click(screen.getByRole('button', { name: 'Retirer le paramètre ville' }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Ajouter un paramètre' }),
    );
  });

  it('saves every answer in this browser as it is typed', async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Nom du serveur' }), 'entrepot');
    await user.click(screen.getByRole('radio', { name: /^Streamable HTTP/ }));
    const saved = JSON.parse(localStorage.getItem('atelier-mcp:fiche-serveur') ?? '{}') as {
      data?: { serverName?: string; transport?: string };
    };
    expect(saved.data).toMatchObject({ serverName: 'entrepot', transport: 'http' });
  });

  it('fills in the example at once on a blank sheet, and asks before replacing answers', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Remplir avec l’exemple de l’entrepôt' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(serverName().value).toBe('entrepot');

    await user.type(screen.getByRole('textbox', { name: 'Nom du serveur' }), '-2');
    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    expect(confirm).toHaveBeenCalledWith('Effacer toutes vos réponses\u202F?');
    expect(serverName().value).toBe('entrepot-2');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    expect(serverName().value).toBe('');
  });

  it('says so, and keeps the learner’s text on screen, when the browser refuses to save', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Nom du serveur' }), 'entrepot');
    expect(serverName().value).toBe('entrepot');
    expect(screen.getByRole('status').textContent).toMatch(/plein/);
  });
});
