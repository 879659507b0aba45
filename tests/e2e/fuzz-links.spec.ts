import { expect, test, type Page } from '@playwright/test';
import {
  arm,
  control,
  catastrophicOutput,
  expectHealthy,
  meteoTool,
  openTerminal,
  resetLongTasks,
  shareLink,
  shareState,
  slow,
  weather,
} from './fuzz/kit';

// Review 2026-12-01 round 2, §2 and §3.1: share links and `?outils=`.
test.describe.configure({ timeout: 90_000 });

const counter = (page: Page) =>
  page.getByRole('group', { name: 'Commandes du pas à pas' }).locator('output');
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspecteur de message' });
const attack = (n: number) => `${'a'.repeat(n)}!`;

test('P1: `^(a+)+$` in an output schema from a link runs on the linear engine as the link loads', async ({
  page,
}) => {
  const { errors } = await arm(page);
  const calm = await control(page, shareLink(shareState([meteoTool], { step: 99 })));
  await page.goto(shareLink(shareState([catastrophicOutput('^(a+)+$', attack(40))], { step: 99 })));
  await expect(counter(page)).toHaveText(/^Étape (\d+) sur \1$/, slow);
  // The SDK's own verdict on the answer, reached without backtracking.
  await expect(
    page.getByText(/Output validation error.*String does not match pattern/),
  ).toBeVisible(slow);
  await expectHealthy(page, errors, calm);
});

for (const [label, pattern, value] of [
  ['nested groups', '^(([a-z])+.)+[A-Z]([a-z])+$', attack(44)],
  ['lookahead and back-reference', '^(?=(a+))\\1*$|^(a|aa)+$', attack(44)],
] as const) {
  test(`S16: ${label} in an output schema from a link does not freeze the tab`, async ({
    page,
  }) => {
    const { errors } = await arm(page);
    const calm = await control(page, shareLink(shareState([meteoTool], { step: 99 })));
    await page.goto(shareLink(shareState([catastrophicOutput(pattern, value)], { step: 99 })));
    await expect(counter(page)).toHaveText(/^Étape (\d+) sur \1$/, slow);
    await expect(
      page.getByText(/Output validation error.*String does not match pattern/),
    ).toBeVisible(slow);
    await expectHealthy(page, errors, calm);
  });
}

test('P2: a tool whose input schema came from a link is called with a hostile argument', async ({
  page,
}) => {
  const { errors } = await arm(page);
  const tool = {
    ...meteoTool,
    definition: {
      ...meteoTool.definition,
      inputSchema: {
        type: 'object',
        properties: { ville: { type: 'string', pattern: '^(a+)+$' } },
        required: ['ville'],
      },
    },
  };
  await page.goto(shareLink(shareState([tool])));
  await expect(counter(page)).toHaveText(/^Étape \d+ sur \d+$/, slow);
  const terminal = await openTerminal(page);
  await resetLongTasks(page);
  await terminal.type(`appeler get_weather {"ville":"${attack(40)}"}`);
  await expect(terminal.log).toContainText('isError: true', slow);
  await expect(page.locator('.xterm-rows')).toContainText('Input validation error', slow);
  await expectHealthy(page, errors);
});

for (const width of [20_000, 400_000]) {
  test(`S18: a ${width.toLocaleString('en')}-element array in a link is folded, not drawn whole`, async ({
    page,
  }) => {
    const { errors } = await arm(page);
    const calm = await control(page, shareLink(shareState([meteoTool], { step: 6 })));
    const wide = `{"v":1,"scenario":"meteo","version":"2026-07-28","step":6,"tools":{"meteo":[{"definition":${JSON.stringify({ ...weather, _meta: { w: [] } }).replace('"w":[]', `"w":[${Array(width).fill(0).join(',')}]`)},"behaviour":{"checks":[],"outcome":{"kind":"text","text":"ok"}}}]}}`;
    await page.goto(shareLink(wide));
    await expect(counter(page)).toHaveText(/^Étape 6 sur \d+$/, slow);
    await expect(inspector(page).getByRole('button', { name: /éléments de plus/ })).toBeVisible(
      slow,
    );
    await expectHealthy(page, errors, calm);
  });
}
