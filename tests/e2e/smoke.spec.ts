import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { builtRoutes } from './site-routes';

const routes = builtRoutes();

/** Collects every page error, unhandled rejection, console error and off-machine request. */
function watchForTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(`erreur de page : ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console : ${message.text()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
      trouble.push(`requête hors de la machine : ${request.url()}`);
    }
  });
  return trouble;
}

test('the built site has the five sections', () => {
  for (const route of ['/', '/bac-a-sable', '/quiz', '/lecons', '/glossaire']) {
    expect(routes).toContain(route);
  }
});

for (const route of routes) {
  test(`boot ${route}: no error, French title, one main heading, accessible`, async ({ page }) => {
    const trouble = watchForTrouble(page);
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/Atelier MCP/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

    const violations = await axeViolations(page);
    expect(violations, 'axe-core : violations graves').toEqual([]);
    expect(trouble).toEqual([]);
  });
}

test('an unknown address gets the French 404 page', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page n’existe pas');
  await page.getByRole('link', { name: 'Revenir à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a 360 px wide phone sees every page without horizontal scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(route);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `débordement horizontal sur ${route}`).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('the keyboard reaches the skip link and the navigation with a visible focus', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenu')).toBeFocused();
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(nav.getByRole('link', { name: 'Quiz' })).toHaveAttribute('aria-current', 'page');
});
