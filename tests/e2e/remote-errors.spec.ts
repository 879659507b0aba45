import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startExportedServer, type RunningExport } from '../fixtures/exported-server';

// Each cause of a failure in « Brancher mon serveur » (lib/remote/remote-errors.ts), read in the
// panel as the learner reads it: what happened, and what to do.
let orders: RunningExport;
let noCors: Server;
let notFound: Server;
let noCorsUrl: string;
let notFoundUrl: string;

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mcp`);
    }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  orders = await startExportedServer({ scenario: 'commandes' });
  // A server that answers, but grants this page nothing through CORS.
  noCors = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  noCorsUrl = await listen(noCors);
  // A web server that lets the page in, with no MCP at this path: an HTML 404 page.
  notFound = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    res
      .writeHead(404, { 'content-type': 'text/html' })
      .end(
        `<html><head><title>Page introuvable</title></head><body>${'<p>Lorem ipsum</p>'.repeat(300)}</body></html>`,
      );
  });
  notFoundUrl = await listen(notFound);
});

test.afterAll(async () => {
  await orders?.stop();
  noCors?.close();
  notFound?.close();
});

/** The panel's own alert (the page has others, such as the route announcer). */
const panelAlert = (page: Page) =>
  page.getByRole('region', { name: 'Brancher mon serveur' }).getByRole('alert');

async function connect(page: Page, url: string, revision = '2025-11-25') {
  await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
  await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
  await page.getByLabel('Adresse du serveur (Streamable HTTP)').fill(url);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('unreachable: nothing answers, said without blaming CORS', async ({ page }) => {
  await connect(page, `http://127.0.0.1:${await freePort()}/mcp`);
  const alert = panelAlert(page);
  await expect(alert).toContainText('n’a pas pu joindre');
  await expect(alert).toContainText('rien ne répond à cette adresse');
  await expect(alert).not.toContainText('CORS');
  // The attempt's messages are shown for what they are: not an imported file, nothing running.
  const banner = page.getByRole('status').filter({ hasText: 'Messages échangés avec' });
  await expect(banner).toContainText('n’a pas abouti');
  await expect(page.getByText('Trace importée')).toHaveCount(0);
});

test('refused address: 127.0.0.2 is this machine, but the site’s CSP forbids it', async ({
  page,
}) => {
  await connect(page, orders.url.replace('127.0.0.1', '127.0.0.2'));
  await expect(panelAlert(page)).toContainText(
    'la politique de sécurité du site (CSP) n’autorise que localhost et 127.0.0.1',
  );
});

for (const revision of ['2026-07-28', '2025-11-25'] as const) {
  test(`CORS: the server answers without granting the page, and the advice names what ${revision} needs`, async ({
    page,
  }) => {
    await connect(page, noCorsUrl, revision);
    const alert = panelAlert(page);
    await expect(alert).toContainText('sa configuration CORS n’autorise pas cette page');
    await expect(alert).toContainText(`Pour la révision ${revision}`);
    await expect(alert).toContainText(
      revision === '2026-07-28'
        ? 'les en-têtes content-type, accept, mcp-protocol-version, mcp-method, mcp-name'
        : 'et exposer mcp-session-id',
    );
    // Not a version problem (review B1/N2): the wrong diagnosis is gone.
    await expect(alert).not.toContainText('révision du protocole');
  });
}

test('HTTP status: a 404 page is named by its status and a short excerpt, not pasted whole', async ({
  page,
}) => {
  await connect(page, notFoundUrl);
  const alert = panelAlert(page);
  await expect(alert).toContainText('le serveur a répondu par une erreur HTTP 404');
  await expect(alert).toContainText('« Page introuvable »');
  await expect(alert).not.toContainText('Lorem ipsum');
});

test('protocol error: a prompt without its required argument is refused by the server', async ({
  page,
}) => {
  await connect(page, orders.url);
  await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toBeVisible();
  await page.getByRole('button', { name: 'Invoquer /triage' }).click();
  const alert = panelAlert(page);
  await expect(alert).toContainText('La demande du prompt a reçu une erreur du protocole');
  await expect(alert).toContainText('la connexion reste ouverte');
});

test('tool error: a business error (isError) is a reply, not a failed connection', async ({
  page,
}) => {
  await connect(page, orders.url);
  await page.getByRole('textbox', { name: /^order_id/ }).fill('9999');
  await page.getByRole('button', { name: 'Appeler l’outil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réponse reçue' })).toContainText(
    'Réponse reçue de « get_order » (erreur métier, isError).',
  );
  await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
    'Aucune commande ne porte le numéro 9999',
  );
  await expect(panelAlert(page)).toHaveCount(0);
});
