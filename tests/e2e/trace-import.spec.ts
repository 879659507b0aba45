import { expect, test } from '@playwright/test';

test('an exported trace comes back read-only, with a banner and the way back', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25');
  await page.getByRole('tab', { name: 'Partager et exporter' }).click();
  const exportButton = page.getByRole('button', { name: 'Exporter la trace (JSON)' });
  await expect(exportButton).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  const path = await download.path();
  const exported = JSON.parse(
    await import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8')),
  ) as { entries: unknown[] };
  expect(exported.entries.length).toBeGreaterThan(3);

  // Elsewhere: another scenario is open, then the file is imported.
  await page.goto('/bac-a-sable?scenario=crm&version=2026-07-28');
  await page.getByRole('tab', { name: 'Partager et exporter' }).click();
  await page.getByLabel('Importer une trace (JSON)').setInputFiles(path);
  const banner = page.getByRole('status').filter({ hasText: 'en lecture seule' }).first();
  await expect(banner).toContainText('Météo');
  await expect(banner).toContainText('2025-11-25');
  await expect(page.getByRole('radio', { name: /2025-11-25/ })).toBeChecked();
  await expect(page.locator('[data-current-step="1"]')).toBeVisible();

  // The recorded steps can be walked with the keyboard like a live run.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('End');
  await expect(page.locator(`[data-current-step="${exported.entries.length}"]`)).toBeVisible();

  // Leaving the imported trace runs the simulation again.
  await page.getByRole('button', { name: 'Revenir à la simulation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Revenir à la simulation' })).toHaveCount(0);
  await expect(page.getByText(/Trace importée/)).toHaveCount(0);
});

test('a file that is not a trace gives a French message and keeps the current run', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await page.getByRole('tab', { name: 'Partager et exporter' }).click();
  await expect(page.getByRole('button', { name: 'Exporter la trace (JSON)' })).toBeEnabled();
  await page.getByLabel('Importer une trace (JSON)').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"bonjour": tru'),
  });
  await expect(page.getByText('Ce fichier n’est pas du JSON lisible.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revenir à la simulation' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /2026-07-28/ })).toBeChecked();
});
