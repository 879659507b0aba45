/**
 * The small inline markup of lesson and glossary text: `code`, **emphasis** and
 * [links](/glossaire#hote). Links are written as paths or URLs so that French typography checks
 * skip them (lib/typography masks paths and URLs), and so that tests can resolve every one.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

/** Thrown for markup that does not close: content tests report it with its French message. */
export class InlineMarkupError extends Error {
  override name = 'InlineMarkupError';
}

type Context = 'root' | 'strong' | 'link';

function parseRun(text: string, context: Context): Inline[] {
  const nodes: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0)
        throw new InlineMarkupError(
          `accent grave ouvrant sans fermeture dans «\u00A0${text}\u00A0»`,
        );
      flush();
      nodes.push({ type: 'code', text: text.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '*' && text[i + 1] === '*' && context === 'root') {
      const end = findClosing(text, i + 2, '**');
      if (end < 0)
        throw new InlineMarkupError(`** ouvrant sans fermeture dans «\u00A0${text}\u00A0»`);
      flush();
      nodes.push({ type: 'strong', children: parseRun(text.slice(i + 2, end), 'strong') });
      i = end + 2;
    } else if (c === '[' && context !== 'link') {
      const close = findClosing(text, i + 1, ']');
      if (close < 0 || text[close + 1] !== '(') {
        throw new InlineMarkupError(
          `lien mal formé dans «\u00A0${text}\u00A0»\u00A0: il faut [texte](adresse)`,
        );
      }
      const hrefEnd = text.indexOf(')', close + 2);
      if (hrefEnd < 0)
        throw new InlineMarkupError(`adresse de lien non fermée dans «\u00A0${text}\u00A0»`);
      const href = text.slice(close + 2, hrefEnd);
      if (!href || /\s/.test(href)) {
        throw new InlineMarkupError(
          `adresse de lien vide ou avec des espaces dans «\u00A0${text}\u00A0»`,
        );
      }
      flush();
      nodes.push({ type: 'link', href, children: parseRun(text.slice(i + 1, close), 'link') });
      i = hrefEnd + 1;
    } else {
      buffer += c;
      i += 1;
    }
  }
  flush();
  return nodes;
}

/** Finds `marker` from `from`, skipping code spans (which may contain anything). */
function findClosing(text: string, from: number, marker: string): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (text.startsWith(marker, i)) {
      return i;
    }
  }
  return -1;
}

/** Parses inline markup; throws an InlineMarkupError (French message) on unclosed markup. */
export function parseInline(text: string): Inline[] {
  return parseRun(text, 'root');
}

/** The problems of a piece of inline markup, in French; empty when it parses. */
export function inlineIssues(text: string): string[] {
  try {
    parseInline(text);
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** The text a reader sees, markup removed. */
export function toPlainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code' ? node.text : toPlainText(node.children),
    )
    .join('');
}

/** Every link target in a piece of inline markup. */
export function linkTargets(nodes: readonly Inline[]): string[] {
  return nodes.flatMap((node) => {
    if (node.type === 'link') return [node.href, ...linkTargets(node.children)];
    if (node.type === 'strong') return linkTargets(node.children);
    return [];
  });
}

/** What a link in content points at. */
export type LinkTarget =
  | { kind: 'glossary'; term: string }
  | { kind: 'lesson'; slug: string; anchor?: string }
  | { kind: 'external'; url: string }
  | { kind: 'site'; path: string };

export function classifyHref(href: string): LinkTarget {
  const glossary = /^\/glossaire#([a-z0-9-]+)$/.exec(href);
  if (glossary?.[1]) return { kind: 'glossary', term: glossary[1] };
  const lesson = /^\/lecons\/([a-z0-9-]+)(?:#([a-z0-9-]+))?$/.exec(href);
  if (lesson?.[1]) return { kind: 'lesson', slug: lesson[1], anchor: lesson[2] };
  if (/^https:\/\//.test(href)) return { kind: 'external', url: href };
  return { kind: 'site', path: href };
}
