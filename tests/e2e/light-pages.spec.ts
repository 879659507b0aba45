import { expect, test, type Page } from '@playwright/test';

// The home page, the lesson list, the quiz themes and the challenges load zod only once they
// read this browser's progress (after hydration): their first bytes must not carry it, and the
// progress must still show and be saved.
const LIGHT = ['/', '/lecons', '/quiz', '/defis', '/glossaire'];
const ZOD = '"$ZodType"';

for (const route of LIGHT) {
  test(`${route}: the scripts named by the page carry no zod`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"([^>]*)>/g)]
      .filter((match) => !/noModule/i.test(match[0]))
      .map((match) => match[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body.includes(ZOD), `${src} contient zod`).toBe(false);
    }
    // The page itself still boots.
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('stored progress shows on the home page, unreadable progress gets its French notice', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'atelier-mcp:lecons',
      JSON.stringify({ v: 1, data: { done: { 'trois-roles': '2026-12-01T10:00:00.000Z' } } }),
    ),
  );
  await page.reload();
  await expect(page.getByText('1 leçon terminée sur', { exact: false })).toBeVisible();
  // Unreadable progress: set aside with the French notice, never a crash.
  await page.evaluate(() => localStorage.setItem('atelier-mcp:lecons', '{pas du json'));
  await page.reload();
  await expect(page.getByText(/remises à zéro/).first()).toBeVisible();
});

// The playground's first view: the share panel's export code (which carries the exported
// server's source), and zod's error texts in languages the site never shows, stay off the wire
// until asked for.
const EXPORT_MARKER = 'MAX_SESSIONS';
const OTHER_LOCALE = 'Ungültig';
// Nor the code of what the first view does not show: the other sections of the site (the
// banner's links), the editor's catalogue and parser, the remote panel's catalogue, the HTTP
// layer's annotations.
const NOT_IN_FIRST_VIEW = {
  lessons: 'quand la page de consentement vous demande votre accord',
  quiz: 'Afficher la correction termine la question',
  editor: 'La liste des outils exactement comme le serveur la publie',
  parser: '<unknown ParseErrorCode>',
  remote: 'Adresse du serveur (Streamable HTTP)',
  httpAnnotations: 'Chaque message du client est un nouveau POST vers le point d',
};

/** The scripts the page fetches: each call gives those fetched since the previous one. */
function scriptsFetched(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return () => Promise.all(bodies.splice(0));
}

const carries = (bodies: readonly string[], marker: string) =>
  bodies.some((body) => body.includes(marker));

test('the playground loads a panel’s code when the learner opens it, not with the first view', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await expect(
    page.getByRole('group', { name: 'Commandes du pas à pas' }).locator('output'),
  ).toHaveText(/^Étape 1 sur/);
  await page.waitForLoadState('networkidle');
  const first = await scripts();
  expect(carries(first, EXPORT_MARKER)).toBe(false);
  expect(carries(first, OTHER_LOCALE)).toBe(false);
  for (const [what, marker] of Object.entries(NOT_IN_FIRST_VIEW)) {
    expect(carries(first, marker), what).toBe(false);
  }

  await page.getByRole('tab', { name: 'Partager et exporter' }).click();
  await expect(page.getByRole('button', { name: 'Télécharger le projet (.zip)' })).toBeVisible();
  expect(carries(await scripts(), EXPORT_MARKER)).toBe(true);
});

test('the HTTP layer’s annotations arrive with its first step: a header is annotated', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28&transport=http&couche=http');
  const inspector = page.getByRole('region', { name: 'Inspecteur de message' });
  await expect(inspector.locator('p').first()).toHaveText(/: POST \/mcp · server\/discover$/);
  await inspector.locator('[data-http-field="header:mcp-method"]').click();
  await expect(inspector.getByRole('region', { name: 'Annotation du champ' })).toContainText(
    /\S{10,}/,
  );
  await expect(
    inspector.getByRole('region', { name: 'Annotation du champ' }).getByRole('link'),
  ).toHaveAttribute('href', /2026-07-28\/basic\/transports\/streamable-http#/);
  expect(carries(await scripts(), NOT_IN_FIRST_VIEW.httpAnnotations)).toBe(true);
});

// A shipped scenario opens on the trace the SDK recorded when the site was built: the SDK's
// code loads with the learner's first act, which the live session then answers.
const SDK_MARKER = 'protocol version is not supported';

test('a shipped scenario shows its recorded trace, and the SDK loads with the first act', async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25');
  const counter = page.getByRole('group', { name: 'Commandes du pas à pas' }).locator('output');
  await expect(counter).toHaveText('Étape 1 sur 13');
  await page.waitForLoadState('networkidle');
  expect(carries(await scripts(), SDK_MARKER)).toBe(false);

  // The host acts: the live session starts (the same 13 steps), then asks the server.
  const host = page.getByRole('region', { name: 'Hôte', exact: true });
  await expect(host).toContainText('enregistrées par ce même SDK à la construction du site');
  await host.getByRole('button', { name: 'Demander' }).click();
  const dialog = page.getByRole('dialog', { name: /Autoriser l’appel de l’outil/ });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Autoriser' }).click();
  await expect(host.getByRole('log', { name: 'Conversation' })).toContainText('get_weather');
  await expect(counter).toHaveText(/^Étape 1[4-9] sur 2\d$/);
  expect(carries(await scripts(), SDK_MARKER)).toBe(true);
});
