import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3206';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [scheme, width] of [['light', 1280], ['dark', 1280], ['light', 360]]) {
  const page = await browser.newPage({ viewport: { width, height: 720 }, colorScheme: scheme });
  await page.goto(`${base}/bac-a-sable?scenario=meteo&version=2026-07-28`);
  await page.getByRole('button', { name: 'Ouvrir le terminal' }).click();
  await page.getByRole('checkbox', { name: /Couche texte/ }).waitFor();
  await page.waitForTimeout(1500);
  await page.getByRole('textbox', { name: /Terminal JSON-RPC/ }).focus();
  await page.keyboard.type('outils');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(800);
  await page.keyboard.type('pas du json');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1000);
  const term = page.getByRole('heading', { name: 'Terminal JSON-RPC' });
  await term.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/term/terminal-${scheme}-${width}.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(scheme, width, 'overflow', overflow);
  await page.getByRole('button', { name: 'Charger « stdout pollué »' }).click();
  await page.getByRole('heading', { name: /Ce qui se passe/ }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/term/lab-${scheme}-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
