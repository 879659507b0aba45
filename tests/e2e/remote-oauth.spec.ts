import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startExportedServer, type RunningExport } from '../fixtures/exported-server';
import { inspector, showHttpFromStart, tabToAndPress, walkTo } from './keyboard-walk';

// « Brancher mon serveur » against a protected server of the learner's own: the exported
// « Serveur protégé (OAuth) », started as its README says. The consent page is the authorization
// server's own page, in a tab of its own; the redirect comes back to a static page of the site.
let server: RunningExport;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // One server per worker, on a port of this test's own range.
  server = await startExportedServer({
    scenario: 'serveur-protege',
    port: 3424 + test.info().parallelIndex,
  });
});
test.afterAll(() => server?.stop());

/** Connects from the panel; the server answers 401 and the panel offers its consent page. */
async function connect(page: Page): Promise<void> {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
  await page.getByLabel('Adresse du serveur (Streamable HTTP)').fill(server.url);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'autorisation OAuth' })).toContainText(
    `Le serveur demande une autorisation OAuth (HTTP 401)`,
  );
}

/** Opens the consent page with the keyboard: a new tab, the authorization server's page. */
async function openConsent(page: Page, context: BrowserContext): Promise<Page> {
  const link = page.getByRole('link', { name: 'Ouvrir la page de consentement (nouvel onglet)' });
  await expect(link).toHaveAttribute('rel', /noopener/);
  const opened = context.waitForEvent('page');
  await link.focus();
  await page.keyboard.press('Enter');
  const consent = await opened;
  await consent.waitForLoadState();
  expect(new URL(consent.url()).origin).toBe(`http://127.0.0.1:${server.port}`);
  await expect(
    consent.getByRole('heading', { name: /Autoriser «\s?Atelier MCP \(bac à sable\)\s?»/ }),
  ).toBeVisible();
  return consent;
}

/** The consent page's button, reached with Tab, pressed with Enter. */
async function answer(consent: Page, button: 'Autoriser' | 'Refuser'): Promise<void> {
  await tabToAndPress(consent, consent.getByRole('button', { name: button, exact: true }), 6);
}

test('walks a protected server: consent in its own tab, the return page, the Bearer call', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await connect(page);
  const consent = await openConsent(page, context);
  await answer(consent, 'Autoriser');

  // Back on the site: the answer went to the playground's tab and left the address bar.
  await expect(consent.getByRole('status')).toContainText('Vous pouvez fermer cet onglet');
  await expect(consent.getByRole('heading', { name: 'Retour de l’autorisation' })).toBeVisible();
  expect(new URL(consent.url()).pathname).toBe('/bac-a-sable/retour-oauth');
  expect(new URL(consent.url()).search).toBe('');
  await consent.close();

  await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
    '« crm » (révision 2026-07-28)',
  );
  // The token is shown masked; nothing of it went to the tab's storage.
  await expect(page.getByText(/Jeton d’accès faux-jet••••••/)).toBeVisible();
  const stored = await page.evaluate(() => {
    const values = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? '');
    return [...values(localStorage), ...values(sessionStorage), window.location.href].join('\n');
  });
  expect(stored).not.toMatch(/faux-jeton|faux-code|code_verifier/);

  await page.getByLabel('nom').fill('Dubois');
  await page.getByRole('button', { name: 'Appeler l’outil' }).click();
  await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
    'Fiche Dubois',
  );

  // The whole exchange in the trace, HTTP layer: the 401, then the call with its Bearer token.
  await showHttpFromStart(page);
  await walkTo(page, /: 401 /);
  await walkTo(page, /POST \/register/);
  await walkTo(page, /POST \/token/);
  await walkTo(page, /POST \/mcp · tools\/call$/);
  await expect(
    inspector(page).locator('[data-http-field="header:authorization"]').first(),
  ).toContainText('Bearer faux-jeton-acces-');
  await page.screenshot({ path: test.info().outputPath('bearer.png') });
  expect(errors).toEqual([]);
});

test('a refused consent is read in French, and no token is asked for', async ({
  page,
  context,
}) => {
  await connect(page);
  const consent = await openConsent(page, context);
  await answer(consent, 'Refuser');
  await expect(consent.getByRole('status')).toContainText('Refus transmis');
  await consent.close();
  await expect(page.getByRole('alert').filter({ hasText: 'Accès refusé' })).toContainText(
    'Accès refusé sur la page de consentement (error=access_denied',
  );
  await expect(page.getByRole('button', { name: 'Appeler l’outil' })).toHaveCount(0);
});

test('the return page refuses an address that carries no authorization response', async ({
  page,
}) => {
  await page.goto('/bac-a-sable/retour-oauth?code=abc');
  await expect(page.getByText(/Réponse d’autorisation incomplète/)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
