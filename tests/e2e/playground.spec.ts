import { expect, test, type Locator, type Page } from '@playwright/test';

const counter = (page: Page) =>
  page.getByRole('group', { name: 'Commandes du pas à pas' }).locator('output');
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspecteur de message' });

/** Presses Tab (or Shift+Tab) until the element has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key = 'Tab', max = 200): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error('élément jamais atteint au clavier');
}

/** Presses → until the inspector shows a step whose label is exactly `label`. */
async function stepTo(page: Page, label: string, max = 40): Promise<void> {
  const heading = inspector(page).locator('p').first();
  for (let i = 0; i < max; i += 1) {
    const text = (await heading.textContent()) ?? '';
    if (text.endsWith(`\u00A0: ${label}`)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`étape « ${label} » jamais atteinte`);
}

test('keyboard only: discovery, its annotation, a tool call, the 2025 handshake, a deep link', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  await page.keyboard.press('End');
  await expect(counter(page)).toHaveText('Étape 14 sur 14');
  await page.keyboard.press('Home');
  await stepTo(page, 'server/discover');

  const field = inspector(page).getByRole('button', {
    name: '"io.modelcontextprotocol/protocolVersion"',
  });
  await tabTo(page, field);
  const annotation = page.getByRole('region', { name: 'Annotation du champ' });
  await expect(annotation).toContainText('Version du protocole');
  await expect(annotation).toContainText('-32022');
  await expect(annotation.getByRole('link')).toHaveAttribute(
    'href',
    /^https:\/\/modelcontextprotocol\.io\/specification\//,
  );

  await stepTo(page, 'tools/call');
  await expect(inspector(page)).toContainText(
    'Le client demande au serveur meteo d’exécuter l’outil get_weather.',
  );
  await page.keyboard.press('ArrowRight');
  await expect(inspector(page).locator('p').first()).toHaveText(/résultat de tools\/call$/);
  await expect(inspector(page)).toContainText('structuredContent');
  await expect(page).toHaveURL(/#etape-12$/);

  // Stepping replaces the address instead of piling up history entries.
  const historyLength = await page.evaluate(() => history.length);
  expect(historyLength).toBeLessThanOrEqual(2);

  // ↓ changes the revision (← and → stay with the stepper), on the same message.
  const legacy = page.getByRole('radio', { name: /2025-11-25/ });
  await tabTo(page, page.getByRole('radio', { name: /2026-07-28/ }), 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await expect(legacy).toBeChecked();
  await expect(page).toHaveURL(/version=2025-11-25/);
  await expect(counter(page)).toHaveText(/sur 13$/);
  await expect(inspector(page).locator('p').first()).toHaveText(/résultat de tools\/call$/);
  await page.keyboard.press('Home');
  await expect(counter(page)).toHaveText('Étape 1 sur 13');
  await expect(inspector(page).locator('p').first()).toHaveText(/: initialize$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(legacy).toBeChecked();
  await expect(inspector(page).locator('p').first()).toHaveText(/: notifications\/initialized$/);
  await expect(inspector(page)).toContainText('aucune réponse attendue');

  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-3');
  await expect(counter(page)).toHaveText('Étape 3 sur 14');
  await expect(inspector(page).locator('p').first()).toHaveText(/: subscriptions\/listen$/);
  // The stream is still open at the end of the run: no answer is « yet to come ».
  await expect(inspector(page)).toContainText('Flux ouvert');
  await expect(inspector(page)).not.toContainText('Pas encore de réponse');
  await page.reload();
  await expect(counter(page)).toHaveText('Étape 3 sur 14');
});

test('a request and its answer are linked, and an arrow of the diagram selects its step', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25#etape-4');
  await expect(inspector(page).locator('p').first()).toHaveText(/: tools\/list$/);
  await inspector(page).getByRole('button', { name: 'Réponse\u00A0: étape 5' }).click();
  await expect(counter(page)).toHaveText('Étape 5 sur 13');
  await expect(inspector(page).getByRole('button', { name: 'Répond à l’étape 4' })).toBeVisible();
  await page.locator('[data-step="10"]').click();
  await expect(counter(page)).toHaveText('Étape 10 sur 13');
});

test('the 2,000-message trace: the last step at once, only what is visible is drawn', async ({
  page,
}) => {
  // Recording 2,000 messages (or starting PostgreSQL) is long on a busy two-core machine.
  test.setTimeout(180_000);
  await page.goto('/bac-a-sable?scenario=longue-trace&version=2026-07-28');
  // The steps show as they are recorded: wait for the whole trace.
  await expect(counter(page)).toHaveText(/^Étape 1 sur 20\d\d$/, { timeout: 120_000 });
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(counter(page)).toHaveText(/^Étape (20\d\d) sur \1$/);
  expect(await page.locator('[data-step]').count()).toBeLessThan(80);
  expect(
    await page.getByRole('region', { name: 'Messages échangés' }).getByRole('listitem').count(),
  ).toBeLessThan(80);
});

test('comparing the revisions aligns the handshake with discovery', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  await page.getByRole('button', { name: 'Comparer les révisions' }).click();
  const table = page.getByRole('table', { name: 'Le même scénario dans deux révisions' });
  await expect(table.getByRole('row').nth(1)).toContainText('initialize');
  await expect(table.getByRole('row').nth(1)).toContainText('server/discover');
  await expect(table).toContainText('subscriptions/listen');
  await table.getByRole('button', { name: /Ouvrir l’étape 3 en 2025-11-25/ }).click();
  await expect(counter(page)).toHaveText('Étape 3 sur 13');
});
