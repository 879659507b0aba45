import { expect, test, type Page } from '@playwright/test';

// The playground plays real SDK sessions; on a busy machine they take a few seconds.
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

/** Opens the playground on a scenario, opens the terminal and waits for the framed session. */
async function openTerminal(page: Page, scenario: string, version: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/bac-a-sable?scenario=${scenario}&version=${version}`);
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  const framed = page.getByRole('checkbox', { name: /Couche texte/ });
  await expect(framed).toBeChecked(slow);
  await expect(framed).toBeEnabled(slow);
  // What the REPL answers, as text (xterm only draws the rows in view).
  const log = page.getByRole('log', { name: 'Réponses du terminal' });
  await expect(log).toContainText('nouvelle session', slow);
  const screen = page.locator('.xterm-rows');
  await page.getByRole('textbox', { name: /Terminal JSON-RPC/ }).focus();
  return { log, screen, errors };
}

async function typeLine(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('2025-11-25 : un tools/list tapé à la main reçoit les outils, et devient une étape', async ({
  page,
}) => {
  const { log, screen, errors } = await openTerminal(page, 'meteo', '2025-11-25');
  await typeLine(page, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
  await expect(log).toContainText(/1\u00A0outil\u00A0:.*get_weather/, slow);
  await expect(screen).toContainText('get_weather');
  // The view follows the new step; the panel offers to show it in the diagram.
  await expect(
    page.getByRole('button', { name: /Voir l’étape #\d+ dans le diagramme/ }),
  ).toBeVisible();
  await expect(page.locator('[aria-current="step"]').first()).toContainText('tools/list');

  await typeLine(page, 'pas du json');
  await expect(log).toContainText('Erreur d’analyse', slow);
  await expect(log).toContainText('is not valid JSON');
  await expect(log).toContainText('-32700');

  // History: ↑ brings back the last line; the terminal still answers.
  await page.keyboard.press('ArrowUp');
  await expect(screen).toContainText('mcp> pas du json');
  await page.keyboard.press('Control+U');
  await typeLine(page, 'aide');
  await expect(log).toContainText('appeler <outil> <json>');
  expect(errors).toEqual([]);
});

test('2026-07-28 : sans _meta la requête est refusée (-32602), la commande « outils » l’ajoute', async ({
  page,
}) => {
  const { log, screen } = await openTerminal(page, 'meteo', '2026-07-28');
  await typeLine(page, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
  await expect(log).toContainText('-32602', slow);
  await expect(log).toContainText('params._meta');
  await typeLine(page, 'outils');
  await expect(log).toContainText(/1\u00A0outil\u00A0:.*get_weather/, slow);
  await expect(screen).toContainText('io.modelcontextprotocol/protocolVersion');

  // Tab completes the tool's name.
  await page.keyboard.type('appeler get');
  await page.keyboard.press('Tab');
  await expect(screen).toContainText('mcp> appeler get_weather');
  await typeLine(page, '{"ville":"Lyon"}');
  await expect(screen).toContainText('il fait 18', slow);
});

for (const version of ['2026-07-28', '2025-11-25', '2025-06-18']) {
  test(`${version} : la ligne d’exemple de l’aide, tapée telle quelle, reçoit les outils`, async ({
    page,
  }) => {
    const { log } = await openTerminal(page, 'meteo', version);
    await typeLine(page, 'aide');
    const example = log.locator('p', { hasText: `par exemple en ${version}` });
    await expect(example).toHaveCount(1, slow);
    const line = /\u00A0: `?(\{.*\})`?$/.exec((await example.textContent()) ?? '')?.[1];
    expect(line).toContain('"method":"tools/list"');
    await typeLine(page, line!);
    await expect(log).toContainText(/1\u00A0outil\u00A0:.*get_weather/, slow);
    // What came back after the typed line (the help itself names -32602).
    const reply = ((await log.textContent()) ?? '').split('mcp> ').at(-1);
    expect(reply).toMatch(/\(id 1\)\u00A0: résultat/);
    expect(reply).not.toContain('-32602');
  });
}

test('une ligne tapée aussitôt, pendant que la session se rejoue, attend puis part', async ({
  page,
}) => {
  // The warehouse replays slowly (PostgreSQL starts again): the line is typed well before.
  test.setTimeout(180_000);
  await page.goto('/bac-a-sable?scenario=entrepot&version=2025-11-25');
  await expect(page.locator('[data-step-announcer]')).toHaveText(/^Étape \d+ sur \d+/, {
    timeout: 120_000,
  });
  await page.getByRole('tab', { name: 'Terminal' }).click();
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  await expect(page.locator('.xterm-helper-textarea')).toBeFocused({ timeout: 30_000 });
  await typeLine(page, 'outils');
  const log = page.getByRole('log', { name: 'Réponses du terminal' });
  await expect(log).toContainText('La session se rejoue');
  await expect(log).toContainText(/3\u00A0outils\u00A0:.*run_select/, { timeout: 120_000 });
  await expect(log).not.toContainText('Aucune session n’est prête');
});

test('Ctrl+C annule une requête en cours par une vraie notifications/cancelled', async ({
  page,
}) => {
  const { log, screen } = await openTerminal(page, 'erreur-delai-depasse', '2025-11-25');
  await typeLine(page, 'appeler generer_rapport {}');
  // The scenario's own tools/call is already on screen: wait for the terminal's own request
  // (its ids are `terminal-N`), which is in flight once written, before pressing Ctrl+C.
  await expect(screen).toContainText(/terminal-\d+/, slow);
  await page.keyboard.press('Control+C');
  await expect(log).toContainText('annulée', slow);
  await expect(screen).toContainText('notifications/cancelled');
  await typeLine(page, 'outils');
  await expect(log).toContainText(/1\u00A0outil\u00A0:.*generer_rapport/, slow);
});

test('2026-07-28 : les utilitaires tapés à la main — pages, complétion, journal refusé', async ({
  page,
}) => {
  const { log, errors } = await openTerminal(page, 'documentation', '2026-07-28');
  // The first page ends with a nextCursor; typed back as it came, it brings the next page.
  await typeLine(page, 'ressources');
  await expect(log).toContainText(/3\u00A0ressources\u00A0:/, slow);
  await expect(log).toContainText('La liste continue', slow);
  const cursor = /suivie de (\S+) pour la page suivante/.exec((await log.textContent()) ?? '')?.[1];
  expect(cursor).toBeTruthy();
  await typeLine(page, `ressources ${cursor}`);
  await expect(log).toContainText('guide-deploiement', slow);

  // Completion of a template's variable, then of a prompt's argument.
  await typeLine(page, 'completer docs://faq/{sujet} sujet cu');
  await expect(log).toContainText('1\u00A0suggestion\u00A0: curseurs', slow);
  await typeLine(page, 'completer prompt:expliquer-un-guide guide dep');
  await expect(log).toContainText('2\u00A0suggestions\u00A0: deploiement, depannage', slow);

  // logging/setLevel no longer exists in 2026-07-28: the server answers -32601.
  await typeLine(page, 'journal info');
  await expect(log).toContainText('-32601', slow);
  expect(errors).toEqual([]);
});
