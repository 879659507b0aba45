import { expect, test, type Page } from '@playwright/test';

const inspector = (page: Page) => page.getByRole('region', { name: 'Inspecteur de message' });
const heading = (page: Page) => inspector(page).locator('p').first();
const annotation = (page: Page) =>
  inspector(page).getByRole('region', { name: 'Annotation du champ' });

/** Presses → until the step's heading matches, as a learner walks the trace. */
async function walkTo(page: Page, label: RegExp): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (label.test((await heading(page).textContent()) ?? '')) return;
    const before = (await heading(page).textContent()) ?? '';
    await page.keyboard.press('ArrowRight');
    await expect(heading(page)).not.toHaveText(before);
  }
  await expect(heading(page)).toHaveText(label);
}

/** Reaches a line of the HTTP step with the keyboard and opens its annotation. */
async function annotate(page: Page, target: string): Promise<void> {
  const line = inspector(page).locator(`[data-http-field="${target}"]`).first();
  await line.focus();
  await page.keyboard.press('Enter');
}

for (const revision of ['2026-07-28', '2025-11-25'] as const) {
  test(`serveur protégé in ${revision}: the 401, the consent, the Bearer call and the 403 are annotated`, async ({
    page,
  }) => {
    await page.goto(`/bac-a-sable?scenario=serveur-protege&version=${revision}&transport=http`);
    // Over HTTP only: the transport cannot be switched back to stdio.
    await expect(page.getByRole('combobox', { name: 'Transport' })).toBeDisabled();
    await page
      .getByRole('group', { name: /Couche affichée/ })
      .getByRole('radio', { name: 'HTTP' })
      .check();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Home');

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
