import { expect, test } from '@playwright/test';
import { freePort, startExportedServer, type RunningExport } from '../fixtures/exported-server';

// « Brancher mon serveur »: the page's SDK client talks to a real exported server, started here
// as a learner would (`npx tsx server.ts --http`; here node with tsx as a loader: one process).
let server: RunningExport;
let PORT: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExportedServer({ scenario: 'meteo' });
  PORT = server.port;
});

test.afterAll(() => server?.stop());

test('the playground connects to an exported server and steps through its real traffic', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25');
  await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
  const address = page.getByLabel('Adresse du serveur (Streamable HTTP)');

  // Nothing listens on this port: said plainly, without blaming CORS.
  await address.fill(`http://127.0.0.1:${await freePort()}/mcp`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'n’a pas pu joindre' });
  await expect(alert).toContainText('rien ne répond');
  await expect(alert).not.toContainText('CORS');

  // Another loopback address: the site's CSP would block it, so it is refused first.
  await address.fill(`http://127.0.0.2:${PORT}/mcp`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'politique de sécurité du site (CSP)' }),
  ).toBeVisible();

  await address.fill(`http://127.0.0.1:${PORT}/mcp`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
    '« meteo » (révision 2025-11-25)',
  );
  // A live connection, not a recording: the banner says so, lanes bear the server's name.
  await expect(page.getByText(/Connecté en direct à «\u00A0meteo\u00A0»/)).toBeVisible();
  await expect(page.getByText(/Rien ne s’exécute/)).toHaveCount(0);
  await page.getByLabel('Arguments (JSON)').fill('{"ville": "Lyon"}');
  await page.getByRole('button', { name: 'Appeler l’outil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réponse reçue' })).toBeVisible();

  // The real messages are in the stepper: walk to the last one, the tool's answer.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('End');
  await expect(page.getByText('À Lyon, il fait 18').first()).toBeVisible();
  await expect(page.getByText('Client meteo').first()).toBeVisible();

  // The HTTP layer beneath, as the SDK client sent and received it: C switches layers, and the
  // first step is the POST that carried `initialize`, with the session the server then gave.
  await page.keyboard.press('c');
  const layers = page.getByRole('group', { name: /Couche affichée/ });
  await expect(layers.getByRole('radio', { name: 'HTTP' })).toBeChecked();
  await page.keyboard.press('Home');
  const inspector = page.getByRole('region', { name: 'Inspecteur de message' });
  await expect(inspector.locator('p').first()).toHaveText(/POST \/mcp · initialize$/);
  await page.keyboard.press('ArrowRight');
  await expect(
    inspector.locator('[data-http-field="response-header:mcp-session-id"]'),
  ).toBeVisible();

  // Disconnecting leaves the recorded trace; the banner no longer says « en direct ».
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByText(/Connecté en direct/)).toHaveCount(0);
  await expect(page.getByText(/Trace importée, en lecture seule/)).toBeVisible();
});

for (const revision of ['2026-07-28', '2025-06-18'] as const) {
  test(`connects to the exported server in ${revision}, the revision shown being the one negotiated`, async ({
    page,
  }) => {
    await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
    await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
    await page
      .getByLabel('Adresse du serveur (Streamable HTTP)')
      .fill(`http://127.0.0.1:${PORT}/mcp`);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
      `« meteo » (révision ${revision})`,
    );
    await page.getByLabel('Arguments (JSON)').fill('{"ville": "Lyon"}');
    await page.getByRole('button', { name: 'Appeler l’outil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Réponse reçue' })).toBeVisible();
  });
}
