import { describe, expect, it } from 'vitest';
import { findTypographyIssues, fixFrenchTypography, NBSP, NNBSP } from './typography';

describe('French typography', () => {
  it('accepts well-typeset prose', () => {
    expect(
      findTypographyIssues(`Le client demande${NBSP}: «${NBSP}outils${NBSP}»${NNBSP}!`),
    ).toEqual([]);
  });

  it('flags ordinary spaces before high punctuation and inside guillemets', () => {
    const rules = findTypographyIssues('Attention : « oui » ; vraiment ?').map((i) => i.rule);
    expect(rules.length).toBeGreaterThanOrEqual(4);
  });

  it('flags ASCII double quotes and missing accents', () => {
    expect(findTypographyIssues('La "reponse" de l’etape')).toHaveLength(4);
  });

  it('leaves code spans and URLs alone', () => {
    expect(
      findTypographyIssues('Voir `{"a": 1}` et https://modelcontextprotocol.io/x?y=1'),
    ).toEqual([]);
    expect(findTypographyIssues('Ouvrez /bac-a-sable?scenario=meteo#etape-3')).toEqual([]);
  });

  it('fixes spacing and keeps everything else', () => {
    expect(fixFrenchTypography('Note : « ok » ; bien ? `a : b`')).toBe(
      `Note${NBSP}: «${NBSP}ok${NBSP}»${NNBSP}; bien${NNBSP}? \`a : b\``,
    );
  });
});
