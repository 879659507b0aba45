/**
 * Records, for each protocol revision the simulation speaks, the pages of the MCP specification
 * (as URL paths under https://modelcontextprotocol.io/specification/<revision>/), the headings
 * of each page, and the type names declared by that revision's schema.ts. Annotation links and
 * the `checked` references of annotation rules are tested against this list, offline.
 *
 * Reads a local copy of github:modelcontextprotocol/modelcontextprotocol (never the network):
 *   npx tsx scripts/record-spec-pages.ts [SPEC_REPO_DIR]   (default /work/spec)
 * Writes content/annotations/spec-pages.json.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REVISIONS } from '../lib/mcp/revisions';

const root = process.argv[2] ?? '/work/spec';
const out = join(import.meta.dirname, '..', 'content', 'annotations', 'spec-pages.json');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The markdown headings of a page, outside fenced code blocks. */
function headings(text: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match?.[1]) found.push(match[1]);
  }
  return found;
}

/** The page's title (front matter): a rule stated in its introduction is checked against it. */
function title(text: string): string {
  return /^---\n[\s\S]*?^title:\s*(.+?)\s*$/m.exec(text)?.[1]?.replace(/^["']|["']$/g, '') ?? '';
}

const result: {
  pages: Record<string, Record<string, { title: string; headings: string[] }>>;
  schema: Record<string, string[]>;
} = { pages: {}, schema: {} };

for (const revision of REVISIONS) {
  const dir = join(root, 'docs', 'specification', revision);
  const pages: Record<string, { title: string; headings: string[] }> = {};
  for (const file of walk(dir).sort()) {
    if (!/\.mdx?$/.test(file)) continue;
    const path = relative(dir, file)
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '');
    const text = readFileSync(file, 'utf8');
    pages[path] = { title: title(text), headings: headings(text) };
  }
  result.pages[revision] = pages;
  const schema = readFileSync(join(root, 'schema', revision, 'schema.ts'), 'utf8');
  result.schema[revision] = [
    ...new Set([...schema.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]!)),
  ].sort();
}

writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
console.log(
  `${out}: ${REVISIONS.map((r) => `${r} ${Object.keys(result.pages[r] ?? {}).length} pages`).join(', ')}`,
);
