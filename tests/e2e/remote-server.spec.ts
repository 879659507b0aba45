import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';

// « Brancher mon serveur »: the page's SDK client talks to a real exported server, started here
// as a learner would (`npx tsx server.ts --http`; here node with tsx as a loader: one process).
const PORT = 4100 + Math.floor(Math.random() * 900);
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { dir } = JSON.parse(
    execFileSync('npx', ['tsx', 'scripts/export-project.ts', 'meteo', 'meteo', 'e2e'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  ) as { dir: string };
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '--http'], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((done, reject) => {
    let stderr = '';
    server!.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes(`:${PORT}/mcp`)) done();
    });
    server!.once('exit', (code) => reject(new Error(`serveur arrêté (${code}) : ${stderr}`)));
  });
});

test.afterAll(() => {
  server?.kill();
});

test('the playground connects to an exported server and steps through its real traffic', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25');
  await page.getByRole('tab', { name: 'Brancher mon serveur' }).click();
  const address = page.getByLabel('Adresse du serveur (Streamable HTTP)');

  // Nothing listens on this port: a French explanation, naming CORS as a possible cause.
  await address.fill(`http://127.0.0.1:${PORT + 1}/mcp`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'n’a pas pu joindre' });
  await expect(alert).toContainText('CORS');

  await address.fill(`http://127.0.0.1:${PORT}/mcp`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connecté à' })).toContainText(
    '« meteo »',
  );
  await page.getByLabel('Arguments (JSON)').fill('{"ville": "Lyon"}');
  await page.getByRole('button', { name: 'Appeler l’outil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réponse reçue' })).toBeVisible();

  // The real messages are in the stepper: walk to the last one, the tool's answer.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('End');
  await expect(page.getByText('À Lyon, il fait 18').first()).toBeVisible();

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
});
