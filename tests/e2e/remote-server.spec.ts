import { expect, test } from '@playwright/test';
import { startExportedServer, type RunningExport } from '../fixtures/exported-server';

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

  // Each cause of a failure has its own test (remote-errors.spec.ts).
  await address.fill(`http://127.0.0.1:${PORT}/mcp`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
    '« meteo » (révision 2025-11-25)',
  );
  // A live connection, not a recording: the banner says so, lanes bear the server's name.
  await expect(page.getByText(/Connecté en direct à «\u00A0meteo\u00A0»/)).toBeVisible();
  await expect(page.getByText(/Rien ne s’exécute/)).toHaveCount(0);
  // The arguments through the form built from the tool's inputSchema, as in the editor.
  await page.getByLabel('ville').fill('Lyon');
  await page.getByRole('button', { name: 'Appeler l’outil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réponse reçue' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
    'À Lyon, il fait 18',
  );

  // The real messages are in the stepper: walk to the last one, the tool's answer.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('End');
  await expect(page.getByText('À Lyon, il fait 18').first()).toBeVisible();
  await expect(page.getByText('Client meteo').first()).toBeVisible();
  // Only the lanes of what was recorded: none left over from the « Mon serveur » scenario.
  await expect(page.getByText('Serveur mon-serveur')).toHaveCount(0);

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
  await expect(
    page.getByText(/Messages échangés avec «\u00A0meteo\u00A0».*la connexion est fermée/),
  ).toBeVisible();
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
    await page.getByLabel('ville').fill('Lyon');
    await page.getByRole('button', { name: 'Appeler l’outil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Réponse reçue' })).toBeVisible();
  });
}

test.describe('a server with resources, templates, prompts and completion', () => {
  let documentation: RunningExport;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    documentation = await startExportedServer({ scenario: 'documentation' });
  });
  test.afterAll(() => documentation?.stop());

  for (const revision of ['2026-07-28', '2025-11-25'] as const) {
    test(`reads a template's resource and gets a prompt, with the server's suggestions (${revision})`, async ({
      page,
    }) => {
      await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
      await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
      await page.getByLabel('Adresse du serveur (Streamable HTTP)').fill(documentation.url);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
        `« documentation » (révision ${revision})`,
      );

      // A listed resource, read.
      await page.getByRole('button', { name: 'Joindre Horaires du support' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'lue' })).toContainText(
        'Ressource docs://support/horaires lue',
      );
      await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
        'Support joignable du lundi au vendredi',
      );

      // The template's variable: typing asks the server (completion/complete), a pick fills it.
      const faq = page.getByRole('group', { name: 'Remplir docs://faq/{sujet}' });
      await faq.getByLabel('sujet').fill('c');
      const suggestions = faq.getByRole('list', { name: 'Suggestions du serveur pour sujet' });
      await suggestions.getByRole('button', { name: 'curseurs' }).click();
      await expect(faq.getByText('URI obtenue')).toContainText('docs://faq/curseurs');
      await faq.getByRole('button', { name: 'Joindre cette ressource' }).click();
      await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
        'La réponse de l’équipe sur « curseurs »',
      );

      // The prompt, with its argument.
      await page.getByLabel('guide').fill('pagination');
      await page.getByRole('button', { name: 'Invoquer /expliquer-un-guide' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Prompt' })).toContainText(
        'Prompt « expliquer-un-guide » obtenu',
      );
      await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
        'user : Explique le guide docs://guides/pagination',
      );
    });
  }
});

test.describe('a server that sends the user to its page (URL-mode elicitation)', () => {
  let billing: RunningExport;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    billing = await startExportedServer({ scenario: 'connexion-externe' });
  });
  test.afterAll(() => billing?.stop());

  for (const revision of ['2026-07-28', '2025-11-25'] as const) {
    test(`declares URL mode and answers through the page's dialog (${revision})`, async ({
      page,
    }) => {
      await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
      await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
      await page.getByLabel('Adresse du serveur (Streamable HTTP)').fill(billing.url);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
        `« facturation » (révision ${revision})`,
      );
      await page.getByRole('textbox', { name: /^facture/ }).fill('F-2026-118');
      await page.getByRole('button', { name: 'Appeler l’outil' }).click();
      const dialog = page.getByRole('dialog', { name: /vous envoie sur sa page/ });
      await expect(dialog).toContainText('https://paiement.facturation.exemple/session/');
      await dialog.getByRole('button', { name: 'Ouvrir la page' }).click();
      await expect(
        dialog.getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }),
      ).toHaveAttribute('rel', 'noopener noreferrer');
      await dialog.getByRole('button', { name: 'J’ai terminé sur la page' }).click();
      // This page was never really paid: the server says so, and the round trip is complete.
      await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
        'Paiement non confirmé',
      );
    });
  }
});

test.describe('exported servers in each of the three revisions', () => {
  let orders: RunningExport;
  let storage: RunningExport;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    orders = await startExportedServer({ scenario: 'commandes' });
    storage = await startExportedServer({ scenario: 'elicitation' });
  });
  test.afterAll(async () => {
    await orders?.stop();
    await storage?.stop();
  });

  for (const revision of ['2026-07-28', '2025-11-25', '2025-06-18'] as const) {
    test(`lists tools, resources and prompts, calls with arguments, answers a confirmation (${revision})`, async ({
      page,
    }) => {
      await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
      await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
      const address = page.getByLabel('Adresse du serveur (Streamable HTTP)');
      await address.fill(orders.url);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
        `« commandes » (révision ${revision})`,
      );
      await expect(
        page.getByRole('combobox', { name: 'Outil' }).locator('option', { hasText: 'get_order' }),
      ).toHaveCount(1);
      await expect(
        page.getByRole('region', { name: 'Ressources' }).getByRole('button', { name: /^Joindre / }),
      ).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Invoquer /triage' })).toBeVisible();
      await page.getByRole('textbox', { name: /^order_id/ }).fill('1042');
      await page.getByRole('button', { name: 'Appeler l’outil' }).click();
      await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText('1042');

      // Another server, asked for by address: it asks the user to confirm (elicitation).
      await address.fill(storage.url);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
        `« stockage » (révision ${revision})`,
      );
      await page.getByRole('textbox', { name: /^chemin/ }).fill('brouillon.txt');
      await page.getByRole('button', { name: 'Appeler l’outil' }).click();
      const dialog = page.getByRole('dialog', { name: /demande une information/ });
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Accepter' }).click();
      await expect(page.getByRole('region', { name: 'Dernier résultat' })).toContainText(
        'Le fichier « brouillon.txt » a été supprimé.',
      );
    });
  }
});

for (const revision of ['2026-07-28', '2025-11-25'] as const) {
  test(`the guide gives the CORS lines for the revision on screen and this page's origin (${revision})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/bac-a-sable?scenario=meteo&version=${revision}`);
    await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
    await page.getByText('Guide : brancher votre propre serveur').click();
    await expect(
      page.getByRole('heading', { name: `2. Les lignes CORS, pour la révision ${revision}` }),
    ).toBeVisible();
    const code = page.locator('details pre');
    await expect(code.first()).toContainText(`origin: '${baseURL}',`);
    await expect(code.nth(1)).toContainText(`allow_origins=["${baseURL}"],`);
    if (revision === '2026-07-28') {
      await expect(code.first()).toContainText("'mcp-method', 'mcp-name'");
      await expect(code.first()).not.toContainText('exposedHeaders');
    } else {
      await expect(code.first()).toContainText("exposedHeaders: ['mcp-session-id'],");
      await expect(code.nth(1)).toContainText('expose_headers=["mcp-session-id"],');
    }
  });
}
