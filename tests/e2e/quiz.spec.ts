import { axeViolations } from './axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { themeQuestions } from './quiz-banks';
import type { QuestionInput } from '../../lib/quiz/schema';

type Question = QuestionInput;

const plain = (text: string) => text.replaceAll('`', '');
// The theme as written, across the banks that feed it (the test reads the answers from it, not
// from the page).
const erreurs = themeQuestions('erreurs');

function byPrompt(prompt: string): Question {
  const question = erreurs.find((q) => plain(q.prompt) === prompt.trim());
  if (!question) throw new Error(`question introuvable : ${prompt}`);
  return question;
}

/** Presses Tab until the element has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The prompt of the question on screen. */
async function currentPrompt(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
}

/** Answers the question on screen with the keyboard: digits, move buttons, then Entrée. */
async function answer(page: Page, question: Question, right: boolean): Promise<void> {
  const card = page.locator('main');
  switch (question.type) {
    case 'single':
    case 'trace':
    case 'multiple': {
      const shown = await card
        .locator('input[type=radio], input[type=checkbox]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const wanted = right
        ? question.type === 'multiple'
          ? question.answers
          : [question.answer]
        : [
            question.choices.find((c) =>
              question.type === 'multiple'
                ? !question.answers.includes(c.id)
                : c.id !== question.answer,
            )?.id ?? '',
          ];
      for (const id of wanted) await page.keyboard.press(String(shown.indexOf(id) + 1));
      break;
    }
    case 'classify': {
      const items = await card
        .locator('[data-classify-item]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-classify-item') ?? ''));
      for (const [i, itemId] of items.entries()) {
        let category = question.items.find((item) => item.id === itemId)?.category ?? '';
        if (!right && i === 0)
          category = question.categories.find((c) => c.id !== category)?.id ?? '';
        const n = question.categories.findIndex((c) => c.id === category) + 1;
        await page.keyboard.press(String(n));
      }
      break;
    }
    case 'fix': {
      // Right: the reference fix pasted into the editor, then Entrée outside it runs the check.
      // Wrong: « Voir la correction ».
      if (right) {
        const box = page.getByRole('textbox', { name: 'Définitions à corriger (JSON)' });
        await expect(page.locator('.monaco-editor').filter({ has: box })).toBeVisible({
          timeout: 60_000,
        });
        await box.focus();
        await page.keyboard.press('ControlOrMeta+A');
        await box.evaluate((element, pasted) => {
          const data = new DataTransfer();
          data.setData('text/plain', pasted);
          element.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        }, question.fix);
        await page.getByRole('heading', { level: 2 }).first().focus();
      } else {
        await tabTo(page, page.getByRole('button', { name: 'Voir la correction' }));
      }
      break;
    }
    case 'order': {
      // The order starts shuffled and never solved: validating it as is gets it wrong.
      if (right) {
        for (const [target, item] of question.items.entries()) {
          const up = page.getByRole('button', { name: `Monter «\u00A0${plain(item.text)}\u00A0»` });
          const texts = await card.locator('ol > li').allTextContents();
          const at = texts.findIndex((text) => text.includes(plain(item.text)));
          if (at > target) {
            await up.focus();
            for (let k = at; k > target; k -= 1) await page.keyboard.press('Enter');
          }
        }
        await page.getByRole('heading', { level: 2 }).first().focus();
      }
      break;
    }
  }
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: right ? 'Bonne réponse' : 'Réponse incorrecte' }),
  ).toBeFocused();
}

test.describe('the « Erreurs » quiz, keyboard only', () => {
  test('one wrong answer, its explanation and playground link, the score, then the review', async ({
    page,
  }) => {
    // Two « corriger une définition » questions load Monaco and run the simulation.
    test.setTimeout(240_000);
    await page.goto('/quiz/erreurs?graine=e2e');
    const startButton = page.getByRole('button', { name: 'Commencer le quiz' });
    await expect(startButton).toBeVisible();
    await tabTo(page, startButton);
    await page.keyboard.press('Enter');

    const total = erreurs.length;
    let missed: Question | undefined;
    for (let n = 1; n <= total; n += 1) {
      await expect(page.getByText(`Question ${n} sur ${total}`, { exact: true })).toBeVisible();
      const question = byPrompt(await currentPrompt(page));
      const getWrong = !missed && question.link !== undefined;
      await answer(page, question, !getWrong);

      if (getWrong) {
        missed = question;
        // The explanation says why the right answer is right and the others wrong.
        const explanations =
          question.type === 'order' || question.type === 'classify'
            ? question.items.map((i) => i.explanation)
            : question.type === 'fix'
              ? question.defects.map((d) => d.explanation)
              : question.choices.map((c) => c.explanation);
        for (const text of explanations.slice(0, 2)) {
          await expect(page.getByText(plain(text), { exact: true }).first()).toBeVisible();
        }
        const link = page.getByRole('link', { name: 'Voir cette étape dans le bac à sable' });
        await tabTo(page, link);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(
          new RegExp(`/bac-a-sable\\?scenario=${question.link?.scenario}`),
        );
        await page.goBack();
        // Back on the quiz: the same question, still answered, with its explanation.
        await expect(page.getByText(`Question ${n} sur ${total}`, { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Réponse incorrecte' })).toBeVisible();
      }
      await page.keyboard.press('Enter');
    }

    expect(missed).toBeDefined();
    await expect(page.getByRole('heading', { name: 'Quiz terminé' })).toBeFocused();
    await expect(
      page.getByText(new RegExp(`Votre score\\s:\\s${total - 1} bonnes réponses sur ${total}\\.`)),
    ).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Erreurs');

    const review = page.getByRole('link', { name: 'Revoir mes erreurs (1)' });
    await tabTo(page, review);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quiz\/revoir/);
    await expect(page.getByText('Question 1 sur 1', { exact: true })).toBeVisible();
    expect((await currentPrompt(page)).trim()).toBe(plain(missed?.prompt ?? ''));

    await page.reload();
    await expect(page.getByText('Question 1 sur 1', { exact: true })).toBeVisible();
    expect((await currentPrompt(page)).trim()).toBe(plain(missed?.prompt ?? ''));

    await page.goto('/quiz');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Erreurs', exact: true }) });
    await expect(card).toContainText(new RegExp(`Dernier quiz\\s:\\s${total - 1} sur ${total}`));
    await expect(card).toContainText('1 erreur à revoir');
    await expect(page.getByRole('link', { name: 'Revoir mes erreurs (1)' })).toBeVisible();
  });
});

test('a link with the same seed shows the same questions in the same order', async ({
  browser,
}) => {
  const firstScreen = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/quiz/primitives?graine=classe-3b');
    await expect(page.getByText(/graine classe-3b/)).toBeVisible();
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();
    await expect(page).toHaveURL(/graine=classe-3b/);
    const prompt = await currentPrompt(page);
    const choices = await page.locator('main label').allTextContents();
    await context.close();
    return { prompt, choices };
  };
  expect(await firstScreen()).toEqual(await firstScreen());
});

test('corrupted saved progress gives a French notice and a clean start, not a crash', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('corrompu')) {
      localStorage.setItem('atelier-mcp:quiz', '{pas du json');
      sessionStorage.setItem('corrompu', '1');
    }
  });
  await page.goto('/quiz');
  await expect(page.getByRole('status')).toContainText('remises à zéro');
  await page.getByRole('button', { name: 'Compris' }).click();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByText('Aucune erreur à revoir pour l’instant.')).toBeVisible();
  await page.goto('/quiz/securite');
  await expect(page.getByRole('button', { name: 'Commencer le quiz' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** A stored run that starts on the given question, answered or not. */
function storedRun(
  quizKey: string,
  order: string[],
  answer?: { answer: unknown; correct: boolean },
) {
  return {
    v: 1,
    data: {
      questions: {},
      quizzes: {},
      sessions: {
        [quizKey]: {
          seed: 'axe',
          order,
          index: 0,
          answers: answer && order[0] ? { [order[0]]: answer } : {},
          finished: false,
          startedAt: 0,
        },
      },
    },
  };
}

const SCREENS = [
  {
    name: 'a trace question',
    path: '/quiz/cycle-de-vie',
    key: 'theme:cycle-de-vie',
    id: 'cyc-trace-apres-initialize',
    answer: { answer: { type: 'trace', choice: 'tools-list' }, correct: false },
  },
  {
    name: 'an ordering question',
    path: '/quiz/cycle-de-vie',
    key: 'theme:cycle-de-vie',
    id: 'cyc-ordre-session-2025',
    answer: {
      answer: {
        type: 'order',
        order: ['initialized', 'initialize', 'resultat', 'tools-list', 'tools-call'],
      },
      correct: false,
    },
  },
  {
    name: 'a classification',
    path: '/quiz/erreurs',
    key: 'theme:erreurs',
    id: 'err-classer-protocole-ou-outil',
    answer: {
      answer: {
        type: 'classify',
        placement: {
          'outil-inconnu': 'protocole',
          'mauvais-type': 'protocole',
          'arguments-chaine': 'protocole',
          'base-indisponible': 'outil',
          exception: 'outil',
          'methode-inconnue': 'protocole',
          'sortie-non-conforme': 'outil',
        },
      },
      correct: false,
    },
  },
  {
    name: 'a multiple-choice question',
    path: '/quiz/erreurs',
    key: 'theme:erreurs',
    id: 'err-bon-message',
    answer: { answer: { type: 'multiple', choices: ['quoi', 'pile'] }, correct: false },
  },
] as const;

for (const screen of SCREENS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${screen.name}, before and after answering, is accessible and fits 360 px (${scheme})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        colorScheme: scheme,
        viewport: scheme === 'dark' ? { width: 360, height: 740 } : { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      for (const answered of [false, true]) {
        const stored = storedRun(screen.key, [screen.id], answered ? screen.answer : undefined);
        await page.goto('/');
        await page.evaluate(
          (value) => localStorage.setItem('atelier-mcp:quiz', value),
          JSON.stringify(stored),
        );
        await page.goto(screen.path);
        await expect(page.getByText('Question 1 sur 1', { exact: true })).toBeVisible();
        if (answered)
          await expect(page.getByRole('heading', { name: 'Réponse incorrecte' })).toBeVisible();
        expect(
          await axeViolations(page),
          `${screen.name}, ${answered ? 'répondue' : 'à répondre'}`,
        ).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
}

test('the quiz index says where a quiz in progress stands', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/quiz/erreurs?graine=e2e');
  await page.getByRole('button', { name: 'Commencer le quiz' }).click();
  const total = erreurs.length;
  await expect(page.getByText(`Question 1 sur ${total}`, { exact: true })).toBeVisible();
  await answer(page, byPrompt(await currentPrompt(page)), true);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Question 2 sur ${total}`, { exact: true })).toBeVisible();

  await page.goto('/quiz');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Erreurs', exact: true }) });
  await expect(card).toContainText(`En cours\u00A0: question 2 sur ${total}`);
  await expect(card).not.toContainText('Pas encore commencé');
});
