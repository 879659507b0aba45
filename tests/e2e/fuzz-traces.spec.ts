import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arm, expectHealthy, resetLongTasks, slow } from './fuzz/kit';

// Review 2026-12-01 round 2, §3.2: trace import.
test.describe.configure({ timeout: 90_000 });

/** A genuine-looking trace whose one message carries `payload` (JSON text). */
function traceWith(payload: string): Buffer {
  const message = `{"jsonrpc":"2.0","method":"x","params":{"wide":${payload}}}`;
  const entry = `{"seq":1,"t":0,"phase":"operation","type":"message","layer":"data","link":"meteo","from":"host","to":"server:meteo","direction":"client-to-server","kind":"notification","method":"x","message":${message}}`;
  return Buffer.from(
    `{"format":"atelier-mcp-trace","v":1,"sdkVersion":"2.4.0","revision":"2026-07-28","date":"2026-12-01T00:00:00.000Z","scenario":"meteo","definitions":{},"entries":[${entry}]}`,
  );
}

async function openImport(page: Page) {
  await page.goto('/bac-a-sable?scenario=meteo&version=2026-07-28');
  await page.getByRole('tab', { name: 'Partager et exporter' }).click();
  await expect(page.getByRole('button', { name: 'Exporter la trace (JSON)' })).toBeEnabled(slow);
  await resetLongTasks(page);
  return page.getByLabel('Importer une trace (JSON)');
}

for (const [label, payload] of [
  ['T7: 300,000-element array', `[${Array(300_000).fill(0).join(',')}]`],
  [
    'T8: object of 100,000 keys',
    `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  ],
] as const) {
  test(`${label} in a trace is imported and drawn folded`, async ({ page }) => {
    const { errors } = await arm(page);
    const input = await openImport(page);
    await input.setInputFiles({
      name: 'large.json',
      mimeType: 'application/json',
      buffer: traceWith(payload),
    });
    await expect(page.getByText(/en lecture seule/).first()).toBeVisible(slow);
    await expect(
      page.getByRole('region', { name: 'Inspecteur de message' }).getByRole('button', {
        name: /éléments de plus/,
      }),
    ).toBeVisible(slow);
    // Was a 74 s freeze (array) and more than 150 s (keys). The import itself (reading,
    // checking and freezing 2–3 MB in one go) still costs one task of 1 to 3 s on a busy
    // machine: bounded here at 5 s rather than LONG_TASK_MS. Splitting that task is open work
    // (issue 29), measured by the benchmark, not here.
    await expectHealthy(page, errors, undefined, { longTaskMs: 5_000 });
  });
}

test('T5: a 629 MB file is refused as too heavy before it is read', async ({ page }) => {
  const { errors } = await arm(page);
  const folder = await mkdtemp(join(tmpdir(), 'atelier-trace-'));
  const path = join(folder, 'enorme.json');
  // A sparse file: 629 MB long, nothing written to disk.
  const file = await open(path, 'w');
  await file.write('{"format":"atelier-mcp-trace"');
  await file.truncate(629_000_000);
  await file.close();
  try {
    const input = await openImport(page);
    await input.setInputFiles(path);
    await expect(
      page.getByText(/Ce fichier de trace est trop lourd \(629\u00A0Mo, 64\u00A0Mo au plus\)/),
    ).toBeVisible({ timeout: 5_000 });
    await expectHealthy(page, errors);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
