import { expect, test, type Page } from '@playwright/test';
import { arm, expectHealthy, resetLongTasks, slow } from './fuzz/kit';

// Review 2026-12-01 round 2, §2 (P16) and §3.8: the audience window.
test.describe.configure({ timeout: 90_000 });

/**
 * Posts a forged presenter state on the presentation channel, as any page of the site could.
 * Posted from the audience page itself (another BroadcastChannel object there receives it): a
 * second tab would share this one's thread and its own loading would count as a long task.
 */
async function forge(page: Page, state: unknown) {
  await page.evaluate((forged) => {
    const channel = new BroadcastChannel('atelier-mcp-presentation');
    channel.postMessage({ type: 'state', state: forged });
    channel.close();
  }, state);
}

test('A1: a wide forged state is refused in French, without a long task', async ({ page }) => {
  const { errors } = await arm(page);
  await page.goto('/bac-a-sable?public=1');
  await expect(page.getByText('En attente de la fenêtre du présentateur…')).toBeVisible(slow);
  await resetLongTasks(page);
  await forge(page, {
    scenario: 'meteo',
    version: '2026-07-28',
    step: 6,
    tools: {
      meteo: [
        {
          definition: {
            name: 'x',
            inputSchema: { type: 'object' },
            _meta: { wide: Array.from({ length: 190_000 }, (_, i) => i) },
          },
          behaviour: { outcome: { kind: 'text', text: 'ok' } },
        },
      ],
    },
  });
  await expect(
    page.getByText(/L’état reçu de la fenêtre du présentateur contient trop de valeurs/),
  ).toBeVisible(slow);
  await expectHealthy(page, errors);
});

test('P16: a forged state naming an unknown scenario is not followed', async ({ page }) => {
  const { errors } = await arm(page);
  await page.goto('/bac-a-sable?public=1');
  await expect(page.getByText('En attente de la fenêtre du présentateur…')).toBeVisible(slow);
  await forge(page, { scenario: 'meteo', version: '2026-07-28', step: 3, tools: {} });
  await expect(page.getByText(/Étape 3 sur/).first()).toBeVisible(slow);
  await resetLongTasks(page);
  await forge(page, { scenario: 'zz-top', version: '2026-07-28', step: 1, tools: {} });
  await expect(page.getByText(/scénario inconnu \(«\u00A0zz-top\u00A0»\)/)).toBeVisible(slow);
  // The window keeps what it showed.
  await expect(page.getByText(/Étape 3 sur/).first()).toBeVisible();
  await expectHealthy(page, errors);
});
