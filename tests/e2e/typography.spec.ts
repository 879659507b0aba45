import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { findTypographyIssues } from '../../lib/typography';
import { htmlFiles, pageProse } from './page-prose';

/**
 * French typography over the built site: the text of every HTML page under out/ (what the
 * learner reads, not the code samples) must have its accents and « guillemets ».
 */

const outDir = resolve(import.meta.dirname, '..', '..', 'out');

const pages = htmlFiles(outDir);

test('the check sees prose, and only prose', () => {
  const sample =
    '<p>Voir l’etape <code>"etape"</code> et le <a href="/x">message "brut"</a>.</p>' +
    '<svg><text>Un <tspan data-code="true">"id"</tspan> ici</text></svg>' +
    '<p>En anglais&nbsp;: <span lang="en">protocol revision</span></p>';
  const issues = pageProse(sample).flatMap((line) => findTypographyIssues(line));
  // One unaccented word and two ASCII quotes in prose; nothing from the code or the English.
  const kinds = issues.map((i) =>
    /accent/.test(i.rule) ? 'accent' : /guillemet/.test(i.rule) ? 'guillemet' : i.rule,
  );
  expect(kinds.sort()).toEqual(['accent', 'guillemet', 'guillemet']);
});

test('the built site has pages to check', () => {
  expect(pages.length).toBeGreaterThan(5);
});

for (const file of pages) {
  const name = relative(outDir, file);
  test(`French typography of ${name}`, () => {
    const problems = pageProse(readFileSync(file, 'utf8')).flatMap((line) =>
      findTypographyIssues(line).map(
        (issue) => `${issue.rule} — « ${issue.excerpt.replaceAll('\u0000', '`…`')} »`,
      ),
    );
    expect(problems, `typographie de ${name}`).toEqual([]);
  });
}
