import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentError, parseContent, safeParseContent } from './parse';

const Schema = z.object({ servers: z.array(z.object({ name: z.string().min(1) })) });

describe('content parsing', () => {
  it('names the failing field and answers in French', () => {
    const outcome = safeParseContent(Schema, { servers: [{ name: 'a' }, { name: 3 }] });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues[0]?.path).toBe('servers[1].name');
    expect(outcome.issues[0]?.message).toMatch(/attendu|invalide/i);
  });

  it('throws a ContentError naming the source for shipped content', () => {
    expect(() => parseContent(Schema, { servers: 'x' }, 'scenarios/meteo')).toThrowError(
      ContentError,
    );
    try {
      parseContent(Schema, {}, 'scenarios/meteo');
    } catch (error) {
      expect((error as Error).message).toContain('scenarios/meteo');
      expect((error as Error).message).toContain('servers');
    }
  });

  it('returns the parsed value when the data is valid', () => {
    expect(parseContent(Schema, { servers: [{ name: 'x' }] }, 't').servers[0]?.name).toBe('x');
  });
});
