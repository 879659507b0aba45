import { axeViolations } from './axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { QuestionInput } from '../../lib/quiz/schema';
import { seededShuffle } from '../../lib/quiz/shuffle';
import { themeQuestions } from './quiz-banks';

// The themes whose « à corriger » questions these tests play, as their quizzes list them.
const banks = {
  primitives: themeQuestions('primitives'),
  erreurs: themeQuestions('erreurs'),
  securite: themeQuestions('securite'),
} satisfies Record<string, QuestionInput[]>;
type ThemeSlug = keyof typeof banks;

function questionById(id: string): QuestionInput | undefined {
  return Object.values(banks)
    .flat()
    .find((q) => q.id === id);
}

const EDITOR = 'Définitions à corriger (JSON)';

/** A `?graine=` that makes this question the first of its theme's quiz. */
function seedStartingWith(theme: ThemeSlug, id: string): string {
  const ids = banks[theme].map((q) => q.id);
  for (let i = 0; i < 10_000; i += 1) {
    const seed = `corriger-${i}`;
    if (seededShuffle(ids, seed)[0] === id) return seed;
  }
  throw new Error(`aucune graine ne commence par ${id}`);
}

/** Presses Tab until the element has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a theme's quiz on a fix question with the keyboard, and waits for Monaco. */
async function openOnQuestion(page: Page, theme: ThemeSlug, id: string): Promise<Locator> {
  await page.goto(`/quiz/${theme}?graine=${seedStartingWith(theme, id)}`);
  const start = page.getByRole('button', { name: 'Commencer le quiz' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const prompt = questionById(id)?.prompt.replaceAll('`', '') ?? '';
  await expect(page.getByRole('heading', { level: 2, name: prompt })).toBeFocused();
  const box = page.getByRole('textbox', { name: EDITOR });
  // Monaco (about 1 MB) starts slowly on a busy two-core machine.
  await expect(page.locator('.monaco-editor').filter({ has: box })).toBeVisible({
    timeout: 90_000,
  });
  return box;
}

/** The lines Monaco shows for the editor holding this text area. */
function shownText(page: Page, box: Locator): Locator {
  return page.locator('.monaco-editor').filter({ has: box }).locator('.view-lines');
}

/** Selects a text in Monaco with its find widget (Ctrl+F, type, Entrée, Échap). */
async function select(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+F');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Leaves Monaco with the keyboard: Ctrl+M makes Tab move the focus instead of indenting. */
async function leaveEditor(page: Page, box: Locator): Promise<void> {
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  await expect(box).not.toBeFocused();
}

test('a broken tool name, fixed by typing in the editor, passes the rules and the real call', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(error.message));
  const box = await openOnQuestion(page, 'primitives', 'prim-corriger-nom-et-description');
  const remarks = page.getByRole('list', { name: `Remarques — ${EDITOR}` });

  // The editor's rules, in French, in the list and as markers on the text.
  await expect(remarks).toContainText('Le nom ne doit pas contenir d’espace');
  await expect(remarks).toContainText('Description trop vague');
  await expect(
    page.locator('.monaco-editor').filter({ has: box }).locator('.squiggly-error'),
  ).not.toHaveCount(0);

  await tabTo(page, box);
  // Digits and Entrée type into the editor: the quiz's shortcuts stay out of the way.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1');
  await expect(page.getByRole('heading', { name: /Résultat de la vérification/ })).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');

  await select(page, 'obtenir meteo');
  await page.keyboard.type('obtenir_meteo');
  await select(page, 'Météo.');
  await page.keyboard.type(
    'Donne la météo actuelle d’une ville, avec la température et le vent. À utiliser pour le temps qu’il fait maintenant.',
  );
  await expect(shownText(page, box)).toContainText('"obtenir_meteo"');
  await expect(page.getByText(/Le nom ne doit pas contenir d’espace/)).toHaveCount(0);
  await expect(page.getByText(/Description trop vague/)).toHaveCount(0);

  await leaveEditor(page, box);
  await tabTo(page, page.getByRole('button', { name: 'Vérifier' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Règles de l’éditeur\u00A0: aucune erreur.')).toBeVisible();
  await expect(page.getByText(/Appel\u00A0: réussi/)).toBeVisible();
  const request = page.getByRole('region', { name: 'Requête tools/call envoyée par le client' });
  await expect(request).toContainText('"method": "tools/call"');
  await expect(request).toContainText('"name": "obtenir_meteo"');
  await expect(request).toContainText('"ville": "Lyon"');
  await expect(page.getByRole('region', { name: 'Réponse du serveur' })).toContainText(
    'Réponse simulée de l’outil obtenir_meteo.',
  );

  // Solved on the first check: right, then the explanations and the reference fix.
  await expect(page.getByRole('heading', { name: 'Bonne réponse' })).toBeFocused();
  await expect(page.getByText('Résolu en 1 vérification.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ce qui n’allait pas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Correction de référence (JSON)' })).toContainText(
    '"name": "obtenir_meteo"',
  );
  await expect(page.getByText('1 bonne réponse', { exact: true })).toBeVisible();
  expect(trouble).toEqual([]);
});

test('a check of broken JSON says why in French, sends nothing and keeps the text', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const trouble: string[] = [];
  page.on('pageerror', (error) => trouble.push(error.message));
  const box = await openOnQuestion(page, 'erreurs', 'err-corriger-input-schema-chaine');
  const remarks = page.getByRole('list', { name: `Remarques — ${EDITOR}` });
  await expect(remarks).toContainText('inputSchema doit décrire un objet');

  await tabTo(page, box);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' oups');
  await expect(remarks).toContainText('Symbole inattendu.');

  // Entrée from the prompt (outside the editor) runs « Vérifier ».
  await leaveEditor(page, box);
  await page.getByRole('heading', { level: 2 }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/le JSON est invalide, rien n’a été envoyé/)).toBeVisible();
  await expect(page.getByText('Appel\u00A0: pas encore tenté.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Requête tools/call envoyée par le client' }),
  ).toHaveCount(0);
  await expect(shownText(page, box)).toContainText('oups');
  await expect(page.getByRole('heading', { name: /Bonne réponse|Réponse incorrecte/ })).toHaveCount(
    0,
  );

  // A reload before the question ends gives the text back.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator('.monaco-editor').filter({ has: box })).toBeVisible({
    timeout: 90_000,
  });
  await expect(shownText(page, box)).toContainText('oups');
  // A new page: Tab indents in Monaco again until Ctrl+M.
  await tabTo(page, box);
  await leaveEditor(page, box);

  // Giving up shows the correction, counts as missed, and still shows the learner's own text.
  await tabTo(page, page.getByRole('button', { name: 'Voir la correction' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Réponse incorrecte' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Votre texte' })).toContainText('oups');
  await expect(page.getByRole('region', { name: 'Correction de référence (JSON)' })).toContainText(
    '"type": "object"',
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Réponse incorrecte' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Votre texte' })).toContainText('oups');
  expect(trouble).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a fix question, before and after answering, is accessible and fits 360 px (${scheme})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      colorScheme: scheme,
      viewport: scheme === 'dark' ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const id = 'sec-corriger-indications-en-texte';
    const question = questionById(id);
    for (const answered of [false, true]) {
      const answers =
        answered && question?.type === 'fix'
          ? {
              [id]: {
                answer: { type: 'fix', text: question.broken, outcome: 'revealed', checks: 1 },
                correct: false,
              },
            }
          : {};
      const stored = {
        v: 1,
        data: {
          questions: {},
          quizzes: {},
          sessions: {
            'theme:securite': {
              seed: 'axe',
              order: [id],
              index: 0,
              answers,
              finished: false,
              startedAt: 0,
            },
          },
        },
      };
      await page.goto('/');
      await page.evaluate(
        (value) => localStorage.setItem('atelier-mcp:quiz', value),
        JSON.stringify(stored),
      );
      await page.goto('/quiz/securite');
      await expect(page.getByText('Question 1 sur 1', { exact: true })).toBeVisible();
      if (answered) {
        await expect(page.getByRole('heading', { name: 'Réponse incorrecte' })).toBeVisible();
      } else {
        const box = page.getByRole('textbox', { name: EDITOR });
        await expect(page.locator('.monaco-editor').filter({ has: box })).toBeVisible({
          timeout: 90_000,
        });
        await expect(
          page.getByText(/«\u00A0readOnlyHint\u00A0» doit valoir true ou false/),
        ).toBeVisible();
      }
      expect(await axeViolations(page), answered ? 'répondue' : 'à répondre').toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
}
