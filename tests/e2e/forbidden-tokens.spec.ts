import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { forbiddenIn } from './forbidden-tokens';
import { htmlFiles, pageProse } from './page-prose';

/**
 * No internal tag, English key or lazy plural in front of a learner: in the built pages, in
 * every step of every scenario (stepper, inspector, message list), and in the terminal.
 */

const outDir = resolve(import.meta.dirname, '..', '..', 'out');
/** Steps walked one by one per scenario; the message list still names every step. */
const MAX_STEPS = 40;

test('the scan finds what it must find', () => {
  expect(forbiddenIn('Étape 3 : host:question')).toHaveLength(1);
  expect(forbiddenIn('transport — no-reply')).toHaveLength(1);
  expect(forbiddenIn('1 outil(s) venant de 1 serveur(s)')).toHaveLength(1);
  expect(forbiddenIn('"questionWords": ["lyon"]')).toHaveLength(1);
  expect(forbiddenIn('Étape 3 : question de l’utilisateur, 2 outils')).toEqual([]);
});

test('no built page shows a forbidden token', () => {
  const found = htmlFiles(outDir).flatMap((file) =>
    forbiddenIn(pageProse(readFileSync(file, 'utf8')).join('\n')).map(
      (problem) => `${relative(outDir, file)} — ${problem}`,
    ),
  );
  expect(found).toEqual([]);
});

/** Waits until the scenario has recorded, granting the consent « Serveur protégé » asks for. */
async function ready(page: Page) {
  const consent = page.getByRole('dialog', { name: /^Autoriser l’accès au serveur/ });
  await expect(async () => {
    if (await consent.isVisible()) await consent.getByRole('button', { name: 'Autoriser' }).click();
    await expect(page.locator('[data-step-announcer]')).not.toBeEmpty({ timeout: 1_000 });
    await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 120_000 });
}

async function scenarioIds(page: Page): Promise<string[]> {
  await page.goto('/bac-a-sable');
  await expect(page.locator('#scenario-select option').first()).toBeAttached({ timeout: 60_000 });
  return page
    .locator('#scenario-select option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

test('every step of every scenario reads without a forbidden token', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const ids = await scenarioIds(page);
  expect(ids.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const id of ids) {
    await page.goto(`/bac-a-sable?scenario=${id}#etape-1`);
    await ready(page);
    const list = page.locator('details', { hasText: 'Liste des messages échangés' }).first();
    if ((await list.count()) > 0) {
      await list.locator('summary').click();
      found.push(...forbiddenIn(await list.innerText()).map((p) => `${id}, liste — ${p}`));
    }
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Home');
    const frame = page.locator('[data-current-step]');
    // Steps of the other layer are skipped by the arrows: follow the arrows, not the numbers.
    for (let walked = 0; walked < MAX_STEPS; walked += 1) {
      const step = await frame.getAttribute('data-current-step');
      // String values of the JSON and raw text blocks are what travelled, quoted as such (the
      // SDK's own English error included).
      const seen = await page
        .locator('[data-inspector]')
        .first()
        .evaluate((node) => {
          const copy = node.cloneNode(true) as HTMLElement;
          copy
            .querySelectorAll('.font-mono .text-kind-result, pre, code')
            .forEach((value) => value.remove());
          return copy.innerText || copy.textContent || '';
        });
      found.push(...forbiddenIn(seen).map((p) => `${id}, étape ${step} — ${p}`));
      await page.keyboard.press('ArrowRight');
      const moved = await page
        .waitForFunction(
          (before) =>
            document.querySelector('[data-current-step]')?.getAttribute('data-current-step') !==
            before,
          step,
          { timeout: 3_000 },
        )
        .then(() => true)
        .catch(() => false);
      if (!moved) break;
    }
  }
  expect(found).toEqual([]);
});

test('the terminal names transport events in French', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25');
  await ready(page);
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  const input = page.locator('.xterm-helper-textarea');
  await expect(input).toBeFocused({ timeout: 30_000 });
  // As terminal.spec does: type once the session is framed and replayed, not while it replays.
  const framed = page.getByRole('checkbox', { name: /Couche texte/ });
  await expect(framed).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('log', { name: 'Réponses du terminal' })).toContainText(
    'nouvelle session',
    { timeout: 30_000 },
  );
  await expect(page.locator('.xterm-rows')).toContainText('mcp>', { timeout: 30_000 });
  await page.keyboard.type('bonjour');
  await page.keyboard.press('Enter');
  const rows = page.locator('.xterm-rows');
  await expect(rows).toContainText('pas du JSON', { timeout: 30_000 });
  await expect(rows).toContainText('aucune réponse', { timeout: 30_000 });
  expect(forbiddenIn(await rows.innerText())).toEqual([]);
});
