import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// lz-string is CommonJS: Node's ESM loader only offers its default export.
import lz from 'lz-string';
import { expect, test } from '@playwright/test';
import { LESSON_OUTLINES, LESSONS } from '../../content/lessons';
import { lessonBlocks } from '../../lib/lessons/walk';
import { DEFAULT_REVISION } from '../../lib/mcp/revisions';

const [first, second] = LESSON_OUTLINES;
if (!first || !second) throw new Error('Le parcours doit compter au moins deux leçons.');

/** A literal pattern in which any space (ordinary or non-breaking) matches any other. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

/** A lesson title as a pattern: its punctuation is matched literally. */
function titled(title: string): RegExp {
  return new RegExp(escapeRegExp(title));
}

/** The recorded step index (read from disk: Node needs an import attribute for JSON). */
const stepIndex = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../content/scenarios/step-index.json'), 'utf8'),
) as Record<string, Record<string, string[]> | undefined>;

/**
 * What the first « Essayer » link of a lesson must point at: its scenario and revision, and
 * `#etape-N` once the simulation has recorded that scenario's steps.
 */
function firstTryPattern(slug: string): RegExp {
  const lesson = LESSONS.find((l) => l.slug === slug);
  const block = lesson ? lessonBlocks(lesson).find((b) => b.type === 'try') : undefined;
  if (block?.type !== 'try') throw new Error(`aucun lien « Essayer » dans ${slug}`);
  const version = block.link.version ?? DEFAULT_REVISION;
  const base = `/bac-a-sable?scenario=${block.link.scenario}&version=${version}`;
  const needsStep = Boolean(block.link.at && stepIndex[block.link.scenario]?.[version]);
  return new RegExp(`^${escapeRegExp(base)}${needsStep ? '#etape-\\d+' : ''}$`);
}

test('from the home page: first lesson, « Essayer » in the playground, back, marked done', async ({
  page,
}) => {
  await page.goto('/');
  const path = page.getByRole('list', { name: 'Le parcours conseillé' });
  await expect(path.getByRole('listitem')).toHaveCount(LESSON_OUTLINES.length);
  await expect(
    page.getByText(`Aucune leçon terminée sur ${LESSON_OUTLINES.length}.`),
  ).toBeVisible();

  await path.getByRole('link', { name: titled(first.title) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByText(`${first.minutes} minutes de lecture`)).toBeVisible();

  const tryLink = page.getByRole('link', { name: /Essayer dans le bac à sable/ }).first();
  // The scenario and revision travel in the URL, and the step once the index knows it.
  await expect(tryLink).toHaveAttribute('href', firstTryPattern(first.slug));
  const href = (await tryLink.getAttribute('href')) ?? '';
  await tryLink.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bac à sable');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);

  const markDone = page.getByRole('button', { name: 'Marquer la leçon comme terminée' });
  await expect(markDone).toHaveAttribute('aria-pressed', 'false');
  await markDone.focus();
  await page.keyboard.press('Space');
  await expect(markDone).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'Leçon marquée comme terminée.' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Accueil' })
    .click();
  await expect(page.getByText(`1 leçon terminée sur ${LESSON_OUTLINES.length}.`)).toBeVisible();
  await expect(path.getByRole('link', { name: titled(first.title) })).toContainText('Terminée');
  await expect(path.getByRole('link', { name: titled(second.title) })).toContainText('À faire');
  await expect(page.getByRole('link', { name: `Continuer : ${second.title}` })).toBeVisible();

  // Kept in this browser: a reload still shows it.
  await page.reload();
  await expect(path.getByRole('link', { name: titled(first.title) })).toContainText('Terminée');
});

test('a lesson links its terms to the glossary, which lists the lessons using them', async ({
  page,
}) => {
  await page.goto(`/lecons/${first.slug}`);
  await page.getByRole('main').getByRole('link', { name: 'hôte', exact: true }).first().click();
  await expect(page).toHaveURL(/\/glossaire#hote$/);
  const entry = page.locator('#hote');
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText('host');
  await entry.getByRole('link', { name: first.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('table of contents, then next and previous lessons, by keyboard', async ({ page }) => {
  await page.goto(`/lecons/${first.slug}`);
  const toc = page.getByRole('navigation', { name: 'Sommaire' });
  const section = LESSONS[0]?.sections[1];
  if (!section) throw new Error('la première leçon doit avoir un sommaire');
  await toc.getByRole('link').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
  await expect(page.locator(`#${section.id}`)).toBeInViewport();

  const neighbours = page.getByRole('navigation', { name: 'Leçon précédente et leçon suivante' });
  await neighbours.getByRole('link', { name: /Leçon suivante/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
  await neighbours.getByRole('link', { name: /Leçon précédente/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('the worksheet checks tool names, keeps answers across a reload and opens the playground', async ({
  page,
}) => {
  await page.goto('/lecons/cadrer-son-serveur');
  await page.getByRole('button', { name: 'Ajouter un outil' }).click();
  const name = page.getByRole('textbox', { name: 'Nom de l’outil *' });
  await expect(name).toBeFocused();

  await name.fill('météo du jour');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Pas d’espace/);
  await name.fill('météo');
  await expect(name).toHaveAccessibleDescription(/Le caractère\s«\sé\s»\sn’est pas permis/);
  await expect(
    page.getByText('Corrigez les points signalés pour essayer vos outils.'),
  ).toBeVisible();

  await name.fill('get_weather');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page
    .getByRole('textbox', { name: 'Description *' })
    .fill('Donne la météo actuelle d’une ville. Renvoie la température.');
  await page.getByRole('button', { name: 'Ajouter un paramètre' }).click();
  await page.getByRole('textbox', { name: 'Nom du paramètre' }).fill('ville');
  await page.getByRole('radio', { name: /Il peut supprimer ou écraser/ }).check();
  await expect(page.getByText('Confirmation renforcée conseillée')).toBeVisible();

  const tryLink = page.getByRole('link', { name: 'Essayer mes outils dans le bac à sable' });
  const href = (await tryLink.getAttribute('href')) ?? '';
  const url = new URL(href, 'http://localhost');
  expect(url.pathname).toBe('/bac-a-sable');
  expect(url.searchParams.get('scenario')).toBe('mon-serveur');
  const tools = JSON.parse(
    lz.decompressFromEncodedURIComponent(url.searchParams.get('outils') ?? '') ?? 'null',
  ) as unknown;
  expect(tools).toEqual([
    {
      name: 'get_weather',
      description: 'Donne la météo actuelle d’une ville. Renvoie la température.',
      inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: { ville: { type: 'string' } },
        required: ['ville'],
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
  ]);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nom de l’outil *' })).toHaveValue('get_weather');
  await expect(page.getByRole('textbox', { name: 'Nom du paramètre' })).toHaveValue('ville');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remplir avec l’exemple de l’entrepôt' }).click();
  await expect(page.getByRole('textbox', { name: 'Nom de l’outil *' })).toHaveCount(3);
  await expect(page.getByText('3 outils, 1 ressource, 1 prompt.')).toBeVisible();
  await tryLink.click();
  await expect(page).toHaveURL(/\/bac-a-sable\?scenario=mon-serveur&outils=/);
});

test('the glossary filters its terms, accents or not', async ({ page }) => {
  await page.goto('/glossaire');
  const filter = page.getByRole('searchbox', { name: 'Filtrer les termes' });
  await filter.fill('elicitation');
  await expect(page.locator('#elicitation')).toBeVisible();
  await expect(page.locator('#hote')).toHaveCount(0);
  await filter.fill('zzz');
  await expect(page.getByText('Aucun terme ne correspond à ce filtre.')).toBeVisible();
});

test('the lessons page shows the path with reading times', async ({ page }) => {
  await page.goto('/lecons');
  const path = page.getByRole('list', { name: 'Le parcours conseillé' });
  for (const lesson of LESSON_OUTLINES) {
    await expect(path.getByRole('link', { name: titled(lesson.title) })).toContainText(
      `${lesson.minutes} min`,
    );
  }
});

test('a lesson quotes recorded messages, ends with a trace question and links its theme quiz', async ({
  page,
}) => {
  await page.goto('/lecons/requete-de-bout-en-bout');
  await expect(
    page.getByText(/Messages réels, enregistrés avec le SDK TypeScript/).first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/"name": "run_select"/)
      .first(),
  ).toBeVisible();
  // The objective « résultat lu par le modèle » brings a « lire une trace » question here.
  await expect(
    page.getByRole('heading', { name: /L’hôte transmet ce résultat au modèle/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: /Le quiz\s«\sArchitecture\s»\sen entier/ }).click();
  await expect(page).toHaveURL(/\/quiz\/architecture$/);
});

test('the questions at the end of a lesson are laid out afresh on each visit', async ({ page }) => {
  const layout = async () => {
    await page.goto(`/lecons/${first.slug}`);
    const section = page.getByRole('region', { name: 'Vérifiez ce que vous avez retenu' });
    await expect(section).toBeVisible();
    // The prerendered layout is replaced by the visit's own once the page runs.
    await page.waitForLoadState('networkidle');
    const values = await section
      .locator('input[type="radio"], input[type="checkbox"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    return values.join(' | ');
  };
  const seen = new Set<string>();
  for (let visit = 0; visit < 3; visit += 1) seen.add(await layout());
  // Three visits all alike would mean one layout for everyone (odds of chance: negligible).
  expect(seen.size).toBeGreaterThan(1);
});
