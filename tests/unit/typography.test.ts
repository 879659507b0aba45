import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findTypographyIssues } from '@/lib/typography';
import { AVOIDED_WORDINGS } from '@/content/terminology';
import { count } from '@/messages/message';

// Every learner-facing text: the message catalogue (messages/) and the content (content/).
const root = resolve(import.meta.dirname, '..', '..');
const textDirs = ['messages', 'content'].map((dir) => resolve(root, dir));

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Prose is a string with a space in it that is not JSON or code: identifiers and slugs are not. */
function looksLikeProse(text: string): boolean {
  return /\p{L}/u.test(text) && / /.test(text.trim()) && !/^\s*[[{<]/.test(text);
}

/** A hole of a message function stands for a word: `${v.name}` is read as « X ». */
const HOLE_STAND_IN = 'X';

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text + node.templateSpans.map((span) => HOLE_STAND_IN + span.literal.text).join('')
    );
  }
  return undefined;
}

function proseStrings(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // A term's English name (the glossary shows it in lang="en") is not French prose.
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'english') return;
    const text = literalText(node);
    if (text !== undefined) {
      if (looksLikeProse(text)) {
        found.push({
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          text,
        });
      }
      // A message function's holes are checked as part of its template, not on their own.
      if (ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('French typography of all content', () => {
  for (const file of textDirs.flatMap(contentFiles)) {
    it(`${relative(root, file)} follows French typography`, () => {
      const problems = proseStrings(file).flatMap(({ line, text }) =>
        findTypographyIssues(text).map(
          (issue) => `ligne ${line} : ${issue.rule} — « ${issue.excerpt} »`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('one term per notion in all content', () => {
  for (const file of textDirs.flatMap(contentFiles)) {
    if (file.endsWith('terminology.ts')) continue;
    it(`${relative(root, file)} uses the course’s terms`, () => {
      const problems = proseStrings(file).flatMap(({ line, text }) =>
        AVOIDED_WORDINGS.filter(({ pattern }) => pattern.test(text)).map(
          ({ pattern, instead }) => `ligne ${line} : ${String(pattern)} → ${instead}`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('plurals agree', () => {
  it('no learner-facing text hedges a plural with « (s) »', () => {
    const lazy = textDirs.flatMap(contentFiles).flatMap((file) =>
      proseStrings(file)
        .filter(({ text }) => /\p{L}\(s\)/u.test(text))
        .map(({ line, text }) => `${relative(root, file)}:${line} « ${text} »`),
    );
    expect(lazy).toEqual([]);
  });

  it('counts agree in French: 0 and 1 singular, 2 and more plural', () => {
    expect([0, 1, 2, 10].map((n) => count(n, 'outil'))).toEqual([
      '0\u00A0outil',
      '1\u00A0outil',
      '2\u00A0outils',
      '10\u00A0outils',
    ]);
    expect(count(3, 'journal', 'journaux')).toBe('3\u00A0journaux');
  });
});
