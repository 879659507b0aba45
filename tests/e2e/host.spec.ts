import { expect, test, type Locator, type Page } from '@playwright/test';

const NNBSP = '\u202F';

async function openHost(page: Page, scenario: string, version: string): Promise<Locator> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/bac-a-sable?scenario=${scenario}&version=${version}`);
  const host = page.getByRole('region', { name: 'Hôte', exact: true });
  // The scenario's script plays first (PGlite needs a few seconds to start in entrepot).
  await expect(host.getByRole('button', { name: 'Demander' })).toBeEnabled({ timeout: 150_000 });
  // A shipped opening is the recording: pointing at the host starts its live session.
  await host.hover();
  await expect(host).toHaveAttribute('data-session', 'live', { timeout: 150_000 });
  expect(errors).toEqual([]);
  return host;
}

function calls(host: Locator, method = 'tools/call'): Locator {
  return host
    .getByRole('list', { name: 'Requêtes envoyées par les clients de l’hôte' })
    .getByRole('listitem')
    .filter({ hasText: method });
}

test('entrepot: the stand-in model scores, the human refuses then approves, the database answers', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const host = await openHost(page, 'entrepot', '2026-07-28');
  const question = host.getByRole('textbox', { name: 'Votre question' });
  await expect(question).toHaveValue(`Combien de commandes hier${NNBSP}?`);
  const before = await calls(host).count();

  await host.getByRole('button', { name: 'Demander' }).click();
  const dialog = page.getByRole('dialog', { name: `Autoriser l’appel de l’outil${NNBSP}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('run_select');
  await expect(dialog).toContainText('entrepot');
  await expect(dialog).toContainText('SELECT count(*)');
  await expect(dialog).toContainText('Ce sont des indices, jamais des garanties');
  // Absent hints are shown with the spec's default, marked as such; run_select says it is
  // read-only, so destructiveHint means nothing for it (spec: only when readOnlyHint is false).
  await expect(dialog).toContainText('Monde ouvert (openWorldHint)\u00A0: non (déclarée)');
  await expect(dialog).toContainText('Destructif (destructiveHint)\u00A0: sans objet');

  const scores = host.getByRole('table', { name: /Scores des outils/ });
  await expect(scores.getByRole('row', { name: /run_select/ })).toContainText('commande');
  await expect(host).toContainText('Outil proposé\u00A0: run_select');
  await expect(host.getByText(/modèle simulé/).first()).toBeVisible();

  // Échap refuses: nothing is sent.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const log = host.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('Vous avez refusé l’appel à «\u00A0run_select\u00A0»');
  await expect(calls(host)).toHaveCount(before);

  await host.getByRole('button', { name: 'Demander' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Autoriser' }).click();
  await expect(dialog).toBeHidden();
  await expect(calls(host)).toHaveCount(before + 1);
  await expect(log).toContainText(
    'D’après l’outil «\u00A0run_select\u00A0» du serveur «\u00A0entrepot\u00A0»',
    { timeout: 60_000 },
  );
  await expect(log).toContainText('commandes_hier');
});

test('entrepot: a resource template filled by the learner and a slash command join the conversation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const host = await openHost(page, 'entrepot', '2026-07-28');
  const template = host.getByRole('group', { name: /entrepot:\/\/schema\/\{base\}\/\{table\}/ });
  await template.getByRole('textbox', { name: 'base' }).fill('ventes');
  await template.getByRole('textbox', { name: 'table' }).fill('commandes');
  await expect(template).toContainText('entrepot://schema/ventes/commandes');
  await template.getByRole('button', { name: 'Joindre cette ressource' }).click();
  const log = host.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText(
    'Ressource jointe à la conversation\u00A0: entrepot://schema/ventes/commandes',
  );
  await expect(log).toContainText('date_commande');

  const prompt = host.getByRole('group', { name: /\/analyse_ventes/ });
  await prompt.getByRole('textbox', { name: /periode/ }).fill('hier');
  await prompt.getByRole('button', { name: 'Invoquer /analyse_ventes' }).click();
  await expect(log).toContainText('Analyse les commandes de hier');
});

for (const version of ['2026-07-28', '2025-11-25'] as const) {
  test(`elicitation in ${version}: a French form, and the wire of its revision`, async ({
    page,
  }) => {
    const host = await openHost(page, 'elicitation', version);
    await host.getByRole('button', { name: 'Demander' }).click();
    const approval = page.getByRole('dialog', { name: /Autoriser l’appel/ });
    await expect(approval).toContainText('supprimer_fichier');
    await expect(approval).toContainText('brouillon.txt');
    await approval.getByRole('button', { name: 'Autoriser' }).click();

    const form = page.getByRole('dialog', {
      name: /Le serveur «\s*stockage\s*» demande une information/,
    });
    await expect(form).toBeVisible();
    await expect(form).toContainText('Supprimer définitivement');
    await form.getByRole('checkbox', { name: 'Confirmer' }).check();
    await form.getByRole('button', { name: 'Accepter' }).click();
    await expect(form).toBeHidden();

    const log = host.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('«\u00A0brouillon.txt\u00A0» a été supprimé');
    const answered = log.getByRole('listitem').filter({ hasText: 'élicitation' }).last();
    if (version === '2025-11-25') {
      await expect(answered).toContainText('requête elicitation/create du serveur vers le client');
    } else {
      await expect(answered).toContainText('input_required');
      await expect(answered).toContainText('renvoie alors l’appel');
    }
  });
}

test('elicitation: Échap cancels the form and the file is kept', async ({ page }) => {
  const host = await openHost(page, 'elicitation', '2026-07-28');
  await host.getByRole('button', { name: 'Demander' }).click();
  await page
    .getByRole('dialog', { name: /Autoriser l’appel/ })
    .getByRole('button', { name: 'Autoriser' })
    .click();
  const form = page.getByRole('dialog', { name: /demande une information/ });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(host.getByRole('log', { name: 'Conversation' })).toContainText('est conservé');
});

test('hote-multi-serveurs: one registry from three servers, each call through its own client', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const host = await openHost(page, 'hote-multi-serveurs', '2026-07-28');
  const registry = host.getByRole('table', { name: /outils venant de 3\sserveurs/ });
  for (const [tool, server] of [
    ['lire_fichier', 'fichiers'],
    ['run_select', 'entrepot'],
    ['lister_incidents', 'incidents'],
  ] as const) {
    await expect(registry.getByRole('row', { name: new RegExp(tool) })).toContainText(server);
  }
  const question = host.getByRole('textbox', { name: 'Votre question' });
  await question.fill('Lis le fichier README.md');
  await host.getByRole('button', { name: 'Demander' }).click();
  const approval = page.getByRole('dialog', { name: /Autoriser l’appel/ });
  await expect(approval).toContainText('lire_fichier');
  await approval.getByRole('button', { name: 'Autoriser' }).click();
  await expect(host.getByRole('log', { name: 'Conversation' })).toContainText(
    'du serveur «\u00A0fichiers\u00A0»',
  );
  for (const server of ['fichiers', 'entrepot', 'incidents']) {
    await expect(
      calls(host)
        .filter({ hasText: `par le client «\u00A0${server}\u00A0»` })
        .first(),
    ).toBeVisible();
  }
});

test('echantillonnage in 2025-11-25: the host shows the sampling request and the learner answers', async ({
  page,
}) => {
  const host = await openHost(page, 'echantillonnage', '2025-11-25');
  await host.getByRole('button', { name: 'Demander' }).click();
  await page
    .getByRole('dialog', { name: /Autoriser l’appel/ })
    .getByRole('button', { name: 'Autoriser' })
    .click();
  const sampling = page.getByRole('dialog', { name: /demande un texte au modèle de l’hôte/ });
  await expect(sampling).toContainText('Résume cet incident');
  const answer = sampling.getByRole('textbox', { name: /Réponse du modèle simulé/ });
  await answer.fill('Paiement lent depuis 9 h.');
  await sampling.getByRole('button', { name: 'Envoyer la réponse' }).click();
  const log = host.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('INC-204\u00A0: Paiement lent depuis 9 h.');
  await expect(log).toContainText('requête sampling/createMessage');
});

test('longue-trace: the host lists the latest requests first, and the whole list on demand', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const host = await openHost(page, 'longue-trace', '2026-07-28');
  await expect(host.getByText(/Les 50 dernières requêtes sur [\d\s]+/)).toBeVisible();
  await expect(calls(host, '/')).toHaveCount(50);
  const showAll = host.getByRole('button', { name: /Afficher les [\d\s]+ requêtes/ });
  const total = Number((await showAll.textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(50);
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(calls(host, '/')).toHaveCount(total);
  await expect(host.getByRole('button', { name: 'N’afficher que les dernières' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
