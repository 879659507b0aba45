import { expect, type Page } from '@playwright/test';
import lzString from 'lz-string';
import { getScenario } from '@/content/scenarios';

// lz-string is CommonJS: its functions come on the default export under Node's ESM.
const { compressToEncodedURIComponent } = lzString;

/*
 * The harness of the fuzz suite (review 2026-12-01, round 2): every case runs against the built
 * site and asserts no page error, no frozen main thread and the French message.
 *
 * The bounds detect a freeze, not slowness: an unguarded hostile input (a backtracking regex, an
 * unbounded render, a parse of megabytes) holds the tab for seconds to minutes, while a loaded CI
 * machine can stretch an honest task past half a second. How fast the site is stays the job of
 * the benchmark script (`npm run bench`), never of a timed test.
 */

export const LONG_TASK_MS = 2_000;

/**
 * What the page must answer a zero timer within, once a case has settled. The pattern cases ask
 * 200 ms (issue 32): an idle page answers in a few milliseconds even on a busy machine, and a
 * backtracking regex still running does not answer at all.
 */
export const ANSWER_MS = 1_000;

/** Starts recording long tasks and page errors, from the very first script of every page. */
export async function arm(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __longTasks: number[] };
    store.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No long-task API: the responsiveness probe below still runs.
    }
  });
  return { errors };
}

/** The longest task seen on the page so far, in milliseconds. */
export async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks),
  );
}

/**
 * Fails when the page's main thread does not answer within `ms`: the delay of a zero timer is
 * measured inside the page, so the harness's own latency on a busy machine does not count. A
 * frozen tab does not answer the harness at all, which fails after 5 s.
 */
export async function expectResponsive(page: Page, ms = ANSWER_MS): Promise<void> {
  const delay = await Promise.race([
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          setTimeout(() => resolve(performance.now() - started), 0);
        }),
    ),
    new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5_000)),
  ]);
  expect(delay, `the page answers within ${ms} ms`).toBeLessThan(ms);
}

/**
 * What every case ends with: responsive, no long task over the bound, no page error. The bound
 * is LONG_TASK_MS; when the case is a whole page load, `control` is the longest task of the same
 * page loaded with a harmless input just before, on the same machine: on a machine so busy
 * that loading the page at all takes longer than that, the bound becomes 1.5 × that (a
 * frozen tab, the failure this suite is for, takes seconds to minutes).
 */
export async function expectHealthy(
  page: Page,
  errors: string[],
  control?: number,
  options: { answerMs?: number; longTaskMs?: number } = {},
): Promise<void> {
  await expectResponsive(page, options.answerMs ?? ANSWER_MS);
  const bound = Math.max(options.longTaskMs ?? LONG_TASK_MS, (control ?? 0) * 1.5);
  expect(await longestTask(page), `longest task (ms), control ${control ?? '—'}`).toBeLessThan(
    bound,
  );
  expect(errors).toEqual([]);
}

/**
 * Loads a harmless address (after a first, unmeasured load that compiles the site's scripts)
 * and returns its longest task: the control `expectHealthy` compares a page load with.
 */
export async function control(page: Page, path: string): Promise<number> {
  await warmUp(page, path);
  await warmUp(page, path);
  await page.waitForTimeout(300);
  return longestTask(page);
}

/** The share state of meteo with `tools` as its server's tools. */
export function shareState(tools: unknown[], extra: Record<string, unknown> = {}) {
  return {
    v: 1,
    scenario: 'meteo',
    version: '2026-07-28',
    step: 1,
    tools: { meteo: tools },
    ...extra,
  };
}

/** A `?partage=` address for a state given as a value or as JSON text. */
export function shareLink(state: unknown): string {
  const text = typeof state === 'string' ? state : JSON.stringify(state);
  return `/bac-a-sable?partage=${compressToEncodedURIComponent(text)}`;
}

export const weather = {
  name: 'get_weather',
  title: 'Météo',
  description: 'Donne la météo actuelle d’une ville.',
  inputSchema: {
    type: 'object',
    properties: { ville: { type: 'string', description: 'La ville' } },
    required: ['ville'],
  },
};

/** meteo's own tool, as the scenario serves it (the stand-in model chooses it for « Lyon »). */
export const meteoTool = getScenario('meteo')!.servers[0]!.tools[0]!;

/** meteo's tool with a structured answer and an output schema carrying `pattern`. */
export function catastrophicOutput(pattern: string, value: string) {
  return {
    definition: {
      ...meteoTool.definition,
      outputSchema: { type: 'object', properties: { x: { type: 'string', pattern } } },
    },
    behaviour: {
      ...meteoTool.behaviour,
      outcome: { kind: 'text', text: 'ok', structured: { x: value } },
    },
  };
}

/**
 * Loads `path` once without measuring, so that the measured visit does not count the first
 * compilation of the site's scripts (seconds on a busy machine, whatever the input).
 */
export async function warmUp(
  page: Page,
  path = '/bac-a-sable?scenario=meteo&version=2026-07-28',
): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole('group', { name: 'Commandes du pas à pas' }).locator('output'),
  ).toHaveText(/sur/, { timeout: 30_000 });
}

/** Forgets the long tasks seen so far: what follows is what the hostile input costs. */
export async function resetLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
}

export const slow = { timeout: 30_000 };

/** Opens the terminal of the current playground and waits for its session. */
export async function openTerminal(page: Page) {
  await page.getByRole('tab', { name: 'Terminal' }).click();
  // By keyboard, as a learner may: the button is focused and pressed.
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).press('Enter');
  const log = page.getByRole('log', { name: 'Réponses du terminal' });
  await expect(log).toContainText('nouvelle session', slow);
  const input = page.getByRole('textbox', { name: /Terminal JSON-RPC/ });
  return {
    log,
    async type(line: string) {
      await input.focus();
      await page.keyboard.insertText(line);
      await page.keyboard.press('Enter');
    },
  };
}
