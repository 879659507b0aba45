import { expect, test } from '@playwright/test';
import { arm, expectHealthy, longestTask, resetLongTasks, slow } from './fuzz/kit';

// Review 2026-12-01 round 2, §3.5: what this browser keeps.
test.describe.configure({ timeout: 90_000 });

test('L3: one bad quiz record no longer erases the other scores', async ({ page }) => {
  const { errors } = await arm(page);
  await page.goto('/glossaire');
  const run = (score: number) => ({ score, total: 10, at: 1 });
  await page.evaluate(
    (stored) => localStorage.setItem('atelier-mcp:quiz', stored),
    JSON.stringify({
      v: 1,
      data: {
        questions: {},
        quizzes: {
          primitives: { last: run(7), best: run(9), runs: 2 },
          erreurs: { last: run(1), best: run(1), runs: 0 },
        },
        sessions: {},
      },
    }),
  );
  await page.goto('/quiz');
  await resetLongTasks(page);
  await expect(page.getByText(/tout le reste a été gardé/)).toBeVisible(slow);
  const [kept, aside] = await page.evaluate(() => [
    localStorage.getItem('atelier-mcp:quiz'),
    localStorage.getItem('atelier-mcp:quiz:de-cote'),
  ]);
  // The valid theme is still stored; the bad record is aside, word for word.
  expect(kept).toContain('"primitives":{"last":{"score":7');
  expect(kept).not.toContain('erreurs');
  expect(aside).toContain('"runs":0');
  await expectHealthy(page, errors);
});

test('L6: one bad worksheet field no longer erases the learner’s worksheet', async ({ page }) => {
  const { errors } = await arm(page);
  await page.goto('/glossaire');
  await page.evaluate(() =>
    localStorage.setItem(
      'atelier-mcp:fiche-serveur',
      JSON.stringify({
        v: 1,
        data: {
          serverName: 'mon-serveur-precieux',
          purpose: 'Répondre aux questions sur mes recettes.',
          resources: [],
          tools: [],
          prompts: [],
          transport: 'ftp',
          transportReason: '',
        },
      }),
    ),
  );
  await page.goto('/lecons/cadrer-son-serveur');
  await resetLongTasks(page);
  await expect(page.getByText(/tout le reste a été gardé/)).toBeVisible(slow);
  await expect(page.getByLabel('Nom du serveur')).toHaveValue('mon-serveur-precieux');
  await expectHealthy(page, errors);
});

test('L2: a draft that cannot be set aside (full storage) is offered for download, no false promise', async ({
  page,
}) => {
  const { errors } = await arm(page);
  // Control: the same tab opened with no draft at all, since Monaco's start-up is itself a long
  // task whose length depends on how busy the machine is.
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await resetLongTasks(page);
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await expect(page.locator('.monaco-editor').first()).toBeVisible(slow);
  await page.waitForTimeout(300);
  const calm = await longestTask(page);
  await page.goto('/glossaire');
  const stored = await page.evaluate(() => {
    localStorage.clear();
    const huge = JSON.stringify({
      v: 1,
      data: { meteo: { definitions: '[]', behaviours: 'x'.repeat(2_100_000), arguments: {} } },
    });
    localStorage.setItem('atelier-mcp:editeur:meteo', huge);
    // Fill what is left of the quota, so nothing can be copied aside.
    let filler = 'x'.repeat(1_000_000);
    for (let i = 0; filler.length > 10; i += 1) {
      try {
        localStorage.setItem(`remplissage-${i}`, filler);
      } catch {
        filler = filler.slice(0, filler.length / 2);
        i -= 1;
      }
    }
    return huge.length;
  });
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await resetLongTasks(page);
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await expect(page.getByText(/reste donc tel quel dans ce navigateur/)).toBeVisible(slow);
  await expect(page.getByText(/Vous pouvez le télécharger/)).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger les brouillons mis de côté' }).click(),
  ]);
  const fs = await import('node:fs/promises');
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.length).toBeGreaterThan(stored);
  await expectHealthy(page, errors, calm);
});
