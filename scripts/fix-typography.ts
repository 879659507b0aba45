// Rewrites the string literals of the given TypeScript files with French spacing rules
// (non-breaking spaces before : ; ! ? and inside « »). Code is untouched: only string
// literals and template text are rewritten. Usage: npx tsx scripts/fix-typography.ts FILE…
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { fixFrenchTypography } from '../lib/typography';

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; replacement: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const start = node.getStart(source);
      const raw = text.slice(start, node.getEnd());
      const fixed = fixFrenchTypography(raw);
      if (fixed !== raw) edits.push({ start, end: node.getEnd(), replacement: fixed });
    }
    // Import specifiers and property keys are code, not prose.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end);
  }
  if (out !== text) {
    writeFileSync(file, out);
    console.log(`${file} : ${edits.length} chaîne(s) corrigée(s)`);
  }
}
