import { expect, test, type Page } from '@playwright/test';
import lzString from 'lz-string';
import { builtRoutes } from './site-routes';

// lz-string is CommonJS: its functions come on the default export under Node's ESM.
const { compressToEncodedURIComponent } = lzString;

// Hostile links, files and messages of the fuzz review (2026-12-01): each gets a French message,
// the tab stays responsive, and no error reaches the page.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

/** Page errors and CSP violations, collected for the whole test. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Fails when the main thread does not answer within `ms` (a frozen tab never does). */
async function expectResponsive(page: Page, ms = 5_000) {
  const answered = await Promise.race([
    page.evaluate(
      () => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
  expect(answered, 'the tab answers').toBe(true);
}

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** A share link whose meteo server carries `tool`, written as JSON text (`toolJson`). */
function shareLinkOf(toolJson: string): string {
  const state = `{"v":1,"scenario":"meteo","version":"2026-07-28","step":1,"tools":{"meteo":[${toolJson}]}}`;
  return `/bac-a-sable?partage=${compressToEncodedURIComponent(state)}`;
}
const shareLink = (tool: unknown) => shareLinkOf(JSON.stringify(tool));

const weather = {
  name: 'get_weather',
  description: 'Donne la météo actuelle d’une ville.',
  inputSchema: { type: 'object', properties: { ville: { type: 'string' } } },
};

test('F1: a catastrophic pattern in a share link does not freeze the editor', async ({ page }) => {
  const errors = watch(page);
  await page.goto(
    shareLink({
      definition: {
        ...weather,
        outputSchema: { type: 'object', properties: { x: { type: 'string', pattern: '^(a+)+$' } } },
      },
      behaviour: {
        outcome: { kind: 'text', text: 'ok', structured: { x: `${'a'.repeat(40)}!` } },
      },
    }),
  );
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await expect(page.getByText(/ne correspond pas au motif \^\(a\+\)\+\$/).first()).toBeVisible(
    slow,
  );
  await expectResponsive(page);
  expect(errors).toEqual([]);
});

test('F2: a link with 5,000-deep JSON opens the default state with a French notice', async ({
  page,
}) => {
  const errors = watch(page);
  await page.goto(
    // Written as text: Node's own JSON.stringify overflows on 5,000 levels.
    shareLinkOf(
      `{"definition":${JSON.stringify(weather).slice(0, -1)},"_meta":{"deep":${nested(5_000)}}},"behaviour":{"outcome":{"kind":"text","text":"ok"}}}`,
    ),
  );
  await expect(page.getByText(/imbriqué trop profondément/)).toBeVisible(slow);
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await expect(page.getByRole('heading', { name: 'Éditeur d’outils' })).toBeVisible();
  await expectResponsive(page);
  expect(errors).toEqual([]);
});

test('F10: links up to the app’s limit reach the French notice, not an HTTP error', async ({
  page,
}) => {
  const errors = watch(page);
  const response = await page.goto(`/bac-a-sable?partage=${'A'.repeat(15_990)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/Ce lien de partage (est abîmé|ne contient pas)/)).toBeVisible(slow);
  await page.goto(`/bac-a-sable?partage=${'A'.repeat(16_001)}`);
  await expect(page.getByText(/Ce lien de partage est trop long/)).toBeVisible(slow);
  expect(errors).toEqual([]);
});

/** A genuine-looking trace file whose first message nests `depth` levels. */
function deepTrace(depth: number): Buffer {
  const message = `{"jsonrpc":"2.0","method":"x","params":{"deep":${nested(depth)}}}`;
  const entry = `{"seq":1,"t":0,"phase":"operation","type":"message","layer":"data","link":"meteo","from":"host","to":"server:meteo","direction":"client-to-server","kind":"notification","method":"x","message":${message}}`;
  return Buffer.from(
    `{"format":"atelier-mcp-trace","v":1,"sdkVersion":"2.4.0","revision":"2026-07-28","date":"2026-12-01T00:00:00.000Z","scenario":"meteo","definitions":{},"entries":[${entry}]}`,
  );
}

for (const depth of [3_000, 20_000]) {
  test(`F3/F4: a trace file nested ${depth} levels gets a French error`, async ({ page }) => {
    const errors = watch(page);
    await page.goto('/bac-a-sable?scenario=commandes&version=2026-07-28');
    await page.getByRole('tab', { name: 'Partager et exporter' }).click();
    await expect(page.getByRole('button', { name: 'Exporter la trace (JSON)' })).toBeEnabled(slow);
    await page.getByLabel('Importer une trace (JSON)').setInputFiles({
      name: 'profonde.json',
      mimeType: 'application/json',
      buffer: deepTrace(depth),
    });
    await expect(page.getByText(/Ce fichier de trace est imbriqué trop profondément/)).toBeVisible(
      slow,
    );
    await expectResponsive(page);
    expect(errors).toEqual([]);
  });
}

test('F3: a trace nested 40 levels is imported, its deep levels folded behind « Déplier »', async ({
  page,
}) => {
  const errors = watch(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await page.getByRole('tab', { name: 'Partager et exporter' }).click();
  await expect(page.getByRole('button', { name: 'Exporter la trace (JSON)' })).toBeEnabled(slow);
  await page.getByLabel('Importer une trace (JSON)').setInputFiles({
    name: 'quarante.json',
    mimeType: 'application/json',
    buffer: deepTrace(40),
  });
  await expect(page.getByText(/en lecture seule/).first()).toBeVisible(slow);
  const unfold = page.getByRole('button', { name: /^Déplier \(1\)$/ });
  await expect(unfold.first()).toBeVisible(slow);
  await unfold.first().click();
  await expect(unfold.first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('F3/F7: a 5,000-deep terminal line gets a French message at once', async ({ page }) => {
  const errors = watch(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  const log = page.getByRole('log', { name: 'Réponses du terminal' });
  await expect(log).toContainText('nouvelle session', slow);
  await page.getByRole('textbox', { name: /Terminal JSON-RPC/ }).focus();
  await page.keyboard.insertText(
    `{"jsonrpc":"2.0","id":684042,"method":"tools/call","params":{"name":"get_weather","arguments":{"ville":${nested(5_000)}}}}`,
  );
  await page.keyboard.press('Enter');
  await expect(log).toContainText('Ce message est imbriqué trop profondément', {
    timeout: 5_000,
  });
  await expectResponsive(page);
  expect(errors).toEqual([]);
});

test('F3/F11: a forged deep state is refused by the audience window, in French', async ({
  page,
  context,
}) => {
  const errors = watch(page);
  await page.goto('/bac-a-sable?public=1');
  // The audience listens once the playground is loaded.
  await expect(page.getByText('En attente de la fenêtre du présentateur…')).toBeVisible(slow);
  const intruder = await context.newPage();
  await intruder.goto('/glossaire');
  await intruder.evaluate((depth) => {
    let deep: unknown = 1;
    for (let i = 0; i < depth; i += 1) deep = [deep];
    const channel = new BroadcastChannel('atelier-mcp-presentation');
    channel.postMessage({
      type: 'state',
      state: {
        scenario: 'meteo',
        version: '2026-07-28',
        step: 1,
        tools: {
          meteo: [
            {
              definition: { name: 'x', inputSchema: { type: 'object' }, _meta: { deep } },
              behaviour: { outcome: { kind: 'text', text: 'ok' } },
            },
          ],
        },
      },
    });
    channel.close();
  }, 3_000);
  await expect(
    page.getByText(/L’état reçu de la fenêtre du présentateur est imbriqué trop profondément/),
  ).toBeVisible(slow);
  await expectResponsive(page);
  expect(errors).toEqual([]);
});

test('F5/F6: a damaged draft is set aside with a French notice and can be downloaded', async ({
  page,
}) => {
  const errors = watch(page);
  await page.goto('/glossaire');
  const stored = {
    v: 1,
    data: {
      meteo: {
        definitions: '[{"name":"mon_outil_brouillon"}]',
        behaviours: '[]',
        arguments: { get_weather: 5 },
      },
    },
  };
  await page.evaluate((value) => {
    localStorage.setItem('atelier-mcp:editeur:meteo', value);
  }, JSON.stringify(stored));
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await expect(page.getByText(/mis de côté, pas effacé/)).toBeVisible(slow);
  // The valid fields were restored: the editor opened on the learner's definitions.
  await expect(page.getByText('Brouillon restauré depuis ce navigateur.')).toBeVisible(slow);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger les brouillons mis de côté' }).click(),
  ]);
  const fs = await import('node:fs/promises');
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text).toContain('mon_outil_brouillon');
  expect(errors).toEqual([]);
});

test('every response carries the security headers, the 404 page included', async ({ request }) => {
  for (const path of ['/', '/bac-a-sable', '/page-qui-n-existe-pas', '/icon.svg']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toMatch(/default-src 'self'/);
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    // The only other origins: the learner's own machine, to connect to (« Brancher mon serveur »).
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/connect-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/);
    expect(csp.replace(/connect-src [^;]*;/, ''), path).not.toMatch(/https?:|'unsafe-eval'/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  expect((await request.get('/page-qui-n-existe-pas')).status()).toBe(404);
});

test('under the CSP, every page loads without a violation', async ({ page }) => {
  const errors = watch(page);
  for (const route of builtRoutes()) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('under the CSP, Monaco, xterm, their workers and PGlite all run', async ({ page }) => {
  const errors = watch(page);
  // entrepot's script queries PGlite: its steps appear only if the WebAssembly compiled.
  await page.goto('/bac-a-sable?scenario=entrepot&version=2026-07-28');
  await page.getByRole('tab', { name: 'Éditeur d’outils' }).click();
  await expect(page.locator('.monaco-editor').first()).toBeVisible(slow);
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  await expect(page.getByRole('log', { name: 'Réponses du terminal' })).toContainText(
    'nouvelle session',
    slow,
  );
  await page.getByRole('textbox', { name: /Terminal JSON-RPC/ }).focus();
  await page.keyboard.insertText('appeler list_tables {}');
  await page.keyboard.press('Enter');
  // The table names come from PostgreSQL itself, running in WebAssembly.
  await expect(page.locator('.xterm-rows')).toContainText(/commandes/, slow);
  expect(errors).toEqual([]);
});
