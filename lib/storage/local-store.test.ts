import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LocalStore } from './local-store';

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

const Progress = z.object({ done: z.array(z.string()) });
let storage: MemoryStorage;
const store = () =>
  new LocalStore({
    key: 'atelier:test',
    version: 2,
    schema: Progress,
    empty: () => ({ done: [] }),
  });

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('LocalStore', () => {
  it('round-trips a valid value', () => {
    expect(store().write({ done: ['a'] })).toBeUndefined();
    expect(store().read()).toEqual({ value: { done: ['a'] } });
  });

  it('gives the fallback without notice when nothing is stored', () => {
    expect(store().read()).toEqual({ value: { done: [] } });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an old version', JSON.stringify({ v: 1, data: { done: ['a'] } })],
    ['a value that breaks the schema', JSON.stringify({ v: 2, data: { done: 'a' } })],
    ['null', 'null'],
  ])('recovers from %s with a French notice and a clean start', (_label, raw) => {
    storage.items.set('atelier:test', raw);
    const read = store().read();
    expect(read.value).toEqual({ done: [] });
    expect(read.notice).toMatch(/remises à zéro/);
    expect(storage.items.has('atelier:test')).toBe(false);
  });

  it('reports a full storage in French instead of throwing', () => {
    storage.quota = 5;
    expect(store().write({ done: ['a'] })).toMatch(/plein/);
  });

  it('works without a window (prerendering)', () => {
    vi.unstubAllGlobals();
    expect(store().read()).toEqual({ value: { done: [] } });
    expect(store().write({ done: [] })).toMatch(/indisponible/);
  });
});
