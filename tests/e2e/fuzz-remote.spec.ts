import { expect, test, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { arm, expectHealthy, resetLongTasks, slow } from './fuzz/kit';
import { startHostileServer } from './fuzz/hostile-server';

// Review 2026-12-01 round 2, §3.3: « Brancher mon serveur » against a hostile server.
test.describe.configure({ timeout: 90_000 });

let hostile: { url: string; server: Server };
test.beforeAll(async () => {
  hostile = await startHostileServer();
});
test.afterAll(() => {
  hostile.server.closeAllConnections();
  hostile.server.close();
});

async function openPanel(page: Page, revision = '2025-11-25') {
  await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
  await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
  const url = page.getByLabel('Adresse du serveur (Streamable HTTP)');
  await expect(url).toBeVisible(slow);
  await resetLongTasks(page);
  return {
    async connect(address: string) {
      await url.fill(address);
      await page.getByRole('button', { name: 'Se connecter' }).click();
    },
  };
}

test('R6: a server’s catastrophic output pattern is checked without freezing the tab', async ({
  page,
}) => {
  const { errors } = await arm(page);
  const panel = await openPanel(page);
  await panel.connect(`${hostile.url}/redos`);
  await expect(page.getByText(/Connecté à «\u00A0serveur-hostile\u00A0»/)).toBeVisible(slow);
  await page.getByRole('button', { name: 'Appeler l’outil' }).click();
  await expect(
    page.getByText(/L’appel a échoué.*does not match pattern|Réponse reçue/s),
  ).toBeVisible(slow);
  await expectHealthy(page, errors, undefined, { answerMs: 200 });
});

test('R7: a 100,000-deep tools/list gets a French notice and the panel stays usable', async ({
  page,
}) => {
  const { errors } = await arm(page);
  const panel = await openPanel(page);
  await panel.connect(`${hostile.url}/deep`);
  await expect(
    page.getByText(/Ce message de votre serveur est imbriqué trop profondément/),
  ).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expectHealthy(page, errors);
});

test('R9: a server that never answers can be cancelled at once', async ({ page }) => {
  const { errors } = await arm(page);
  const panel = await openPanel(page);
  await panel.connect(`${hostile.url}/hang`);
  await expect(page.getByText('Connexion…')).toBeVisible(slow);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText(/Connexion annulée/)).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expectHealthy(page, errors);
});

test('R10: in 2026-07-28, no server at all is named as such, not as a revision mismatch', async ({
  page,
}) => {
  const { errors } = await arm(page);
  const panel = await openPanel(page, '2026-07-28');
  await panel.connect('http://127.0.0.1:1/mcp');
  await expect(page.getByText(/Le navigateur n’a pas pu joindre/)).toBeVisible(slow);
  await expect(page.getByText(/même révision/)).toHaveCount(0);
  await expectHealthy(page, errors);
});

test('R11: a failed call says « L’appel a échoué » and why, in French', async ({ page }) => {
  const { errors } = await arm(page);
  const panel = await openPanel(page);
  await panel.connect(`${hostile.url}/call500`);
  await expect(page.getByText(/Connecté à «\u00A0serveur-hostile\u00A0»/)).toBeVisible(slow);
  await page.getByRole('button', { name: 'Appeler l’outil' }).click();
  await expect(
    page.getByText(/L’appel a échoué\u00A0: le serveur a répondu par une erreur HTTP 500/),
  ).toBeVisible(slow);
  await expectHealthy(page, errors);
});
