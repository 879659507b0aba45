import { expect, test, type Page } from '@playwright/test';
import { startEverythingServer } from '../fixtures/everything-server';

// « Brancher mon serveur » against a server nobody here wrote: the official SDK team's
// `server-everything` (TypeScript SDK 1.x), in Streamable HTTP mode, started by the test.
let everything: Awaited<ReturnType<typeof startEverythingServer>>;

test.beforeAll(async () => {
  everything = await startEverythingServer();
});
test.afterAll(() => everything?.stop());

async function connect(page: Page, revision: string) {
  await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
  await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
  await page.getByLabel('Adresse du serveur (Streamable HTTP)').fill(everything.url);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  return page.getByRole('status').filter({ hasText: 'Connecté à' });
}

for (const revision of ['2025-11-25', '2025-06-18'] as const) {
  test(`lists, calls with arguments and answers an elicitation on server-everything (${revision})`, async ({
    page,
  }) => {
    // The revision on screen is the one the server agreed to.
    await expect(await connect(page, revision)).toContainText(
      `« mcp-servers/everything » (révision ${revision})`,
    );

    // Tools, resources and prompts, all listed.
    const tools = page.getByRole('combobox', { name: 'Outil' });
    await expect(tools.locator('option', { hasText: /^echo$/ })).toHaveCount(1);
    const resources = page.getByRole('region', { name: 'Ressources' });
    await expect(resources.getByRole('button', { name: /^Joindre / }).first()).toBeVisible();
    const prompts = page.getByRole('region', { name: 'Commandes (prompts)' });
    await expect(prompts.getByRole('button', { name: 'Invoquer /simple-prompt' })).toBeVisible();

    // A tool called with its argument, through the form built from its inputSchema.
    await tools.selectOption('echo');
    await page.getByRole('textbox', { name: /^message/ }).fill('Bonjour');
    await page.getByRole('button', { name: 'Appeler l’outil' }).click();
    await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
      'Echo: Bonjour',
    );

    // The server asks the user (elicitation/create): the host's dialog answers it.
    await tools.selectOption('trigger-elicitation-request');
    await page.getByRole('button', { name: 'Appeler l’outil' }).click();
    const dialog = page.getByRole('dialog', { name: /demande une information/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').first().fill('Alice Martin');
    await dialog.getByRole('button', { name: 'Accepter' }).click();
    await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
      'Alice Martin',
    );
  });
}

test('in 2026-07-28, falls back to initialize and says why on screen', async ({ page }) => {
  const status = await connect(page, '2026-07-28');
  await expect(status).toContainText('« mcp-servers/everything » (révision 2025-11-25)');
  await expect(status).toContainText('Ce serveur ne prend pas en charge la révision 2026-07-28');
  await expect(status).toContainText('comme le prévoit la spécification');
});
