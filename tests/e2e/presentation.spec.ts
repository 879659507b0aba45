import { expect, test } from '@playwright/test';
import lz from 'lz-string';

const encode = (value: unknown) => lz.compressToEncodedURIComponent(JSON.stringify(value));

const editedTool = {
  definition: {
    name: 'meteo_actuelle',
    description: 'Donne le temps qu’il fait dans une ville française.',
    inputSchema: {
      type: 'object',
      properties: { ville: { type: 'string' } },
      required: ['ville'],
      additionalProperties: false,
    },
  },
  behaviour: { checks: [], outcome: { kind: 'text', text: 'Beau temps à {{ville}}.' } },
};

test('a share link reopens the same scenario, revision, definitions and step elsewhere', async ({
  page,
  browser,
}) => {
  const prepared = encode({
    v: 1,
    scenario: 'meteo',
    version: '2025-11-25',
    step: 3,
    tools: { meteo: [editedTool] },
  });
  await page.goto(`/bac-a-sable?partage=${prepared}`);
  await expect(page.locator('[data-current-step="3"]')).toBeVisible();
  // Move to step 7 with the keyboard, then take the page's own share link.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-current-step="7"]')).toBeVisible();
  await page.getByRole('tab', { name: 'Partager et exporter' }).click();
  const link = await page.getByLabel('Lien de partage').inputValue();
  expect(link).toContain('partage=');

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(second.locator('[data-current-step="7"]')).toBeVisible();
  await expect(second.getByRole('radio', { name: /2025-11-25/ })).toBeChecked();
  await expect(second.getByText('meteo_actuelle').first()).toBeAttached();
  await other.close();
});

test('presentation mode hides the chrome, keeps keyboard stepping, and Échap leaves it', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(page.locator('[data-current-step="1"]')).toBeVisible();
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('p');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Quitter la présentation (Échap)' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-current-step="2"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await page.goto('/bac-a-sable?scenario=meteo&presentation=1');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
});

test('the audience window follows the presenter', async ({ context }) => {
  const presenter = await context.newPage();
  await presenter.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(presenter.locator('[data-current-step="1"]')).toBeVisible();
  const audience = await context.newPage();
  await audience.goto('/bac-a-sable?public=1');
  await expect(audience.locator('[data-current-step="1"]')).toBeVisible();
  await presenter.bringToFront();
  await presenter.locator('body').click({ position: { x: 2, y: 2 } });
  await presenter.keyboard.press('ArrowRight');
  await presenter.keyboard.press('ArrowRight');
  await expect(audience.locator('[data-current-step="3"]')).toBeVisible();
  // Closing the audience window breaks nothing in the presenter's.
  await audience.close();
  await presenter.keyboard.press('ArrowRight');
  await expect(presenter.locator('[data-current-step="4"]')).toBeVisible();
});

test('a tampered link opens the default state with a French notice', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const tampered = encode({ v: 1, scenario: 'meteo', version: '1999-01-01', step: 2 });
  await page.goto(`/bac-a-sable?partage=${tampered}`);
  await expect(page.getByRole('alert').filter({ hasText: 'a été modifié' })).toContainText(
    'version',
  );
  await expect(page.locator('[data-current-step="1"]')).toBeVisible();
  await page.goto('/bac-a-sable?partage=abime');
  await expect(page.getByRole('alert').filter({ hasText: 'partage' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('presenting: ← → step even from the scenario and the revision, ↑ ↓ change them, Espace plays from the checked revision', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28&presentation=1');
  await expect(page.locator('[data-current-step="1"]')).toBeVisible();
  await expect(page.locator('[data-keyboard-help]')).toContainText(
    'même depuis le scénario ou la révision',
  );
  const scenario = page.getByLabel('Scénario', { exact: true });
  await scenario.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-current-step="2"]')).toBeVisible();
  await expect(scenario).toHaveValue('meteo');

  const modern = page.getByRole('radio', { name: /2026-07-28/ });
  await modern.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-current-step="3"]')).toBeVisible();
  await expect(modern).toBeChecked();
  // The checked radio has nothing to check: Espace plays, and stops.
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Lecture' })).toBeVisible();
  await expect(modern).toBeChecked();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /2025-11-25/ })).toBeChecked();
  await expect(page.locator('[data-presentation-title]')).toContainText('2025-11-25');
});
