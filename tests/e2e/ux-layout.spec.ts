import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

const NBSP = '\u00A0';

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

/** Challenges on light scenarios, one per kind of acting pane (host, terminal, editor). */
const CHALLENGES = ['confirmation-declinee', 'version-inconnue', 'description-qui-gagne'];

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

async function openChallenge(page: Page, id: string) {
  await page.goto(`/bac-a-sable?defi=${id}`);
  await expect(page.locator('[data-step-announcer]')).toHaveText(/^Étape \d+ sur \d+/, {
    timeout: 60_000,
  });
}

for (const screen of SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test('a challenge sits beside the tools pane, which keeps 40 % of the height', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      for (const id of CHALLENGES) {
        await openChallenge(page, id);
        // The panes settle once the challenge column has loaded (a recorded opening shows its
        // first step before that).
        await expect
          .poll(async () => (await box(page, '#volet-outils')).height, { message: id })
          .toBeGreaterThanOrEqual(0.4 * screen.height);
        const tools = await box(page, '#volet-outils');
        const challenge = await box(page, '[data-challenge-column]');
        if (screen.width >= 1024) {
          // The pane where the learner acts, never under the challenge.
          expect(tools.height, id).toBeGreaterThanOrEqual(0.4 * screen.height);
          expect(tools.y + tools.height, id).toBeLessThanOrEqual(screen.height);
          const overlaps =
            tools.x < challenge.x + challenge.width && challenge.x < tools.x + tools.width;
          expect(overlaps, id).toBe(false);
        } else {
          // Stacked on a phone: the tools come after the challenge, at full height.
          expect(tools.height, id).toBeGreaterThanOrEqual(0.4 * screen.height);
        }
      }
    });

    test('the tab bar shows every tab whole', async ({ page }) => {
      await page.goto('/bac-a-sable?scenario=meteo');
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(6);
      const bar = await box(page, '[role=tablist]');
      for (const tab of await tabs.all()) {
        const b = (await tab.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(bar.x - 1);
        expect(b.x + b.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
        // Not clipped: its text fits in it.
        expect(await tab.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
      }
      await expect(page.getByRole('tab', { name: 'Brancher mon serveur' })).toBeVisible();
    });
  });
}

test('folded, the challenge still shows its criteria and its verdict', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openChallenge(page, 'refuser-destructif');
  const panel = page.getByRole('region', { name: `Défi${NBSP}: Non à la suppression` });
  await panel.getByRole('button', { name: 'Replier le défi' }).click();
  await expect(panel.getByRole('heading', { name: 'Votre prédiction' })).toBeHidden();
  await expect(
    panel.getByRole('heading', { name: 'Critères vérifiés sur la trace' }),
  ).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('0 critère rempli sur 2.');
  await expect(panel.getByRole('listitem')).toHaveCount(2);
});

test('a starting scenario that already declines ticks nothing; solved by acting, focus kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openChallenge(page, 'confirmation-declinee');
  const panel = page.getByRole('region', { name: `Défi${NBSP}: Le serveur demande confirmation` });
  // The scripted scenario already holds a declined confirmation: it must not count.
  await expect(panel.getByRole('status')).toHaveText('0 critère rempli sur 3.');
  await expect(panel.getByText(/^\W*fait$/)).toHaveCount(0);

  const host = page.getByRole('region', { name: 'Hôte', exact: true });
  const ask = host.getByRole('button', { name: 'Demander' });
  await expect(ask).toBeEnabled({ timeout: 60_000 });
  await ask.focus();
  await page.keyboard.press('Enter');
  const approval = page.getByRole('dialog', { name: /Autoriser l’appel/ });
  await approval.getByRole('button', { name: 'Autoriser' }).click();
  const form = page.getByRole('dialog', { name: /demande une information/ });
  await form.getByRole('button', { name: 'Refuser' }).click();
  await expect(form).toBeHidden();

  await expect(panel.getByRole('status')).toHaveText(`Défi réussi${NBSP}!`);
  // Back where the learner was, not on the page's body.
  await expect(ask).toBeFocused();
});

test.describe('hidden focus, 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every JSON field reached by Tab is on screen and not under the annotation box', async ({
    page,
  }) => {
    await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-11');
    await expect(page.locator('[data-step-announcer]')).toContainText('Étape 11 sur', {
      timeout: 60_000,
    });
    const fields = page.locator('[data-inspector] button[aria-controls="annotation-panel"]');
    const count = await fields.count();
    expect(count).toBeGreaterThan(5);
    await fields.first().focus();
    for (let i = 0; i < count; i += 1) {
      const seen = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const r = active.getBoundingClientRect();
        const x = r.left + Math.min(r.width / 2, 20);
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        return {
          label: active.textContent,
          inViewport: r.top >= 0 && r.bottom <= innerHeight,
          uncovered: hit !== null && (hit === active || active.contains(hit)),
        };
      });
      expect(seen, seen.label ?? '').toMatchObject({ inViewport: true, uncovered: true });
      await page.keyboard.press('Tab');
      if (!(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))))
        break;
    }
  });

  test('« Ouvrir le terminal » shows the terminal and keeps the message on screen', async ({
    page,
  }) => {
    await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-11');
    const heading = page.locator('[data-inspector] p.text-xl').first();
    await expect(page.locator('[data-step-announcer]')).toContainText('Étape 11 sur', {
      timeout: 60_000,
    });
    const before = (await heading.textContent())!.replace(/^Étape \d+/, '');
    expect(before).toContain('tools/call');
    await page.getByRole('tab', { name: 'Terminal' }).click();
    await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
    const input = page.locator('.xterm-helper-textarea');
    await expect(input).toBeFocused({ timeout: 30_000 });
    const screen = await box(page, '.xterm');
    expect(screen.y).toBeGreaterThanOrEqual(0);
    expect(screen.y).toBeLessThan(800 - 40);
    await expect(page.getByRole('checkbox', { name: /Couche texte/ })).toBeChecked();
    await expect(heading).not.toHaveText(/^Étape 1 /);
    expect((await heading.textContent())!.replace(/^Étape \d+/, '')).toBe(before);
  });
});

test('editing at 1280×800: the tool definitions show at least 20 lines of Monaco', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bac-a-sable?scenario=meteo');
  await expect(page.locator('[data-step-announcer]')).toHaveText(/^Étape \d+ sur \d+/, {
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 60_000 });
  // The learner starts writing: a click in the definitions.
  await editor.locator('.view-line').first().click();
  await expect(editor.locator('textarea')).toBeFocused();
  const visible = await editor.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const pane = document.querySelector('#volet-outils')!.getBoundingClientRect();
    const tabs = document.querySelector('[role=tablist]')!.getBoundingClientRect();
    const top = Math.max(box.top, pane.top, tabs.bottom, 0);
    const bottom = Math.min(box.bottom, pane.bottom, innerHeight);
    return [...node.querySelectorAll('.view-line')].filter((line) => {
      const r = line.getBoundingClientRect();
      return r.top >= top - 1 && r.bottom <= bottom + 1;
    }).length;
  });
  expect(visible).toBeGreaterThanOrEqual(20);
});

test.describe('presentation and the remembered place', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Échap leaves presentation and drops it from the address; controls stay reachable', async ({
    page,
  }) => {
    await page.goto('/bac-a-sable?scenario=meteo&presentation=1');
    await expect(page.locator('[data-presentation-view]')).toBeVisible({ timeout: 60_000 });
    // Scenario and revision can change without leaving the projector view.
    await expect(page.getByLabel('Scénario', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: '2025-11-25' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fenêtre du public' })).toBeVisible();
    await page.getByRole('radio', { name: '2025-11-25' }).check();
    await expect(page.locator('[data-presentation-title]')).toContainText('2025-11-25', {
      timeout: 60_000,
    });
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-presentation-view]')).toHaveCount(0);
    await expect(page).not.toHaveURL(/presentation=/);
    await page.keyboard.press('p');
    await expect(page).toHaveURL(/presentation=1/);
  });

  test('/bac-a-sable reopens the last scenario, revision and step; a link still wins', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/bac-a-sable?scenario=commandes&version=2025-11-25#etape-7');
    await expect(page.locator('[data-step-announcer]')).toContainText('Étape 7 sur', {
      timeout: 60_000,
    });
    await page.waitForTimeout(600);
    await page.goto('/bac-a-sable');
    await expect(page.locator('[data-step-announcer]')).toContainText('Étape 7 sur', {
      timeout: 60_000,
    });
    await expect(page.getByLabel('Scénario', { exact: true })).toHaveValue('commandes');
    await expect(page.getByRole('radio', { name: '2025-11-25' })).toBeChecked();
    await page.goto('/bac-a-sable?scenario=meteo');
    await expect(page.locator('[data-step-announcer]')).toContainText('Étape 1 sur', {
      timeout: 60_000,
    });
    await expect(page.getByLabel('Scénario', { exact: true })).toHaveValue('meteo');
    // A damaged entry is ignored without a word.
    await page.evaluate(() =>
      localStorage.setItem('atelier-mcp:bac-a-sable:position:v1', '{"scenario":1'),
    );
    await page.goto('/bac-a-sable');
    await expect(page.locator('[data-step-announcer]')).toContainText('Étape 1 sur', {
      timeout: 60_000,
    });
    // (Next.js keeps an empty route announcer with the alert role.)
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByLabel('Scénario', { exact: true })).toHaveValue('meteo');
  });
});

for (const screen of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`multi-server diagram at ${screen.width}×${screen.height}: current arrow in view, lane names whole`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(screen);
    await page.goto('/bac-a-sable?scenario=hote-multi-serveurs&version=2026-07-28#etape-24');
    await expect(page.locator('[data-step-announcer]')).toContainText('Étape 24 sur', {
      timeout: 90_000,
    });
    const diagram = page.getByRole('region', { name: /diagramme/i }).first();
    await expect(diagram.locator('g[data-current]')).toHaveCount(1);
    await expect
      .poll(async () =>
        diagram.evaluate((box) => {
          const view = box.getBoundingClientRect();
          const row = box.querySelector('g[data-current]')!;
          const parts = [...row.querySelectorAll('line, path, polygon, circle, text')].slice(1);
          return parts.every((part) => {
            const r = part.getBoundingClientRect();
            return r.left >= view.left - 1 && r.right <= view.right + 1;
          });
        }),
      )
      .toBe(true);
    for (const lane of await diagram.locator('[data-lane]').all()) {
      const whole = await lane.evaluate(
        (node) =>
          node.scrollHeight <= node.clientHeight + 1 && node.scrollWidth <= node.clientWidth + 1,
      );
      expect(whole, (await lane.getAttribute('title')) ?? '').toBe(true);
    }
  });
}

test('axe-core: no serious violation with the editor, the terminal, a challenge and a dialog open', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bac-a-sable?scenario=meteo');
  await expect(page.locator('[data-step-announcer]')).toHaveText(/^Étape \d+ sur \d+/, {
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page), 'éditeur').toEqual([]);
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  await expect(page.locator('.xterm-helper-textarea')).toBeFocused({ timeout: 30_000 });
  expect(await axeViolations(page), 'terminal').toEqual([]);

  await openChallenge(page, 'confirmation-declinee');
  expect(await axeViolations(page), 'défi').toEqual([]);
  const ask = page
    .getByRole('region', { name: 'Hôte', exact: true })
    .getByRole('button', { name: 'Demander' });
  await expect(ask).toBeEnabled({ timeout: 60_000 });
  await ask.click();
  const approval = page.getByRole('dialog', { name: /Autoriser l’appel/ });
  await expect(approval).toBeVisible();
  expect(await axeViolations(page), 'dialogue').toEqual([]);
  await approval.getByRole('button', { name: 'Refuser' }).click();
});

test('360×740: the sticky stepper keeps under a tenth of the height; a wide diagram says it goes on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/bac-a-sable?scenario=meteo');
  await expect(page.locator('[data-step-announcer]')).toHaveText(/^Étape \d+ sur \d+/, {
    timeout: 60_000,
  });
  const next = page.getByRole('button', { name: 'Étape suivante' });
  const bar = next.locator('xpath=ancestor::div[contains(@class,"sticky")][1]');
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(74);
  await next.click();
  await expect(page.locator('[data-step-announcer]')).toContainText('Étape 2 sur');
  // Three lanes do not fit in 360 px: the diagram scrolls, and says so.
  const diagram = page.getByRole('region', { name: 'Diagramme de séquence' });
  expect(await diagram.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await expect(page.locator('[data-overflow-cue]')).toBeVisible();
  await expect(page.locator('[data-overflow-cue]')).toContainText('faites-le défiler');
});
