import { expect, type Locator, type Page } from '@playwright/test';

/** The message inspector, and the heading of the step it shows. */
export const inspector = (page: Page) =>
  page.getByRole('region', { name: 'Inspecteur de message' });
const heading = (page: Page) => inspector(page).locator('p').first();

/** Presses → until the step's heading matches, as a learner walks the trace. */
export async function walkTo(page: Page, label: RegExp): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (label.test((await heading(page).textContent()) ?? '')) return;
    const before = (await heading(page).textContent()) ?? '';
    await page.keyboard.press('ArrowRight');
    await expect(heading(page)).not.toHaveText(before);
  }
  await expect(heading(page)).toHaveText(label);
}

/** Presses Tab until `target` has the focus, then Enter: a button reached with the keyboard. */
export async function tabToAndPress(page: Page, target: Locator, most = 10): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Shows the HTTP layer and goes back to the first step, the keyboard on the page. */
export async function showHttpFromStart(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: /Couche affichée/ })
    .getByRole('radio', { name: 'HTTP' })
    .check();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Home');
}
