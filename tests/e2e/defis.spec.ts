import { expect, test, type Page } from '@playwright/test';
import { challenges } from '@/content/challenges';
import { axeViolations } from './axe';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

/** Presses a key with the focus on this element: the keyboard, not the mouse, does the work. */
async function press(page: Page, name: string, role: 'link' | 'button' | 'radio', key = 'Enter') {
  const target = page.getByRole(role, { name, exact: true });
  await target.focus();
  await page.keyboard.press(key);
}

test('/defis lists the challenges by theme and stays light (no SDK, no Monaco)', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  await page.goto('/defis', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Défis' })).toBeVisible();
  for (const theme of ['Erreurs', 'Primitives', 'Sécurité', 'Révisions', 'Transports']) {
    await expect(page.getByRole('heading', { level: 2, name: theme })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Relever le défi/ })).toHaveCount(challenges.length);
  await expect(page.getByRole('link', { name: 'Défis', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page)).toEqual([]);
  // Neither the MCP SDK (its 2026-07-28 listen stream is a telltale) nor Monaco (megabytes).
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('subscriptions/listen'))).toEqual([]);
  expect(Math.max(...bodies.map((body) => body.length))).toBeLessThan(300_000);
});

test('a challenge solved with the keyboard alone: predict, ask, refuse, succeed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/defis');
  await press(page, `Relever le défi «${NBSP}Non à la suppression${NBSP}»`, 'link');
  await expect(page).toHaveURL(/\/bac-a-sable\?defi=refuser-destructif/);

  const panel = page.getByRole('region', { name: `Défi${NBSP}: Non à la suppression` });
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('status')).toHaveText('0 critère rempli sur 2.');

  // The prediction, before acting.
  await press(page, 'Rien : l’appel ne part jamais'.replace(' :', `${NBSP}:`), 'radio', 'Space');
  await expect(panel.getByRole('radio', { checked: true })).toHaveCount(1);
  await press(page, 'Enregistrer ma prédiction', 'button');
  await expect(panel).toContainText('Prédiction enregistrée');

  // A hint, then the action itself in the host panel.
  await press(page, 'Voir l’indice 1 sur 2', 'button');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Posez la question' })).toBeVisible();

  const host = page.getByRole('region', { name: 'Hôte', exact: true });
  await expect(host.getByRole('textbox', { name: 'Votre question' })).toHaveValue(
    'Supprime le fichier brouillon.txt.',
    { timeout: 60_000 },
  );
  await expect(host.getByRole('button', { name: 'Demander' })).toBeEnabled({ timeout: 60_000 });
  await host.getByRole('button', { name: 'Demander' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Autoriser l’appel de l’outil${NNBSP}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('supprimer_fichier');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The check runs on the live trace: solved, and the prediction is judged.
  await expect(panel.getByRole('status')).toHaveText(`Défi réussi${NBSP}!`);
  await expect(panel).toContainText('Votre prédiction était juste.');
  await expect(panel.getByText(/^\W*fait$/)).toHaveCount(2);
  await expect(panel.getByText(/^\W*pas encore$/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // « Recommencer » goes back to the starting state; the success stays recorded.
  await press(page, 'Recommencer le défi', 'button');
  await expect(panel.getByRole('status')).toHaveText('0 critère rempli sur 2.');
  await expect(panel).toContainText('Vous avez déjà réussi ce défi');

  await press(page, 'Tous les défis', 'link');
  await expect(page).toHaveURL(/\/defis$/);
  const securite = page.getByRole('region', { name: 'Sécurité' });
  const securityCount = challenges.filter((c) => c.theme === 'securite').length;
  await expect(securite).toContainText(`1 réussi sur ${securityCount}`);
  await expect(
    securite.getByRole('listitem').filter({ hasText: 'Non à la suppression' }),
  ).toContainText('Réussi');
  expect(errors).toEqual([]);
});

test('the challenge panel folds, goal and criteria still in view', async ({ page }) => {
  await page.goto('/bac-a-sable?defi=refuser-destructif');
  const fold = page.getByRole('button', { name: 'Replier le défi' });
  await fold.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Votre prédiction' })).toBeHidden();
  await expect(page.getByText(/Faites refuser un appel destructif/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Critères vérifiés sur la trace' })).toBeVisible();
  const unfold = page.getByRole('button', { name: 'Déplier le défi' });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Votre prédiction' })).toBeVisible();
});
