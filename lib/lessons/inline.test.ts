import { describe, expect, it } from 'vitest';
import { classifyHref, inlineIssues, linkTargets, parseInline, toPlainText } from './inline';

describe('inline markup', () => {
  it('reads code, emphasis and links', () => {
    expect(
      parseInline('Le champ `name` est **obligatoire** : voir [hôte](/glossaire#hote).'),
    ).toEqual([
      { type: 'text', text: 'Le champ ' },
      { type: 'code', text: 'name' },
      { type: 'text', text: ' est ' },
      { type: 'strong', children: [{ type: 'text', text: 'obligatoire' }] },
      { type: 'text', text: ' : voir ' },
      { type: 'link', href: '/glossaire#hote', children: [{ type: 'text', text: 'hôte' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps anything inside code, even markup characters', () => {
    expect(parseInline('`[a](b) **c**`')).toEqual([{ type: 'code', text: '[a](b) **c**' }]);
    expect(parseInline('[`inputSchema`](/glossaire#input-schema)')).toEqual([
      {
        type: 'link',
        href: '/glossaire#input-schema',
        children: [{ type: 'code', text: 'inputSchema' }],
      },
    ]);
  });

  it('reports unclosed markup in French instead of guessing', () => {
    expect(inlineIssues('un `code sans fin')[0]).toMatch(/accent grave/);
    expect(inlineIssues('du **gras sans fin')[0]).toMatch(/\*\*/);
    expect(inlineIssues('un [lien](sans fin')[0]).toMatch(/non fermée/);
    expect(inlineIssues('un [crochet] seul')[0]).toMatch(/\[texte\]\(adresse\)/);
    expect(inlineIssues('tout va bien')).toEqual([]);
  });

  it('gives the plain text and the link targets', () => {
    const nodes = parseInline('**Voir** [la leçon](/lecons/erreurs#codes) et `x`');
    expect(toPlainText(nodes)).toBe('Voir la leçon et x');
    expect(linkTargets(nodes)).toEqual(['/lecons/erreurs#codes']);
  });

  it('classifies link targets', () => {
    expect(classifyHref('/glossaire#meta')).toEqual({ kind: 'glossary', term: 'meta' });
    expect(classifyHref('/lecons/erreurs#codes')).toEqual({
      kind: 'lesson',
      slug: 'erreurs',
      anchor: 'codes',
    });
    expect(classifyHref('https://modelcontextprotocol.io/specification/2026-07-28')).toEqual({
      kind: 'external',
      url: 'https://modelcontextprotocol.io/specification/2026-07-28',
    });
    expect(classifyHref('/quiz')).toEqual({ kind: 'site', path: '/quiz' });
  });
});
