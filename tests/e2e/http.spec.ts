import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** The recorded step index (read from disk: Node needs an import attribute for JSON). */
const stepIndex = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../content/scenarios/step-index.json'), 'utf8'),
) as Record<string, Record<string, string[]>>;

/** The step (1-based) of the first `key` after the first `after` in a recorded scenario. */
function stepOf(scenario: string, run: string, key: string, after?: string): number {
  const keys = stepIndex[scenario]![run]!;
  const from = after ? keys.indexOf(after) : 0;
  const index = keys.indexOf(key, from);
  if (from < 0 || index < 0) throw new Error(`${key} absent de ${scenario} ${run}`);
  return index + 1;
}

const inspector = (page: Page) => page.getByRole('region', { name: 'Inspecteur de message' });
const heading = (page: Page) => inspector(page).locator('p').first();
const layers = (page: Page) => page.getByRole('group', { name: /Couche affichée/ });
const headerLines = (page: Page) => inspector(page).locator('[data-http-field^="header:"]');

/** The names of the request headers of every HTTP step, walked with → from the first. */
async function requestHeaders(page: Page): Promise<Set<string>> {
  const names = new Set<string>();
  await page.keyboard.press('Home');
  let last = '';
  for (let i = 0; i < 60; i += 1) {
    const text = (await heading(page).textContent()) ?? '';
    if (text === last) break;
    last = text;
    for (const target of await headerLines(page).evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-http-field') ?? ''),
    )) {
      names.add(target.replace(/^header:/, ''));
    }
    await page.keyboard.press('ArrowRight');
    await expect(heading(page))
      .not.toHaveText(text)
      .catch(() => undefined);
  }
  return names;
}

for (const [revision, present, absent] of [
  ['2025-11-25', 'mcp-session-id', 'mcp-method'],
  ['2026-07-28', 'mcp-method', 'mcp-session-id'],
] as const) {
  test(`meteo over HTTP in ${revision}: the keyboard switches layers, ${present} is on the wire, ${absent} is not`, async ({
    page,
  }) => {
    await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
    const transport = page.getByRole('combobox', { name: 'Transport' });
    await expect(transport).toHaveValue('own');
    await transport.selectOption('http');
    await expect(page).toHaveURL(/transport=http/);
    await expect(heading(page)).toContainText('Étape');

    // The JSON-RPC layer first: the messages, whose HTTP steps are the numbers skipped.
    await expect(layers(page).getByRole('radio', { name: 'JSON-RPC' })).toBeChecked();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Home');
    await expect(heading(page)).toHaveText(
      revision === '2026-07-28' ? /: server\/discover$/ : /: initialize$/,
    );

    // C shows the HTTP step that carried it: the POST, with its headers as sent.
    await page.keyboard.press('c');
    await expect(layers(page).getByRole('radio', { name: 'HTTP' })).toBeChecked();
    await expect(page).toHaveURL(/couche=http/);
    await expect(heading(page)).toHaveText(/: POST \/mcp · (server\/discover|initialize)$/);

    const names = await requestHeaders(page);
    expect(names).toContain(present);
    expect(names).not.toContain(absent);

    // Its annotation is the one of the revision on screen, linked to that revision's page.
    await page.keyboard.press('Home');
    for (let i = 0; i < 30; i += 1) {
      if ((await inspector(page).locator(`[data-http-field="header:${present}"]`).count()) > 0)
        break;
      await page.keyboard.press('ArrowRight');
    }
    await inspector(page).locator(`[data-http-field="header:${present}"]`).click();
    const annotation = inspector(page).getByRole('region', { name: 'Annotation du champ' });
    await expect(annotation.getByRole('link')).toHaveAttribute(
      'href',
      revision === '2026-07-28'
        ? 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#standard-request-headers'
        : 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#session-management',
    );

    // And back: C again shows the JSON-RPC message again.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('c');
    await expect(layers(page).getByRole('radio', { name: 'JSON-RPC' })).toBeChecked();
    await expect(heading(page)).not.toHaveText(/POST \/mcp/);
  });
}

test('an HTTP lab plays over HTTP only, and its refusal is annotated', async ({ page }) => {
  await page.goto('/bac-a-sable?scenario=erreur-http-origine&version=2026-07-28&couche=http');
  await expect(page.getByRole('combobox', { name: 'Transport' })).toBeDisabled();
  await expect(layers(page).getByRole('radio', { name: 'HTTP' })).toBeChecked();
  for (let i = 0; i < 30; i += 1) {
    if (((await heading(page).textContent()) ?? '').endsWith('403 Forbidden')) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(heading(page)).toHaveText(/403 Forbidden$/);
  await inspector(page).locator('[data-http-field="status:403"]').click();
  await expect(inspector(page).getByRole('region', { name: 'Annotation du champ' })).toContainText(
    'Origin',
  );
});

test('documentation over HTTP in 2026-07-28: the new guide is announced on the listen stream', async ({
  page,
}) => {
  // The SSE event that carries the announcement, on the listen stream's exchange.
  const step = stepOf('documentation', '2026-07-28@http', 'http:sse', 'host:cache-hit');
  await page.goto(
    `/bac-a-sable?scenario=documentation&version=2026-07-28&transport=http&couche=http#etape-${step}`,
  );
  await expect(heading(page)).toHaveText(/: SSE · notifications\/resources\/list_changed$/);
  await expect(inspector(page)).toContainText('Requête de cet échange\u00A0: étape 5');
});

test('suivi-ressource over HTTP in 2026-07-28: the 202 of the SDK’s cancellation POST says where the SDK and the spec part', async ({
  page,
}) => {
  const step = stepOf('suivi-ressource', '2026-07-28@http', 'http:202');
  await page.goto(
    `/bac-a-sable?scenario=suivi-ressource&version=2026-07-28&transport=http&couche=http#etape-${step}`,
  );
  await expect(heading(page)).toHaveText(/: 202 Accepted$/);
  await inspector(page).locator('[data-http-field="status:202"]').click();
  const annotation = inspector(page).getByRole('region', { name: 'Annotation du champ' });
  await expect(annotation).toContainText('La spécification 2026-07-28 ne définit pourtant aucune');
  await expect(annotation).toContainText('Le SDK 2.4.0');
});
