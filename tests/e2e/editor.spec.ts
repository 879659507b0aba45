import { expect, test, type Locator, type Page } from '@playwright/test';
import { getScenario } from '../../content/scenarios';

const meteoTools = getScenario('meteo')?.servers[0]?.tools ?? [];
const original = JSON.stringify(
  meteoTools.map((tool) => tool.definition),
  null,
  2,
);
const renamed = (name: string) => original.replace('"get_weather"', JSON.stringify(name));

/** Monaco's text area, found by the French label the panel gives it. */
function editor(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label });
}

/**
 * Opens the editor's tab and waits for the definitions' editor (Monaco loads with the panel):
 * the panel and that editor, as the tests then read them.
 */
async function openDefinitions(page: Page): Promise<{ panel: Locator; definitions: Locator }> {
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  const panel = page.getByRole('region', { name: 'Éditeur d’outils' });
  const definitions = editor(page, 'Définitions des outils (JSON)');
  await expect(definitions).toBeAttached({ timeout: 60_000 });
  return { panel, definitions };
}

/**
 * Replaces the whole text the way a learner would: select all, then paste. (Synthetic
 * `insertText` goes through Monaco's typing path, which auto-closes the first bracket.)
 */
async function replaceText(page: Page, box: Locator, text: string): Promise<void> {
  await shownText(page, box).click();
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  // Back to the top, where the name is: Monaco only draws the lines in view.
  await page.keyboard.press('ControlOrMeta+Home');
}

/** The lines Monaco shows for the editor holding this text area. */
function shownText(page: Page, box: Locator): Locator {
  return page.locator('.monaco-editor').filter({ has: box }).locator('.view-lines');
}

test('editing meteo: a bad name is refused, a good one goes on the wire, the draft survives', async ({
  page,
}) => {
  // Monaco (about 1 MB) and its workers start slowly on a busy two-core machine.
  test.setTimeout(180_000);
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(error.message));

  await page.goto('/bac-a-sable?scenario=meteo');

  const { panel, definitions } = await openDefinitions(page);
  await expect(shownText(page, definitions)).toContainText('get_weather');
  const apply = panel.getByRole('button', { name: 'Appliquer' });
  const wire = panel.getByRole('region', { name: 'Sur le fil depuis votre dernière action' });

  // A space in the name: a French marker on the name, and « Appliquer » refuses.
  await replaceText(page, definitions, renamed('get weather'));
  await expect(panel.getByText(/Le nom ne doit pas contenir d’espace/)).toBeVisible();
  await expect(
    page.locator('.monaco-editor').filter({ has: definitions }).locator('.squiggly-error'),
  ).not.toHaveCount(0);
  await apply.click();
  await expect(panel.getByText(/Rien n’a été appliqué/)).toBeVisible();
  await expect(wire).toContainText('Rien pour l’instant.');

  // Fixed: applied, the server announces the change and the client lists again.
  await replaceText(page, definitions, renamed('meteo_actuelle'));
  await expect(panel.getByText(/Le nom ne doit pas contenir d’espace/)).toHaveCount(0);
  await apply.click();
  await expect(panel.getByText(/Définitions appliquées/)).toBeVisible();
  // French labels, never the internal step keys (`result:tools/list`).
  await expect(wire).toContainText('résultat de tools/list — outils\u00A0: meteo_actuelle');
  await expect(wire).not.toContainText('result:');
  const lines = await wire.getByRole('listitem').allTextContents();
  const changed = lines.findIndex((l) => l.includes('notifications/tools/list_changed'));
  const listed = lines.findIndex((l) => /Étape \d+\u00A0: tools\/list$/.test(l));
  expect(changed, lines.join('\n')).toBeGreaterThanOrEqual(0);
  expect(listed, lines.join('\n')).toBeGreaterThan(changed);

  // Called with {}: the SDK's own input validation answers, with isError.
  await expect(panel.getByRole('combobox', { name: 'Outil' })).toHaveValue('meteo_actuelle');
  const args = editor(page, 'Arguments de l’appel (JSON)');
  await replaceText(page, args, '{}');
  await expect(panel.getByText(/propriété obligatoire «\u00A0ville\u00A0» absente/)).toBeVisible();
  await panel.getByRole('button', { name: 'Appeler' }).click();
  await expect(panel.getByText('Réponse avec isError', { exact: false })).toBeVisible();
  await expect(panel.getByText(/Input validation error/)).toBeVisible();
  await expect(wire).toContainText('résultat de tools/call — isError\u00A0: true');

  // Reload: the draft is still there.
  await page.waitForTimeout(800);
  await page.reload();
  const { definitions: again } = await openDefinitions(page);
  await expect(shownText(page, again)).toContainText('meteo_actuelle');
  await expect(panel.getByText('Brouillon restauré depuis ce navigateur.')).toBeVisible();
  expect(trouble).toEqual([]);
});

test('a damaged ?outils= link gets a French notice, not a crash', async ({ page }) => {
  test.setTimeout(120_000);
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(error.message));
  await page.goto('/bac-a-sable?scenario=mon-serveur&outils=abime%25%25');
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  const panel = page.getByRole('region', { name: 'Éditeur d’outils' });
  await expect(panel.getByText(/Le paramètre «\u00A0outils\u00A0» du lien est abîmé/)).toBeVisible({
    timeout: 60_000,
  });
  expect(trouble).toEqual([]);
});

test('« Mon serveur » opens on an example; called from the editor, the conversation says so; « Vider » empties it for good', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/bac-a-sable?scenario=mon-serveur');
  const { panel, definitions } = await openDefinitions(page);
  await expect(shownText(page, definitions)).toContainText('dire_bonjour');
  await expect(panel.getByText(/Un exemple pour commencer, pas encore servi/)).toBeVisible();

  await panel.getByRole('button', { name: 'Appliquer' }).click();
  await expect(panel.getByText(/Définitions appliquées/)).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('combobox', { name: 'Outil' })).toHaveValue('dire_bonjour');
  await panel.getByLabel(/^prenom/).fill('Ada');
  await panel.getByRole('button', { name: 'Appeler' }).click();
  await expect(panel.getByText('Bonjour, Ada\u00A0!').first()).toBeVisible({ timeout: 30_000 });

  // The host's conversation says where that call came from, and what it gave.
  await page.getByRole('tab', { name: 'Hôte' }).click();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('Appel lancé depuis l’éditeur d’outils');
  await expect(conversation).toContainText('{"prenom":"Ada"}');
  await expect(conversation).toContainText('Bonjour, Ada\u00A0!');

  // « Vider »: an empty list, which the next visit keeps.
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await panel.getByRole('button', { name: 'Vider' }).click();
  await expect(panel.getByText(/Liste vide\u00A0: écrivez votre premier outil/)).toBeVisible();
  await expect(shownText(page, editor(page, 'Définitions des outils (JSON)'))).not.toContainText(
    'dire_bonjour',
  );
  await page.reload();
  const { definitions: again } = await openDefinitions(page);
  await expect(panel.getByText('Brouillon restauré depuis ce navigateur.')).toBeVisible();
  await expect(shownText(page, again)).not.toContainText('dire_bonjour');
});
