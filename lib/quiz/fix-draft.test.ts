import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFixDraft, saveFixDraft } from './fix-draft';

const question = { id: 'corriger-nom', broken: '[{"title":"x"}]' };
let items: Map<string, string>;

beforeEach(() => {
  items = new Map();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the text of a fix question across a reload', () => {
  it('is kept while it differs from the starting text, and forgotten once the question ends', () => {
    saveFixDraft(question, '[{"name":"x"}]');
    expect(readFixDraft(question.id)).toBe('[{"name":"x"}]');
    saveFixDraft(question, question.broken);
    expect(readFixDraft(question.id)).toBeUndefined();
    saveFixDraft(question, '[]');
    saveFixDraft(question, undefined);
    expect(items.size).toBe(0);
  });

  it('is simply not kept when the browser refuses storage', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('refusé', 'SecurityError');
      },
    });
    expect(() => saveFixDraft(question, '[]')).not.toThrow();
    expect(readFixDraft(question.id)).toBeUndefined();
  });
});
