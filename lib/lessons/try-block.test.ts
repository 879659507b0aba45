import { describe, expect, it } from 'vitest';
import { BlockSchema } from './schema';

const card = (description: string) => ({
  type: 'try',
  label: 'Un export qui donne des nouvelles',
  description,
  link: { scenario: 'export-long', at: 'notifications/progress' },
});

describe('an « Essayer » card', () => {
  it('refuses a link inside it, since the whole card is already a link', () => {
    const parsed = BlockSchema.safeParse(card('Voir la leçon [utilitaires](/lecons/utilitaires).'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('pas de lien dans une carte');
    expect(
      BlockSchema.safeParse(card('Voir la leçon «\u00A0Les utilitaires\u00A0».')).success,
    ).toBe(true);
  });
});
