import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { localSource, type StorageSlot } from './local-store';
import { SyncedStore, type NoticeLife } from './synced-store';

const Done = z.object({ done: z.array(z.string()) });
const slot: StorageSlot<typeof Done> = {
  key: 'atelier:test',
  version: 1,
  schema: Done,
  empty: () => ({ done: [] }),
};
const source = localSource(slot);

/** A localStorage stand-in whose writes can be made to fail, as a full storage does. */
class MemoryStorage {
  items = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
let storageListeners: ((event: { key: string | null }) => void)[];

beforeEach(() => {
  storage = new MemoryStorage();
  storageListeners = [];
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: (_type: string, listener: (event: { key: string | null }) => void) =>
      storageListeners.push(listener),
    removeEventListener: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

const add = (item: string) => (value: { done: string[] }) => ({ done: [...value.done, item] });

describe('SyncedStore', () => {
  it('saves each change and tells its subscribers', () => {
    const store = new SyncedStore(source, 'until-saved');
    const seen = vi.fn();
    store.subscribe(seen);
    store.update(add('a'));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(new SyncedStore(source, 'until-saved').getSnapshot()).toEqual({
      value: { done: ['a'] },
    });
  });

  it('keeps the change in memory, with a French notice, when the browser refuses to save it', () => {
    const store = new SyncedStore(source, 'until-saved');
    storage.full = true;
    store.update(add('a'));
    expect(store.getSnapshot()?.value).toEqual({ done: ['a'] });
    expect(store.getSnapshot()?.notice).toMatch(/plein/);
  });

  it.each<[NoticeLife, boolean]>([
    ['until-saved', false],
    ['until-dismissed', true],
  ])('with notices %s, a notice outlives the next saved change: %s', (life, outlives) => {
    storage.items.set(slot.key, '{pas du json');
    const store = new SyncedStore(source, life);
    expect(store.getSnapshot()?.notice).toMatch(/remises à zéro/);
    store.update(add('a'));
    expect(store.getSnapshot()?.notice !== undefined).toBe(outlives);
    store.dismissNotice();
    expect(store.getSnapshot()).toEqual({ value: { done: ['a'] } });
  });

  it('follows a change made in another tab', () => {
    const store = new SyncedStore(source, 'until-saved');
    const seen = vi.fn();
    store.subscribe(seen);
    expect(store.getSnapshot()?.value).toEqual({ done: [] });
    storage.items.set(slot.key, JSON.stringify({ v: 1, data: { done: ['ailleurs'] } }));
    for (const listener of storageListeners) listener({ key: 'autre-cle' });
    expect(seen).not.toHaveBeenCalled();
    for (const listener of storageListeners) listener({ key: slot.key });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()?.value).toEqual({ done: ['ailleurs'] });
  });

  it('keeps the notice about unreadable data when another tab’s change arrives after it', () => {
    // The page set the unreadable text aside; the event of the write that made it unreadable,
    // made by the page before (a reload), may arrive afterwards: the learner is still told.
    storage.items.set(slot.key, '{pas du json');
    const store = new SyncedStore(source, 'until-saved');
    store.subscribe(() => undefined);
    const notice = store.getSnapshot()?.notice;
    expect(notice).toMatch(/remises à zéro/);
    for (const listener of storageListeners) listener({ key: slot.key });
    expect(store.getSnapshot()).toEqual({ value: { done: [] }, notice });
    // A real change from the other tab is followed, the notice kept until something is saved.
    storage.items.set(slot.key, JSON.stringify({ v: 1, data: { done: ['ailleurs'] } }));
    for (const listener of storageListeners) listener({ key: slot.key });
    expect(store.getSnapshot()).toEqual({ value: { done: ['ailleurs'] }, notice });
  });

  it('gives nothing on the server, so that pages render the same before hydration', () => {
    expect(new SyncedStore(source, 'until-saved').getServerSnapshot()).toBeNull();
  });

  describe('opened on demand (light pages load the schema after hydration)', () => {
    function deferred() {
      let open!: () => void;
      let fail!: () => void;
      const ready = new Promise<void>((resolve, reject) => {
        open = resolve;
        fail = () => reject(new Error('chunk'));
      });
      const lazy = {
        key: slot.key,
        empty: slot.empty,
        open: () => ready.then(() => source.open()),
      };
      return { lazy, open, fail };
    }

    it('shows nothing until the backend is open, then the stored value', async () => {
      storage.items.set(slot.key, JSON.stringify({ v: 1, data: { done: ['lu'] } }));
      const { lazy, open } = deferred();
      const store = new SyncedStore(lazy, 'until-saved');
      const seen = vi.fn();
      store.subscribe(seen);
      expect(store.getSnapshot()).toBeNull();
      open();
      await store.ready();
      expect(seen).toHaveBeenCalledTimes(1);
      expect(store.getSnapshot()).toEqual({ value: { done: ['lu'] } });
    });

    it('shows a change made before it opens at once, then saves it on top of the stored value', async () => {
      storage.items.set(slot.key, JSON.stringify({ v: 1, data: { done: ['lu'] } }));
      const { lazy, open } = deferred();
      const store = new SyncedStore(lazy, 'until-saved');
      store.update(add('a'));
      expect(store.getSnapshot()?.value).toEqual({ done: ['a'] });
      expect(storage.items.get(slot.key)).not.toContain('"a"');
      open();
      await store.ready();
      expect(store.getSnapshot()?.value).toEqual({ done: ['lu', 'a'] });
      expect(JSON.parse(storage.items.get(slot.key) ?? '{}')).toEqual({
        v: 1,
        data: { done: ['lu', 'a'] },
      });
    });

    it('keeps the page working, with a French notice, when the backend cannot be loaded', async () => {
      const { lazy, fail } = deferred();
      const store = new SyncedStore(lazy, 'until-saved');
      store.update(add('a'));
      fail();
      await store.ready();
      expect(store.getSnapshot()?.value).toEqual({ done: ['a'] });
      expect(store.getSnapshot()?.notice).toMatch(/indisponible/);
      store.update(add('b'));
      expect(store.getSnapshot()?.value).toEqual({ done: ['a', 'b'] });
    });
  });
});
