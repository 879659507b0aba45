import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDrafts, saveDraft } from './drafts';

class MemoryStorage {
  items = new Map<string, string>();
  quota = Infinity;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const draft = { definitions: '[{"name": "a b"', behaviours: '[]', arguments: { a: '{' } };

describe('editor drafts', () => {
  it('keep broken text as typed, per scenario and server', () => {
    expect(saveDraft('meteo', 'meteo', draft)).toBeUndefined();
    expect(saveDraft('meteo', 'autre', { ...draft, definitions: '[]' })).toBeUndefined();
    expect(readDrafts('meteo').drafts.meteo).toEqual(draft);
    expect(readDrafts('meteo').drafts.autre?.definitions).toBe('[]');
    expect(readDrafts('crm').drafts).toEqual({});
  });

  it('are forgotten one server at a time', () => {
    saveDraft('meteo', 'meteo', draft);
    saveDraft('meteo', 'autre', draft);
    clearDraft('meteo', 'meteo');
    expect(Object.keys(readDrafts('meteo').drafts)).toEqual(['autre']);
    clearDraft('meteo', 'autre');
    expect(storage.items.size).toBe(0);
  });

  it('survive corrupted storage with a French notice', () => {
    storage.items.set('atelier-mcp:editeur:meteo', '{pas du json');
    const read = readDrafts('meteo');
    expect(read.drafts).toEqual({});
    expect(read.notice).toMatch(/illisibles/);
  });

  it('report a full storage in French instead of throwing', () => {
    storage.quota = 10;
    expect(saveDraft('meteo', 'meteo', draft)).toMatch(/plein/);
  });
});
