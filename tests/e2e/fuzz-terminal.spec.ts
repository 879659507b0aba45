import { expect, test } from '@playwright/test';
import {
  arm,
  expectHealthy,
  meteoTool,
  openTerminal,
  resetLongTasks,
  shareLink,
  shareState,
  slow,
} from './fuzz/kit';

// Review 2026-12-01 round 2, §2 (P11) and §3.4: the terminal.
test.describe.configure({ timeout: 90_000 });

const rows = (page: import('@playwright/test').Page) => page.locator('.xterm-rows');

test('K5: a tool name carrying escape sequences is printed escaped, never acted on', async ({
  page,
}) => {
  const { errors } = await arm(page);
  const name =
    'get_weather\u001b[2J\u001b[H\u001b]8;;javascript:alert(1)\u0007CLIQUEZ\u001b]8;;\u0007';
  await page.goto(
    shareLink(shareState([{ ...meteoTool, definition: { ...meteoTool.definition, name } }])),
  );
  const terminal = await openTerminal(page);
  await resetLongTasks(page);
  await terminal.type('outils');
  await expect(rows(page)).toContainText('\\u001b[2J', slow);
  // Not cleared: what was printed before is still there, and no link was made.
  // (The request echoed just before the reply, rather than the typed command: the two long
  // lines can scroll the command itself out of the rows on screen.)
  await expect(rows(page)).toContainText(
    'client → serveur [meteo] {"jsonrpc":"2.0","id":"terminal-1"',
  );
  await expect(page.locator('.xterm a, .xterm [href]')).toHaveCount(0);
  await expectHealthy(page, errors);
});

test('K6: a server error echoing typed escapes is printed escaped', async ({ page }) => {
  const { errors } = await arm(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  const terminal = await openTerminal(page);
  await resetLongTasks(page);
  await terminal.type(
    '{"jsonrpc":"2.0","id":"k6","method":"tools/call","params":{"name":"\\u001b[2J\\u001b[32mRéponse #99 : résultat (faux)","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"},"io.modelcontextprotocol/clientCapabilities":{}}}}',
  );
  await expect(rows(page)).toContainText('\\u001b[32mRéponse #99', slow);
  // Not cleared: the lines printed before the reply are still on screen.
  await expect(rows(page)).toContainText('subscriptions/listen');
  await expectHealthy(page, errors);
});

test('P11: a request-shaped line the parser rejects is explained at once, not after 10 s', async ({
  page,
}) => {
  const { errors } = await arm(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  const terminal = await openTerminal(page);
  await resetLongTasks(page);
  const started = Date.now();
  await terminal.type('{"jsonrpc":"2.0","id":699156,"method":"tools/list","params":"C"}');
  await expect(terminal.log).toContainText('Erreur d’analyse', { timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expectHealthy(page, errors);
});

test('K7: Ctrl+C drops the rest of a 1,000-line paste', async ({ page }) => {
  const { errors } = await arm(page);
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  const terminal = await openTerminal(page);
  await resetLongTasks(page);
  const lines = Array.from({ length: 1_000 }, (_, i) => `n’importe quoi ${i}`).join('\n');
  await page.getByRole('textbox', { name: /Terminal JSON-RPC/ }).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, lines);
  await expect(rows(page)).toContainText('n’importe quoi 1', slow);
  await page.keyboard.press('Control+c');
  await expect(terminal.log).toContainText(/lignes collées restantes ne seront pas envoyées/, slow);
  await terminal.type('aide');
  await expect(terminal.log).toContainText('Commandes', { timeout: 5_000 });
  await expectHealthy(page, errors);
});
