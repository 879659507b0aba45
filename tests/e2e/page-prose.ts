import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/* What a learner reads on a built page, shared by the typography and forbidden-token scans. */

/** Every HTML page under `dir` (out/), outside Next's assets. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Elements whose text runs on with its neighbours; every other tag breaks the text. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'em',
  'i',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'tspan',
  'u',
]);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    const named: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      apos: "'",
      nbsp: '\u00A0',
    };
    return named[name.toLowerCase()] ?? whole;
  });
}

/**
 * The prose of a page: visible text and the labels read aloud (aria-label, title, alt,
 * placeholder). Code samples (<code>, <pre>, <kbd>, <samp>, SVG <tspan data-code>) and text in
 * another language (lang="en") are replaced by a character no rule matches, so that
 * « le champ `name` : » is still checked around the code.
 */
export function pageProse(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map(
    (m) => decodeEntities(m[1] ?? ''),
  );
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<(pre|code|kbd|samp)\b[^>]*>[\s\S]*?<\/\1>/gi, '\u0000')
    // Code drawn in SVG diagrams, and text marked as another language (English terms).
    .replace(/<tspan\b[^>]*\sdata-code="true"[^>]*>[\s\S]*?<\/tspan>/gi, '\u0000')
    .replace(/<(span|p|q|i|em|dfn)\b[^>]*\slang="(?!fr)[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, '\u0000')
    .replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g, (_tag, name: string) =>
      INLINE.has(name.toLowerCase()) ? '' : '\n',
    );
  return [...decodeEntities(text).split('\n'), ...attributes]
    .map((line) => line.replace(/[ \t\r]+/g, ' ').trim())
    .filter((line) => /\p{L}/u.test(line));
}
