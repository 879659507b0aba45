import { expect, test, type Page } from '@playwright/test';
import { inspector, showHttpFromStart, tabToAndPress, walkTo } from './keyboard-walk';
const annotation = (page: Page) =>
  inspector(page).getByRole('region', { name: 'Annotation du champ' });

/** Reaches a line of the HTTP step with the keyboard and opens its annotation. */
async function annotate(page: Page, target: string): Promise<void> {
  const line = inspector(page).locator(`[data-http-field="${target}"]`).first();
  await line.focus();
  await page.keyboard.press('Enter');
}

const NNBSP = '\u202F';
const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: `Autoriser l’accès au serveur «\u00A0crm\u00A0»${NNBSP}?` });

/** Presses Tab until the named button of the consent dialog has the focus, then Enter. */
async function answerWithKeyboard(page: Page, button: 'Autoriser' | 'Refuser'): Promise<void> {
  await tabToAndPress(page, consentDialog(page).getByRole('button', { name: button, exact: true }));
}

test('serveur protégé: the learner refuses consent once, then grants it, with the keyboard alone', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/bac-a-sable?scenario=serveur-protege&version=2026-07-28&transport=http');
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('https://atelier.test/oauth/client-metadata.json');
  await expect(dialog).toContainText('https://crm.atelier.test/mcp');
  // The scopes asked, the tool's own ticked: each a checkbox reached with Tab.
  await expect(dialog.getByRole('checkbox', { name: 'crm:lecture' })).toBeChecked();
  await answerWithKeyboard(page, 'Refuser');
  // The host asks again after the refusal: a new authorization request, a new page.
  await expect(dialog).toBeVisible();
  await answerWithKeyboard(page, 'Autoriser');
  await expect(dialog).toBeHidden();
  // Focus is not left on a removed dialog.
  expect(await page.evaluate(() => document.activeElement?.isConnected ?? false)).toBe(true);

  await showHttpFromStart(page);
  // The refusal: the first redirect brings error=access_denied, no code.
  await walkTo(page, /\s302$/);
  await annotate(page, 'param:error');
  await expect(annotation(page)).toContainText('access_denied');
  // The redirect's parameters read as parts of its Location header: a list of their own, set in.
  const location = inspector(page).locator('[data-http-field="response-header:location"]');
  const parts = inspector(page).getByRole('list', { name: 'Paramètres de location' });
  const error = parts.locator('[data-http-field="param:error"]');
  await expect(error).toBeVisible();
  const [parentBox, partBox] = [await location.boundingBox(), await error.boundingBox()];
  expect(partBox!.x).toBeGreaterThan(parentBox!.x + 8);
  await expect(inspector(page)).not.toContainText('code=faux-code');
  // Then the grant: its redirect brings a code, exchanged, and the call carries the token.
  await page.keyboard.press('ArrowRight');
  await walkTo(page, /\s302$/);
  await expect(inspector(page)).toContainText('faux-code-');
  await walkTo(page, /POST \/mcp/);
  const bearer = inspector(page).locator('[data-http-field="header:authorization"]').first();
  await expect(bearer).toContainText('Bearer faux-jeton-acces-');
  await annotate(page, 'header:authorization');
  await expect(annotation(page)).toContainText('Bearer');
  expect(errors).toEqual([]);
});

for (const revision of ['2026-07-28', '2025-11-25'] as const) {
  test(`serveur protégé in ${revision}: the 401, the consent, the Bearer call and the 403 are annotated`, async ({
    page,
  }) => {
    await page.goto(`/bac-a-sable?scenario=serveur-protege&version=${revision}&transport=http`);
    // The consent page is the learner's to answer: granted here, as the script would.
    await answerWithKeyboard(page, 'Autoriser');
    // Over HTTP only: the transport cannot be switched back to stdio.
    await expect(page.getByRole('combobox', { name: 'Transport' })).toBeDisabled();
    await showHttpFromStart(page);

    // The first POST meets a 401 whose challenge says where the metadata is.
    await walkTo(page, /401 Unauthorized$/);
    await annotate(page, 'status:401');
    await expect(annotation(page)).toContainText('WWW-Authenticate');
    await annotate(page, 'challenge:resource_metadata');
    await expect(annotation(page)).toContainText('RFC 9728');
    await expect(annotation(page).getByRole('link')).toHaveAttribute(
      'href',
      revision === '2026-07-28'
        ? 'https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization/authorization-server-discovery#protected-resource-metadata-discovery-requirements'
        : 'https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization#protected-resource-metadata-discovery-requirements',
    );

    // The discovery request is annotated for its own address, not as the MCP endpoint.
    await walkTo(page, /GET \/\.well-known\/oauth-protected-resource\/mcp$/);
    await annotate(page, 'method:GET');
    await expect(annotation(page)).toContainText('Métadonnées de la ressource protégée');

    // The authorization request carries PKCE, state and resource.
    await walkTo(page, /GET \/authorize\?/);
    await annotate(page, 'param:code_challenge');
    await expect(annotation(page)).toContainText('PKCE');

    // The consent page is a host step, shown with the JSON-RPC layer's steps.
    const layers = page.getByRole('group', { name: /Couche affichée/ });
    await layers.getByRole('radio', { name: 'JSON-RPC' }).check();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await walkTo(page, /page de consentement/);
    const consent = inspector(page).getByRole('region', { name: 'La page de consentement' });
    await expect(consent).toContainText('Autoriser');
    await expect(consent).toContainText('crm:lecture');

    await layers.getByRole('radio', { name: 'HTTP' }).check();
    await page.locator('body').click({ position: { x: 1, y: 1 } });

    // The redirect brings the code, state and iss.
    await walkTo(page, /\s302$/);
    await annotate(page, 'param:iss');
    await expect(annotation(page)).toContainText(
      revision === '2026-07-28' ? '(MUST)' : '2025-11-25 ne le mentionne pas',
    );

    // The Bearer call.
    await walkTo(page, /POST \/mcp/);
    await annotate(page, 'header:authorization');
    await expect(annotation(page)).toContainText('Bearer');

    // The destructive tool needs one more scope: 403 insufficient_scope.
    await walkTo(page, /403 Forbidden$/);
    await annotate(page, 'challenge:error');
    await expect(annotation(page)).toContainText('insufficient_scope');
    await annotate(page, 'challenge:scope');
    await expect(annotation(page)).toContainText('portées');
  });
}

test('the OAuth challenge « Refuser, puis accorder » is solved with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const NBSP = '\u00A0';
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/defis');
  const link = page.getByRole('link', {
    name: `Relever le défi «${NBSP}Refuser, puis accorder${NBSP}»`,
    exact: true,
  });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bac-a-sable\?defi=oauth-refuser-puis-accorder/);
  const panel = page.getByRole('region', { name: `Défi${NBSP}: Refuser, puis accorder` });
  await expect(panel.getByRole('status')).toHaveText('0 critère rempli sur 3.', {
    timeout: 60_000,
  });

  // The starting lab case asks nothing; the learner opens the protected server by typing its
  // name in the scenario list, as a keyboard user does with a native list.
  const scenario = page.getByLabel('Scénario', { exact: true });
  await scenario.focus();
  await page.keyboard.type('Serveur p');
  await expect(scenario).toHaveValue('serveur-protege');
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await answerWithKeyboard(page, 'Refuser');
  await expect(dialog).toBeVisible();
  await answerWithKeyboard(page, 'Autoriser');
  await expect(dialog).toBeHidden();

  await expect(panel.getByRole('status')).toHaveText(`Défi réussi${NBSP}!`, { timeout: 60_000 });
  await expect(panel.getByText(/^\W*pas encore$/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
