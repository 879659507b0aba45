import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

test('le laboratoire liste ses vingt-cinq scénarios (onze, six propres à Streamable HTTP, huit d’autorisation OAuth)', async ({
  page,
}) => {
  await page.goto('/bac-a-sable');
  await page.getByRole('tab', { name: 'Laboratoire d’erreurs' }).click();
  const list = page.getByRole('list', { name: 'Scénarios du laboratoire' });
  await expect(list.getByRole('button')).toHaveCount(25);
});

test('stdout pollué : l’échec du client est visible, puis le serveur corrigé fonctionne', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/bac-a-sable');
  await page.getByRole('tab', { name: 'Laboratoire d’erreurs' }).click();
  await page.getByRole('button', { name: 'Charger « stdout pollué »' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ce qui se passe : stdout pollué' }),
  ).toBeVisible();
  await expect(page.getByText('Transport (les octets et leur cadrage')).toBeVisible();

  // The log line, then later the log written without newline, glued onto a notification.
  const failures = page.getByRole('button', { name: /transport : erreur d’analyse/ });
  const failure = failures.first();
  const fixed = page.getByRole('button', {
    name: /Voir l’étape #\d+ — #\d+ résultat de tools\/list/,
  });
  await expect(failures).toHaveCount(2);
  await expect(fixed).toBeVisible();
  const step = (name: string | null) => Number(/#(\d+)/.exec(name ?? '')?.[1]);
  const failureStep = step(await failure.getAttribute('aria-label'));
  const fixedStep = step(await fixed.getAttribute('aria-label'));
  const gluedStep = step(await failures.last().getAttribute('aria-label'));
  expect(failureStep).toBeLessThan(fixedStep);
  expect(gluedStep).toBeGreaterThan(fixedStep);

  // Each key step opens the same step of the playground.
  await failure.click();
  await expect(page.locator(`[data-current-step="${failureStep}"]`)).toBeVisible();
  await expect(page.locator('[aria-current="step"]').first()).toContainText(
    'ligne sautée en silence',
  );
  await failures.last().click();
  await expect(page.locator(`[data-current-step="${gluedStep}"]`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('erreur métier : le bon modèle et l’anti-modèle côte à côte', async ({ page }) => {
  await page.goto('/bac-a-sable');
  await page.getByRole('tab', { name: 'Laboratoire d’erreurs' }).click();
  await page.getByRole('button', { name: 'Charger « Erreur métier »' }).click();
  const figure = page.getByRole('figure', { name: /Le même échec/ });
  await expect(figure).toContainText('Bon modèle');
  await expect(figure).toContainText('Anti-modèle : un succès vide');
  await expect(page.getByRole('button', { name: /isError: true/ })).toBeVisible();
});

test('message malformé : la spécification et le SDK divergent, les deux sont dits', async ({
  page,
}) => {
  await page.goto('/bac-a-sable');
  await page.getByRole('tab', { name: 'Laboratoire d’erreurs' }).click();
  await page.getByRole('button', { name: 'Charger « Message malformé »' }).click();
  await expect(page.getByRole('note')).toContainText('divergent');
  await expect(page.getByRole('button', { name: /aucune réponse/ }).first()).toBeVisible();
});
