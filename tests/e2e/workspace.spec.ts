import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';

// The playground plays real SDK sessions; on a busy machine they take a few seconds.
test.describe.configure({ timeout: 120_000 });

const counter = (page: Page) =>
  page.getByRole('group', { name: 'Commandes du pas à pas' }).locator('output');
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspecteur de message' });
const heading = (page: Page) => inspector(page).locator('p').first();

/** True when the whole box is inside the window, as it is now (no scrolling). */
async function inView(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize();
  return (
    !!box &&
    !!size &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.x + box.width <= size.width &&
    box.y < size.height - 40
  );
}

test('1280×800: diagram, inspector and a tool tab are seen together, without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-11');
  await expect(counter(page)).toHaveText('Étape 11 sur 14');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const diagram = page.getByRole('region', { name: 'Diagramme de séquence' });
  expect(await inView(page, diagram)).toBe(true);
  expect(await inView(page, inspector(page))).toBe(true);
  expect(await inView(page, heading(page))).toBe(true);
  expect(await inView(page, page.getByRole('tab', { name: 'Hôte' }))).toBe(true);
  const panel = page.getByRole('tabpanel', { name: 'Hôte' });
  const box = await panel.boundingBox();
  expect(box && box.y < 800 - 100).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  expect(await axeViolations(page)).toEqual([]);
});

test('the panes resize from the keyboard, and the sizes are remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  const columns = page.getByRole('separator', { name: 'Largeur du diagramme et de l’inspecteur' });
  const rows = page.getByRole('separator', { name: 'Hauteur du diagramme et des outils' });
  const before = Number(await columns.getAttribute('aria-valuenow'));
  const diagram = page.getByRole('region', { name: 'Diagramme de séquence' });
  const wide = (await diagram.boundingBox())!.width;
  await columns.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(columns).toHaveAttribute('aria-valuenow', String(before - 10));
  expect((await diagram.boundingBox())!.width).toBeLessThan(wide - 60);
  // The separator kept the arrows: the step did not move.
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  await rows.focus();
  await page.keyboard.press('ArrowUp');
  const top = await rows.getAttribute('aria-valuenow');
  await page.waitForTimeout(600);
  await page.reload();
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  await expect(columns).toHaveAttribute('aria-valuenow', String(before - 10));
  await expect(rows).toHaveAttribute('aria-valuenow', top!);
});

test('after picking a scenario or a revision with the mouse, → steps', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  await page.getByLabel('Scénario', { exact: true }).selectOption('commandes');
  // The steps show as they are recorded: step on from the whole trace.
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  await expect(counter(page)).toHaveText(/^Étape 1 sur \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(/^Étape 2 sur \d+$/);
  await expect(page.getByLabel('Scénario', { exact: true })).toHaveValue('commandes');

  await page.getByRole('radio', { name: /2025-11-25/ }).click();
  await expect(page).toHaveURL(/version=2025-11-25/);
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  const at = (await counter(page).textContent()) ?? '';
  const step = Number(/Étape (\d+)/.exec(at)?.[1]);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(new RegExp(`^Étape ${step + 1} sur`));
  await expect(page.getByRole('radio', { name: /2025-11-25/ })).toBeChecked();
});

test('switching revision keeps the same message', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-12');
  await expect(heading(page)).toHaveText(/: résultat de tools\/call$/);
  await page.getByRole('radio', { name: /2025-11-25/ }).check();
  await expect(counter(page)).toHaveText(/sur 13$/);
  await expect(heading(page)).toHaveText(/: résultat de tools\/call$/);
  // And back: the same message again.
  await page.getByRole('radio', { name: /2026-07-28/ }).check();
  await expect(counter(page)).toHaveText(/sur 14$/);
  await expect(heading(page)).toHaveText(/: résultat de tools\/call$/);
  // Discovery has no 2025 twin: its phase, the handshake, is shown instead.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Home');
  await expect(heading(page)).toHaveText(/: server\/discover$/);
  await page.getByRole('radio', { name: /2025-11-25/ }).check();
  await expect(heading(page)).toHaveText(/: initialize$/);
});

test('each step is announced once, in one polite live region', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowRight');
  const announcer = page.locator('[data-step-announcer]');
  await expect(announcer).toHaveText('Étape 2 sur 14\u00A0: résultat de server/discover');
  // The counter and the inspector's title do not speak as well.
  await expect(counter(page)).toHaveAttribute('aria-live', 'off');
  await expect(heading(page)).not.toHaveAttribute('aria-live', /.+/);
});

test('hovering a field never moves the JSON under the pointer', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-11');
  await expect(counter(page)).toHaveText('Étape 11 sur 14');
  const method = inspector(page).getByRole('button', { name: '"method"' });
  const params = inspector(page).getByRole('button', { name: '"params"' });
  // Both in view and clear of the annotation box first (hovering scrolls a hidden target into
  // view, which is not a shift).
  await method.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  const before = (await params.boundingBox())!.y;
  await method.hover();
  const annotation = page.getByRole('region', { name: 'Annotation du champ' });
  await expect(annotation).toContainText('Méthode');
  expect((await params.boundingBox())!.y).toBe(before);
  await params.hover();
  await params.click();
  await expect(annotation).toContainText('params');
  expect((await params.boundingBox())!.y).toBe(before);
});

test('Échap leaves the terminal, as said on screen beside it', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25');
  await expect(counter(page)).toHaveText(/^Étape 1 sur/);
  const tab = page.getByRole('tab', { name: 'Terminal' });
  await tab.click();
  const panel = page.getByRole('tabpanel', { name: 'Terminal' });
  await expect(panel).toContainText('Échap en sort');
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  const input = page.getByRole('textbox', { name: /Terminal JSON-RPC/ });
  await input.focus();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tab).toBeFocused();
  // Out of the terminal: Shift+Tab goes on backwards, it does not fall back into it.
  await page.keyboard.press('Shift+Tab');
  await expect(input).not.toBeFocused();
  await expect(tab).not.toBeFocused();
});

test('360 px: no overflow, and the step buttons stay next to what they change', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(counter(page)).toHaveText('Étape 1 sur 14');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const next = page.getByRole('button', { name: 'Étape suivante' });
  await inspector(page).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await inView(page, next)).toBe(true);
  await next.tap();
  await expect(counter(page)).toHaveText('Étape 2 sur 14');
  // The inspector starts right under the sticky bar, not a screen away.
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = (await next.boundingBox())!;
  const detail = (await heading(page).boundingBox())!;
  expect(detail.y - (bar.y + bar.height)).toBeLessThan(400);
  await context.close();
});

test('the audience window mirrors the step and the field, with no controls of its own', async ({
  context,
}) => {
  const presenter = await context.newPage();
  await presenter.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-11');
  await expect(counter(presenter)).toHaveText('Étape 11 sur 14');
  const audience = await context.newPage();
  await audience.setViewportSize({ width: 1920, height: 1080 });
  await audience.goto('/bac-a-sable?public=1');
  await expect(audience.locator('[data-current-step="11"]')).toBeVisible();
  await expect(audience.locator('[data-presentation-title]')).toContainText('Météo');
  await expect(audience.getByRole('button', { name: 'Étape suivante' })).toHaveCount(0);
  await expect(audience.getByRole('slider')).toHaveCount(0);
  await presenter.bringToFront();
  await inspector(presenter).getByRole('button', { name: '"method"' }).click();
  await expect(audience.getByRole('region', { name: 'Annotation du champ' })).toContainText(
    'Méthode',
  );
});

test('a heavy scenario shows its progress, and the page answers while it loads', async ({
  page,
}) => {
  // Recording 2,000 messages (or starting PostgreSQL) is long on a busy two-core machine.
  test.setTimeout(180_000);
  await page.goto('/bac-a-sable?scenario=entrepot&version=2026-07-28');
  const loading = page.locator('[data-loading]');
  await expect(loading).toContainText(/(Chargement|Enregistrement) de/);
  await expect(loading.getByRole('progressbar')).toBeVisible();
  await expect(counter(page)).toHaveText(/^Étape 1 sur \d+$/, { timeout: 90_000 });
  await expect(loading).toHaveCount(0, { timeout: 90_000 });
});

test('a long trace shows its first step while it is still recording, then fills in', async ({
  page,
}) => {
  // Recording 2,000 messages (or starting PostgreSQL) is long on a busy two-core machine.
  test.setTimeout(180_000);
  // Without its recorded opening (as for an edited scenario), the page records it live.
  await page.route('**/enregistrements/**', (route) => route.fulfill({ status: 404 }));
  await page.goto('/bac-a-sable?scenario=longue-trace&version=2026-07-28');
  // Order of events, not time: step 1 and the inspector are there while the recording goes on.
  await page.waitForFunction(
    () => {
      const group = document.querySelector('[role="group"][aria-label="Commandes du pas à pas"]');
      const shown = group?.querySelector('output')?.textContent ?? '';
      return /^Étape 1 sur \d+$/.test(shown) && document.querySelector('[data-loading]') !== null;
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const loading = page.locator('[data-loading]');
  await expect(loading).toContainText('Enregistrement de');
  await expect(inspector(page)).toContainText('server/discover');
  // It ends with every step on record and the loading gone.
  await expect(loading).toHaveCount(0, { timeout: 120_000 });
  const total = Number((await counter(page).textContent())!.match(/sur (\d+)/)![1]);
  expect(total).toBeGreaterThan(1000);
});
