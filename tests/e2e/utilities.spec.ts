import { expect, test, type Locator, type Page } from '@playwright/test';

/* The protocol's utilities as the host panel shows them (issue 27). */

async function openHost(page: Page, scenario: string, version: string): Promise<Locator> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/bac-a-sable?scenario=${scenario}&version=${version}`);
  const host = page.getByRole('region', { name: 'Hôte', exact: true });
  await expect(host.getByRole('button', { name: 'Demander' })).toBeEnabled({ timeout: 60_000 });
  expect(errors).toEqual([]);
  return host;
}

async function approve(page: Page, host: Locator, tool: string): Promise<void> {
  await host.getByRole('button', { name: 'Demander' }).click();
  const approval = page.getByRole('dialog', { name: /Autoriser l’appel/ });
  await expect(approval).toContainText(tool);
  await approval.getByRole('button', { name: 'Autoriser' }).click();
}

test('export-long in 2026-07-28: a progress bar fed by the notifications, and a log line', async ({
  page,
}) => {
  const host = await openHost(page, 'export-long', '2026-07-28');
  await approve(page, host, 'exporter_ventes');
  await expect(host.getByRole('log', { name: 'Conversation' })).toContainText('exporter_ventes');
  const bar = host.getByRole('progressbar', {
    name: 'Progression de exporter_ventes (serveur «\u00A0rapports\u00A0»)',
  });
  await expect(bar).toHaveAttribute('max', '3');
  await expect(bar).toHaveAttribute('value', '3');
  await expect(host).toContainText('3 sur 3 — Écriture du fichier CSV');
  await expect(host).toContainText('Terminé\u00A0: le serveur a répondu.');
  const journal = host.getByRole('heading', { name: 'Journal des serveurs' }).locator('..');
  await expect(
    journal.getByRole('listitem').filter({ hasText: 'info — rapports' }),
  ).not.toHaveCount(0);
});

test('documentation in 2026-07-28: suggestions while typing, page after page, the cache', async ({
  page,
}) => {
  const host = await openHost(page, 'documentation', '2026-07-28');

  // The script's second read came from the cache: no request, and why.
  await expect(host.getByRole('heading', { name: 'Réponses tirées du cache' })).toBeVisible();
  await expect(host).toContainText(
    'resources/read docs://support/horaires\u00A0: aucune requête envoyée.',
  );
  await expect(host).toContainText('ttlMs\u00A0: 60\u202F000, cacheScope\u00A0: public');

  const template = host.getByRole('group', { name: /docs:\/\/faq\/\{sujet\}/ });
  await template.getByRole('textbox', { name: 'sujet' }).fill('cu');
  const suggestions = template.getByRole('list', { name: 'Suggestions du serveur pour sujet' });
  await expect(suggestions.getByRole('button')).toHaveText(['curseurs']);
  await suggestions.getByRole('button', { name: 'curseurs' }).click();
  await expect(template.getByRole('textbox', { name: 'sujet' })).toHaveValue('curseurs');
  await expect(template).toContainText('docs://faq/curseurs');

  // A prompt's argument completes too, reached with the keyboard alone.
  await host
    .getByRole('button', { name: 'Lister les ressources et les prompts des serveurs' })
    .click();
  const prompt = host.getByRole('group', { name: /Invoquer \/expliquer-un-guide/ });
  await prompt.getByRole('textbox', { name: /guide/ }).focus();
  await page.keyboard.type('dep');
  const guides = prompt.getByRole('list', { name: 'Suggestions du serveur pour guide' });
  await expect(guides.getByRole('button')).toHaveText(['deploiement', 'depannage']);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(prompt.getByRole('textbox', { name: /guide/ })).toHaveValue('depannage');

  const pages = host.getByRole('region', { name: 'Page par page' });
  const next = pages.getByRole('button', { name: 'Page suivante (documentation)' });
  await expect(next).toBeDisabled();
  await pages.getByRole('button', { name: 'Première page (documentation)' }).click();
  await expect(pages).toContainText('Page reçue\u00A0: 3\u00A0ressources');
  await expect(pages).toContainText('docs://guides/demarrage');
  await expect(pages).toContainText('nextCursor\u00A0:');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(pages).toContainText('docs://guides/deploiement');
  await expect(pages).not.toContainText('docs://guides/demarrage');
});

for (const version of ['2026-07-28', '2025-11-25'] as const) {
  test(`suivi-ressource in ${version}: the updated resource, and following it`, async ({
    page,
  }) => {
    const host = await openHost(page, 'suivi-ressource', version);
    await expect(host.getByRole('heading', { name: 'Ressources modifiées' })).toBeVisible();
    await expect(host).toContainText('Incident en cours\u00A0: le service de paiement');
    const follow = host.getByRole('button', { name: 'Suivre État de la production' });
    await follow.click();
    await expect(
      host.getByRole('button', { name: 'Ne plus suivre État de la production' }),
    ).toBeVisible();
  });

  test(`connexion-externe in ${version}: the server’s page opens in a frame, after consent`, async ({
    page,
  }) => {
    const host = await openHost(page, 'connexion-externe', version);
    await approve(page, host, 'payer_facture');
    const dialog = page.getByRole('dialog', {
      name: 'Le serveur «\u00A0facturation\u00A0» vous envoie sur sa page',
    });
    await expect(dialog).toContainText('paiement.facturation.exemple');
    await expect(dialog).toContainText(
      version === '2025-11-25' ? 'elicitation/create' : 'requestState',
    );
    // Nothing is opened before the learner agrees.
    const frame = dialog.getByRole('region', { name: /Page de paiement\.facturation\.exemple/ });
    await expect(frame).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ouvrir la page' }).click();
    await expect(frame).toContainText('Paiement sécurisé');
    await frame.getByRole('button', { name: 'Payer 240,00\u00A0€' }).click();
    await expect(dialog).toBeHidden();
    await expect(host.getByRole('log', { name: 'Conversation' })).toContainText(
      'La facture F-2026-118 est payée',
    );
  });
}

test('connexion-externe: Échap cancels the page and nothing is paid', async ({ page }) => {
  const host = await openHost(page, 'connexion-externe', '2026-07-28');
  await approve(page, host, 'payer_facture');
  const dialog = page.getByRole('dialog', { name: /vous envoie sur sa page/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const log = host.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(
    'Paiement abandonné\u00A0: la facture F-2026-118 reste à régler.',
  );
  await expect(log).not.toContainText('est payée');
});
