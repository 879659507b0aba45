import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The spec's pages per revision, as recorded in the repository (scripts/record-spec-pages.ts). */
const pages = JSON.parse(readFileSync('content/annotations/spec-pages.json', 'utf8')) as {
  pages: Record<string, Record<string, unknown>>;
};

const inspector = (page: Page) => page.getByRole('region', { name: 'Inspecteur de message' });
const annotation = (page: Page) => page.getByRole('region', { name: 'Annotation du champ' });

/** The spec page (path under its revision) a link points to, and whether that revision has it. */
function resolves(href: string, revision: string): boolean {
  const prefix = `https://modelcontextprotocol.io/specification/${revision}`;
  if (!href.startsWith(prefix)) return false;
  const path = href.slice(prefix.length).replace(/^\//, '').split('#')[0] ?? '';
  return path in (pages.pages[revision] ?? {});
}

test('an annotation on a 2025-11-25 step links to a 2025-11-25 page of the specification', async ({
  page,
}) => {
  await page.goto('/bac-a-sable?scenario=meteo&version=2025-11-25#etape-1');
  await expect(inspector(page).locator('p').first()).toHaveText(/: initialize$/);
  await inspector(page).getByRole('button', { name: '"protocolVersion"', exact: true }).click();
  await expect(annotation(page)).toContainText('Version proposée par le client');
  const link = annotation(page).getByRole('link');
  await expect(link).toHaveAttribute(
    'href',
    'https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation',
  );
  expect(resolves((await link.getAttribute('href')) ?? '', '2025-11-25')).toBe(true);

  // The same envelope field on a 2026-07-28 step links to the 2026-07-28 page.
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28#etape-1');
  await expect(inspector(page).locator('p').first()).toHaveText(/: server\/discover$/);
  await inspector(page).getByRole('button', { name: '"jsonrpc"', exact: true }).click();
  const modern = annotation(page).getByRole('link');
  await expect(modern).toHaveAttribute('href', /\/specification\/2026-07-28\//);
  expect(resolves((await modern.getAttribute('href')) ?? '', '2026-07-28')).toBe(true);
});

test('a 2026-07-28 message written into a 2025 session is annotated as 2026-07-28, and says so', async ({
  page,
}) => {
  // The version lab writes a 2026-07-28 `server/discover` whatever the session: its -32022 answer
  // follows the rules of 2026-07-28, with their page.
  await page.goto('/bac-a-sable?scenario=erreur-version-non-supportee&version=2025-11-25#etape-2');
  await expect(inspector(page).locator('p').first()).toHaveText(/erreur -32022/);
  await inspector(page).getByRole('button', { name: '"code"', exact: true }).click();
  await expect(annotation(page)).toContainText('Ce message appartient à la révision 2026-07-28');
  await expect(annotation(page)).toContainText('-32022');
  const link = annotation(page).getByRole('link');
  await expect(link).toHaveAttribute('href', /\/specification\/2026-07-28\//);
  expect(resolves((await link.getAttribute('href')) ?? '', '2026-07-28')).toBe(true);
});
